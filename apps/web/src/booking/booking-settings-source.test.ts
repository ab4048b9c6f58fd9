import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ContentLake } from "@hvac/content-lake";
import { starterBookingSettings } from "@hvac/office/booking-settings";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  bookableServices,
  bookingSettings,
  bookingSettingsNow,
} from "@/booking/booking-settings-source";
import { readSettings, SettingsError } from "@/server/settings";
import { starterRoutes } from "../../tests/support/starter-routes";
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

/** The Studio's Online booking document as stored, `patch` over the starter's (undefined: a field never set). */
function bookingDocument(patch: Record<string, unknown> = {}) {
  const { services, windows, ...rest } = starterBookingSettings;
  return {
    _id: "settings.booking",
    _type: "bookingSettings",
    ...rest,
    services: services.map((doc) => ({ _key: doc, _type: "reference", _ref: doc })),
    windows: windows.map((window, i) => ({ _key: `w${i}`, _type: "arrivalWindow", ...window })),
    ...patch,
  };
}

/** A dataset of these documents alone, the site's local content (CONTENT_DATASET_FILE). */
function datasetFile(name: string, documents: object[]) {
  const file = join(folder, name);
  writeFileSync(file, documents.map((document) => JSON.stringify(document)).join("\n"));
  return file;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("where the site reads Online booking", () => {
  it("without Sanity, from the site's own dataset: the starter content's week", async () => {
    serve({});
    expect(await bookingSettings(Date.now() + 60_000)).toEqual(starterBookingSettings);
  });

  it("from BOOKING_SETTINGS_FILE when it is set, over any document", async () => {
    const saturdays = [{ day: "Saturday", start: "09:00", end: "13:00", visits: 4 }];
    serve({ BOOKING_SETTINGS_FILE: settingsFile("saturdays.json", saturdays) });
    expect((await bookingSettings())?.windows).toEqual(saturdays);
    // The booking page's first step too.
    expect((await bookingSettingsNow())?.windows).toEqual(saturdays);
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

describe("the Studio's Online booking document as the site reads it", () => {
  it("a field the office never set (Paused) takes its default: booking on, not paused", async () => {
    const { paused: _paused, ...neverPaused } = bookingDocument();
    serve({ CONTENT_DATASET_FILE: datasetFile("never-paused.ndjson", [neverPaused]) });
    expect(await bookingSettingsNow()).toEqual({ ...starterBookingSettings, paused: false });
  });

  it("no document at all: booking off, the request form as before", async () => {
    serve({ CONTENT_DATASET_FILE: datasetFile("no-booking.ndjson", []) });
    expect(await bookingSettingsNow()).toBeNull();
  });

  it("a document the checks refuse (made around the Studio): booking off, and the log says why", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    serve({
      CONTENT_DATASET_FILE: datasetFile("no-service.ndjson", [
        bookingDocument({ services: [], daysAhead: 0 }),
      ]),
    });
    expect(await bookingSettingsNow()).toBeNull();
    expect(log).toHaveBeenCalledWith(
      "The Online booking document cannot be used: daysAhead: Offer at least 1 day ahead.; services: Choose at least one service, or turn booking off.",
    );
  });

  it("unreadable: said in the log, and a booking keeps the settings last read", async () => {
    const file = datasetFile("paused.ndjson", [bookingDocument({ paused: true })]);
    serve({ CONTENT_DATASET_FILE: file });
    const start = Date.now();
    expect(await bookingSettings(start)).toMatchObject({ enabled: true, paused: true });
    rmSync(file);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await bookingSettingsNow()).toBeUndefined();
    expect(log).toHaveBeenCalledWith("The booking settings could not be read:", expect.any(Error));
    expect(await bookingSettings(start + 120_000)).toMatchObject({ enabled: true, paused: true });
  });
});

describe("the services the booking page offers", () => {
  const settings = {
    ...starterBookingSettings,
    services: ["servicePage-heatPump", "servicePage-retired", "servicePage-acRepair"],
  };

  it("are the office's, in its order, those with a published page only", () => {
    expect(bookableServices(settings, starterRoutes)).toEqual([
      "servicePage-heatPump",
      "servicePage-acRepair",
    ]);
  });

  it("are none while booking is off, not set up, or cannot be read", () => {
    expect(bookableServices({ ...settings, enabled: false }, starterRoutes)).toEqual([]);
    expect(bookableServices(null, starterRoutes)).toEqual([]);
    expect(bookableServices(undefined, starterRoutes)).toEqual([]);
  });
});
