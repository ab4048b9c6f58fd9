import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localLakeNote, localRunEnvironment } from "@/server/local-run";
import { readSettings } from "@/server/settings";

const scratch = mkdtempSync(join(tmpdir(), "local-run-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("./scripts/local on the local content lake", () => {
  it("gives the site the lake as a Sanity project: reads, leads, preview and the webhook at its address", () => {
    const settings = readSettings(
      localRunEnvironment({ lakePort: 3333, token: "a-local-token", secret: "a-local-secret" }),
    );
    expect(settings.sanity).toEqual({
      projectId: "local",
      dataset: "production",
      readToken: "a-local-token",
      writeToken: "a-local-token",
      apiHost: "http://127.0.0.1:3333",
    });
    expect(settings.revalidateSecret).toBe("a-local-secret");
  });

  it("has npm run leads and results say where its requests are, once its lake has run here, and only then", () => {
    const folder = join(scratch, "content-lake");
    const env = { CONTENT_LAKE_DIR: folder, STUDIO_PORT: "3400" };
    expect(localLakeNote(readSettings(env), "Requests")).toBeUndefined();
    mkdirSync(folder);
    expect(localLakeNote(readSettings(env), "Requests")).toBe(
      `Requests sent to the site ./scripts/local serves are kept in its local content lake (${folder}): see Leads and Schedule in its Studio, http://localhost:3400.`,
    );
    expect(localLakeNote(readSettings(env), "Counts")).toContain("see Results in its Studio");
    const withSanity = { ...env, SANITY_PROJECT_ID: "abc123", SANITY_WRITE_TOKEN: "a-token" };
    expect(localLakeNote(readSettings(withSanity), "Requests")).toBeUndefined();
  });
});
