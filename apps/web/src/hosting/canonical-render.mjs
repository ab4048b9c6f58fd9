// A rendered page names its own path only, whoever's visit rendered it.
//
// Next writes the address of the request that rendered a page into the
// page's flight data (the first row's "c", the address's parts, and "q", its
// query string): the first visitor's click ids and e-mail parameters, or the
// missing path a not-found page was shown for. The page cache hands that
// render to everyone after, so before it keeps one the address becomes the
// page's own path (Next's client takes the address from the browser's
// location, never from there). Plain JavaScript: the cache handler that uses
// it is loaded by Next without bundling.
import { changeFlightScripts } from "./flight-in-html.mjs";

// The first row's address: `0:{..."c":["","about-us?x=1"],"q":"?x=1"`.
const jsonString = String.raw`"(?:[^"\\\n]|\\.)*"`;
const firstRowAddress = new RegExp(
  String.raw`(^|\n)(0:\{[^\n]*?)"c":\[(?:${jsonString}(?:,${jsonString})*)?\],"q":${jsonString}`,
);

/**
 * The path a page cache key names: Next keys a page `.../$<path>`, with "/"
 * written "/index" and a path that starts with "/index" prefixed once more.
 */
function keyPath(key) {
  const path = key.match(/\/\$(\/.*)$/)?.[1];
  if (!path) return undefined;
  return path.replace(/^\/index(?=\/|$)/, "") || "/";
}

/** Flight data (rows of text) with its first row naming `path`; undefined without one. */
function canonicalFlight(flight, path) {
  if (!firstRowAddress.test(flight)) return undefined;
  const address = `"c":${JSON.stringify(path.split("/"))},"q":""`;
  return flight.replace(firstRowAddress, (_, start, row) => `${start}${row}${address}`);
}

/** A page's HTML with the flight data in its scripts naming `path`; undefined without it. */
function canonicalHtml(html, path) {
  let found = false;
  const result = changeFlightScripts(html, (flight) => {
    if (found) return undefined;
    const canonical = canonicalFlight(flight, path);
    found = canonical !== undefined;
    return canonical;
  });
  return found ? result : undefined;
}

const text = (buffer) => Buffer.from(buffer).toString("utf8");

/**
 * The render Next hands the page cache (an APP_PAGE value: its HTML, its
 * flight data for client navigation, the same per segment), made to name the
 * page's own path. False when it could not be: such a render is not kept.
 */
export function makeCanonical(key, value) {
  const path = keyPath(key);
  if (!path) return false;
  const html = canonicalHtml(value.html, path);
  if (html === undefined) return false;
  value.html = html;
  if (value.rscData) {
    const flight = canonicalFlight(text(value.rscData), path);
    if (flight === undefined) return false;
    value.rscData = Buffer.from(flight);
  }
  if (value.segmentData) {
    for (const [segment, data] of value.segmentData) {
      const flight = canonicalFlight(text(data), path);
      if (flight !== undefined) value.segmentData.set(segment, Buffer.from(flight));
    }
  }
  return true;
}
