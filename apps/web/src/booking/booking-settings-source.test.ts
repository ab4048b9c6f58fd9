import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ContentLake } from "@hvac/content-lake";
import { starterBookingSettings } from "@hvac/office/booking-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingSettings } from "@/booking/booking-settings-source";
import { readSettings, SettingsError } from "@/server/settings";
import { provideServerContext } from "../../tests/support/test-server-context";

const folder = mkdtempSync(join(tmpdir(), "booking-settings-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const seedFile = fileURLToPath(
  new URL("../../../../studio/seed/production.ndjson", import.meta.url),
);

/** The site's settings as the environment gives them, made the server's. */
function serve(env: Record<string, string>) {
  provideServerContext(readSettings({ LEADS_DB_FILE: join(folder, "leads.sqlite"), ...env }));
}

/** A booking settings file with `windows`, the rest as the starter's. */
function settingsFile(name: string, windows: unknown[]) {
  const file = join(folder, name);
  writeFileSync(file, JSON.stringify({ ...starterBookingSettings, windows }));
  return file;
}

describe("where the site reads Online booking", () => {
  it("without Sanity, from the site's own dataset: the starter content's week", async () => {
    serve({});
    expect(await bookingSettings(Date.now() + 60_000)).toEqual(starterBookingSettings);
  });

  it("from BOOKING_SETTINGS_FILE when it is set, over any document", async () => {
    const saturdays = [{ day: "Saturday", start: "09:00", end: "13:00", visits: 4 }];
    serve({ BOOKING_SETTINGS_FILE: settingsFile("saturdays.json", saturdays) });
    expect((await bookingSettings())?.windows).toEqual(saturdays);
  });

  it("refuses to start on a file whose windows make no sense, naming the variable and why", () => {
    const backwards = [{ day: "Monday", start: "12:00", end: "08:00", visits: 3 }];
    const file = settingsFile("backwards.json", backwards);
    const start = () => readSettings({ BOOKING_SETTINGS_FILE: file });
    expect(start).toThrow(SettingsError);
    expect(start).toThrow(
      /BOOKING_SETTINGS_FILE=".*backwards\.json": windows: Monday 12:00 PM to 8:00 AM/,
    );
    expect(() => readSettings({ BOOKING_SETTINGS_FILE: join(folder, "none.json") })).toThrow(
      /BOOKING_SETTINGS_FILE=".*none\.json": a JSON file of the booking settings, which cannot be read/,
    );
  });

  describe("with the leads in Sanity", () => {
    const lake = new ContentLake({ projectId: "test", dataset: "production", seedFile });
    beforeAll(async () => {
      await lake.start();
      lake.reset();
    });
    afterAll(() => lake.close());

    it("from the Studio's private document, read with the write token", async () => {
      serve({
        SANITY_PROJECT_ID: "test",
        SANITY_DATASET: "production",
        SANITY_WRITE_TOKEN: "t",
        SANITY_API_HOST: lake.apiHost,
      });
      // Past the last read's minute: read again.
      const before = lake.journal.requests.length;
      expect(await bookingSettings(Date.now() + 120_000)).toEqual(starterBookingSettings);
      expect(lake.journal.requests.length).toBeGreaterThan(before);
    });
  });
});
