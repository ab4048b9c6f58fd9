import { describe, expect, it } from "vitest";
import {
  httpsOrigin,
  inlineScripts,
  isNextInlineScript,
  nextScriptHashes,
  nonceSource,
  pagePolicy,
  resourcePolicy,
  scriptHash,
} from "./content-security-policy";

// The inline scripts of a page as Next 16 writes them (taken from a build).
const bootstrap =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});';
const first = "(self.__next_f=self.__next_f||[]).push([0])";
const chunk = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${scripts.join("")}</body></html>`;

describe("the scripts a page may run", () => {
  it("finds inline scripts, not files or data blocks", () => {
    const html = page(
      `<script id="_R_">${bootstrap}</script>`,
      `<script>${first}</script>`,
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      `<SCRIPT type="text/javascript">${chunk}</SCRIPT >`,
    );
    expect(inlineScripts(html)).toEqual([bootstrap, first, chunk]);
  });

  it("reads line breaks as the browser does before hashing", () => {
    expect(inlineScripts("<script>a\r\nb\rc</script>")).toEqual(["a\nb\nc"]);
  });

  it("hashes with SHA-256 in the policy's base64 form", () => {
    expect(scriptHash("alert(1)")).toBe("sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=");
  });

  it("recognises every shape of inline script Next writes", () => {
    for (const script of [
      bootstrap,
      first,
      chunk,
      `${first};self.__next_f.push([2,{"state":1}])`,
      'self.__next_f.push([3,"AAEC"])',
    ]) {
      expect(isNextInlineScript(script), script).toBe(true);
    }
  });

  it.each([
    "alert(1)",
    'self.__next_f.push([1,"a"]);alert(1)',
    'self.__next_f.push([1,"a"]);alert(1);self.__next_f.push([1,"b"])',
    "self.__next_f.push(alert(1))",
    `${first};alert(1)`,
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
    'self.__next_f.push({"a":1})',
  ])("never allows %s", (script) => {
    expect(isNextInlineScript(script)).toBe(false);
    expect(nextScriptHashes(page(`<script>${script}</script>`))).toEqual([]);
  });

  it("allows Next's scripts of a page, each once, and nothing injected beside them", () => {
    const html = page(
      `<script>${first}</script>`,
      `<script>${chunk}</script>`,
      `<script>${chunk}</script>`,
      "<script>alert(1)</script>",
    );
    expect(nextScriptHashes(html)).toEqual([`'${scriptHash(first)}'`, `'${scriptHash(chunk)}'`]);
  });

  it("gives a page rendered per request a nonce of its own", () => {
    const nonces = new Set(Array.from({ length: 100 }, nonceSource));
    expect(nonces.size).toBe(100);
    for (const source of nonces) expect(source).toMatch(/^'nonce-[A-Za-z0-9+/]{24}'$/);
  });
});

describe("policies", () => {
  it("lets a page load only its own files, its hashed scripts and the named frames", () => {
    expect(
      pagePolicy(["'sha256-abc='"], {
        frameOrigins: ["https://maps.example.com", "https://reviews.example.com"],
        imageOrigins: ["https://cdn.sanity.io"],
      }),
    ).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-abc='",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https://cdn.sanity.io",
        "font-src 'none'",
        "connect-src 'self'",
        "frame-src https://maps.example.com https://reviews.example.com",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  });

  it("allows no frame when none is named", () => {
    expect(pagePolicy([], { frameOrigins: [], imageOrigins: [] })).toContain("frame-src 'none'");
  });

  it("lets only the Studio frame a page in draft preview, and nobody otherwise", () => {
    const sources = { frameOrigins: [], imageOrigins: [] };
    expect(pagePolicy([], { ...sources, framedBy: "https://office.sanity.studio" })).toMatch(
      /; frame-ancestors https:\/\/office\.sanity\.studio$/,
    );
    expect(pagePolicy([], sources)).toContain("frame-ancestors 'none'");
  });

  it("lets nothing load or run from a response that is not a page", () => {
    expect(resourcePolicy).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it("takes the origin of an https address only", () => {
    expect(httpsOrigin("https://maps.example.com/embed?pb=1")).toBe("https://maps.example.com");
    expect(httpsOrigin("http://maps.example.com/embed")).toBeUndefined();
    expect(httpsOrigin("javascript:alert(1)")).toBeUndefined();
    expect(httpsOrigin("not a url")).toBeUndefined();
    expect(httpsOrigin(null)).toBeUndefined();
  });
});
