import { type Reply, send } from "@hvac/test-fixtures/harness/lead-requests";
import { outputOnceStopped, serveBuiltSite } from "@hvac/test-fixtures/harness/served-site";
import { siteBehindNginx, startNginx } from "@hvac/test-fixtures/harness/topology";
import { describe, expect, it } from "vitest";

/**
 * Answers the site's own code never writes (Next's redirect of `//x/`, a
 * method no page takes) carry the security headers all the same, and say no
 * more than they must: no framework internals, no server version. On one
 * instance reached directly and through nginx.
 */

const resourcePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const served = siteBehindNginx();

const fronts = ["the instance", "nginx"];
const base = (front: string) => (front === "nginx" ? served.nginx : served.site).baseURL;

function expectSecurityHeaders(reply: Reply) {
  const headers = JSON.stringify(reply.headers);
  expect(reply.headers["strict-transport-security"], headers).toMatch(/^max-age=\d{8,}/);
  expect(reply.headers["x-content-type-options"], headers).toBe("nosniff");
  expect(reply.headers["referrer-policy"], headers).toBe("strict-origin-when-cross-origin");
  expect(reply.headers["permissions-policy"], headers).toMatch(/camera=\(\)/);
  expect(reply.headers["x-frame-options"], headers).toBe("DENY");
  expect(reply.headers["content-security-policy"], headers).toBe(resourcePolicy);
}

describe("answers Next makes on its own", () => {
  it.each(fronts)("its 308 for //x/ (%s)", async (front) => {
    const reply = await send(`${base(front)}//x/`);
    expect(reply.status).toBe(308);
    expectSecurityHeaders(reply);
  });

  const refused = ["TRACE", "PROPFIND", "PUT", "DELETE", "PATCH"].flatMap((method) =>
    ["/about-us", "/no-such-page"].map((path) => [method, path] as const),
  );

  it.each(refused)("%s %s answers 405 with the headers", async (method, path) => {
    for (const front of fronts) {
      const reply = await send(`${base(front)}${path}`, { method });
      expect(reply.status, `${front}: ${reply.body.slice(0, 80)}`).toBe(405);
      expect(reply.headers.allow).toBe("GET, HEAD");
      expectSecurityHeaders(reply);
    }
  });

  it("none of those answers logs a stack trace (the log read once the instance has stopped)", async () => {
    const site = await serveBuiltSite();
    let log = "";
    try {
      const nginx = await startNginx([new URL(site.baseURL).host]);
      try {
        for (const [method, path] of refused) {
          for (const baseURL of [site.baseURL, nginx.baseURL]) {
            expect((await send(`${baseURL}${path}`, { method })).status).toBe(405);
          }
        }
      } finally {
        await nginx.stop();
      }
    } finally {
      log = await outputOnceStopped(site);
    }
    expect(log).toContain("Ready");
    expect(log).not.toMatch(/unsupported|TypeError|\n\s+at /);
  });
});

describe("what an answer gives away", () => {
  it.each(fronts)("a public 404 names no internal path (%s)", async (front) => {
    for (const path of ["/no-such-page", "/es/no-existe"]) {
      const reply = await send(`${base(front)}${path}`);
      expect(reply.status).toBe(404);
      const internal = Object.keys(reply.headers).filter((name) => name.startsWith("x-middleware"));
      expect(internal).toEqual([]);
    }
  });

  it("nginx does not announce its version", async () => {
    for (const path of ["/", "/no-such-page", "//x/"]) {
      const reply = await send(`${served.nginx.baseURL}${path}`);
      expect(reply.headers.server).toBe("nginx");
    }
  });
});
