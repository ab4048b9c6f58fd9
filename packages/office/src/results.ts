import { campaignWord } from "./campaign-word";

/**
 * What each page brings, counted first-party and without a cookie: the
 * words shared by the site (which counts), `npm run results` and the
 * Studio's Results view (which show the counts). Counts are daily
 * aggregates (day x page x language x placement x source): no address, no
 * user agent, no identifier is kept.
 */

/** Where on a page a call link sits: a call tap is counted with it. */
export const placements = ["header", "hero", "sticky", "callBand", "text", "footer"] as const;
export type Placement = (typeof placements)[number];

/** How the office reads a placement. */
export const placementTitles: Record<Placement, string> = {
  header: "Header",
  hero: "Top of page",
  sticky: "Sticky call bar",
  callBand: "Call band",
  text: "In the text",
  footer: "Footer",
};

/**
 * The kind of source a visit began from. "call": a text the caller sent
 * after a missed call to one of the office's numbers (its source is the
 * number's channel, calls.ts). "unknown": a request sent without
 * JavaScript (the server sees only the page it came from).
 */
export const channels = [
  "paid",
  "campaign",
  "search",
  "social",
  "referral",
  "direct",
  "call",
  "unknown",
] as const;
export type Channel = (typeof channels)[number];

export const channelTitles: Record<Channel, string> = {
  paid: "Paid ads",
  campaign: "Campaign",
  search: "Search",
  social: "Social",
  referral: "Another site",
  direct: "Direct",
  call: "Missed call",
  unknown: "Not known",
};

/** The click ids ad platforms add to a landing address, and whose ads they mark. */
export const clickIds = {
  gclid: "Google Ads",
  msclkid: "Microsoft Ads",
  fbclid: "Meta Ads",
} as const;
export type ClickId = keyof typeof clickIds;

export const devices = ["phone", "desktop"] as const;
export type Device = (typeof devices)[number];

/**
 * Where a visit began, as the browser tab keeps it until a request is sent:
 * the landing page (a route-table page key), the referring site's host only,
 * the campaign's utm_* words, the click id's kind (never its value) and the
 * kind of device.
 */
export interface VisitOrigin {
  landing: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  clickId: ClickId | null;
  device: Device | null;
}

/** A visit's origin with its source, as a stored request records it. */
export interface LeadOrigin extends VisitOrigin {
  channel: Channel;
  /** The source as the office reads it: "Google Ads", "mailer / spring", "Google", "nextdoor.com". */
  source: string;
}

const searchEngines: Array<[RegExp, string]> = [
  [/(^|\.)google\.[a-z.]+$/, "Google"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)yahoo\.com$/, "Yahoo"],
  [/(^|\.)ecosia\.org$/, "Ecosia"],
  [/(^|\.)search\.brave\.com$/, "Brave"],
];

const socialSites: Array<[RegExp, string]> = [
  [/(^|\.)(facebook\.com|fb\.me)$/, "Facebook"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)nextdoor\.com$/, "Nextdoor"],
  [/(^|\.)(x\.com|twitter\.com|t\.co)$/, "X"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "LinkedIn"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "YouTube"],
  [/(^|\.)tiktok\.com$/, "TikTok"],
  [/(^|\.)reddit\.com$/, "Reddit"],
  [/(^|\.)pinterest\.com$/, "Pinterest"],
  [/(^|\.)yelp\.com$/, "Yelp"],
];

/** utm_medium values that mean a paid click. */
const paidMedia = /^(cpc|ppc|paid|paidsearch|paid[-_ ]?search|paid[-_ ]?social|cpm|display)$/i;

const named = (host: string, sites: Array<[RegExp, string]>) =>
  sites.find(([pattern]) => pattern.test(host))?.[1];

/**
 * The source of a visit: a click id or a paid medium first (the ad was paid
 * for), then the campaign's own words, then the referring site (a search
 * engine, a social site, another site), else direct.
 */
export function sourceOf(origin: VisitOrigin): Pick<LeadOrigin, "channel" | "source"> {
  // The words are cleaned where they are read (lead-origin.ts); again here, whoever calls.
  const campaign = [campaignWord(origin.utmSource), campaignWord(origin.utmCampaign)]
    .filter(Boolean)
    .join(" / ");
  const medium = campaignWord(origin.utmMedium);
  if (origin.clickId) return { channel: "paid", source: clickIds[origin.clickId] };
  if (medium && paidMedia.test(medium)) {
    return { channel: "paid", source: campaign || medium };
  }
  if (campaign) return { channel: "campaign", source: campaign };
  const host = origin.referrer?.replace(/^www\./, "");
  if (!host) return { channel: "direct", source: channelTitles.direct };
  const search = named(host, searchEngines);
  if (search) return { channel: "search", source: search };
  const social = named(host, socialSites);
  if (social) return { channel: "social", source: social };
  return { channel: "referral", source: host };
}

