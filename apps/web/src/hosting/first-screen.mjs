// A page's first screen paints without waiting for the stylesheet.
//
// A stylesheet linked in the head holds back the first paint until it has
// arrived: on a phone with one bar, a round trip before the phone number
// shows. So, once per render (the page cache keeps the result), the rules
// the first screen uses (the header, the breadcrumb, the hero, the one
// element marked `data-first-screen`, and the part that follows it, whose top
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
import postcss from "postcss";

const marker = "data-first-screen";
// Until the stylesheet arrives, what follows the first screen is hidden (a
// base rule, as the one in globals.css that shows it); the menu's dialog is
// left alone, so a tap on the menu never opens an invisible one. Should the
// stylesheet never come, it shows after 4 s anyway, unstyled but readable
// (the form and the footer's phone number with it), as it did before.
const laterHidden = `@layer base{[${marker}]+*~*,main~:not(dialog){visibility:hidden;animation:0s 4s forwards first-screen-later}}@keyframes first-screen-later{to{visibility:visible}}`;

// beasties does not match a selector inside :where() (Tailwind's space-y-*,
// and the components' rules built on them): such rules are all taken, then
// kept when the classes they name are on the first screen.
const allowRules = [/^:where\(/];
const classesOn = (html) =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
const namedClasses = (selector) =>
  [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1].replace(/\\(.)/g, "$1"));

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

/** The end of the first screen: after the marked element and the one that follows it. */
function firstScreenEnd(html) {
  const at = html.indexOf(` ${marker}`);
  const heroEnd = at === -1 ? -1 : elementEnd(html, html.lastIndexOf("<", at));
  if (heroEnd === -1) return -1;
  const next = html.indexOf("<", heroEnd);
  return html.startsWith("</", next) ? heroEnd : elementEnd(html, next);
}

const stylesheetLink = /<link rel="stylesheet" href="([^"]+)"[^>]*\/?>/g;
// States a first paint never shows: pointer and keyboard focus, and their transitions.
const interaction = /:(?:hover|focus|focus-visible|focus-within|active)\b/;

/**
 * The stylesheets' cascade layers in their order, stated first: the inlined
 * rules leave some layers out, and a layer first named by the stylesheet
 * arriving later would otherwise come after all of them.
 */
function layerOrder(sheets) {
  const names = [];
  for (const css of sheets) {
    postcss.parse(css).each((node) => {
      if (node.type !== "atrule" || node.name !== "layer") return;
      for (const name of node.params.split(",").map((part) => part.trim())) {
        if (name && !names.includes(name)) names.push(name);
      }
    });
  }
  return names.length > 0 ? `@layer ${names.join(",")};` : "";
}

/** The rules a piece of a page uses, with what only a later moment needs left out. */
function firstPaintRules(css, html) {
  const root = postcss.parse(css);
  root.walkAtRules("layer", (rule) => {
    // The values browsers without @property support start from: such a
    // browser gets them with the stylesheet, a moment later.
    if (rule.params === "properties") rule.remove();
  });
  const classes = classesOn(html);
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => interaction.test(selector))) return rule.remove();
    const unmatched = (selector) =>
      selector.startsWith(":where(") && namedClasses(selector).some((name) => !classes.has(name));
    if (rule.selectors.every(unmatched)) rule.remove();
  });
  root.walkRules((rule) => {
    // Transitions, and a declaration written again (the stylesheet's prefixed masks).
    const seen = new Set();
    rule.each((node) => {
      if (node.type !== "decl") return;
      const text = `${node.prop}:${node.value}`;
      if (seen.has(text) || node.prop.startsWith("transition")) node.remove();
      seen.add(text);
    });
  });
  // Custom properties nothing reads (the theme's whole palette, registered
  // properties of utilities left out), until none is left.
  for (let removed = true; removed; ) {
    removed = false;
    const read = new Set(
      [...`${root}${html}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]),
    );
    root.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop)) return;
      declaration.remove();
      removed = true;
    });
    root.walkAtRules("property", (rule) => {
      if (read.has(rule.params.trim())) return;
      rule.remove();
      removed = true;
    });
  }
  const empty = (node) => node.nodes !== undefined && node.nodes.length === 0;
  for (let again = true; again; ) {
    again = false;
    root.walk((node) => {
      if (!empty(node)) return;
      node.remove();
      again = true;
    });
  }
  // beasties 0.5 writes a ";" between top-level rules, which a browser reads
  // as the start of a selector, dropping the rule after it.
  root.walk((node) => {
    node.raws.before = "";
  });
  root.raws.after = "";
  return root.toString();
}

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
      const sheets = hrefs.map((href) => readStylesheet(href));
      const plans = sheets.includes(undefined)
        ? undefined
        : sheets.map((css, index) => compileSheet(css, { href: hrefs[index], allowRules }));
      prepared.set(
        key,
        plans && {
          processor: createProcessor(plans, { fonts: false }),
          layers: layerOrder(sheets),
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

    const firstScreen = `${html.slice(0, end)}</main></body></html>`;
    const { css } = sheets.processor.extract(firstScreen);
    const rules = firstPaintRules(css, firstScreen);
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
