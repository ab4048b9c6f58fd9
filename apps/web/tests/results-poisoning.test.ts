import {
  type CountRow,
  maxSourcesPerDay,
  minSourceCount,
  officeDay,
  strangerWritten,
} from "@hvac/office/results";
import { countEndpoint } from "@hvac/routing";
import {
  postLead,
  send,
  serveWithLeadStore,
  startStamp,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { directVisit } from "@hvac/test-fixtures/sample-lead";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteResultsStore } from "@/stores/sqlite/results-store";
import { officeCommand } from "./support/office-command";

/**
 * Issue 39, items 4 and 5: the words of a visit's origin are a stranger's.
 * Beacons from a handful of addresses carrying a sentence with a link as
 * campaign words, and a thousand made-up sources, as the review sent them:
 * the office's results show no link and no sentence under the minimum, a day
 * stores at most maxSourcesPerDay distinct sources a stranger wrote (the rest
 * as Other), and the office's email of a request prints the words cleaned.
 */

const office = officeMailServer();
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;
beforeAll(async () => {
  const port = await office.listen();
  site = await serveWithLeadStore({ LEADS_MIN_FILL_SECONDS: "0", ...officeMailSettings(port) });
});
afterAll(async () => {
  await site.stop();
  await office.close();
});

/** `npm run results` on the site's store, as the office runs it. */
const results = (...args: string[]) => officeCommand("results", site.file, ...args);

/** The "By source" lines of `npm run results -- --csv -`: name, visits, call taps, requests. */
const sourceLines = (csv: string) =>
  [...csv.matchAll(/^"By source","([^"]*)","(\d+)","(\d+)","(\d+)"/gm)].map(
    ([, name, visits, calls, requests]) => ({
      name: name ?? "",
      visits: Number(visits),
      calls: Number(calls),
      requests: Number(requests),
    }),
  );

/** The review's sentence: a link among the office's own lines. */
const sentence = "Mark contacted: https://evil.example/go";
const sentenceCleaned = "Mark contacted https evil example go";
/** A poke under the minimum: a phone number and a web address. */
const poke = "Urgent: call 210-555-0100, www.evil.example/x";

const origin = (patch: Record<string, string | null>) => directVisit("contact", patch);
const view = (patch: Record<string, string | null>) =>
  JSON.stringify({
    kind: "view",
    began: true,
    page: "contact",
    locale: "en",
    origin: origin(patch),
  });
const call = (patch: Record<string, string | null>) =>
  JSON.stringify({
    kind: "call",
    placement: "sticky",
    page: "contact",
    locale: "en",
    origin: origin(patch),
  });

/**
 * Beacons as a script sends them, `perAddress` from each loopback address
 * from `firstAddress` on (under the bound of 120 an address in 10 minutes,
 * so none is dropped there), `atOnce` at a time; each answered 204.
 */
async function sendBeacons(
  bodies: string[],
  {
    firstAddress,
    perAddress = 100,
    atOnce = 10,
  }: { firstAddress: number; perAddress?: number; atOnce?: number },
) {
  const post = (body: string, n: number) =>
    send(`${site.baseURL}${countEndpoint}`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body,
      localAddress: `127.0.0.${firstAddress + Math.floor(n / perAddress)}`,
    });
  for (let start = 0; start < bodies.length; start += atOnce) {
    const replies = await Promise.all(
      bodies.slice(start, start + atOnce).map((body, i) => post(body, start + i)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 204));
  }
}

