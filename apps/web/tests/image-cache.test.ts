import { href } from "@hvac/routing";
import { send } from "@hvac/test-fixtures/harness/lead-requests";
import {
  type Instance,
  type Nginx,
  siteInstance,
  startNginx,
} from "@hvac/test-fixtures/harness/topology";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * nginx from deploy/nginx in front of one instance: pictures are kept in a
 * cache zone of their own, bounded apart from the pages' (a flood of picture
 * variants cannot push pages out, nor the reverse), and an address the site
 * refuses is never kept.
 */

let instance: Instance;
let nginx: Nginx;
let photo: string;

beforeAll(async () => {
  instance = await siteInstance({});
  await instance.start();
  nginx = await startNginx([instance.address]);
  const home = await send(`${instance.baseURL}${href("home", "en")}`);
  photo =
    home.body.match(/\/assets\/content\/images\/local\/starter\/[0-9a-f]+-\d+x\d+\.webp/)?.[0] ??
    "";
}, 120_000);
afterAll(async () => {
  await nginx?.stop();
  await instance?.remove();
});

const webp = { accept: "image/avif,image/webp,*/*" };
const get = (path: string, headers: Record<string, string> = webp) =>
  send(`${nginx.baseURL}${path}`, { headers });
/** Each of the photo's queries asked twice through nginx, in turn: the answers in order. */
async function twice(queries: string[]) {
  const answers = [];
  for (const query of queries) {
    for (let attempt = 0; attempt < 2; attempt++) answers.push(await get(`${photo}?${query}`));
  }
  return answers;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Widths of the site's picture sizes (image-urls.ts) no other test here asks for. */
const markerWidths = [800, 960, 1280, 1600];
/**
 * Asks a picture never asked before and waits for nginx to keep it: nginx
 * writes a kept answer's file as that answer completes, so once this one is
 * there, whatever the answers before it made nginx write is there too. Its key.
 */
async function keptMarker(): Promise<string> {
  const query = `w=${markerWidths.shift()}&q=70&fit=max&auto=format`;
  const answer = await get(`${photo}?${query}`);
  expect([answer.status, answer.headers["x-cache-status"]]).toEqual([200, "MISS"]);
  const key = () =>
    nginx.cachedKeys("images").then((keys) => keys.find((k) => k.includes(`${photo}?${query}`)));
  await expect.poll(key).toBeDefined();
  return (await key()) ?? "";
}

/** The zone's file count once nginx has finished writing (it writes after answering). */
async function settled(zone: "pages" | "images", expected: number): Promise<number> {
  for (let tries = 0; tries < 20 && (await nginx.cachedFiles(zone)) !== expected; tries++) {
    await sleep(50);
  }
  return nginx.cachedFiles(zone);
}

describe("pictures through nginx", () => {
  it("are kept in their own zone: the second visit is a hit, and no page is stored for them", async () => {
    const address = `${photo}?w=640&q=70&fit=max&auto=format`;
    const pagesBefore = await nginx.cachedFiles("pages");
    const first = await get(address);
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(first.headers["x-cache-status"]).toBe("MISS");
    const again = await get(address);
    expect(again.headers["x-cache-status"]).toBe("HIT");
    expect(again.body).toBe(first.body);
    expect(await settled("images", 1)).toBe(1);
    expect(await nginx.cachedFiles("pages")).toBe(pagesBefore);
  });

  it("a browser without WebP is kept apart from one with it, and each browser's own Accept shares the copy", async () => {
    const address = `${photo}?w=480&q=70&fit=max&auto=format`;
    const chrome = await get(address, { accept: "image/avif,image/webp,image/apng,*/*;q=0.8" });
    const firefox = await get(address, { accept: "image/avif,image/webp,*/*" });
    expect(chrome.headers["x-cache-status"]).toBe("MISS");
    expect(firefox.headers["x-cache-status"]).toBe("HIT");
    const old = await get(address, { accept: "image/png,image/*;q=0.8,*/*;q=0.5" });
    expect(old.headers["x-cache-status"]).toBe("MISS");
    expect(await settled("images", 3)).toBe(3);
  });

  it("an address the site refuses answers 400 and is never kept", async () => {
    const before = await nginx.cachedKeys("images");
    for (const refused of await twice([
      "w=640&q=70&fit=max&auto=format&x=1",
      "rect=0,0,100000,100000&w=640",
    ])) {
      expect(refused.status).toBe(400);
      expect(refused.headers["x-cache-status"]).toBe("MISS");
    }
    const marker = await keptMarker();
    expect(await nginx.cachedKeys("images")).toEqual([...before, marker].sort());
  });

  it("another spelling of a kept address is served but never kept under a key of its own", async () => {
    const before = await nginx.cachedKeys("images");
    for (const answer of await twice([
      "w=640&&q=70&fit=max&auto=format",
      "w=%36%34%30&q=70&fit=max&auto=format",
      "w=640&q=70&fit=max&auto=format&",
    ])) {
      expect(answer.status).toBe(200);
      expect(answer.headers["x-cache-status"]).toBe("BYPASS");
    }
    const marker = await keptMarker();
    expect(await nginx.cachedKeys("images")).toEqual([...before, marker].sort());
  });
});
