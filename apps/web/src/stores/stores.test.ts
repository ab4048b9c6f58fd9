import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { siteRecordTypes } from "@hvac/content";
import { ContentLake, type Doc } from "@hvac/content-lake";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { leadStoreContract } from "@/stores/lead-store.contract";
import { resultsStoreContract } from "@/stores/results-store.contract";
import { sanityLeadStore } from "@/stores/sanity/lead-store";
import { sanityResultsStore } from "@/stores/sanity/results-store";
import { sqliteLeadStore } from "@/stores/sqlite/lead-store";
import { sqliteResultsStore } from "@/stores/sqlite/results-store";
import type { StoreBackend } from "@/stores/store-backend.contract";
import { storeKeysContract } from "@/stores/store-keys.contract";
import { textOptOutsContract } from "@/stores/text-opt-outs.contract";
import { visitBookContract } from "@/stores/visit-book.contract";

/**
 * Each store's one contract, against both backends: the local SQLite file
 * (a new one for each test) and the Sanity dataset (the stand-in Content
 * Lake, reset for each test).
 */

const closing: Array<{ close?(): void }> = [];
const folders: string[] = [];
/** Every type of document found in the dataset after a test: the last test reads them. */
const typesInLake = new Set<string>();
afterEach(() => {
  for (const doc of lake.store.all()) typesInLake.add(doc._type);
  for (const store of closing.splice(0)) store.close?.();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
/** A new store file; `open` opens one more instance on it, closed after the test. */
function sqliteFile() {
  const folder = mkdtempSync(join(tmpdir(), "store-contract-"));
  folders.push(folder);
  const file = join(folder, "leads.sqlite");
  const open = <Store extends { close?(): void }>(make: (file: string) => Store) => {
    const store = make(file);
    closing.push(store);
    return store;
  };
  return { file, open };
}

const lake = new ContentLake({
  projectId: "test",
  dataset: "production",
  seedFile: fileURLToPath(new URL("../../../../studio/seed/production.ndjson", import.meta.url)),
});
beforeAll(() => lake.start());
afterAll(() => lake.close());
const project = () => ({
  projectId: "test",
  dataset: "production",
  token: "t",
  apiHost: lake.apiHost,
});

const sqliteBackend: StoreBackend = {
  name: "the local SQLite file",
  async open() {
    const { file, open } = sqliteFile();
    return {
      store: open(sqliteLeadStore),
      twin: () => open(sqliteLeadStore),
      async markCustomer(id) {
        const db = new DatabaseSync(file);
        db.prepare("UPDATE leads SET status = 'customer' WHERE id = ?").run(id);
        db.close();
      },
    };
  },
};

const sanityBackend: StoreBackend = {
  name: "Sanity documents",
  async open() {
    lake.reset();
    return {
      store: sanityLeadStore(project()),
      twin: () => sanityLeadStore(project()),
      async markCustomer(id) {
        // As the office does in the Studio: the request's status.
        lake.store.commit(new Map([[id, { ...(lake.published(id) as Doc), status: "customer" }]]));
      },
    };
  },
};

// Each seam's one contract, against both backends.
for (const backend of [sqliteBackend, sanityBackend]) {
  leadStoreContract(backend);
  visitBookContract(backend);
  textOptOutsContract(backend);
  storeKeysContract(backend);
}

resultsStoreContract({
  name: "beside the local leads (SQLite)",
  async open() {
    const { open } = sqliteFile();
    return {
      leads: open(sqliteLeadStore),
      results: () => open((file) => sqliteResultsStore(file, { maxSources: 3 })),
    };
  },
});

resultsStoreContract({
  name: "in the Sanity dataset",
  async open() {
    lake.reset();
    return {
      leads: sanityLeadStore(project()),
      results: () => sanityResultsStore(project(), { maxSources: 3 }),
    };
  },
});

describe("the counts in the Sanity dataset", () => {
  it("keep each instance's document of a day bounded, whatever the flood", async () => {
    lake.reset();
    const flood = Array.from({ length: 1000 }, (_, n) => ({
      day: "2026-11-20",
      page: "contact",
      locale: "en" as const,
      placement: null,
      channel: "campaign" as const,
      source: `made-up ${n}`,
      views: 1,
      visits: 1,
      calls: 0,
    }));
    await sanityResultsStore(project(), { maxSources: 3 }).addCounts(flood);
    await sanityResultsStore(project(), { maxSources: 3 }).addCounts(flood);
    const documents = lake.store
      .all()
      .filter((doc: Doc) => doc._type === "resultsCounts" && doc.day === "2026-11-20");
    expect(documents).toHaveLength(2);
    // The 3 sources the day keeps by name, and Other.
    for (const doc of documents) expect((doc.rows as Doc[]).length).toBeLessThanOrEqual(4);
  });
});

describe("what the stores write in the Sanity dataset", () => {
  it("is only the site's own records, which the publish webhook's filter leaves out", () => {
    const copyTypes = new Set(lake.seedDocuments.map(({ _type }) => _type));
    const written = [...typesInLake].filter((type) => !copyTypes.has(type) || type === "lead");
    expect(written.length).toBeGreaterThan(5);
    for (const type of written) expect(siteRecordTypes).toContain(type);
  });
});
