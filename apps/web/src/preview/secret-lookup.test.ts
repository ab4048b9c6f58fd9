import { describe, expect, it } from "vitest";
import { readSettings } from "@/server/settings";
import { secretLookup } from "./secret-lookup";

describe("where the preview secret is looked up", () => {
  const project = { SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "production" };
  /** The lookup as the server makes it from its settings. */
  const lookup = (env: Record<string, string>) => secretLookup(readSettings(env));

  it("a Sanity project without a read token: nowhere, so every preview is refused", () => {
    expect(lookup(project)).toBeUndefined();
  });

  it("a Sanity project with a read token: the project, with that token", () => {
    const client = lookup({ ...project, SANITY_READ_TOKEN: "sk-viewer" });
    expect(client?.config()).toMatchObject({
      projectId: "abc123",
      dataset: "production",
      token: "sk-viewer",
      useCdn: false,
    });
  });

  it("a Sanity project reached at another API host (the Studio tests' stand-in): that host", () => {
    const client = lookup({
      ...project,
      SANITY_READ_TOKEN: "sk-viewer",
      SANITY_API_HOST: "http://127.0.0.1:4000",
    });
    expect(client?.config()).toMatchObject({
      apiHost: "http://127.0.0.1:4000",
      useProjectHostname: false,
    });
  });
});
