import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ContentLake } from "@hvac/content-lake";
import { afterAll, afterEach, beforeAll } from "vitest";
import { callStoreContract } from "@/calls/call-store.contract";
import { sanityCallStore } from "@/calls/sanity-call-store";
import { sqliteCallStore } from "@/calls/sqlite-call-store";

/**
 * The call store's one contract, against both backends: the local SQLite
 * file (a new one for each test) and the Sanity dataset (the stand-in
 * Content Lake, reset for each test).
 */

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const lake = new ContentLake({
  projectId: "test",
  dataset: "production",
  seedFile: fileURLToPath(new URL("../../../../studio/seed/production.ndjson", import.meta.url)),
});
beforeAll(() => lake.start());
afterAll(() => lake.close());

callStoreContract({
  name: "the local SQLite file",
  async open() {
    const folder = mkdtempSync(join(tmpdir(), "call-store-"));
    const file = join(folder, "leads.sqlite");
    const open = () => {
      const store = sqliteCallStore(file);
      cleanups.unshift(() => store.close());
      return store;
    };
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    return { store: open(), twin: open };
  },
});

callStoreContract({
  name: "Sanity documents",
  async open() {
    lake.reset();
    const project = { projectId: "test", dataset: "production", token: "t", apiHost: lake.apiHost };
    return { store: sanityCallStore(project), twin: () => sanityCallStore(project) };
  },
});
