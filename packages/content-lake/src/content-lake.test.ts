import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { inPerspective, loadLocalDataset, type Perspective } from "@hvac/content";
import type { MutationEvent } from "@sanity/client";
import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { evaluate, parse } from "groq-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ContentLake } from "./content-lake";
import { lakeClient } from "./testing/lake-client";

const seedFile = join(import.meta.dirname, "testing", "dataset.ndjson");
const lake = new ContentLake({ projectId: "test", dataset: "production", seedFile });
beforeAll(() => lake.start());
afterAll(() => lake.close());
beforeEach(() => lake.reset());

const client = (perspective: Perspective = "published") =>
  lakeClient(lake.apiHost, { projectId: "test", perspective });

/** What groq-js answers over the starter dataset in a perspective: what the lake must answer. */
async function groqJs(query: string, perspective: Perspective, params = {}) {
  const dataset = inPerspective(lake.seedDocuments, perspective);
  return (await evaluate(parse(query, { params }), { dataset, params })).get();
}

describe("the lake, asked by @sanity/client", () => {
  it.each([
    ["published", `*[_type == "serviceArea"] | order(address) {_id, "name": name.en}`],
    ["drafts", `*[_type == "serviceArea"] | order(address) {_id, "name": name.en}`],
    ["raw", `*[_type == "serviceArea"]._id`],
    ["published", `*[_id == "homePage"][0]{"towns": areas[]->name.en}`],
    ["published", `*[_id == "businessFacts"][0].shareImage.asset->{url, mimeType}`],
  ] as const)(
    "answers a query in the %s perspective as groq-js does: %s",
    async (perspective, query) => {
      expect(await client(perspective).fetch(query)).toEqual(await groqJs(query, perspective));
    },
  );

  it("passes parameters, and gives a document by id", async () => {
    expect(await client().fetch(`*[_id == $id][0].phone`, { id: "businessFacts" })).toBe(
      "(210) 555-0123",
    );
    expect(await client().getDocument("businessFacts")).toMatchObject({ name: "Example HVAC" });
  });

  it("writes a transaction all or none, and refuses a change on an old revision", async () => {
    const { _rev } = (await client().getDocument("businessFacts")) ?? {};
    await client()
      .transaction()
      .patch("businessFacts", (patch) =>
        patch.set({ phone: "(210) 555-0199" }).ifRevisionId(_rev ?? ""),
      )
      .create({ _id: "lead.one", _type: "lead", firstName: "Ana" })
      .commit();
    expect(
      await client().fetch(`*[_id in ["businessFacts", "lead.one"]] | order(_id) {_id, phone}`),
    ).toEqual([
      { _id: "businessFacts", phone: "(210) 555-0199" },
      { _id: "lead.one", phone: null },
    ]);
    await expect(
      client()
        .patch("businessFacts")
        .set({ phone: "x" })
        .ifRevisionId(_rev ?? "")
        .commit(),
    ).rejects.toThrow(/unexpected revision/);
    await expect(
      client()
        .transaction()
        .create({ _id: "lead.two", _type: "lead" })
        .create({ _id: "lead.one", _type: "lead" })
        .commit(),
    ).rejects.toThrow(/already exists/);
    expect(await client().getDocument("lead.two")).toBeUndefined();
    await expect(client().patch("lead.worker-lease").set({ holder: "b" }).commit()).rejects.toThrow(
      /does not exist/,
    );
    // Conflicts are answers their writers handle (the stores retry or give up), not a test's problems.
    expect(lake.journal.refusals).toEqual([
      expect.stringMatching(/unexpected revision/),
      expect.stringMatching(/already exists/),
      "Document lead.worker-lease does not exist.",
    ]);
    expect(lake.journal.problems).toEqual([]);
  });

  it("edits a draft and publishes it with the Actions API, as the Studio does; refuses to delete what is referred to", async () => {
    const draftId = "drafts.serviceArea-floresville";
    const publishedId = "serviceArea-floresville";
    await client().action({
      actionType: "sanity.action.document.edit",
      draftId,
      publishedId,
      patch: { set: { "name.en": "Floresville, TX" } },
    });
    expect(await client().fetch(`*[_id == $id][0].name.en`, { id: publishedId })).toBe(
      "Floresville",
    );
    expect(await client("drafts").fetch(`*[_id == $id][0].name.en`, { id: publishedId })).toBe(
      "Floresville, TX",
    );
    await client().action({ actionType: "sanity.action.document.publish", draftId, publishedId });
    expect(await client().fetch(`*[_id == $id][0].name.en`, { id: publishedId })).toBe(
      "Floresville, TX",
    );
    await expect(
      client().action({
        actionType: "sanity.action.document.delete",
        publishedId,
        includeDrafts: [],
      }),
    ).rejects.toThrow(/references to it from "homePage"/);
    expect(lake.journal.published).toEqual([publishedId]);
  });

  it("tells a listener each change its query selects, in order", async () => {
    const heard: MutationEvent[] = [];
    const welcomed = new Promise<void>((resolve) => {
      const subscription = client()
        .listen(`*[_type == "serviceArea"]`, {}, { events: ["welcome", "mutation"] })
        .subscribe((event) => {
          if (event.type === "welcome") resolve();
          if (event.type === "mutation") heard.push(event);
          if (heard.length === 3) subscription.unsubscribe();
        });
    });
    await welcomed;
    await client().patch("businessFacts").set({ phone: "(210) 555-0100" }).commit();
    await client().patch("serviceArea-seguin").set({ address: "seguin-tx" }).commit();
    await client().create({ _id: "serviceArea-new", _type: "serviceArea", address: "new" });
    await client().delete("serviceArea-new");
    await expect
      .poll(() => heard.map(({ documentId, transition }) => `${transition} ${documentId}`))
      .toEqual([
        "update serviceArea-seguin",
        "appear serviceArea-new",
        "disappear serviceArea-new",
      ]);
  });

  it("keeps each change's history for the Studio: the transactions of a document", async () => {
    await client().patch("businessFacts").set({ phone: "(210) 555-0101" }).commit();
    await client().patch("businessFacts").set({ phone: "(210) 555-0102" }).commit();
    const log = await fetch(
      `${lake.apiHost}/v2025-02-19/data/history/production/transactions/businessFacts`,
    );
    const lines = (await log.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.effects.businessFacts.apply[1].phone)).toEqual([
      "(210) 555-0101",
      "(210) 555-0102",
    ]);
  });

  it("serves the dataset's pictures, and refuses an upload, saying why", async () => {
    const url = await client().fetch(`*[_id == "businessFacts"][0].shareImage.asset->url`);
    expect(url).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/test\/production\/[0-9a-f]+-40x30\.png$/,
    );
    const picture = await fetch(`${lake.apiHost}${new URL(url).pathname}`);
    expect(picture.headers.get("content-type")).toBe("image/png");
    await expect(client().assets.upload("image", Buffer.from("not a picture"))).rejects.toThrow(
      /Uploads need a Sanity project/,
    );
  });
});

