import { createHash, randomBytes } from "node:crypto";

/**
 * The Content-Security-Policy of the site.
 *
 * Pages are static HTML that Next re-renders when a publish webhook arrives,
 * and Next writes inline scripts into them (the page's RSC payload,
 * `self.__next_f.push(...)`, and the Turbopack bootstrap). Their content
 * changes with the copy, so their hashes cannot be fixed at build time: the
 * server computes them from the HTML it is about to serve (see
 * hosting/page-cache-handler.mjs). Only scripts of those exact shapes are
 * hashed, so a script injected through content is never allowed. The few
 * pages rendered per request take a nonce instead, which Next puts on its
 * scripts (see proxy.ts).
 */

/** Where the page frames come from (map, reviews) and images live, besides the site. */
export interface PageSources {
  frameOrigins: readonly string[];
  imageOrigins: readonly string[];
  /** Who may show the page in a frame: nobody, but the Studio in draft preview. */
  framedBy?: string;
}

type Directives = Record<string, readonly string[]>;

const serialise = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");

/**
 * The policy of an HTML page: only its own files, its inline scripts (named by
 * hash or nonce source, e.g. 'sha256-...') and the named frames.
 */
export function pagePolicy(inlineScripts: readonly string[], sources: PageSources): string {
  return serialise({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScripts],
    // Inline styles: React's style attributes and the toast library's
    // style elements, inserted at run time. CSS cannot run script, and script-src above stays strict.
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: for the blurred stand-ins shown while a photo loads.
    "img-src": ["'self'", "data:", ...sources.imageOrigins],
    // System fonts only: nothing to download.
    "font-src": ["'none'"],
    "connect-src": ["'self'"],
    "frame-src": sources.frameOrigins.length > 0 ? sources.frameOrigins : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": [sources.framedBy ?? "'none'"],
  });
}

/**
 * The policy of every other response (files, redirects, API answers): nothing
 * may load or run. An SVG opened on its own keeps its inline styles.
 */
export const resourcePolicy = serialise({
  "default-src": ["'none'"],
  "style-src": ["'unsafe-inline'"],
  sandbox: [],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"],
});

/**
 * The page of the link that marks a request contacted (outbound/contacted-link.ts):
 * no script, its inline styles, and its one form posting to itself.
 */
export const contactedPagePolicy = serialise({
  "default-src": ["'none'"],
  "style-src": ["'unsafe-inline'"],
  sandbox: ["allow-forms", "allow-same-origin"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
});

/** The origin of an https address an editor typed, or nothing when it is not one. */
export function httpsOrigin(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const json = (text: string | undefined, shape: "array" | "object"): boolean => {
  if (text === undefined) return false;
  try {
    const value: unknown = JSON.parse(text);
    return shape === "array" ? Array.isArray(value) : typeof value === "object" && value !== null;
  } catch {
    return false;
  }
};

/**
 * The inline scripts Next writes, recognised whole: each argument must parse
 * as one JSON value, so no other statement can ride along.
 */
const nextScriptShapes: Array<(script: string) => boolean> = [
  // The first flight chunk, optionally followed by the form state.
  (script) => {
    const match = script.match(
      /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\((\[0\])\)(?:;self\.__next_f\.push\((.*)\))?$/s,
    );
    return Boolean(match) && (match?.[2] === undefined || json(match[2], "array"));
  },
  // Every further flight chunk.
  (script) => json(script.match(/^self\.__next_f\.push\((.*)\)$/s)?.[1], "array"),
  // Turbopack's bootstrap: the chunks to load first.
  (script) => {
    const match = script.match(
      /^\(globalThis\[("[A-Z_]+")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((.*)\);?$/s,
    );
    return json(match?.[2], "object");
  },
  // The page cache's loader of Next's own script files once the first screen
  // is painted (hosting/scripts-after-paint.mjs writes it; its test holds the
  // two together): the fixed script around a list of those files alone.
  (script) => {
    const files = script.match(
      /^\{const files=(\[[^\]]*\]);const start=\(\)=>\{for\(const src of files\)\{const script=document\.createElement\("script"\);script\.src=src;script\.async=true;document\.head\.append\(script\)\}\};if\(self\.PerformanceObserver\?\.supportedEntryTypes\?\.includes\("paint"\)\)new PerformanceObserver\(\(list,observer\)=>\{if\(list\.getEntriesByName\("first-contentful-paint"\)\.length===0\)return;observer\.disconnect\(\);start\(\)\}\)\.observe\(\{type:"paint",buffered:true\}\);else start\(\)\}$/,
    )?.[1];
    if (!json(files, "array")) return false;
    const sources: unknown[] = JSON.parse(files ?? "[]");
    return sources.every(
      (src) => typeof src === "string" && /^\/_next\/static\/[\w./-]+\.js$/.test(src),
    );
  },
];

export const isNextInlineScript = (script: string) =>
  nextScriptShapes.some((matches) => matches(script));

const executableType = /^\s*(?:|text\/javascript|application\/javascript|module)\s*$/i;

/** The inline, executable scripts of a document, as the browser reads them. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = attributes.match(/\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i);
    if (type && !executableType.test(type[1] ?? type[2] ?? type[3] ?? "")) continue;
    // The HTML parser turns CR LF and lone CR into LF before the script sees it.
    scripts.push((match[2] ?? "").replace(/\r\n?/g, "\n"));
  }
  return scripts;
}

export const scriptHash = (script: string) =>
  `sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`;

/** The hash sources to allow for a page: those of Next's own inline scripts, once each. */
export function nextScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).filter(isNextInlineScript).map(scriptHash))].map(
    (hash) => `'${hash}'`,
  );
}

/** A fresh nonce source for a page rendered per request: 144 random bits. */
export const nonceSource = () => `'nonce-${randomBytes(18).toString("base64")}'`;
