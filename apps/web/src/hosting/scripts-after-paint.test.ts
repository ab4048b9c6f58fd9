import { describe, expect, it } from "vitest";
import { inlineScripts, isNextInlineScript } from "@/security/content-security-policy";
import { loaderScript, runScriptsAfterPaint } from "./scripts-after-paint.mjs";

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script><title>A page</title></head>',
  '<body><main><h1>Call us</h1></main><script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script type="application/ld+json">{"@type":"HVACBusiness"}</script>',
  '<script src="/_next/static/chunks/webpack.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join("");

describe("a page's scripts fetched once its first screen is painted", () => {
  it("takes Next's scripts and its preload out of the page, and adds one loader of them at the end of the body", () => {
    const html = runScriptsAfterPaint(page) ?? "";
    expect(html).not.toContain('async=""');
    expect(html).not.toContain('rel="preload" as="script"');
    const loader = loaderScript([
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/webpack.js",
    ]);
    expect(html.endsWith(`<script>${loader}</script></body></html>`)).toBe(true);
    // Everything else as it was: the page, its data, its structured data, the old browsers' polyfills.
    expect(html.replace(`<script>${loader}</script>`, "")).toBe(
      page
        .replace(/<script src="[^"]+" async=""><\/script>/g, "")
        .replace(/<link rel="preload" as="script"[^>]*>/, ""),
    );
  });

  it("leaves a page without Next's scripts as it is", () => {
    expect(
      runScriptsAfterPaint("<html><head></head><body><p>Hi</p></body></html>"),
    ).toBeUndefined();
  });

  it("writes a loader the page's policy allows, and allows no other", () => {
    const html = runScriptsAfterPaint(page) ?? "";
    expect(inlineScripts(html).filter((script) => !isNextInlineScript(script))).toEqual([]);
    const loader = loaderScript(["/_next/static/chunks/main.js"]);
    expect(isNextInlineScript(loader)).toBe(true);
    // Another site's file, or a statement riding along, is not allowed.
    expect(isNextInlineScript(loaderScript(["https://elsewhere.example/x.js"]))).toBe(false);
    expect(isNextInlineScript(loaderScript(['/_next/static/chunks/a.js?x="1"']))).toBe(false);
    expect(isNextInlineScript(`${loader};alert(1)`)).toBe(false);
    expect(isNextInlineScript(loader.replace("files=[", "files=[alert(1),"))).toBe(false);
  });
});
