import { href } from "@hvac/routing";
import { type ServedSite, serveBuiltSite } from "@hvac/test-fixtures/harness/served-site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The local stand-in for Sanity's image pipeline, as a visitor (or someone
 * trying to keep its encoder busy) reaches it: only the addresses the site's
 * own pages write are encoded, each once; anything else is refused with 400
 * before any work. Each encode is told in the response's Server-Timing
 * (`encode;dur=...`); a picture kept from an earlier encode carries none.
 */

let site: ServedSite;
/** The starter photo's addresses as pages write them: the About page's srcset, the home page's share picture. */
let written: string[];
/** The starter photo's address without parameters. */
let photo: string;

/** Every address of a local picture a page's HTML names (src, srcset, og:image). */
async function picturesOn(path: string): Promise<string[]> {
  const html = await (await fetch(`${site.baseURL}${path}`)).text();
  const values = [...html.matchAll(/\s(?:src|srcSet|content)="([^"]*)"/g)].map(([, value]) =>
    (value ?? "").replaceAll("&amp;", "&"),
  );
  return values
    .flatMap((value) => value.split(", ").map((candidate) => candidate.split(" ")[0] ?? ""))
    .filter((address) => address.includes("/assets/content/images/local/starter/"))
    .map((address) => {
      const url = new URL(address, site.baseURL);
      return `${url.pathname}${url.search}`;
    });
}

beforeAll(async () => {
  site = await serveBuiltSite();
  const pictures = [
    ...(await picturesOn(href("about", "en"))),
    ...(await picturesOn(href("home", "en"))),
  ];
  written = [...new Set(pictures.filter((address) => address.includes(".webp?")))];
  photo = written[0]?.split("?")[0] ?? "";
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

const get = (path: string, accept = "image/avif,image/webp,*/*") =>
  fetch(`${site.baseURL}${path}`, { headers: { accept } });

const encoded = (response: Response) =>
  /(^|,\s*)encode;dur=/.test(response.headers.get("server-timing") ?? "");

describe("the addresses the site writes", () => {
  it("the home page writes the photo's srcset and its share picture", () => {
    expect(photo).toMatch(/-1600x840\.webp$/);
    expect(written).toContain(`${photo}?w=320&q=70&fit=max&auto=format`);
    expect(written).toContain(`${photo}?w=1600&q=70&fit=max&auto=format`);
    expect(written).toContain(`${photo}?w=1200&h=630&fm=jpg&q=80&fit=crop`);
  });

  it("each answers 200 with the picture, encoded once however often it is asked", async () => {
    for (const address of written) {
      const first = await get(address);
      expect(first.status, address).toBe(200);
      expect(first.headers.get("content-type"), address).toMatch(/^image\/(webp|jpeg)$/);
      expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(encoded(first), address).toBe(true);
      const again = await get(address);
      expect(again.status).toBe(200);
      expect(encoded(again), address).toBe(false);
      expect(Buffer.from(await again.arrayBuffer())).toEqual(
        Buffer.from(await first.arrayBuffer()),
      );
    }
  });

  it("a variant asked by many at once is encoded once", async () => {
    // Inside the picture and not written by any page yet: not encoded before.
    const address = `${photo}?rect=10,10,1500,800&w=480&q=70&fit=max&auto=format`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(address)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.filter(encoded)).toHaveLength(1);
  });

  it("a browser without WebP gets its own variant, kept apart", async () => {
    const address = `${photo}?rect=20,20,1400,700&w=640&q=70&fit=max&auto=format`;
    const webp = await get(address);
    const other = await get(address, "image/png,image/*");
    expect(webp.headers.get("vary")).toContain("Accept");
    expect(encoded(webp)).toBe(true);
    expect(encoded(other)).toBe(true);
    expect(encoded(await get(address, "image/png,image/*"))).toBe(false);
  });
});

describe("anything else", () => {
  const photoAt = (query: string) => `${photo}?${query}`;
  const srcset = "w=320&q=70&fit=max&auto=format";

  it.each([
    ["an unknown parameter", `${srcset}&blur=50`],
    ["a parameter written twice", `${srcset}&w=480`],
    ["a width off the srcset ladder", "w=321&q=70&fit=max&auto=format"],
    ["a width larger than the photo's own", "w=1920&q=70&fit=max&auto=format"],
    ["a huge width", "w=99999&q=70&fit=max&auto=format"],
    ["a width with a leading zero", "w=0320&q=70&fit=max&auto=format"],
    ["a quality the site never asks", "w=320&q=75&fit=max&auto=format"],
    ["the best quality", "w=320&q=100&fit=max&auto=format"],
    ["a format the site never asks", "w=320&q=70&fit=max&fm=gif"],
    ["another fit", "w=320&q=70&fit=fill&auto=format"],
    ["another auto", "w=320&q=70&fit=max&auto=compress"],
    ["another height", "w=1200&h=631&fm=jpg&q=80&fit=crop"],
    ["an empty crop", `rect=0,0,0,0&${srcset}`],
    ["a crop larger than the picture", `rect=0,0,100000,100000&${srcset}`],
    ["a crop past the picture's edge", `rect=800,0,801,840&${srcset}`],
    ["a 20-digit crop", `rect=12345678901234567890,0,10,10&${srcset}`],
    ["a crop of three numbers", `rect=0,0,100&${srcset}`],
    ["a negative crop", `rect=-1,0,100,100&${srcset}`],
  ])("%s answers 400, kept by no cache, encoding nothing", async (_case, query) => {
    const response = await get(photoAt(query));
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(encoded(response)).toBe(false);
  });

  it("another spelling of a written address (an empty part, an escaped digit) is the same picture, not encoded again", async () => {
    const address = `${photo}?rect=30,30,1200,700&w=800&q=70&fit=max&auto=format`;
    expect(encoded(await get(address))).toBe(true);
    for (const spelling of [
      `${address}&`,
      `${photo}?rect=30%2C30,1200,700&w=8%30%30&&q=70&fit=max&auto=format`,
    ]) {
      const answer = await get(spelling);
      expect(answer.status).toBe(200);
      expect(encoded(answer)).toBe(false);
    }
  });

  it("no request made of its own odd characters answers 500", async () => {
    for (const query of ["w=%0a", "rect=%E2%80%A8", "w=1e3", "w=320.0", "%00=1", "w=-0"]) {
      const response = await get(photoAt(query));
      expect(response.status, query).toBe(400);
    }
    expect((await get("/assets/content/images/local/starter/%0a%1b.webp")).status).toBe(404);
  });
});