describe("the publish webhook", () => {
  it("is signed as Sanity signs it, for published copy (not the site's own records), and sent again until answered", async () => {
    const secret = "a-webhook-secret-for-the-test";
    const received: { body: unknown; signed: boolean }[] = [];
    let refusals = 1;
    const receiver = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString("utf8");
      if (refusals-- > 0) return response.writeHead(503).end();
      const signature = String(request.headers[SIGNATURE_HEADER_NAME]);
      received.push({
        body: JSON.parse(body),
        signed: await isValidSignature(body, signature, secret),
      });
      response.writeHead(200).end();
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    lake.webhook = {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`,
      secret,
    };
    try {
      await client()
        .transaction()
        .patch("businessFacts", (patch) => patch.set({ phone: "(210) 555-0177" }))
        .create({ _id: "drafts.homePage", _type: "homePage" })
        .create({ _id: "lead.web", _type: "lead" })
        .create({ _id: "lead.worker-lease", _type: "workerLease" })
        .commit();
      await expect
        .poll(() => received, { timeout: 5000 })
        .toEqual([{ body: { _id: "businessFacts", _type: "businessFacts" }, signed: true }]);
      // The sender records the answer after the receiver has the body.
      await expect
        .poll(() => lake.journal.webhooks)
        .toEqual([
          { id: "businessFacts", status: 503 },
          { id: "businessFacts", status: 200 },
        ]);
    } finally {
      receiver.close();
    }
  });
});

it("reads the dataset file as an import into Sanity would leave it", () => {
  const { documents } = loadLocalDataset(seedFile);
  expect(lake.seedDocuments.map(({ _id }) => _id)).toEqual(documents.map(({ _id }) => _id));
  // Sanity makes a blurred placeholder of each raster picture on upload.
  const asset = lake.seedDocuments.find(({ _type }) => _type === "sanity.imageAsset");
  expect((asset?.metadata as { lqip?: string } | undefined)?.lqip).toMatch(
    /^data:image\/jpeg;base64,/,
  );
});
