import { describe, expect, it } from "vitest";
import { firstScreenPainter } from "./first-screen.mjs";

const href = "/_next/static/chunks/site.css";

// A stylesheet as Tailwind writes one: layers first named in its own order,
// a fallback layer, registered properties, a theme, states and transitions.
const stylesheet = [
  "@layer properties{@supports (not (color:rgb(from red r g b))){*{--tw-shadow:0 0 #0000}}}",
  "@layer theme{:root{--color-brand:#1e3a8a;--color-unused:#f00;--spacing:.25rem}}",
  "@layer base{*{margin:0}}",
  "@layer components{.field{border-width:1px}}",
  "@layer utilities{",
  ".header-bar{position:sticky;transition-property:color;-webkit-mask:none;-webkit-mask:none}",
  ".hero-band{background-color:var(--color-brand);padding:calc(var(--spacing) * 4)}",
  ".later-only{color:red}",
  ".next-part{padding:2rem}",
  ":where(.stack>:not(:last-child)){margin-top:1rem}",
  ":where(.later-stack>:not(:last-child)){margin-top:2rem}",
  ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}",
  ".rotate{--tw-rotate:1deg;rotate:var(--tw-rotate)}",
  "@media (hover:hover){.hero-band:hover{color:red}}",
  "}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-rotate{syntax:"*";inherits:false}',
].join("");

const page = (hero: string) =>
  [
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="${href}" data-precedence="next"/><title>A page</title></head>`,
    '<body><header class="header-bar">Call</header><main id="main">',
    `${hero}<section class="next-part stack"><p>Just below</p><p>More</p></section>`,
    '<section class="later-only later-stack field"><p class="rotate">Later</p></section></main>',
    '<footer class="later-only">Footer</footer><script>self.__next_f.push([1,"x"])</script></body></html>',
  ].join("");
const marked = page('<section data-first-screen class="hero-band shadow"><h1>Hello</h1></section>');

const paint = firstScreenPainter((asked) => (asked === href ? stylesheet : undefined));

/** The page's head and body, and the rules inlined in its head. */
function parts(html: string) {
  const [head = "", body = ""] = html.split("</head>");
  return { head, body, inlined: head.match(/<style>(.*?)<\/style>/)?.[1] ?? "" };
}

describe("a page's first screen painted before its stylesheet arrives", () => {
  it("inlines, in the head, the rules of the header, the hero and the part after it, and links the stylesheet at the end of the body", () => {
    const painted = paint(marked);
    if (!painted) throw new Error("The page was not painted");
    const { head, body, inlined } = parts(painted);
    expect(inlined).toContain(".header-bar{position:sticky");
    expect(inlined).toContain(".hero-band{background-color:var(--color-brand)");
    expect(inlined).toContain("--color-brand:#1e3a8a");
    expect(inlined).toContain(".next-part{padding:2rem}");
    expect(inlined).toContain(":where(.stack>:not(:last-child)){margin-top:1rem}");
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain(`<link rel="preload" href="${href}" as="style"/>`);
    expect(body).toMatch(
      new RegExp(`</script><link rel="stylesheet" href="${href}" data-precedence="next"/></body>`),
    );
    expect(painted.replace(/<style>.*?<\/style>/, "").replace(/<link[^>]*>/g, "")).toBe(
      marked.replace(/<link[^>]*>/g, ""),
    );
  });

  it("leaves out what only comes later: rules of what follows the first screen, states, transitions, unread values, the fallback layer", () => {
    const { inlined } = parts(paint(marked) ?? "");
    expect(inlined).not.toContain(".later-only");
    expect(inlined).not.toContain(".field");
    expect(inlined).not.toContain("later-stack");
    expect(inlined).not.toContain(":hover");
    expect(inlined).not.toContain("transition");
    expect(inlined).not.toContain("--color-unused");
    expect(inlined).not.toContain("@property --tw-rotate");
    expect(inlined).not.toContain("@supports");
    expect(inlined.match(/-webkit-mask:none/g)).toHaveLength(1);
  });

  it("keeps what the inlined rules read, and writes every rule so a browser keeps it", () => {
    const { inlined } = parts(paint(marked) ?? "");
    expect(inlined).toContain('@property --tw-shadow{syntax:"*"');
    // A ";" before a rule would make it a selector a browser drops.
    expect(inlined).not.toMatch(/;@property|\};/);
  });

  it("states the stylesheet's layer order first, and hides what follows the first screen until the stylesheet shows it, or 4 s have passed", () => {
    const { inlined } = parts(paint(marked) ?? "");
    expect(inlined.startsWith("@layer properties,theme,base,components,utilities;")).toBe(true);
    expect(
      inlined.endsWith(
        "@layer base{[data-first-screen]+*~*,main~:not(dialog){visibility:hidden;animation:0s 4s forwards first-screen-later}}@keyframes first-screen-later{to{visibility:visible}}",
      ),
    ).toBe(true);
  });

  it("leaves a page without a first screen, or whose stylesheet it cannot read, as it is", () => {
    expect(paint(page('<section class="hero-band"><h1>Hello</h1></section>'))).toBeUndefined();
    const unread = firstScreenPainter(() => undefined);
    expect(unread(marked)).toBeUndefined();
  });
});
