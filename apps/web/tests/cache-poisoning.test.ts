import { type Reply, send } from "@hvac/test-fixtures/harness/lead-requests";
import { siteBehindNginx } from "@hvac/test-fixtures/harness/topology";
import { describe, expect, it } from "vitest";
import { starterRoutes } from "./support/starter-routes";

/**
 * Headers any client can send that make Next answer a page's address with
 * something else (its flight data, or a redirect to `?_rsc`). None of those
 * answers may be kept by a shared cache as the page: one instance, reached
 * directly and through nginx with the repository's configuration.
 */
const routerHeaders: Record<string, string> = {
  RSC: "1",
  "Next-Router-State-Tree": encodeURIComponent(
    JSON.stringify(["", { children: ["__PAGE__", {}] }]),
  ),
  "Next-Router-Prefetch": "1",
  "Next-Router-Segment-Prefetch": "/_tree",
  "Next-Url": "/contact",
};

const front = siteBehindNginx();

/** One page per header, so each starts out of every cache. */
const pages = starterRoutes
  .allPages()
  .map((page) => page.path)
  .filter((path) => path !== "/")
  .slice(0, Object.keys(routerHeaders).length * 2);

const isPublic = (reply: Reply) => /public|s-maxage/.test(String(reply.headers["cache-control"]));

function expectThePage(reply: Reply) {
  expect(reply.status).toBe(200);
  expect(reply.headers["content-type"]).toMatch(/^text\/html/);
  expect(reply.body).toMatch(/^<!DOCTYPE html>/i);
}

describe("a request header that changes the answer", () => {
  it.each(Object.keys(routerHeaders).map((name, n) => [name, pages[n] ?? "/"]))(
    "%s through nginx is not kept for %s: the next visitor gets the page",
    async (name, path) => {
      const selected = await send(`${front.nginx.baseURL}${path}`, {
        headers: { [name]: routerHeaders[name] ?? "" },
      });
      expect(isPublic(selected), JSON.stringify(selected.headers)).toBe(false);
      expect(selected.headers["x-cache-status"]).not.toBe("HIT");
      for (let visit = 0; visit < 2; visit++) {
        expectThePage(await send(`${front.nginx.baseURL}${path}`));
      }
    },
  );

  it.each(
    Object.keys(routerHeaders).map((name, n) => [
      name,
      pages[n + Object.keys(routerHeaders).length] ?? "/",
    ]),
  )("%s sent to the instance directly is answered privately (%s)", async (name, path) => {
    const selected = await send(`${front.site.baseURL}${path}`, {
      headers: { [name]: routerHeaders[name] ?? "" },
    });
    expect(isPublic(selected), JSON.stringify(selected.headers)).toBe(false);
    expect(selected.headers["cache-control"]).toMatch(/private/);
    const plain = await send(`${front.site.baseURL}${path}`);
    expectThePage(plain);
    expect(plain.headers["cache-control"]).toMatch(/^public, s-maxage=/);
  });

  it("all of them at once, on a missing page too, never reach the cache", async () => {
    const missing = "/no-such-page-for-flight-data";
    const selected = await send(`${front.nginx.baseURL}${missing}`, { headers: routerHeaders });
    expect(isPublic(selected)).toBe(false);
    const plain = await send(`${front.nginx.baseURL}${missing}`);
    expect(plain.status).toBe(404);
    expect(plain.headers["content-type"]).toMatch(/^text\/html/);
  });
});