/** A request sent without JavaScript: the server knows only the page it was sent from. */
export const unknownOrigin = (page: string): LeadOrigin => ({
  landing: page,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  clickId: null,
  device: null,
  channel: "unknown",
  source: channelTitles.unknown,
});

/** The office's clock: days of the counts and the weekly email's Monday are Central Texas time. */
export const officeTimeZone = "America/Chicago";

/** The office's calendar day of a moment, YYYY-MM-DD. */
export function officeDay(at: Date | number, timeZone = officeTimeZone): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** Counts are kept this many months, then deleted (the privacy policy says so). */
export const countsKeptMonths = 25;

/** One day's count of one page, language, placement and source. */
export interface CountRow {
  /** YYYY-MM-DD, in the office's time zone. */
  day: string;
  page: string;
  locale: "en" | "es";
  /** The call link's placement; null for page visits. */
  placement: Placement | null;
  channel: Channel;
  source: string;
  /** Times the page was shown. */
  views: number;
  /** Visits that began on the page. */
  visits: number;
  /** Taps on a call link. */
  calls: number;
  /** Times the booking's open times were shown with a window to pick (page "booking"); none before booking. */
  windows?: number;
}

/** One request (suspected spam left out), as the results count it. */
export interface RequestRow {
  page: string;
  locale: "en" | "es";
  channel: Channel;
  source: string;
  /** Sent with an arrival window: "booked" when it took a place (moved, cancelled or done since too), "wanted" when it was full. */
  booking?: "booked" | "wanted" | null;
}

export interface ResultLine {
  /** The page key, the source, the language or the placement. */
  key: string;
  visits: number;
  calls: number;
  requests: number;
  /** Requests that booked a visit online. */
  bookings: number;
}

/** The booking's steps: open times shown with a window to pick, requests sent with a window, visits booked. */
export interface BookingFunnel {
  shown: number;
  sent: number;
  booked: number;
}

export interface ResultTables {
  totals: Omit<ResultLine, "key">;
  booking: BookingFunnel;
  /** Visits here are the page's views; calls and requests were made on the page. */
  byPage: ResultLine[];
  /** Visits that began from each source, and what they brought. */
  bySource: ResultLine[];
  /** Visits that began in each language, and what they brought. */
  byLanguage: ResultLine[];
  /** Call taps by where the link sits. */
  byPlacement: Array<{ key: Placement; calls: number }>;
}

/** A source with its kind, as one key: "Paid ads: Google Ads", "Direct". */
export const sourceKey = (row: { channel: Channel; source: string }) =>
  row.source === channelTitles[row.channel]
    ? row.source
    : `${channelTitles[row.channel]}: ${row.source}`;

/**
 * Whether a source's words were chosen by whoever sent the visit: campaign
 * words (a campaign, or a paid medium without a click id) and referring
 * sites. The others are the site's own names (search engines, social sites,
 * click ids, Direct), a short list a stranger cannot add to.
 */
export function strangerWritten(row: { channel: Channel; source: string }): boolean {
  if (row.channel === "campaign" || row.channel === "referral") return true;
  return row.channel === "paid" && !Object.values<string>(clickIds).includes(row.source);
}

/** The source of a channel's sources over a cap, or too rare to show: "Campaign: Other". */
const otherSource = "Other";

/**
 * Distinct stranger-written sources (channel and source) counted a day; a new
 * one past these is counted as its channel's Other. A contractor's campaigns
 * and the sites that link to it make a few a day, a dozen or two on a busy
 * one: 50 leaves room for every real one, and holds what a flood of made-up
 * sources can add to about 50 x pages x languages x placements rows a day
 * (not 1,000 rows for 1,000 strings, kept 25 months). Sources already
 * counted that day go on counting; the site's own names are never capped.
 */
export const maxSourcesPerDay = 50;

const pairOf = (row: { channel: Channel; source: string }) => `${row.channel}\n${row.source}`;