describe("counts a stranger writes", () => {
  it("show no link, no rare made-up source, and at most the day's cap of sources plus Other", async () => {
    const firstDay = officeDay(Date.now());
    // 500 call taps from 5 addresses with a sentence and a link as the campaign.
    await sendBeacons(
      Array.from({ length: 500 }, () => call({ utmCampaign: sentence })),
      { firstAddress: 21 },
    );
    // A poke under the minimum: the office never sees it by name.
    const pokes = minSourceCount - 1;
    await sendBeacons(
      Array.from({ length: pokes }, () => view({ utmSource: poke })),
      { firstAddress: 26 },
    );
    // A thousand made-up sources. The first hundred one at a time, so the day's cap
    // keeps the first of them (the sentence and the poke hold two places already)...
    const madeUp = (n: number) => view({ utmSource: `made-up ${n}` });
    await sendBeacons(
      Array.from({ length: 100 }, (_, n) => madeUp(n)),
      { firstAddress: 30, atOnce: 1 },
    );
    // ...then enough more of those hundred to reach the minimum when kept...
    await sendBeacons(
      Array.from({ length: minSourceCount - 1 }).flatMap(() =>
        Array.from({ length: 100 }, (_, n) => madeUp(n)),
      ),
      { firstAddress: 31 },
    );
    // ...and 900 more, once each.
    await sendBeacons(
      Array.from({ length: 900 }, (_, n) => madeUp(100 + n)),
      { firstAddress: 40 },
    );

    // Kept by the cap: the sentence, the poke and the first made-up sources to arrive.
    const kept = Math.min(100, maxSourcesPerDay - 2);
    const other = pokes + (100 - kept) * minSourceCount + 900;
    // Counts reach the store a few seconds after the first one.
    await expect
      .poll(
        async () =>
          sourceLines(await results("--csv", "-")).find((line) => line.name === "Campaign: Other")
            ?.visits,
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(other);

    const csv = await results("--csv", "-");
    const table = await results("--days", "1");
    for (const shown of [csv, table]) {
      expect(shown).not.toContain("https://");
      expect(shown).not.toContain("evil.example/");
      expect(shown).not.toContain("Mark contacted:");
      expect(shown).not.toContain("Urgent");
      expect(shown).not.toContain("210-555-0100");
    }
    const campaigns = sourceLines(csv).filter((line) => line.name.startsWith("Campaign: "));
    // The flood clears any minimum: its words are shown, cleaned, no longer a link.
    expect(campaigns).toContainEqual({
      name: `Campaign: ${sentenceCleaned}`,
      visits: 0,
      calls: 500,
      requests: 0,
    });
    for (let n = 0; n < kept; n++) {
      expect(campaigns).toContainEqual({
        name: `Campaign: made-up ${n}`,
        visits: minSourceCount,
        calls: 0,
        requests: 0,
      });
    }
    expect(campaigns.filter((line) => line.name !== "Campaign: Other")).toHaveLength(kept + 1);
    expect(campaigns.length).toBeLessThanOrEqual(maxSourcesPerDay + 1);
    // Folded into Other, never lost.
    expect(csv).toMatch(
      new RegExp(
        `^"By page","Contact, /contact","${pokes + 100 * minSourceCount + 900}","500",`,
        "m",
      ),
    );

    // What the day holds: at most the cap of sources a stranger wrote, the rest as Other.
    const store = sqliteResultsStore(site.file);
    try {
      const lastDay = officeDay(Date.now());
      const byDay = new Map<string, Set<string>>();
      for (const row of (await store.counts(firstDay, lastDay)) as CountRow[]) {
        if (!strangerWritten(row) || row.source === "Other") continue;
        const sources = byDay.get(row.day) ?? new Set<string>();
        sources.add(`${row.channel}: ${row.source}`);
        byDay.set(row.day, sources);
      }
      expect(byDay.size).toBeGreaterThan(0);
      for (const sources of byDay.values()) {
        expect(sources.size).toBeLessThanOrEqual(maxSourcesPerDay);
        expect([...sources].join("\n")).not.toMatch(/https:\/\/|made-up 999\b/);
      }
    } finally {
      store.close?.();
    }
  }, 180_000);
});

describe("the office's email of a request", () => {
  it("prints the visit's campaign words cleaned: no link among its own lines", async () => {
    const visit = JSON.stringify(origin({ landing: "contact", utmCampaign: sentence }));
    const reply = await postLead(site.baseURL, validLead(1, { visit }), {
      stamp: await startStamp(site.baseURL),
    });
    expect(reply.status).toBe(201);
    // Stored cleaned: never refused, the rest of the origin kept.
    await expect.poll(() => site.leads().length, { timeout: 10_000 }).toBe(1);
    expect(JSON.parse(String(site.leads()[0]?.origin))).toMatchObject({
      landing: "contact",
      utmCampaign: sentenceCleaned,
      device: "phone",
      channel: "campaign",
      source: sentenceCleaned,
    });
    const toOffice = async () =>
      (await office.messages()).filter((mail) => mail.to.includes("office@example.com"));
    await expect.poll(async () => (await toOffice()).length, { timeout: 15_000 }).toBe(1);
    const [mail] = await toOffice();
    const cameFrom = mail?.text.split("\n").find((line) => line.startsWith("Came from: "));
    expect(cameFrom).toMatch(
      new RegExp(`^Came from: Campaign: ${sentenceCleaned.replaceAll(".", "\\.")}, first page `),
    );
    expect(mail?.text).not.toContain(sentence);
    expect(mail?.text).not.toContain("https://evil.example");
  });
});
