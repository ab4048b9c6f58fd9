/**
 * What every page shows, written to a folder so two builds can be compared
 * with `diff -r`: the status, the headers a visitor's browser acts on, the
 * head, the JSON-LD and the body's markup, without the parts that change with
 * every build (script files, the RSC payload, React's generated ids, the
 * policy's script hashes and nonces).
 *
 *   npm run snapshot:pages -- http://localhost:3000 /tmp/before
 *   ... change the code, rebuild, serve ...
 *   npm run snapshot:pages -- http://localhost:3000 /tmp/after
 *   diff -r /tmp/before /tmp/after
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { datasetRouteTable } from "@hvac/content";
import { formResultPaths, notFoundPaths } from "@hvac/routing";

const [baseURL, outDir] = process.argv.slice(2);
if (!baseURL || !outDir) {
  console.error("Usage: npm run snapshot:pages -- <base URL> <output folder>");
  process.exit(2);
}

const shownHeaders = [
  "cache-control",
  "content-type",
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "set-cookie",
  "location",
];

/** The page's markup as a visitor's browser renders it, one element per line. */
function normalise(html: string): string {
  return (
    html
      // Executable scripts and the files Next preloads change with every build.
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link[^>]*\/_next\/static[^>]*>/gi, "")
      // React's markers of Suspense boundaries and text joins.
      .replace(/<!--[\s\S]*?-->/g, "")
      // useId values depend on the component tree, not on what the visitor sees.
      .replace(/_R_[A-Za-z0-9]+_/g, "_R_")
      .replace(/\/_next\/static\/[^"]+/g, "/_next/static/…")
      .replace(/></g, ">\n<")
  );
}

const pages = [
  ...(await datasetRouteTable()).allPages().map(({ path }) => path),
  ...Object.values(notFoundPaths),
  "/no-such-page",
  // The pages a request form sent without JavaScript lands on.
  `${formResultPaths.received.en}?page=service:servicePage-acRepair&variant=request`,
  `${formResultPaths.received.es}?page=contact&variant=contact`,
  `${formResultPaths.notSent.es}?reason=invalid&fields=zip:format`,
];
mkdirSync(outDir, { recursive: true });
for (const path of pages) {
  const response = await fetch(`${baseURL}${path}`, { redirect: "manual" });
  const headers = shownHeaders
    .map((name) => [name, response.headers.get(name)] as const)
    .filter(([, value]) => value !== null)
    // The inline scripts' hashes (and how many there are) and the nonce change with every build.
    .map(
      ([name, value]) =>
        `${name}: ${value?.replace(/'sha256-[^']+'( 'sha256-[^']+')*/g, "'sha256-…'").replace(/'nonce-[^']+'/g, "'nonce-…'")}`,
    )
    .map((line) => line.replace(/form_started=[^;]+/, "form_started=…"));
  const body = normalise(await response.text());
  const file = join(outDir, `${path.replace(/[/?&=:]/g, "_") || "_"}.html`);
  writeFileSync(file, [`${response.status} ${path}`, ...headers, "", body].join("\n"));
}
console.log(`${pages.length} pages written to ${outDir}`);
