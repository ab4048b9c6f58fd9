import { describe, expect, it } from "vitest";
import { campaignWord } from "./campaign-word";
import {
  type CountRow,
  cappedSource,
  daySources,
  minSourceCount,
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

describe("a campaign word", () => {
  it.each([
    ["spring", "spring"],
    ["  mailer ", "mailer"],
    ["paid_social", "paid_social"],
    // A dotted name reads as words, not an address; a phone number goes.
    ["ac-july.2027", "ac-july 2027"],
    ["www.evil.com", "www evil com"],
    ["Call 210 555 9999 now", "Call now"],
    ["call 210-555-9999", "call"],
    // Look-alike forms are folded first: full-width and mathematical letters and digits.
    ["ｗｗｗ．ｅｖｉｌ．ｃｏｍ", "www evil com"],
    ["２１０５５５９９９９", null],
    ["𝟐𝟏𝟎𝟓𝟓𝟓𝟗𝟗𝟗𝟗 offer", "offer"],
    ["spring/2027", "spring 2027"],
    ["campaña de otoño", "campaña de otoño"],
    // Decomposed accents are composed first, then kept.
    ["campan\u0303a", "campaña"],
    ["Mark contacted: https://evil.example/go", "Mark contacted https evil example go"],
    ["<script>alert(1)</script>", "script alert 1 script"],
    ["line\r\nbreak\ttab", "line break tab"],
    ["a꞉b ʼc", "a b c"],
    ["://", null],
    ["", null],
    [null, null],
  ])("%j is kept as %j", (value, kept) => {
    expect(campaignWord(value)).toBe(kept);
  });

  it("is cut to 50 characters, never in the middle of one", () => {
    expect(campaignWord("x".repeat(80))).toBe("x".repeat(50));
    expect(campaignWord("𠀀".repeat(60))).toBe("𠀀".repeat(50));
    expect(campaignWord(`${"x".repeat(49)} y`)).toBe("x".repeat(49));
  });

  it("is the same cleaned again", () => {
    const once = campaignWord("Mark contacted: https://evil.example/go?x=1#y");
    expect(campaignWord(once)).toBe(once);
  });

  it("is cleaned in a source, whoever calls", () => {
    expect(sourceOf(visit({ utmCampaign: "Mark contacted: https://evil.example/go" }))).toEqual({
      channel: "campaign",
      source: "Mark contacted https evil example go",
    });
    expect(sourceOf(visit({ utmSource: "g", utmMedium: " cpc " }))).toEqual({
      channel: "paid",
      source: "g",
    });
  });
});

describe("a day's sources", () => {
  const row = (channel: CountRow["channel"], source: string) => ({ channel, source });

  it("stop at the cap for those a stranger writes; the rest are their channel's Other", () => {
    const known = daySources([row("campaign", "mailer / spring"), row("campaign", "Other")]);
    expect(known.size).toBe(1);
    expect(cappedSource(row("referral", "hoa.org"), known, 3)).toBe("hoa.org");
    expect(cappedSource(row("paid", "google / ac-july"), known, 3)).toBe("google / ac-july");
    expect(cappedSource(row("campaign", "made-up 1"), known, 3)).toBe("Other");
    expect(cappedSource(row("referral", "made-up.example"), known, 3)).toBe("Other");
    // Those already counted go on counting.
    expect(cappedSource(row("campaign", "mailer / spring"), known, 3)).toBe("mailer / spring");
    expect(cappedSource(row("referral", "hoa.org"), known, 3)).toBe("hoa.org");
    expect(known.size).toBe(3);
  });

  it("never cap the site's own names", () => {
    const known = new Set(["campaign\na", "campaign\nb"]);
    for (const [channel, source] of [
      ["search", "Google"],
      ["social", "Nextdoor"],
      ["paid", "Google Ads"],
      ["direct", "Direct"],
      ["unknown", "Not known"],
    ] as const) {
      expect(cappedSource(row(channel, source), known, 2)).toBe(source);
    }
    expect(known.size).toBe(2);
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
    // A request: the office sees the source by name, whatever its visits (minSourceCount).
    count({ channel: "campaign", source: "mailer / spring", views: 4, visits: 4 }),
  ];
  const requests: RequestRow[] = [
    { page: "contact", locale: "en", channel: "search", source: "Google" },
    { page: "contact", locale: "es", channel: "campaign", source: "mailer / spring" },
    { page: "area:serviceArea-seguin", locale: "en", channel: "direct", source: "Direct" },
  ];
  const tables = resultTables(counts, requests);

  it("counts page views, call taps and requests made on each page", () => {
    expect(tables.byPage).toEqual([
      { key: "home", visits: 18, calls: 2, requests: 0, bookings: 0 },
      { key: "contact", visits: 6, calls: 1, requests: 2, bookings: 0 },
      { key: "area:serviceArea-seguin", visits: 0, calls: 0, requests: 1, bookings: 0 },
    ]);
  });

  it("counts the visits each source began, and what they brought", () => {
    expect(tables.bySource).toEqual([
      { key: "Search: Google", visits: 13, calls: 3, requests: 1, bookings: 0 },
      { key: "Campaign: mailer / spring", visits: 4, calls: 0, requests: 1, bookings: 0 },
      { key: "Direct", visits: 0, calls: 0, requests: 1, bookings: 0 },
    ]);
    expect(tables.byLanguage.map((line) => [line.key, line.visits, line.requests])).toEqual([
      ["en", 13, 2],
      ["es", 4, 1],
    ]);
    expect(tables.totals).toEqual({ visits: 17, calls: 3, requests: 3, bookings: 0 });
    expect(tables.byPlacement).toEqual([
      { key: "header", calls: 2 },
      { key: "text", calls: 1 },
    ]);
  });

  it(`name a source a stranger writes only from ${minSourceCount} visits and call taps, or a request; the rest is its channel's Other`, () => {
    const folded = resultTables(
      [
        count({ channel: "campaign", source: "mailer / spring", visits: 3, calls: 1 }),
        count({ channel: "campaign", source: "Mark contacted https evil.example go", calls: 4 }),
        count({ channel: "campaign", source: "made-up 1", visits: 1 }),
        count({ channel: "campaign", source: "Other", visits: 2 }),
        count({ channel: "referral", source: "hoa.org", visits: 4, calls: 1 }),
        count({ channel: "referral", source: "spam.example", visits: 1 }),
        count({ channel: "paid", source: "google / ac-july", visits: 2 }),
        count({ channel: "paid", source: "Meta Ads", visits: 1 }),
        count({ channel: "social", source: "Nextdoor", visits: 1 }),
      ],
      [
        // A request is in the office's leads: its source is named, however few its visits.
        { page: "contact", locale: "en", channel: "campaign", source: "mailer / spring" },
        { page: "contact", locale: "en", channel: "referral", source: "lone.example" },
      ],
    );
    expect(folded.bySource).toEqual([
      { key: "Another site: hoa.org", visits: 4, calls: 1, requests: 0, bookings: 0 },
      { key: "Campaign: Other", visits: 3, calls: 4, requests: 0, bookings: 0 },
      { key: "Campaign: mailer / spring", visits: 3, calls: 1, requests: 1, bookings: 0 },
      { key: "Paid ads: Other", visits: 2, calls: 0, requests: 0, bookings: 0 },
      { key: "Another site: Other", visits: 1, calls: 0, requests: 0, bookings: 0 },
      { key: "Paid ads: Meta Ads", visits: 1, calls: 0, requests: 0, bookings: 0 },
      { key: "Social: Nextdoor", visits: 1, calls: 0, requests: 0, bookings: 0 },
      { key: "Another site: lone.example", visits: 0, calls: 0, requests: 1, bookings: 0 },
    ]);
    // Folding moves lines, never counts.
    expect(folded.totals).toEqual({ visits: 15, calls: 6, requests: 2, bookings: 0 });
  });

  it("show a source stored with other characters cleaned, added to the same source stored clean", () => {
    const cleaned = resultTables(
      [
        count({ channel: "campaign", source: "mailer / spring/2027", visits: 3 }),
        count({ channel: "campaign", source: "mailer / spring 2027", visits: 2 }),
        count({ channel: "campaign", source: "<>:// / ?!", visits: 9 }),
        count({ channel: "paid", source: "google / ac:july", visits: 6 }),
      ],
      [],
    );
    expect(cleaned.bySource.map((line) => [line.key, line.visits])).toEqual([
      ["Campaign: Other", 9],
      ["Paid ads: google / ac july", 6],
      ["Campaign: mailer / spring 2027", 5],
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

describe("online booking in the results", () => {
  it("counts the visits booked online beside the requests, and the booking's steps", () => {
    const shown = {
      day: "2026-11-20",
      page: "booking",
      locale: "es" as const,
      placement: null,
      channel: "unknown" as const,
      source: "Not known",
      views: 0,
      visits: 0,
      calls: 0,
      windows: 9,
    };
    const request = { page: "booking", locale: "es" as const, channel: "campaign" as const };
    const tables = resultTables(
      [shown],
      [
        { ...request, source: "google / book", booking: "booked" },
        { ...request, source: "google / book", booking: "booked" },
        { ...request, source: "google / book", booking: "wanted" },
        { ...request, page: "contact", source: "google / book", booking: null },
      ],
    );
    expect(tables.booking).toEqual({ shown: 9, sent: 3, booked: 2 });
    expect(tables.totals).toMatchObject({ requests: 4, bookings: 2 });
    // The Google profile's Book button's own source, a campaign's words: its bookings by name.
    expect(tables.bySource).toContainEqual(
      expect.objectContaining({ key: "Campaign: google / book", requests: 4, bookings: 2 }),
    );
    expect(tables.byPage.find((line) => line.key === "booking")).toMatchObject({ bookings: 2 });
    expect(tables.byLanguage).toEqual([
      expect.objectContaining({ key: "es", requests: 4, bookings: 2 }),
    ]);
  });
});
