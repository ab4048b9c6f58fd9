import type { Locator } from "playwright-core";

/**
 * Colour contrast as WCAG measures it, computed in the page from the colours
 * the browser actually paints (any CSS colour, read back through a canvas).
 */

export interface RingReport {
  /** The ring's colours: the outline, and a box-shadow halo showing beyond it. */
  ring: string[];
  /** The colours right around the element: its nearest painted ancestor's (every stop of a gradient). */
  background: string[];
  /** The best ring colour against the worst background colour. */
  contrast: number;
}

/** Runs in the page: sRGB of a CSS colour, relative luminance, contrast ratio. */
function colourTools() {
  const context = document.createElement("canvas").getContext("2d", {
    willReadFrequently: true,
  }) as CanvasRenderingContext2D;
  const rgba = (css: string): [number, number, number, number] => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = "#000";
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  /** A colour over white when it is not opaque (a page's canvas is white). */
  const luminance = (css: string) => {
    const [r, g, b, a] = rgba(css);
    const [R, G, B] = [r, g, b].map((c) => channel(c * a + 255 * (1 - a))) as [
      number,
      number,
      number,
    ];
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const contrast = (one: string, two: string) => {
    const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [
      number,
      number,
    ];
    return (light + 0.05) / (dark + 0.05);
  };
  const colours = (value: string) =>
    value.match(/(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^()]*\)/g) ?? [];
  /** The background behind an element: the first ancestor that paints one. */
  const backgroundOf = (element: Element): string[] => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const gradient = colours(style.backgroundImage);
      if (gradient.length > 0) return gradient;
      if (rgba(style.backgroundColor)[3] > 0) return [style.backgroundColor];
    }
    return ["rgb(255, 255, 255)"];
  };
  return { rgba, contrast, colours, backgroundOf };
}

type ToolsWindow = { colourTools: ReturnType<typeof colourTools> };

/** The tools, once per document (a string through the DevTools protocol: no page policy applies). */
async function withTools(element: Locator) {
  await element.page().evaluate(`window.colourTools ??= (${colourTools})()`);
}

/**
 * The keyboard focus ring of an element (focus it first) against what
 * surrounds it. A box-shadow counts as part of the ring where it is a solid
 * halo reaching beyond the outline.
 */
export async function focusRing(element: Locator): Promise<RingReport> {
  await withTools(element);
  return element.evaluate((el) => {
    const { rgba, contrast, backgroundOf } = (window as unknown as ToolsWindow).colourTools;
    // The ring as it settles, not halfway through a colour transition.
    for (const animation of el.getAnimations()) animation.finish();
    const style = getComputedStyle(el);
    const ring: string[] = [];
    const outlineWidth = Number.parseFloat(style.outlineWidth) || 0;
    const outlineOffset = Number.parseFloat(style.outlineOffset) || 0;
    if (style.outlineStyle !== "none" && outlineWidth > 0) ring.push(style.outlineColor);
    const reach = outlineWidth > 0 ? outlineWidth + Math.max(outlineOffset, 0) : 0;
    // "rgb(255, 255, 255) 0px 0px 0px 8px, rgba(0, 0, 0, 0.1) 0px 1px 3px 0px"
    for (const shadow of style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^()]*\))/)) {
      const colour = shadow.match(/(?:rgba?|oklch|oklab|lab|color)\([^()]*\)/)?.[0];
      const lengths = shadow
        .replace(colour ?? "", "")
        .trim()
        .split(/\s+/)
        .map((length) => Number.parseFloat(length));
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
      const solid = colour && rgba(colour)[3] === 1 && !/inset/.test(shadow);
      if (solid && x === 0 && y === 0 && blur === 0 && spread > reach) ring.push(colour);
    }
    const background = backgroundOf(el);
    const best = Math.max(
      0,
      ...ring.map((colour) => Math.min(...background.map((bg) => contrast(colour, bg)))),
    );
    return { ring, background, contrast: Math.round(best * 100) / 100 };
  });
}

/** The contrast of an element's text (or its placeholder's) against its own background colour. */
export async function textContrast(element: Locator, pseudo?: "::placeholder"): Promise<number> {
  await withTools(element);
  return element.evaluate((el, pseudo) => {
    const { contrast, rgba, backgroundOf } = (window as unknown as ToolsWindow).colourTools;
    const own = getComputedStyle(el).backgroundColor;
    const background = rgba(own)[3] > 0 ? own : (backgroundOf(el)[0] ?? "white");
    const colour = getComputedStyle(el, pseudo ?? null).color;
    return Math.round(contrast(colour, background) * 100) / 100;
  }, pseudo);
}
