import { describe, expect, it } from "vitest";
import {
  type CountRow,
  officeDay,
  per100,
  type RequestRow,
  resultTables,
  sourceOf,
  type VisitOrigin,
} from "./results";

const visit = (patch: Partial<VisitOrigin> = {}): VisitOrigin => ({
  landing: "home",
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  clickId: null,
  device: "phone",
  ...patch,
});

describe("a visit's source", () => {
  it.each([
    [{}, "direct", "Direct"],
    [{ referrer: "www.google.com" }, "search", "Google"],
    [{ referrer: "google.com.mx" }, "search", "Google"],
    [{ referrer: "www.bing.com" }, "search", "Bing"],
    [{ referrer: "duckduckgo.com" }, "search", "DuckDuckGo"],
    [{ referrer: "l.facebook.com" }, "social", "Facebook"],
    [{ referrer: "nextdoor.com" }, "social", "Nextdoor"],
    [{ referrer: "t.co" }, "social", "X"],
    [{ referrer: "www.yelp.com" }, "social", "Yelp"],
    [{ referrer: "www.sanantonio-hoa.org" }, "referral", "sanantonio-hoa.org"],
    [
      { utmSource: "mailer", utmMedium: "print", utmCampaign: "spring" },
      "campaign",
      "mailer / spring",
    ],
    [{ utmSource: "mailer", referrer: "www.google.com" }, "campaign", "mailer"],
    [{ clickId: "gclid", referrer: "www.google.com" }, "paid", "Google Ads"],
    [{ clickId: "msclkid" }, "paid", "Microsoft Ads"],
    [{ clickId: "fbclid", referrer: "l.facebook.com" }, "paid", "Meta Ads"],
    [{ utmSource: "google", utmMedium: "cpc", utmCampaign: "ac-july" }, "paid", "google / ac-july"],
    [{ utmSource: "facebook", utmMedium: "paid_social" }, "paid", "facebook"],
  ] as Array<[Partial<VisitOrigin>, string, string]>)("%j is %s: %s", (patch, channel, source) => {
    expect(sourceOf(visit(patch))).toEqual({ channel, source });
  });
});

describe("the office's tables", () => {
  const day = "2026-11-20";
  const count = (patch: Partial<CountRow>): CountRow => ({
    day,
    page: "home",
    locale: "en",
    placement: null,
    channel: "search",
    source: "Google",
    views: 0,
    visits: 0,
    calls: 0,
    ...patch,
  });
  const counts = [
    count({ views: 10, visits: 8 }),
    count({ locale: "es", views: 4, visits: 4 }),
    count({ page: "contact", views: 6, visits: 1 }),
    count({ placement: "header", calls: 2 }),
    count({ page: "contact", placement: "text", calls: 1 }),
    count({ channel: "campaign", source: "mailer / spring", views: 3, visits: 3 }),
  ];
  const requests: RequestRow[] = [
    { page: "contact", locale: "en", channel: "search", source: "Google" },
    { page: "contact", locale: "es", channel: "campaign", source: "mailer / spring" },
    { page: "area:serviceArea-seguin", locale: "en", channel: "direct", source: "Direct" },
  ];
  const tables = resultTables(counts, requests);

  it("counts page views, call taps and requests made on each page", () => {
    expect(tables.byPage).toEqual([
      { key: "home", visits: 17, calls: 2, requests: 0 },
      { key: "contact", visits: 6, calls: 1, requests: 2 },
      { key: "area:serviceArea-seguin", visits: 0, calls: 0, requests: 1 },
    ]);
  });

  it("counts the visits each source began, and what they brought", () => {
    expect(tables.bySource).toEqual([
      { key: "Search: Google", visits: 13, calls: 3, requests: 1 },
      { key: "Campaign: mailer / spring", visits: 3, calls: 0, requests: 1 },
      { key: "Direct", visits: 0, calls: 0, requests: 1 },
    ]);
    expect(tables.byLanguage.map((line) => [line.key, line.visits, line.requests])).toEqual([
      ["en", 12, 2],
      ["es", 4, 1],
    ]);
    expect(tables.totals).toEqual({ visits: 16, calls: 3, requests: 3 });
    expect(tables.byPlacement).toEqual([
      { key: "header", calls: 2 },
      { key: "text", calls: 1 },
    ]);
  });

  it("gives calls and requests per 100 visits, and none without visits", () => {
    expect(per100(3, 16)).toBe(18.8);
    expect(per100(1, 0)).toBeNull();
  });
});

describe("the office's day", () => {
  it("is Central Texas time, summer time included", () => {
    // 03:30 UTC is still the evening before in San Antonio (UTC-6 in winter, UTC-5 in summer).
    expect(officeDay(Date.parse("2026-11-21T03:30:00Z"))).toBe("2026-11-20");
    expect(officeDay(Date.parse("2026-07-04T04:30:00Z"))).toBe("2026-07-03");
    expect(officeDay(Date.parse("2026-07-04T05:30:00Z"))).toBe("2026-07-04");
  });
});
