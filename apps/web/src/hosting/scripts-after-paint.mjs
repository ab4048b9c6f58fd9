// A page's scripts are fetched once its first screen is on the screen.
//
// Next links its scripts `async` from the head: each runs as soon as it has
// arrived, which from a browser's cache (every visit after the first) or a
// fast network is before the first screen is painted, so the phone number
// waits for React to take the page over; and Lighthouse's simulation of a
// phone counts every script that ran before the paint as something the paint
// waited for. Once per render (the page cache keeps the result), the scripts
// and Next's preload of one of them leave the page, and one inline script at
// its end adds them, still async, once the browser reports the first
// contentful paint (at once where it cannot report paints). Links, forms and
// the call button work without them. Plain JavaScript: the cache handler that
// uses it is loaded by Next without bundling.

// Written around the list of files; the page's Content-Security-Policy
// allows this shape alone (security/content-security-policy.ts).
const loaderStart = "{const files=";
const loaderEnd =
  ';const start=()=>{for(const src of files){const script=document.createElement("script");script.src=src;script.async=true;document.head.append(script)}};if(self.PerformanceObserver?.supportedEntryTypes?.includes("paint"))new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length===0)return;observer.disconnect();start()}).observe({type:"paint",buffered:true});else start()}';

/** The inline script that adds `sources` to the page once its first contentful paint is on the screen. */
export const loaderScript = (sources) => `${loaderStart}${JSON.stringify(sources)}${loaderEnd}`;

const scriptPreload = /<link rel="preload" as="script"[^>]*\/>/g;
const nextScript = /<script src="(\/_next\/static\/[\w./-]+\.js)" async=""><\/script>/g;

/** The page's HTML with Next's scripts started after its first paint; undefined when it has none. */
export function runScriptsAfterPaint(html) {
  const sources = [...html.matchAll(nextScript)].map((match) => match[1]);
  const headEnd = html.indexOf("</head>");
  if (sources.length === 0 || headEnd === -1 || html.lastIndexOf("</body>") < headEnd)
    return undefined;
  const without = html.replace(nextScript, "").replace(scriptPreload, "");
  const end = without.lastIndexOf("</body>");
  return `${without.slice(0, end)}<script>${loaderScript(sources)}</script>${without.slice(end)}`;
}
