// A page's first screen paints without waiting for the stylesheet.
//
// A stylesheet linked in the head holds back the first paint until it has
// arrived: on a phone with one bar, a round trip before the phone number
// shows. So, once per render (the page cache keeps the result), the rules
// the first screen uses (the header, the breadcrumb, the hero, which is the
// first section of the page's <main>, and the part that follows it, whose top
// a phone shows below a short hero and whose opening text is then the
// largest thing painted) go into the head, found with beasties
// (a maintained critical-CSS library) on that part of the page alone; the
// stylesheet itself is preloaded there and linked at the end of the body,
// where it holds back nothing above it. What follows the first screen stays
// hidden until the stylesheet arrives (globals.css shows it), rather than
// showing unstyled. Next's own option for this does not apply to the App
// Router, and its inlined stylesheet is written into the page twice (the
// head and the flight data); this is written once, into the HTML alone.
// Plain JavaScript: the cache handler that uses it is loaded by Next without
// bundling.
import { compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";
import { absoluteUrls, firstPaintRules, layerOrder, themeValues } from "./first-paint-rules.mjs";

// Every kind of page opens its <main> with its hero (components/hero.tsx),
// after the breadcrumb; the legal pages with their text, an <article>.
const hero = "main>:is(section,article):first-of-type";
// Until the stylesheet arrives, what follows the first screen is hidden (a
// base rule, as the one in globals.css that shows it); the menu's dialog is
// left alone, so a tap on the menu never opens an invisible one. Its content
// is not laid out either: laid out unstyled and again when the stylesheet
// came, it was most of a long page's blocking time on a phone. Should the
// stylesheet never come, it shows after 4 s anyway, unstyled but readable
// (the form and the footer's phone number with it), as it did before.
const later = `${hero}+*~*`;
const laterHidden = `@layer base{${later},main~:not(dialog){visibility:hidden;content-visibility:hidden;animation:0s 4s forwards later-shown}}@keyframes later-shown{to{visibility:visible;content-visibility:visible}}`;

// beasties does not match a selector inside :where() (Tailwind's space-y-*,
// and the components' rules built on them): such rules are all taken, then
// kept when they match an element of the first screen.
const allowRules = [/^:where\(/];
/** Where the element that opens at `start` ends, its closing tag included; -1 if it does not. */
function elementEnd(html, start) {
  const name = /^<([a-z][a-z0-9-]*)/.exec(html.slice(start, start + 40))?.[1];
  if (!name) return -1;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, "g");
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  return -1;
}

/** The end of the first screen: after the hero and the element that follows it. */
function firstScreenEnd(html) {
  const main = html.indexOf("<main");
  const at = main === -1 ? -1 : html.slice(main).search(/<(?:section|article)\b/);
  const heroEnd = at === -1 ? -1 : elementEnd(html, main + at);
  if (heroEnd === -1) return -1;
  const next = html.indexOf("<", heroEnd);
  return html.startsWith("</", next) ? heroEnd : elementEnd(html, next);
}

/** The HTML without the elements a `hidden` attribute keeps from being painted (the desktop menus' lists). */
function withoutHidden(html) {
  let out = "";
  let at = 0;
  for (const tag of html.matchAll(/<[a-z][a-z0-9-]*((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attributes = tag[1].replace(/="[^"]*"/g, "");
    if (tag.index < at || !/\shidden(?:\s|$)/.test(attributes)) continue;
    const end = elementEnd(html, tag.index);
    if (end === -1) continue;
    out += html.slice(at, tag.index);
    at = end;
  }
  return out + html.slice(at);
}

const stylesheetLink = /<link rel="stylesheet" href="([^"]+)"[^>]*\/?>/g;
/**
 * The post-render step, for the stylesheets read by `readStylesheet(href)`
 * (their text, or undefined when there is no such file). Each stylesheet is
 * prepared once.
 */
export function firstScreenPainter(readStylesheet) {
  const prepared = new Map();
  const prepare = (hrefs) => {
    const key = hrefs.join(" ");
    if (!prepared.has(key)) {
      const sheets = hrefs.map((href) => absoluteUrls(readStylesheet(href), href));
      const plans = sheets.includes(undefined)
        ? undefined
        : sheets.map((css, index) => compileSheet(css, { href: hrefs[index], allowRules }));
      prepared.set(
        key,
        plans && {
          processor: createProcessor(plans, { fonts: false }),
          layers: layerOrder(sheets),
          theme: themeValues(sheets),
        },
      );
    }
    return prepared.get(key);
  };

  /** The page's HTML with its first screen's rules in the head; undefined when it has no first screen or stylesheet. */
  return function paintFirstScreenFirst(html) {
    const headEnd = html.indexOf("</head>");
    const end = firstScreenEnd(html);
    if (headEnd === -1 || end === -1) return undefined;
    const links = [...html.slice(0, headEnd).matchAll(stylesheetLink)];
    const sheets = links.length > 0 && prepare(links.map((link) => link[1]));
    if (!sheets) return undefined;

    const firstScreen = withoutHidden(`${html.slice(0, end)}</main></body></html>`);
    const { css } = sheets.processor.extract(firstScreen);
    const rules = firstPaintRules(css, firstScreen, sheets.theme, later);
    const style = `<style>${sheets.layers}${rules}${laterHidden}</style>`;
    const preloads = links.map((link) => `<link rel="preload" href="${link[1]}" as="style"/>`);

    let head = html.slice(0, headEnd);
    for (const [index, link] of links.entries()) {
      head = head.replace(link[0], index === 0 ? `${style}${preloads.join("")}` : "");
    }
    const body = html.slice(headEnd);
    const bodyEnd = body.lastIndexOf("</body>");
    if (bodyEnd === -1) return undefined;
    const moved = links.map((link) => link[0]).join("");
    return `${head}${body.slice(0, bodyEnd)}${moved}${body.slice(bodyEnd)}`;
  };
}
