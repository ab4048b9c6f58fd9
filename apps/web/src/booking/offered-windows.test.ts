import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { starterBookingSettings } from "@hvac/office/booking-settings";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterAll, describe, expect, it } from "vitest";
import { offeredWindows, zip5 } from "@/booking/offered-windows";
import { duplicateKey } from "@/leads/duplicate-key";
import { sqliteLeadStore } from "@/stores/sqlite/lead-store";

const folder = mkdtempSync(join(tmpdir(), "offered-windows-"));
const store = sqliteLeadStore(join(folder, "leads.sqlite"));
afterAll(() => {
  store.close();
  rmSync(folder, { recursive: true, force: true });
});

// Monday 2026-11-30, 06:00 in San Antonio.
const now = Date.parse("2026-11-30T12:00:00Z");
const asked = {
  settings: starterBookingSettings,
  service: "servicePage-acRepair",
  zip: "78112",
  servedZips: new Set(["78112", "78223"]),
  store,
  now,
};

describe("the windows a visitor is offered", () => {
  it("are the open windows by day, each with its places left", async () => {
    const offer = await offeredWindows(asked);
    if (offer.kind !== "windows") throw new Error(`offered ${offer.kind}`);
    expect(offer.days[0]).toMatchObject({
      day: "2026-11-30",
      windows: [
        { key: "2026-11-30T08:00-12:00", left: 3 },
        { key: "2026-11-30T12:00-16:00", left: 3 },
      ],
    });
  });

  it("leave out a window once the store holds as many visits as it takes", async () => {
    for (let i = 0; i < 3; i++) {
      const lead = sampleLead({ id: `booked-${i}`, zip: String(78100 + i) });
      await store.save(lead, {
        duplicateKey: duplicateKey(lead),
        steps: [],
        visit: { window: "2026-11-30T08:00-12:00", service: "service:x", visits: 3 },
      });
    }
    const offer = await offeredWindows(asked);
    if (offer.kind !== "windows") throw new Error(`offered ${offer.kind}`);
    expect(offer.days[0]?.windows.map((window) => window.key)).toEqual(["2026-11-30T12:00-16:00"]);
  });

  it("say why there is nothing to pick: booking off, a service not booked online, a ZIP code outside the towns", async () => {
    expect(await offeredWindows({ ...asked, settings: null })).toEqual({ kind: "off" });
    const off = { ...starterBookingSettings, enabled: false };
    expect(await offeredWindows({ ...asked, settings: off })).toEqual({ kind: "off" });
    expect(await offeredWindows({ ...asked, service: "servicePage-ductCleaning" })).toEqual({
      kind: "notBookable",
    });
    expect(await offeredWindows({ ...asked, zip: "78701" })).toEqual({
      kind: "outsideArea",
      zip: "78701",
    });
    // A ZIP+4 or spaces typed: the town's five digits are what count.
    expect((await offeredWindows({ ...asked, zip: " 78223-1234" })).kind).toBe("windows");
    expect(zip5("78223-1234")).toBe("78223");
  });
});
