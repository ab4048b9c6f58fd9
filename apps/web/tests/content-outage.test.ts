import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { documentIdForPage, type Perspective, queryDatasetFile } from "@hvac/content";
import { type AddressedDocument, formerPathsAfter } from "@hvac/routing";
import { type Reply, send } from "@hvac/test-fixtures/harness/lead-requests";
import { type Instance, siteInstance } from "@hvac/test-fixtures/harness/topology";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type EditableDataset, editableDataset, publish } from "./support/publish";

/**
 * The site reading Sanity's query API (SANITY_API_HOST) from a stand-in on
 * loopback that answers GROQ from a dataset file, and that a test switches
 * to answer 500 or to never answer, as Sanity failing would.
 */

type Mode = "answers" | "errors" | "hangs";
let mode: Mode = "answers";
let dataset: EditableDataset;
let contentLake: Server;
let site: Instance;
const secret = randomBytes(24).toString("base64url");
const home = { _id: documentIdForPage({ id: "home" }), _type: "homePage" };
const starterHeading = "Heating and Air Conditioning for San Antonio and South Texas";

/** Sanity's query endpoint: GET with `query` and `$params`, or POST `{ query, params }`. */
function queryApi(): Server {
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (mode === "hangs") return;
    if (mode === "errors") {
      response.writeHead(500, { "content-type": "application/json" });
      return response.end(JSON.stringify({ error: "Internal Server Error" }));
    }
    let query = url.searchParams.get("query") ?? "";
    let params: Record<string, unknown> = Object.fromEntries(
      [...url.searchParams]
        .filter(([name]) => name.startsWith("$"))
        .map(([name, value]) => [name.slice(1), JSON.parse(value)]),
    );
    if (request.method === "POST") {
      let body = "";
      for await (const chunk of request) body += chunk;
      ({ query, params = {} } = JSON.parse(body));
    }
    const perspective = (url.searchParams.get("perspective") ?? "published") as Perspective;
    const result = await queryDatasetFile(
      dataset.file,
      query,
      params as Record<string, string>,
      perspective,
    );
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ result, ms: 1, query }));
  });
}

beforeAll(async () => {
  dataset = await editableDataset();
  contentLake = queryApi();
  await new Promise<void>((resolve) => contentLake.listen(0, "127.0.0.1", resolve));
  const { port } = contentLake.address() as AddressInfo;
  site = await siteInstance({
    SANITY_PROJECT_ID: "standin",
    SANITY_DATASET: "production",
    SANITY_API_HOST: `http://127.0.0.1:${port}`,
    // Each read Sanity leaves hanging is given up after 1 s, not 3: the same path, sooner.
    SANITY_READ_TIMEOUT_MS: "1000",
    SANITY_REVALIDATE_SECRET: secret,
  });
  await site.start();
}, 60_000);

afterAll(async () => {
  await site?.remove();
  contentLake?.closeAllConnections();
  contentLake?.close();
  await dataset?.remove();
});

afterEach(() => {
  mode = "answers";
});

const noReply = { status: 0, headers: {}, body: "", ms: Number.POSITIVE_INFINITY } as Reply;
/** The page as a visitor gets it, or status 0 when nothing came within 20 s. */
const visit = (path: string) =>
  Promise.race([
    send(`${site.baseURL}${path}`).catch(() => noReply),
    new Promise<Reply>((resolve) => setTimeout(() => resolve(noReply), 20_000)),
  ]);

let heading = starterHeading;
/** The office publishes a new heading for the home page (the stand-in serves it once it answers). */
async function publishNewHeading() {
  const next = `Cooling San Antonio ${randomBytes(3).toString("hex")}`;
  dataset.replaceText(home._id, heading, next);
  const before = heading;
  heading = next;
  expect((await publish(site.baseURL, secret, home)).status).toBe(200);
  return { before, after: next };
}

/**
 * The office moves a town's English address, published as the Studio does
 * (the old address kept among its former ones); the stand-in serves it once it answers.
 */
function moveTown(id: string, en: string) {
  dataset.edit(id, (doc) => {
    const moved = { ...doc, address: { ...(doc.address as object), en } };
    const formerPaths = formerPathsAfter(
      "area",
      doc as AddressedDocument,
      moved as AddressedDocument,
    );
    return { ...moved, formerPaths };
  });
  return publish(site.baseURL, secret, { _id: id, _type: "serviceArea" });
}

describe("the content source fails while a publish refreshes a page", () => {
  it.each<Mode>(["errors", "hangs"])(
    "Sanity %s: the last good page stays served; the next publish once it answers shows the new text",
    async (failure) => {
      const shown = await visit("/");
      expect(shown.status).toBe(200);
      expect(shown.body).toContain(heading);

      mode = failure;
      const { before, after } = await publishNewHeading();
      for (let i = 0; i < 2; i++) {
        const during = await visit("/");
        expect(during.status).toBe(200);
        expect(during.body).toContain(before);
        expect(during.body).not.toContain(after);
      }

      // Nothing was kept meanwhile: once Sanity answers, a visit a moment later shows the publish.
      mode = "answers";
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const recovered = await visit("/");
      expect(recovered.status).toBe(200);
      expect(recovered.body).toContain(after);
      const next = await publishNewHeading();
      const republished = await visit("/");
      expect(republished.status).toBe(200);
      expect(republished.body).toContain(next.after);
    },
    60_000,
  );

  it("a page never read before, while Sanity errors: an error no cache keeps, and the page once it answers", async () => {
    mode = "errors";
    const failed = await visit("/about-us");
    expect(failed.status).toBe(500);
    expect(failed.headers["cache-control"]).toMatch(/private|no-store/);
    mode = "answers";
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await visit("/about-us")).status).toBe(200);
  });

  it.each<[Mode, string]>([
    ["errors", "sayers"],
    ["hangs", "losoya"],
  ])(
    "Sanity %s while a town's address is published: every page keeps answering; once it answers, the new address",
    async (failure, town) => {
      const old = `/service-areas/hvac-${town}`;
      const moved = `/service-areas/${town}-tx`;
      // Pages this instance has read (one never read fails while Sanity does: see below);
      // few, as each waits for Sanity's every read to time out when it hangs.
      const pages = [old, "/es/areas-de-servicio"];
      for (const path of pages) expect((await visit(path)).status, path).toBe(200);

      mode = failure;
      // The town's own pages and the route table are refreshed; who references the
      // town cannot be read, so the webhook answers 503 and Sanity sends it again later.
      expect((await moveTown(`serviceArea-${town}`, `${town}-tx`)).status).toBe(503);
      for (const path of pages) expect((await visit(path)).status, path).toBe(200);
      expect((await visit(moved)).status).toBe(404);

      // Once Sanity answers, a visit a moment later finds the town at its new address.
      mode = "answers";
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const recovered = await visit(old);
      expect(recovered.status).toBe(308);
      expect(recovered.headers.location).toBe(moved);
      expect((await visit(moved)).status).toBe(200);
      expect((await visit("/service-areas")).body).toContain(`href="${moved}"`);
    },
    90_000,
  );
});
