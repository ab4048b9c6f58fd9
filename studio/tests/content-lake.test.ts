import { join } from "node:path";
import { routeCollectionsQuery, routeTableOf, sanitySource } from "@hvac/content";
import { businessFactsId } from "@hvac/content/page-documents";
import { ContentLake } from "@hvac/content-lake";
import { createClient } from "@sanity/client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookReceiver } from "./support/site/webhook-receiver";

const lake = new ContentLake({
  projectId: "standin",
  dataset: "production",
  seedFile: join(import.meta.dirname, "../seed/production.ndjson"),
});
/** A client configured as the site's Sanity source is, pointed at the stand-in. */
const client = () =>
  createClient({
    projectId: "standin",
    dataset: "production",
    apiVersion: "2025-06-01",
    useCdn: false,
    perspective: "published",
    apiHost: lake.apiHost,
    useProjectHostname: false,
  });
const phoneQuery = `*[_id == "${businessFactsId}"][0].phone`;
const draftId = `drafts.${businessFactsId}`;
const edit = (phone: string) => ({
  actionType: "sanity.action.document.edit" as const,
  draftId,
  publishedId: businessFactsId,
  patch: { set: { phone } },
});
const publish = {
  actionType: "sanity.action.document.publish" as const,
  draftId,
  publishedId: businessFactsId,
};

beforeAll(() => lake.start());
afterAll(() => lake.close());
beforeEach(() => lake.reset());

/** The site's own Sanity source, as its settings make it (SANITY_API_HOST), pointed at the stand-in. */
const siteSource = () =>
  sanitySource({ projectId: "standin", dataset: "production", apiHost: lake.apiHost });

describe("The site's Sanity source, reading from the stand-in", () => {
  it("reads the route table as published, and a town the office publishes joins it", async () => {
    const before = routeTableOf(await siteSource().fetch(routeCollectionsQuery, {}));
    expect(before.areas).toHaveLength(17);
    const seguin = { ...lake.store.get("serviceArea-floresville"), _id: "drafts.seguin" };
    await client().action({
      actionType: "sanity.action.document.create",
      publishedId: "seguin",
      attributes: {
        ...seguin,
        name: "Seguin",
        address: { _type: "localeAddress", en: "hvac-seguin", es: "hvac-seguin" },
      },
      ifExists: "fail",
    } as never);
    await client().action({
      actionType: "sanity.action.document.publish",
      draftId: "drafts.seguin",
      publishedId: "seguin",
    });
    const after = routeTableOf(await siteSource().fetch(routeCollectionsQuery, {}));
    expect(after.resolve("/es/areas-de-servicio/hvac-seguin")).toMatchObject({
      kind: "page",
      page: { id: "area", doc: "seguin" },
    });
  });
});

describe("The stand-in Content Lake, read and written with @sanity/client", () => {
  it("answers the site's queries from the published documents", async () => {
    expect(await client().fetch(phoneQuery)).toBe("(210) 555-0123");
    const towns = await client().fetch<string[]>(`*[_type == "serviceArea"] | order(order).name`);
    expect(towns).toHaveLength(17);
    expect(towns[0]).toBe("San Antonio");
  });

  it("keeps an edit in a draft until it is published, then journals the publish", async () => {
    await client().action(edit("(210) 555-0188"));
    expect(await client().fetch(phoneQuery)).toBe("(210) 555-0123");
    expect(await client().fetch(phoneQuery, {}, { perspective: "drafts" })).toBe("(210) 555-0188");

    await client().action(publish);
    expect(await client().fetch(phoneQuery)).toBe("(210) 555-0188");
    expect(lake.store.get(draftId)).toBeNull();
    expect(lake.journal.actions).toEqual([
      { action: "edit", id: businessFactsId },
      { action: "publish", id: businessFactsId },
    ]);
    expect(lake.journal.published).toEqual([businessFactsId]);
  });

  it("discards a draft, unpublishes and deletes as the Content Lake does", async () => {
    await client().action(edit("(210) 555-0188"));
    await client().action({ actionType: "sanity.action.document.discard", draftId });
    expect(lake.store.get(draftId)).toBeNull();

    await client().action({
      actionType: "sanity.action.document.unpublish",
      draftId,
      publishedId: businessFactsId,
    });
    expect(lake.published(businessFactsId)).toBeNull();
    expect(lake.store.get(draftId)?.phone).toBe("(210) 555-0123");

    await client().action({
      actionType: "sanity.action.document.delete",
      publishedId: businessFactsId,
      includeDrafts: [draftId],
    });
    expect(lake.store.get(draftId)).toBeNull();
    expect(lake.published(businessFactsId)).toBeNull();
  });

  it("creates a new document as a draft", async () => {
    await client().action({
      actionType: "sanity.action.document.create",
      publishedId: "faq-new",
      attributes: { _id: "drafts.faq-new", _type: "faq" },
      ifExists: "fail",
    });
    expect(lake.store.get("drafts.faq-new")?._type).toBe("faq");
    expect(lake.published("faq-new")).toBeNull();
  });

  it("refuses to publish a draft that is not there, and records the refusal", async () => {
    await expect(client().action(publish)).rejects.toThrow(/does not exist/);
    expect(lake.journal.problems).toEqual([`Action refused: Document ${draftId} does not exist.`]);
  });

  it("answers the dataset's ping, which the Studio asks now and then as it times a save", async () => {
    const client = createClient({
      projectId: "standin",
      dataset: "production",
      apiVersion: "2025-02-19",
      useCdn: false,
      apiHost: lake.apiHost,
      useProjectHostname: false,
    });
    const reply = await fetch(client.getUrl(client.getDataUrl("ping")));
    expect([reply.status, await reply.text()]).toEqual([200, "PONG"]);
    expect(lake.journal.problems).toEqual([]);
  });

  it("records a call it does not know as a problem", async () => {
    await expect(client().request({ url: "/projects/standin/tags" })).rejects.toThrow();
    expect(lake.journal.problems).toEqual([
      expect.stringMatching(
        /^Unknown endpoint GET 127\.0\.0\.1:\d+\/v2025-06-01\/projects\/standin\/tags$/,
      ),
    ]);
  });

  it("sends Sanity's signed webhook for each published document, not for drafts", async () => {
    const secret = "test-secret";
    const receiver = await webhookReceiver(secret);
    try {
      lake.webhook = { url: receiver.url, secret };
      await client().action(edit("(210) 555-0188"));
      await client().action(publish);
      await expect
        .poll(() => receiver.received)
        .toEqual([{ body: { _id: businessFactsId, _type: "businessFacts" }, signed: true }]);
      // The sender records the answer after the receiver has the body.
      await expect
        .poll(() => lake.journal.webhooks)
        .toEqual([{ id: businessFactsId, status: 200 }]);
    } finally {
      await receiver.close();
    }
  });
});
