import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { businessFactsQuery } from "@hvac/content";
import { ContentLake } from "@hvac/content-lake";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeDocuments } from "@/content/office-documents";
import { sourceFor } from "@/content/source";
import { secretLookup } from "@/preview/secret-lookup";
import { readSettings } from "@/server/settings";
import { openStores } from "@/stores/open-stores";
import { provideServerContext } from "../../tests/support/test-server-context";

/**
 * One rule decides whether the site is on Sanity or local, for every part
 * that asks (settings.ts, `sanity`): SANITY_PROJECT_ID. The content, the
 * stores, the office's private documents and the preview secret never
 * disagree, as they did when each had its own rule (content: a project and a
 * dataset; stores: a project and a write token; preview: a project, a
 * dataset and a read token).
 */
const folder = mkdtempSync(join(tmpdir(), "sanity-or-local-"));
const seedFile = fileURLToPath(
  new URL("../../../../studio/seed/production.ndjson", import.meta.url),
);
const lake = new ContentLake({ projectId: "abc123", dataset: "production", seedFile });
beforeAll(async () => {
  await lake.start();
  lake.reset();
});
afterAll(() => {
  lake.close();
  rmSync(folder, { recursive: true, force: true });
});

/** What each part makes of the environment `env`. */
function parts(env: Record<string, string>) {
  const settings = readSettings({ LEADS_DB_FILE: join(folder, "leads.sqlite"), ...env });
  provideServerContext(settings);
  const stores = (() => {
    try {
      return openStores(settings).leads.kind;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  })();
  return {
    content: sourceFor(settings),
    stores,
    officeDocuments: officeDocuments().kind,
    preview: secretLookup(settings)?.config().token,
  };
}

describe("Sanity or local, one rule: SANITY_PROJECT_ID", () => {
  it("without it, everything is local: the starter dataset, the SQLite file, the dataset's preview secret", () => {
    const { content, stores, officeDocuments, preview } = parts({});
    expect(content.kind).toBe("local");
    expect(stores).toBe("sqlite");
    expect(officeDocuments).toBe("local");
    expect(preview).toBe("dataset-file");
  });

  it("with it alone, everything is Sanity's, in the production dataset; the stores say the write token is missing", async () => {
    const { content, stores, officeDocuments, preview } = parts({
      SANITY_PROJECT_ID: "abc123",
      SANITY_API_HOST: lake.apiHost,
    });
    expect(content.kind).toBe("sanity");
    // The lake answers for project abc123's production dataset only.
    expect((await content.fetch(businessFactsQuery))?.phone).toBeTruthy();
    expect(stores).toMatch(/^SANITY_WRITE_TOKEN is not set: .* the Sanity project abc123/);
    expect(officeDocuments).toBe("sanity");
    // No read token: the preview secret cannot be read, so every preview is refused.
    expect(preview).toBeUndefined();
  });

  it("with its tokens, the stores write there and the preview reads there", () => {
    const { content, stores, officeDocuments, preview } = parts({
      SANITY_PROJECT_ID: "abc123",
      SANITY_API_HOST: lake.apiHost,
      SANITY_READ_TOKEN: "sk-viewer",
      SANITY_WRITE_TOKEN: "sk-write",
    });
    expect([content.kind, stores, officeDocuments]).toEqual(["sanity", "sanity", "sanity"]);
    expect(preview).toBe("sk-viewer");
  });
});
