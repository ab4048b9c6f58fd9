/**
 * The answer to an address under the site's own folders (/api, /assets) that
 * no route serves. Without it the page catch-all, which renders a town or
 * service page the office publishes later on its first visit, would render
 * (and keep) a not-found page for every such address a client makes up.
 */
export function noSuchFile() {
  return new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
