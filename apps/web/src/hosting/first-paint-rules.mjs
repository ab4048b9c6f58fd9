// The rules a page's first screen needs, as few bytes as the first paint
// allows (see first-screen.mjs): beasties finds the rules the first screen's
// elements use; this leaves out what a first paint never shows (states,
// transitions, blurs, registrations, wide-gamut colours, values nothing
// reads) and writes what it can in place (the theme's values, the starting
// values nothing changes, exact sums). Every rule it keeps is the
// stylesheet's own, which overrides it once it arrives.
// Plain JavaScript, as first-screen.mjs.
import { selectAll } from "css-select";
import { parseDocument } from "htmlparser2";
import postcss from "postcss";

/** The elements of a piece of HTML a selector picks; undefined for one it cannot read. */
const elementsOn = (html) => {
  const document = parseDocument(html);
  return (selector) => {
    try {
      return selectAll(selector, document);
    } catch {
      return undefined;
    }
  };
};

/**
 * The stylesheet with the files it names (the icons' drawings) named from the
 * site's root: a path relative to the stylesheet's folder would, inlined in
 * the page, be read from the page's.
 */
export function absoluteUrls(css, href) {
  return css?.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, _quote, url) => {
    if (/^(?:[a-z]+:|\/|#)/i.test(url)) return whole;
    const { pathname, search, hash } = new URL(url, new URL(href, "http://site"));
    return `url(${pathname}${search}${hash})`;
  });
}

// States a first paint never shows: pointer and keyboard focus, and their transitions.
const interaction = /:(?:hover|focus|focus-visible|focus-within|active)\b/;

/**
 * The stylesheets' cascade layers in their order, stated first: the inlined
 * rules leave some layers out, and a layer first named by the stylesheet
 * arriving later would otherwise come after all of them.
 */
