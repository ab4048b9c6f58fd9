import { formResultPaths } from "@hvac/routing";
import { postLead, serveWithLeadStore, validLead } from "@hvac/test-fixtures/harness/lead-requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Another site's page posting the request form on a visitor's behalf, from a
 * browser that sends Origin but no Sec-Fetch-Site; and the site's own form
 * without JavaScript, which must keep working.
 */

let site: Awaited<ReturnType<typeof serveWithLeadStore>>;

beforeAll(async () => {
  site = await serveWithLeadStore();
});
afterAll(() => site.stop());

const stored = (n: number) => site.leads().filter((lead) => lead.email === validLead(n).email);

describe("a post from another site's page", () => {
  it("is refused by its Origin alone, and nothing is stored", async () => {
    const reply = await postLead(site.baseURL, validLead(1), {
      headers: { origin: "https://evil.example" },
    });
    expect(reply.status).toBe(400);
    expect(stored(1)).toEqual([]);
  });
});

describe("the site's own form without JavaScript", () => {
  it("is received, with its own Origin", async () => {
    const reply = await postLead(site.baseURL, validLead(2), {
      headers: { origin: site.baseURL, "sec-fetch-site": "same-origin" },
      json: false,
    });
    expect(reply.status).toBe(303);
    expect(String(reply.headers.location)).toContain(formResultPaths.received.en);
    expect(stored(2)).toHaveLength(1);
  });

  it("is received from a browser that sends Origin and no Sec-Fetch-Site", async () => {
    const reply = await postLead(site.baseURL, validLead(3), {
      headers: { origin: site.baseURL },
      json: false,
    });
    expect(reply.status).toBe(303);
    expect(stored(3)).toHaveLength(1);
  });
});
