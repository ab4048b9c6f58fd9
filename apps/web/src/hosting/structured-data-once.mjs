// A page's structured data is written once: in its HTML, for search engines.
//
// React writes the JSON-LD script's text twice: into the HTML, and again into
// the page's flight data, from which the browser builds the same element
// (5 KB on a service page, and 16 B more for each town the business serves).
// When React takes over a page, it keeps the text the HTML gave an element
// set with dangerouslySetInnerHTML, so before the page cache keeps a render,
// the flight data's copy becomes empty. Flight data of another shape is left
// as it is. Plain JavaScript: the cache handler that uses it is loaded by Next
// without bundling.
import { changeFlightScripts, flightScriptTexts } from "./flight-in-html.mjs";

// The script element's row points at its text, `"__html":"$38"`, written in
// the row `38:T<its length in UTF-8 bytes, hex>,<text>`; a short text is
// written in place instead.
const scriptText =
  /"type":"application\/ld\+json","dangerouslySetInnerHTML":\{"__html":("\$[0-9a-f]+"|"(?:[^"\\]|\\.)*")\}/;

/** The text row `id` of flight data: where it starts and ends (characters); undefined without it. */
function textRow(flight, id) {
  for (let at = 0; at < flight.length; ) {
    const colon = flight.indexOf(":", at);
    if (colon === -1 || !/^[0-9a-f]*$/.test(flight.slice(at, colon))) return undefined;
    if (flight[colon + 1] !== "T") {
      const lineEnd = flight.indexOf("\n", colon);
      if (lineEnd === -1) return undefined;
      at = lineEnd + 1;
      continue;
    }
    const comma = flight.indexOf(",", colon);
    const bytes = Number.parseInt(flight.slice(colon + 2, comma), 16);
    const text = Buffer.from(flight.slice(comma + 1), "utf8")
      .subarray(0, bytes)
      .toString("utf8");
    const end = comma + 1 + text.length;
    if (flight.slice(at, colon) === id) return { start: at, end };
    at = end;
  }
  return undefined;
}

/** What of flight data to replace ([start, end) in characters) by `insert`; undefined when nothing. */
function structuredDataText(flight) {
  const found = scriptText.exec(flight);
  if (!found) return undefined;
  const value = found[1];
  if (!value.startsWith('"$')) {
    const start = found.index + found[0].length - 1 - value.length;
    return { start, end: start + value.length, insert: '""' };
  }
  const id = value.slice(2, -1);
  const row = textRow(flight, id);
  return row && { ...row, insert: `${id}:T0,` };
}

const replaced = (text, { start, end, insert }) =>
  `${text.slice(0, start)}${insert}${text.slice(end)}`;

/** The HTML's flight scripts without the structured data's text (which may span scripts). */
function htmlWithoutIt(html) {
  const span = structuredDataText(flightScriptTexts(html).join(""));
  if (!span) return html;
  // Where each script's text starts and ends in the flight data, read in order.
  let end = 0;
  return changeFlightScripts(html, (text) => {
    const start = end;
    end += text.length;
    if (span.end <= start || span.start >= end) return undefined;
    return replaced(text, {
      start: Math.max(span.start, start) - start,
      end: Math.min(span.end, end) - start,
      insert: span.start >= start ? span.insert : "",
    });
  });
}

const withoutIt = (buffer) => {
  const flight = Buffer.from(buffer).toString("utf8");
  const span = structuredDataText(flight);
  return span ? Buffer.from(replaced(flight, span)) : buffer;
};

/** The render Next hands the page cache (an APP_PAGE value), its structured data in its HTML alone. */
export function writeStructuredDataOnce(value) {
  value.html = htmlWithoutIt(value.html);
  if (value.rscData) value.rscData = withoutIt(value.rscData);
  if (value.segmentData) {
    for (const [segment, data] of value.segmentData) {
      value.segmentData.set(segment, withoutIt(data));
    }
  }
}