/** The day's distinct stranger-written sources in `rows` (its Others left out), for `cappedSource`. */
export function daySources(rows: Iterable<{ channel: Channel; source: string }>): Set<string> {
  const pairs = new Set<string>();
  for (const row of rows) {
    if (strangerWritten(row) && row.source !== otherSource) pairs.add(pairOf(row));
  }
  return pairs;
}

/**
 * The source a count row is counted under: its own, or its channel's Other
 * when it would be a new stranger-written source of a day that holds
 * `max` of them already. `known` (the day's sources, from `daySources`)
 * takes the new one.
 */
export function cappedSource(
  row: { channel: Channel; source: string },
  known: Set<string>,
  max = maxSourcesPerDay,
): string {
  if (!strangerWritten(row) || row.source === otherSource) return row.source;
  const pair = pairOf(row);
  if (known.has(pair)) return row.source;
  if (known.size >= max) return otherSource;
  known.add(pair);
  return row.source;
}

/**
 * Visits, call taps and requests a stranger-written source brings over the
 * period shown before the office's views name it; under it, it is its
 * channel's Other (still counted). One person's poke at the site (a visit, a
 * tap) stays under 5; a real campaign or a site that sends customers passes
 * it within a week. A source that brought a request is always named: the
 * request is in the office's leads, with its source, for the office to judge. A flood of beacons passes it too, with
 * words limited to letters, digits, spaces, dots, hyphens and underscores.
 */
export const minSourceCount = 5;

/**
 * A stored source as the office reads it: campaign words and hosts limited to
 * the characters the site keeps now (campaign-word.ts; a row stored before
 * is cleaned the same way, part by part around the " / " sourceOf joins with).
 */
function cleanSource(row: { channel: Channel; source: string }): string {
  if (!strangerWritten(row)) return row.source;
  // Another site is named by its host (its dots are the name); never one holding a number to call.
  if (row.channel === "referral") {
    return /^[a-z0-9.-]+$/.test(row.source) && !/\d{7}/.test(row.source.replace(/[.-]/g, ""))
      ? row.source
      : otherSource;
  }
  const words = row.source.split(" / ").map(campaignWord).filter(Boolean);
  return words.join(" / ") || otherSource;
}

/** "1 visit", "3 call taps": the totals as a sentence says them. */
export function totalsSentence(totals: Omit<ResultLine, "key">): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    count(totals.visits, "visit", "visits"),
    count(totals.calls, "call tap", "call taps"),
    count(totals.requests, "request", "requests"),
    count(totals.bookings, "visit booked online", "visits booked online"),
  ].join(", ");
}

/** Calls or requests per 100 visits, one decimal; none without visits. */
export const per100 = (count: number, visits: number) =>
  visits > 0 ? Math.round((count / visits) * 1000) / 10 : null;

function tally<R>(
  rows: readonly R[],
  keyOf: (row: R) => string,
  add: (line: ResultLine, row: R) => void,
) {
  const lines = new Map<string, ResultLine>();
  for (const row of rows) {
    const key = keyOf(row);
    let line = lines.get(key);
    if (!line) {
      line = { key, visits: 0, calls: 0, requests: 0, bookings: 0 };
      lines.set(key, line);
    }
    add(line, row);
  }
  return lines;
}

/** Joins request lines into count lines (a page with requests but no counted visit shows too). */
function merged(
  counts: Map<string, ResultLine>,
  requests: readonly RequestRow[],
  keyOf: (row: RequestRow) => string,
): ResultLine[] {
  const add = (line: ResultLine, row: RequestRow) => {
    line.requests++;
    if (row.booking === "booked") line.bookings++;
  };
  for (const [key, line] of tally(requests, keyOf, add)) {
    const counted = counts.get(key);
    if (counted) {
      counted.requests += line.requests;
      counted.bookings += line.bookings;
    } else counts.set(key, line);
  }
  return [...counts.values()].sort(
    (a, b) =>
      b.visits - a.visits ||
      b.calls + b.requests - (a.calls + a.requests) ||
      a.key.localeCompare(b.key),
  );
}

/**
 * The rows with their sources as the office's views name them: cleaned, and
 * a stranger-written source that brought no request and fewer than
 * minSourceCount visits and call taps in the period folded into its
 * channel's Other.
 */