export function layerOrder(sheets) {
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

/**
 * What the inlined rules can write in place of a `var()`: the theme's values
 * (Tailwind's `@layer theme` custom properties) that no other rule of the
 * stylesheet sets, so the inlined rules need not state the theme, and the
 * properties nothing sets at all (their fallback). A colour is its sRGB
 * value, as the first paint takes it (see below).
 */
export function themeValues(sheets) {
  const set = new Map();
  const values = new Map();
  for (const css of sheets) {
    postcss.parse(css).walkDecls(/^--/, (declaration) => {
      // Colours restated for wider screens, which the inlined rules leave out.
      const supports = declaration.parent?.parent;
      if (supports?.type === "atrule" && supports.name === "supports") return;
      set.set(declaration.prop, (set.get(declaration.prop) ?? 0) + 1);
      const layer = declaration.parent?.parent;
      const inTheme =
        layer?.type === "atrule" && layer.name === "layer" && layer.params === "theme";
      if (inTheme) values.set(declaration.prop, declaration.value);
    });
  }
  for (const prop of values.keys()) if (set.get(prop) !== 1) values.delete(prop);
  return { values, declared: new Set(set.keys()) };
}

/** `value` with every `var()` of a known value written as that value, and of a property nothing sets as its fallback. */
function resolveVars(value, known) {
  let out = "";
  let at = 0;
  for (let start = value.indexOf("var(", at); start !== -1; start = value.indexOf("var(", at)) {
    let depth = 0;
    let end = start + 3;
    for (; end < value.length; end += 1) {
      if (value[end] === "(") depth += 1;
      else if (value[end] === ")" && --depth === 0) break;
    }
    const inner = value.slice(start + 4, end);
    const comma = inner.indexOf(",");
    const name = (comma === -1 ? inner : inner.slice(0, comma)).trim();
    const fallback = comma === -1 ? undefined : resolveVars(inner.slice(comma + 1), known);
    out += value.slice(at, start);
    if (known.values.has(name)) out += resolveVars(known.values.get(name), known);
    else if (!known.declared.has(name) && !known.byPage.has(name) && fallback !== undefined)
      out += fallback;
    else out += `var(${name}${fallback === undefined ? "" : `,${fallback}`})`;
    at = end + 1;
  }
  return foldCalc(out + value.slice(at));
}

/** `value` with the products, quotients and differences of plain numbers worked out, where that is exact. */
function foldCalc(value) {
  const written = (number) => String(Number(number.toPrecision(6))).replace(/^(-?)0\./, "$1.");
  const folded = value
    .replace(/calc\((-?[\d.]+)(rem|px|em|%|) \* (-?[\d.]+)\)/g, (whole, size, unit, times) => {
      const product = Number(size) * Number(times);
      if (Number(written(product)) !== product) return whole;
      return product === 0 ? "0" : `${written(product)}${unit}`;
    })
    .replace(/calc\((-?[\d.]+) \/ (-?[\d.]+)\)/g, (whole, one, two) => {
      const quotient = Number(one) / Number(two);
      return Number(written(quotient)) === quotient ? written(quotient) : whole;
    })
    .replace(/calc\((-?[\d.]+) - (-?[\d.]+)\)/g, (whole, one, two) => {
      const difference = Number(one) - Number(two);
      return Number(written(difference)) === difference ? written(difference) : whole;
    });
  return folded === value ? value : foldCalc(folded);
}

const inLayer = (node, name) =>
  node.parent?.type === "atrule" && node.parent.name === "layer" && node.parent.params === name;

/**
 * The properties layer without the starting values no element needs: those
 * of a property that every element reading it sets itself (the hero's
 * gradient), so that none inherits another's. A rule that sets it only at
 * some widths, or reads it for a pseudo-element, keeps it.
 */
function dropUnneededStarts(root, elements) {
  const setters = new Map();
  const readers = new Map();
  const add = (map, prop, selectors) => map.set(prop, [...(map.get(prop) ?? []), ...selectors]);
  root.walkRules((rule) => {
    if (inLayer(rule, "properties")) return;
    const everywhere = rule.parent?.type === "root" || rule.parent?.name === "layer";
    rule.each((node) => {
      if (node.type !== "decl") return;
      if (node.prop.startsWith("--") && everywhere) add(setters, node.prop, rule.selectors);
      for (const [, name] of node.value.matchAll(/var\((--[\w-]+)/g))
        add(readers, name, rule.selectors);
    });
  });
  const pick = (selectors) => selectors.map((selector) => elements(selector));
  const pseudo = /:(?:before|after|backdrop|marker)/;
  root.walkRules((rule) => {
    if (!inLayer(rule, "properties")) return;
    rule.each((declaration) => {
      const reading = readers.get(declaration.prop) ?? [];
      if (reading.some((selector) => pseudo.test(selector))) return;
      const setBy = new Set(
        pick(setters.get(declaration.prop) ?? []).flatMap((found) => found ?? []),
      );
      const read = pick(reading);
      if (read.every((found) => found?.every((element) => setBy.has(element))))
        declaration.remove();
    });
    // Pseudo-elements start from the values only where one reads them.
    const readByPseudo = rule.nodes.some((declaration) =>
      (readers.get(declaration.prop) ?? []).some((selector) => pseudo.test(selector)),
    );
    if (!readByPseudo) rule.selectors = rule.selectors.filter((selector) => !pseudo.test(selector));
  });
}

/** Properties whose starting value Tailwind's base restates on the root. */
const rootStarts = { "font-feature-settings": "normal", "font-variation-settings": "normal" };
const isRoot = (rule) => rule?.type === "rule" && rule.selectors.includes("html");

/**
 * The rules a piece of a page uses, with what only a later moment needs left
 * out: among it, rules for `later` (a selector for what follows the first
 * screen, kept hidden until the stylesheet brings those rules).
 */
export function firstPaintRules(css, html, theme, later = undefined) {
  const root = postcss.parse(css);
  // Custom properties the page's own elements set.
  const styles = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1]).join(";");
  const byPage = new Set([...styles.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
  root.walkAtRules("layer", (rule) => {
    // The values registered properties start from, stated as Tailwind does
    // for browsers without @property: shorter than the registrations, which
    // arrive with the stylesheet.
    if (rule.params === "properties")
      rule.walkAtRules("supports", (supports) => supports.replaceWith(supports.nodes));
  });
  root.walkAtRules("property", (rule) => rule.remove());
  // The theme's colours restated for screens beyond sRGB; the first paint
  // takes the sRGB value stated before them, the stylesheet brings them a
  // moment later. (A colour mixed with transparency stays: the value stated
  // before it rounds the mix.)
  root.walkAtRules("supports", (rule) => {
    if (rule.params.startsWith("(color:lab(")) rule.remove();
  });
  root.walkDecls((declaration) => {
    // A blur of what scrolls under the header: nothing has, at first paint.
    if (/backdrop-filter$/.test(declaration.prop)) return declaration.remove();
    // A tap's highlight: a tap comes after the stylesheet.
    if (declaration.prop === "-webkit-tap-highlight-color") return declaration.remove();
    if (declaration.value.includes("var(") || declaration.value.includes("calc("))
      declaration.value = resolveVars(declaration.value, { ...theme, byPage });
    // What the root is given at the value it starts with anyway.
    if (rootStarts[declaration.prop] === declaration.value && isRoot(declaration.parent))
      declaration.remove();
  });
  const elements = elementsOn(html);
  root.walkRules((rule) => {
    const notYet = (selector) => interaction.test(selector) || selector === later;
    if (rule.selectors.every(notYet)) return rule.remove();
    const unmatched = (selector) =>
      selector.startsWith(":where(") && elements(selector)?.length === 0;
    if (rule.selectors.every(unmatched)) rule.remove();
  });
  root.walkRules((rule) => {
    // Transitions, a declaration written again, and one prefixed for older
    // browsers beside its standard form (the masks): these get it with the
    // stylesheet, a moment later.
    const seen = new Set();
    const props = new Set(rule.nodes.map((node) => node.type === "decl" && node.prop));
    rule.each((node) => {
      if (node.type !== "decl") return;
      const text = `${node.prop}:${node.value}`;
      const prefixed = node.prop.startsWith("-webkit-") && props.has(node.prop.slice(8));
      if (seen.has(text) || prefixed || node.prop.startsWith("transition")) node.remove();
      seen.add(text);
    });
  });
  // Registered properties every element starts from (the properties layer)
  // that no inlined rule or element sets to anything else: their value,
  // written in place (Tailwind's shadows, spacing and gradients compose
  // through them).
  const constant = new Map();
  root.walkAtRules("layer", (layer) => {
    if (layer.params !== "properties") return;
    layer.walkDecls(/^--/, ({ prop, value }) => {
      if (value !== "initial" && !value.includes("var(")) constant.set(prop, value);
    });
  });
  root.walkDecls(/^--/, ({ prop, value }) => {
    if (constant.has(prop) && constant.get(prop) !== value) constant.delete(prop);
  });
  for (const prop of byPage) constant.delete(prop);
  root.walkDecls((declaration) => {
    if (declaration.value.includes("var("))
      declaration.value = resolveVars(declaration.value, { ...theme, values: constant, byPage });
  });
  dropUnneededStarts(root, elements);
  // Custom properties nothing reads (the theme's whole palette, the starting
  // values of utilities left out), until none is left.
  for (let removed = true; removed; ) {
    removed = false;
    const read = new Set(
      [...`${root}${styles}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]),
    );
    root.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop)) return;
      declaration.remove();
      removed = true;
    });
  }
  root.walkDecls((declaration) => {
    // Shadows that draw nothing (Tailwind's unset rings and insets), and the
    // spaces a list of values does without.
    let value = declaration.value;
    if (declaration.prop === "box-shadow") value = value.replace(/(?:0 0 #0000, )+/g, "");
    value = value.replace(/("[^"]*"|'[^']*')|,\s+/g, (_match, quoted) => quoted ?? ",");
    declaration.value = value;
  });
  // A rule whose selector is the one before it joins that one.
  root.walkRules((rule) => {
    const before = rule.prev();
    if (before?.type !== "rule" || before.selector !== rule.selector) return;
    before.append(rule.nodes);
    rule.remove();
  });
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
