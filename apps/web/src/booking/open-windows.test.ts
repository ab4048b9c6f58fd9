import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { starterBookingSettings } from "@hvac/office/booking-settings";
import { openWindowsEndpoint } from "@hvac/routing";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openWindowsLane } from "@/booking/open-windows-lane";
import type { OpenWindows } from "@/booking/worded-windows";
import { pendingCounts } from "@/results/pending-counts";
import { serverPart } from "@/server/server-context";
import { readSettings } from "@/server/settings";
import { leadStore, resultsStore } from "@/stores/server-stores";
import { provideServerContext } from "../../tests/support/test-server-context";

/**
 * The open times the booking page asks for with JavaScript, as the front door
 * answers them ahead of Next (scripts/front-door.mjs): the server's own desk,
 * on the starter content's towns and week, its store and its Results counts.
 */
const folder = mkdtempSync(join(tmpdir(), "open-windows-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Monday 2026-11-30, 06:00 in San Antonio (the same date in UTC): today's windows are open at two hours' notice.
const now = Date.parse("2026-11-30T12:00:00Z");
const today = "2026-11-30";
const minute = 60_000;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

let servers = 0;
/** A server of these settings (its own store), its lanes opened as at its start. */
function serve(env: Record<string, string> = {}) {
  provideServerContext(
    readSettings({ LEADS_DB_FILE: join(folder, `leads-${++servers}.sqlite`), ...env }),
  );
  openWindowsLane();
}

/** The front door's answer to a GET of the open times, from the visitor at `address`. */
async function ask(query: string, address = "203.0.113.7", headers: Record<string, string> = {}) {
  const lane = serverPart("fastLanes", () => new Map()).get(openWindowsEndpoint);
  if (lane?.method !== "GET") throw new Error("The front door answers no GET of the open times");
  const answer = await lane.answer(
    new URLSearchParams(query),
    new Headers({ "x-forwarded-for": address, ...headers }),
  );
  if (typeof answer === "number") throw new Error(`answered ${answer} alone`);
  return answer;
}
const open = async (query: string, address?: string, headers?: Record<string, string>) =>
  (await (await ask(query, address, headers)).json()) as OpenWindows;

/** Visits booked in `window` through the store, as the request form books them. */
async function book(window: string, visits: number) {
  for (let i = 0; i < visits; i++) {
    const lead = sampleLead({ id: `lead-${window}-${i}`, email: `v${i}-${window}@example.com` });
    await leadStore().save(lead, {
      duplicateKey: lead.id,
      steps: [],
      visit: { window, service: "service:servicePage-acRepair", visits },
    });
  }
}

/** The open times counted as shown today in the Results, by page and language. */
async function shownToday() {
  await pendingCounts().flush();
  const rows = await resultsStore().counts(today, today);
  return rows
    .filter((row) => (row.windows ?? 0) > 0)
    .map((row) => [row.page, row.locale, row.windows])
    .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
}

describe("the open times the booking page asks for", () => {
  it("are the range's days in Spanish, full windows and closed days said so, kept by no cache and indexed by no search engine", async () => {
    serve();
    await book("2026-11-30T08:00-12:00", 3);
    const answer = await ask("service=servicePage-acRepair&zip=78112-1234&locale=es");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("application/json");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    const times = (await answer.json()) as OpenWindows;
    if (times.kind !== "windows") throw new Error(`no windows: ${JSON.stringify(times)}`);
    // The ZIP code's five digits: the one the visit is booked at.
    expect(times.zip).toBe("78112");
    // Two weeks from today, Sundays closed.
    expect(times.days.map((day) => day.day)).toHaveLength(14);
    expect(times.days.filter((day) => day.status === "Cerrado").map((day) => day.day)).toEqual([
      "2026-12-06",
      "2026-12-13",
    ]);
    expect(times.days[0]).toMatchObject({
      day: today,
      legend: "lunes, 30 de noviembre",
      status: "Disponible",
      unavailable: false,
      windows: [
        { key: "2026-11-30T08:00-12:00", openings: "Completo", full: true },
        { key: "2026-11-30T12:00-16:00", openings: "quedan 3", full: false },
      ],
    });
  });

  it("are in English when asked in English, or in a language the site does not write", async () => {
    serve();
    for (const locale of ["en", "fr", ""]) {
      const times = await open(`service=servicePage-heatPump&zip=78114&locale=${locale}`);
      expect(times).toMatchObject({ kind: "windows", zip: "78114" });
      if (times.kind !== "windows") continue;
      expect(times.days[0]).toMatchObject({ legend: "Monday, November 30", status: "Open" });
    }
  });

  it("are none for a ZIP code of no town, a service not booked online, or a request missing either", async () => {
    serve();
    for (const query of [
      "service=servicePage-acRepair&zip=78701&locale=en",
      "service=servicePage-ductCleaning&zip=78112&locale=en",
      "service=servicePage-acRepair&locale=en",
      "zip=78112&locale=en",
      "service=&zip=&locale=es",
    ]) {
      const answer = await ask(query);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(await answer.json(), query).toEqual({ kind: "none" });
    }
    // Nothing was shown: nothing counted.
    expect(await shownToday()).toEqual([]);
  });

  it("are none when every window of the range is full: the times page says why, with the phone", async () => {
    const file = join(folder, "saturdays.json");
    const saturdays = [{ day: "Saturday", start: "09:00", end: "13:00", visits: 1 }];
    writeFileSync(file, JSON.stringify({ ...starterBookingSettings, windows: saturdays }));
    serve({ BOOKING_SETTINGS_FILE: file });
    const query = "service=servicePage-acRepair&zip=78112&locale=en";
    await book("2026-12-05T09:00-13:00", 1);
    expect(await open(query)).toMatchObject({
      kind: "windows",
      days: expect.arrayContaining([
        expect.objectContaining({ day: "2026-12-05", status: "Full", unavailable: true }),
        expect.objectContaining({ day: "2026-12-12", status: "Open", unavailable: false }),
      ]),
    });
    await book("2026-12-12T09:00-13:00", 1);
    expect(await open(query)).toEqual({ kind: "none" });
  });

  it("count as shown in the Results once per address in half an hour, never for a visitor who asked not to be counted", async () => {
    serve();
    const query = "service=servicePage-acRepair&zip=78112&locale=es";
    await open(query, "203.0.113.7");
    // The same visitor again (the page asked twice, or a script asked over and over): once.
    vi.setSystemTime(now + minute);
    await open(query, "203.0.113.7");
    await open(query, "203.0.113.7");
    expect(await shownToday()).toEqual([["booking", "es", 1]]);
    // Another visitor counts; Do Not Track or Global Privacy Control, each alone, keeps one uncounted.
    await open(query, "203.0.113.8");
    await open(query, "203.0.113.9", { dnt: "1" });
    await open(query, "203.0.113.10", { "sec-gpc": "1" });
    expect(await shownToday()).toEqual([["booking", "es", 2]]);
    // Half an hour on, the first visitor's next look counts again; each language its own row.
    vi.setSystemTime(now + 31 * minute);
    await open(query, "203.0.113.7");
    await open("service=servicePage-acRepair&zip=78112&locale=en", "203.0.113.11");
    expect(await shownToday()).toEqual([
      ["booking", "en", 1],
      ["booking", "es", 3],
    ]);
  });
});
