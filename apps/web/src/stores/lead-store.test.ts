import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { ContentLake, type Doc } from "@hvac/test-fixtures/content-lake";
import { afterAll, afterEach, beforeAll } from "vitest";
import { leadStoreContract } from "@/stores/lead-store.contract";
import { sanityLeadStore } from "@/stores/sanity/lead-store";
import { type SqliteLeadStore, sqliteLeadStore } from "@/stores/sqlite/lead-store";

/** The one contract, against the local SQLite file and the Sanity dataset (the stand-in Content Lake). */

const opened: SqliteLeadStore[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const store of opened.splice(0)) store.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

leadStoreContract({
  name: "the local SQLite file",
  async open() {
    const folder = mkdtempSync(join(tmpdir(), "lead-contract-"));
    folders.push(folder);
    const file = join(folder, "leads.sqlite");
    const open = () => {
      const store = sqliteLeadStore(file);
      opened.push(store);
      return store;
    };
    return {
      store: open(),
      twin: open,
      async markCustomer(id) {
        const db = new DatabaseSync(file);
        db.prepare("UPDATE leads SET status = 'customer' WHERE id = ?").run(id);
        db.close();
      },
    };
  },
});

const lake = new ContentLake({
  projectId: "test",
  dataset: "production",
  seedFile: fileURLToPath(new URL("../../../../studio/seed/production.ndjson", import.meta.url)),
});
beforeAll(() => lake.start());
afterAll(() => lake.close());

leadStoreContract({
  name: "Sanity documents",
  async open() {
    lake.reset();
    const open = () =>
      sanityLeadStore({
        projectId: "test",
        dataset: "production",
        token: "t",
        apiHost: lake.apiHost,
      });
    return {
      store: open(),
      twin: open,
      async markCustomer(id) {
        // As the office does in the Studio: the request's status.
        lake.store.commit(new Map([[id, { ...(lake.published(id) as Doc), status: "customer" }]]));
      },
    };
  },
});
