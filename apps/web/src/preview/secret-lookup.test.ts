import { sanitySource } from "@hvac/content";
import { describe, expect, it } from "vitest";
import { secretLookup } from "./secret-lookup";

describe("where the preview secret is looked up", () => {
  const project = { SANITY_PROJECT_ID: "abc123", SANITY_DATASET: "production" };
  const source = sanitySource({ projectId: "abc123", dataset: "production" });

  it("a Sanity project without a read token: nowhere, so every preview is refused", () => {
    expect(secretLookup(source, project)).toBeUndefined();
  });

  it("a Sanity project with a read token: the project, with that token", () => {
    const client = secretLookup(source, { ...project, SANITY_READ_TOKEN: "sk-viewer" });
    expect(client?.config()).toMatchObject({
      projectId: "abc123",
      dataset: "production",
      token: "sk-viewer",
      useCdn: false,
    });
  });

  it("a Sanity project reached at another API host (the Studio tests' stand-in): that host", () => {
    const client = secretLookup(source, {
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
