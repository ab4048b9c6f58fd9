// Next's own file-system cache of rendered pages, with one addition: every
// page it hands out carries the Content-Security-Policy of that page's HTML
// (see page-policy.ts). Next loads this file as it is, so it is plain JavaScript.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;

const policyHeader = "content-security-policy";
const provider = () => globalThis[Symbol.for("hvac.pagePolicyProvider")];

// Next's built-in not-found page only answers the paths the proxy leaves
// alone (files, API), and next.config gives those their own policy.
const isPage = (key, value) =>
  value?.kind === "APP_PAGE" && typeof value.html === "string" && !key.endsWith("/_not-found");

async function withPolicy(value) {
  const pages = provider();
  if (!pages) return value.headers;
  return { ...value.headers, [policyHeader]: await pages.policyFor(value.html) };
}

export default class PagePolicyCache extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!isPage(key, entry?.value)) return entry;
    return { ...entry, value: { ...entry.value, headers: await withPolicy(entry.value) } };
  }

  // A fresh render is served from the very object stored here, so the policy
  // set on it now is the one its response carries.
  async set(key, data, ctx) {
    if (isPage(key, data)) data.headers = await withPolicy(data);
    return super.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    provider()?.forget(typeof tags === "string" ? [tags] : tags);
  }
}
