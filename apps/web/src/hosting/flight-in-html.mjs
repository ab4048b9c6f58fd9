// The flight data Next writes into a page's HTML: scripts that each push a
// piece of it, `self.__next_f.push([1,"<rows>"])`, in order. Read and written
// back here for the steps that change a page before the page cache keeps it.
// Plain JavaScript: the cache handler that uses it is loaded by Next without
// bundling.

const flightScript =
  /(<script\b[^>]*>)self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)(<\/script>)/g;

// Next's own escaping of flight data written into a script element.
const scriptEscapes = { "&": "\\u0026", "<": "\\u003c", ">": "\\u003e" };
const scriptSafe = (json) =>
  json
    .replace(/[&<>]/g, (character) => scriptEscapes[character])
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The page's HTML with each piece of its flight data, in order, passed
 * through `change(text)`, which returns the new text, or undefined to keep it.
 */
export function changeFlightScripts(html, change) {
  return html.replace(flightScript, (script, open, argument, close) => {
    const [type, text] = JSON.parse(argument);
    const changed = change(text);
    if (changed === undefined) return script;
    return `${open}self.__next_f.push(${scriptSafe(JSON.stringify([type, changed]))})${close}`;
  });
}

/** The pieces of the page's flight data, in order. */
export function flightScriptTexts(html) {
  return [...html.matchAll(flightScript)].map((match) => JSON.parse(match[2])[1]);
}
