import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalLake, serveLocalLake } from "../local/local-lake";
import { freePort, lakeClient } from "../testing/lake-client";
import { studioBridge } from "./studio-bridge";

const scratch = mkdtempSync(join(tmpdir(), "studio-bridge-"));
let lake: LocalLake;
beforeAll(async () => {
  lake = await serveLocalLake({
    port: await freePort(),
    folder: join(scratch, "lake"),
    seedFile: join(import.meta.dirname, "..", "testing", "dataset.ndjson"),
    studioFolder: scratch,
    projectId: "local",
    dataset: "production",
    webhook: { url: "http://127.0.0.1:9/", secret: "unused-in-this-test" },
    report: () => undefined,
  });
});
afterAll(async () => {
  await lake.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The page's fetch, counting the GETs still open (a listener holds one while it listens). */
function countedFetch() {
  let open = 0;
  let most = 0;
  const send: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body || (init?.method ?? "GET") !== "GET") return response;
    open++;
    most = Math.max(most, open);
    const [counted, passed] = response.body.tee();
    void counted
      .pipeTo(new WritableStream())
      .catch(() => undefined)
      .finally(() => open--);
    return new Response(passed, response);
  };
  return { send, most: () => most };
}

describe("the Studio bridge", () => {
  it("sends the project's host and Sanity's to the lake, and anything else where it was going", () => {
    const { route } = studioBridge(lake.url, `local.${new URL(lake.url).host}`);
    const project = new URL(`http://local.${new URL(lake.url).host}/v2025-02-19/users/me?tag=x`);
    expect(route(project).href).toBe(`${lake.url}/v2025-02-19/users/me?tag=x`);
    expect(route(new URL("https://api.sanity.io/vX/intake/feedback")).href).toBe(
      `${lake.url}/vX/intake/feedback`,
    );
    const site = new URL("http://localhost:3000/");
    expect(route(site)).toBe(site);
  });

  it("carries eight of the Studio's listeners on one stream, each hearing its own changes", async () => {
    const page = countedFetch();
    const bridge = studioBridge(lake.url, `local.${new URL(lake.url).host}`, page.send);
    const projectApi = `http://local.${new URL(lake.url).host}/v2025-02-19/data/listen/production`;
    const heard = Array.from({ length: 8 }, () => [] as string[]);
    const sources = heard.map((events, index) => {
      // As @sanity/client opens a listener in the browser: the eventsource package over the page's fetch.
      const query = encodeURIComponent(`*[_id == "businessFacts"]`);
      const source = new EventSource(`${projectApi}?query=${query}&tag=listener-${index}`, {
        fetch: bridge.fetch,
      });
      source.addEventListener("welcome", () => events.push("welcome"));
      source.addEventListener("mutation", (event) =>
        events.push(JSON.parse(event.data).result.phone),
      );
      return source;
    });
    try {
      await expect.poll(() => heard.every((events) => events[0] === "welcome")).toBe(true);
      await lakeClient(lake.url).patch("businessFacts").set({ phone: "(210) 555-0188" }).commit();
      await expect.poll(() => heard).toEqual(heard.map(() => ["welcome", "(210) 555-0188"]));
      // One response stayed open for all eight: the shared stream.
      expect(page.most()).toBe(1);
    } finally {
      for (const source of sources) source.close();
    }
  });
});
