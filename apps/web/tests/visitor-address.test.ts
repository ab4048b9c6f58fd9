import { postLead, serveWithLeadStore, validLead } from "@hvac/test-fixtures/harness/lead-requests";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A site reached directly (`npm start`, `docker run -p 3000:3000`) with the
 * default settings: no proxy stands in front, so the visitor is the
 * connection, whatever it writes into x-forwarded-for.
 */

let site: Awaited<ReturnType<typeof serveWithLeadStore>>;

beforeAll(async () => {
  site = await serveWithLeadStore();
});
afterAll(() => site.stop());

describe("a visitor writing its own x-forwarded-for", () => {
  it("sends eight requests as eight made-up addresses and is held as one burst", async () => {
    for (let n = 1; n <= 8; n++) {
      const reply = await postLead(site.baseURL, validLead(n), {
        localAddress: "127.0.0.70",
        headers: { "x-forwarded-for": `203.0.113.${n}` },
        json: false,
      });
      expect(reply.status).toBe(303);
    }
    const reasons = [...Array(8).keys()].map(
      (n) => site.leads().find((lead) => lead.email === validLead(n + 1).email)?.spam_reason,
    );
    expect(reasons).toEqual([null, null, null, null, null, null, "burst", "burst"]);
  });

  it("leaves another connection its own count", async () => {
    const reply = await postLead(site.baseURL, validLead(20), {
      localAddress: "127.0.0.71",
      headers: { "x-forwarded-for": "127.0.0.70" },
      json: false,
    });
    expect(reply.status).toBe(303);
    expect(site.leads().find((lead) => lead.email === validLead(20).email)).toMatchObject({
      spam_reason: null,
    });
  });
});