function shownSources(counts: readonly CountRow[], requests: readonly RequestRow[]) {
  const clean = <Row extends CountRow | RequestRow>(row: Row): Row => ({
    ...row,
    source: cleanSource(row),
  });
  const cleanCounts = counts.map(clean);
  const cleanRequests = requests.map(clean);
  const brought = new Map<string, number>();
  const add = (row: CountRow | RequestRow, n: number) =>
    brought.set(sourceKey(row), (brought.get(sourceKey(row)) ?? 0) + n);
  for (const row of cleanCounts) add(row, row.visits + row.calls);
  for (const row of cleanRequests) add(row, minSourceCount);
  const fold = <Row extends CountRow | RequestRow>(row: Row): Row =>
    strangerWritten(row) && (brought.get(sourceKey(row)) ?? 0) < minSourceCount
      ? { ...row, source: otherSource }
      : row;
  return { counts: cleanCounts.map(fold), requests: cleanRequests.map(fold) };
}

/**
 * The office's tables from the day counts and the requests of the same days.
 * By source, a stranger-written source shows only from minSourceCount up.
 */
export function resultTables(
  counts: readonly CountRow[],
  requests: readonly RequestRow[],
): ResultTables {
  const byPage = merged(
    tally(
      counts,
      (row) => row.page,
      (line, row) => {
        line.visits += row.views;
        line.calls += row.calls;
      },
    ),
    requests,
    (row) => row.page,
  );
  const shown = shownSources(counts, requests);
  const bySource = merged(
    tally(shown.counts, sourceKey, (line, row) => {
      line.visits += row.visits;
      line.calls += row.calls;
    }),
    shown.requests,
    sourceKey,
  );
  const byLanguage = merged(
    tally(
      counts,
      (row) => row.locale,
      (line, row) => {
        line.visits += row.visits;
        line.calls += row.calls;
      },
    ),
    requests,
    (row) => row.locale,
  );
  const calls = new Map<Placement, number>();
  for (const row of counts) {
    if (row.placement && row.calls > 0)
      calls.set(row.placement, (calls.get(row.placement) ?? 0) + row.calls);
  }
  const totals = byLanguage.reduce(
    (sum, line) => ({
      visits: sum.visits + line.visits,
      calls: sum.calls + line.calls,
      requests: sum.requests + line.requests,
      bookings: sum.bookings + line.bookings,
    }),
    { visits: 0, calls: 0, requests: 0, bookings: 0 },
  );
  return {
    totals,
    booking: {
      shown: counts.reduce((sum, row) => sum + (row.windows ?? 0), 0),
      sent: requests.filter((row) => row.booking).length,
      booked: totals.bookings,
    },
    byPage,
    bySource,
    byLanguage,
    byPlacement: placements
      .filter((key) => calls.has(key))
      .map((key) => ({ key, calls: calls.get(key) ?? 0 })),
  };
}

const channelOf = (value: unknown): Channel =>
  channels.find((channel) => channel === value) ?? "unknown";
const placementOf = (value: unknown): Placement | null =>
  placements.find((placement) => placement === value) ?? null;
const localeOf = (value: unknown): "en" | "es" => (value === "es" ? "es" : "en");

/** Day counts as Sanity holds them (results-queries.ts, countRowsQuery), one row each. */
export function countRowsFrom(
  documents: ReadonlyArray<{
    day: string | null;
    rows: ReadonlyArray<Partial<Record<keyof CountRow, unknown>>> | null;
  }>,
): CountRow[] {
  return documents.flatMap(({ day, rows }) =>
    (rows ?? []).map((row) => ({
      day: day ?? "",
      page: String(row.page ?? ""),
      locale: localeOf(row.locale),
      placement: placementOf(row.placement),
      channel: channelOf(row.channel),
      source: String(row.source ?? ""),
      views: Number(row.views ?? 0),
      visits: Number(row.visits ?? 0),
      calls: Number(row.calls ?? 0),
      windows: Number(row.windows ?? 0),
    })),
  );
}

/**
 * Requests as a store reads them; one stored before origins were recorded
 * came from "Not known". `visit` is the status of the visit it booked online.
 */
export function requestRowsFrom(
  rows: ReadonlyArray<{
    page: unknown;
    locale: unknown;
    channel: unknown;
    source: unknown;
    visit?: unknown;
  }>,
): RequestRow[] {
  return rows.map((row) => ({
    page: String(row.page ?? ""),
    locale: localeOf(row.locale),
    channel: channelOf(row.channel),
    source: row.source == null ? channelTitles.unknown : String(row.source),
    booking: row.visit == null ? null : row.visit === "wanted" ? "wanted" : "booked",
  }));
}
