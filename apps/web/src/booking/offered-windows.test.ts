import { starterBookingSettings } from "@hvac/office/booking-settings";
import { describe, expect, it } from "vitest";
import { offeredWindows, openIn, zip5 } from "@/booking/offered-windows";

// Monday 2026-11-30, 06:00 in San Antonio.
const now = Date.parse("2026-11-30T12:00:00Z");
/** Visits booked in each window: the 8-12 of Monday holds all three of its places. */
const visits = {
  bookedVisits: async (keys: readonly string[]) =>
    new Map(keys.map((key) => [key, key === "2026-11-30T08:00-12:00" ? 3 : 0])),
};
const asked = {
  settings: starterBookingSettings,
  service: "servicePage-acRepair",
  zip: "78112",
  servedZips: new Set(["78112", "78223"]),
  visits,
  now,
};

describe("the windows a visitor is offered", () => {
  it("are the range's days in order, each window with its places left, a full one shown as full", async () => {
    const offer = await offeredWindows(asked);
    if (offer.kind !== "windows") throw new Error(`offered ${offer.kind}`);
    expect(offer.days[0]).toMatchObject({
      day: "2026-11-30",
      closed: false,
      windows: [
        { key: "2026-11-30T08:00-12:00", left: 0 },
        { key: "2026-11-30T12:00-16:00", left: 3 },
      ],
    });
    // Open: with a place left.
    expect(openIn(offer).map((window) => window.key)).not.toContain("2026-11-30T08:00-12:00");
    expect(openIn(offer)[0]?.key).toBe("2026-11-30T12:00-16:00");
  });

  it("show a day the office takes no visit as closed: a Sunday, a holiday", async () => {
    const offer = await offeredWindows({
      ...asked,
      settings: { ...starterBookingSettings, closedDays: ["2026-12-02"] },
    });
    if (offer.kind !== "windows") throw new Error(`offered ${offer.kind}`);
    const closed = offer.days.filter((day) => day.closed).map((day) => day.day);
    expect(closed).toEqual(["2026-12-02", "2026-12-06", "2026-12-13"]);
    expect(offer.days.find((day) => day.day === "2026-12-06")?.windows).toEqual([]);
    // Fourteen days, each shown once, in order.
    expect(offer.days.map((day) => day.day)).toHaveLength(14);
    expect([...offer.days].sort((a, b) => a.day.localeCompare(b.day))).toEqual(offer.days);
  });

  it("say instant booking is paused, while still showing the times", async () => {
    const offer = await offeredWindows({
      ...asked,
      settings: { ...starterBookingSettings, paused: true },
    });
    if (offer.kind !== "windows") throw new Error(`offered ${offer.kind}`);
    expect(offer.paused).toBe(true);
    expect(openIn(offer).length).toBeGreaterThan(0);
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
