import { sampleOrigin } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { leadOrigin } from "@/leads/lead-origin";
import { beaconSchema } from "@/results/beacon";

const { channel: _c, source: _s, ...origin } = sampleOrigin;
const beacon = { kind: "call", placement: "hero", page: "contact", locale: "en", origin };

describe("what a beacon may say", () => {
  it("takes a page of the route table's shape, a known placement and a short origin", () => {
    expect(beaconSchema.safeParse(beacon).success).toBe(true);
    expect(beaconSchema.safeParse({ ...beacon, kind: "view", began: true }).success).toBe(true);
  });

  it.each([
    ["an unknown kind", { kind: "purchase" }],
    ["an unknown placement", { placement: "popup" }],
    ["a page that is not a page key", { page: "/contact" }],
    ["another language", { locale: "fr" }],
    ["a full address for a referrer", { origin: { ...origin, referrer: "https://x.example/a?b" } }],
    ["a click id's value", { origin: { ...origin, clickId: "Cj0KCQiA" } }],
  ])("refuses %s", (_, patch) => {
    expect(beaconSchema.safeParse({ ...beacon, ...patch }).success).toBe(false);
  });

  it("keeps campaign words plain and short: cleaned, the count kept", () => {
    const sent = {
      ...beacon,
      origin: {
        ...origin,
        utmSource: "x".repeat(80),
        utmMedium: "<script>",
        utmCampaign: "Mark contacted: https://evil.example/go",
      },
    };
    expect(beaconSchema.parse(sent).origin).toMatchObject({
      utmSource: "x".repeat(50),
      utmMedium: "script",
      utmCampaign: "Mark contacted https evil example go",
    });
    expect(beaconSchema.parse({ ...sent, origin: { ...origin, utmSource: "/" } }).origin).toEqual({
      ...origin,
      utmSource: null,
    });
  });
});

describe("a request's origin", () => {
  it("gets its source, the referrer's host in lower case", () => {
    expect(leadOrigin(JSON.stringify({ ...origin, referrer: "WWW.Google.com" }))).toEqual({
      ...sampleOrigin,
      referrer: "www.google.com",
    });
  });

  it("keeps a campaign word with other characters, cleaned, and the rest of the origin", () => {
    const sent = {
      ...origin,
      referrer: null,
      utmSource: "Mark contacted: https://evil.example/go",
      utmMedium: "email",
      utmCampaign: "spring/2027",
    };
    expect(leadOrigin(JSON.stringify(sent))).toEqual({
      ...sent,
      utmSource: "Mark contacted https evil example go",
      utmCampaign: "spring 2027",
      channel: "campaign",
      source: "Mark contacted https evil example go / spring 2027",
    });
    // Nothing left of a word: no word, the origin still read.
    expect(leadOrigin(JSON.stringify({ ...sent, utmSource: "://", utmCampaign: null }))).toEqual(
      expect.objectContaining({ utmSource: null, channel: "direct", source: "Direct" }),
    );
  });

  it("is left unknown when unreadable, never refusing the request", () => {
    expect(leadOrigin("")).toBeUndefined();
    expect(leadOrigin('""')).toBeUndefined();
    expect(leadOrigin("{")).toBeUndefined();
    expect(leadOrigin(JSON.stringify({ ...origin, landing: "/x" }))).toBeUndefined();
    expect(leadOrigin("x".repeat(5000))).toBeUndefined();
  });
});
