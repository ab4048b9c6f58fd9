import { bookingSettingsId } from "@hvac/office/booking-settings";
import { describe, expect, it } from "vitest";
import { bookingSettings } from "../schemas/documents/booking-settings";
import { publishErrors, starterDocument } from "./studio-validation";

/**
 * "Online booking" as the Studio checks it before the office can publish
 * (issue 38, item 1): windows that end before they start or overlap, a
 * capacity below 0, days ahead or notice out of range, and booking on
 * without a service are refused with words the office understands.
 */
const starter = starterDocument(bookingSettingsId);
const settings = (patch: Record<string, unknown> = {}) => ({
  ...starter,
  _id: `drafts.${bookingSettingsId}`,
  _type: "bookingSettings",
  ...patch,
});
const window = (key: string, day: string, start: string, end: string, visits = 2) => ({
  _key: key,
  _type: "arrivalWindow",
  day,
  start,
  end,
  visits,
});

describe("the booking settings", () => {
  it("start with booking on: eight services, Monday to Friday 8-12 and 12-4, Saturday 9-1", async () => {
    expect(starter).toMatchObject({ enabled: true, daysAhead: 14, leastNoticeHours: 2 });
    expect(starter.services).toHaveLength(8);
    expect(starter.windows).toHaveLength(11);
    expect(await publishErrors(settings())).toEqual([]);
  });

  it("refuse a window that ends before it starts, and windows that overlap, naming them", async () => {
    const errors = await publishErrors(
      settings({
        windows: [
          window("a", "Monday", "12:00", "08:00"),
          window("b", "Tuesday", "08:00", "12:00"),
          window("c", "Tuesday", "11:00", "15:00"),
          // The same hours on another day, and back-to-back windows, are fine.
          window("d", "Wednesday", "11:00", "15:00"),
          window("e", "Wednesday", "15:00", "17:00"),
        ],
      }),
    );
    expect(errors).toEqual([
      "windows: Monday 12:00 PM to 8:00 AM ends before it starts: the end must be later than the start. Tuesday 8:00 AM to 12:00 PM and 11:00 AM to 3:00 PM overlap: a visit can arrive in only one window.",
    ]);
  });

  it("refuse a capacity below 0 or not whole, and days ahead or notice out of range", async () => {
    const errors = await publishErrors(
      settings({
        windows: [
          window("a", "Monday", "08:00", "12:00", -1),
          window("b", "Friday", "08:00", "12:00", 1.5),
        ],
        daysAhead: 0,
        leastNoticeHours: 100,
      }),
    );
    expect(errors.sort()).toEqual([
      "daysAhead: Write a whole number of days from 1 to 90.",
      "leastNoticeHours: Write the hours of notice, from 0 to 72.",
      "windows.[a].visits: Write how many visits the window takes: 0 or a whole number above it.",
      "windows.[b].visits: Write how many visits the window takes: 0 or a whole number above it.",
    ]);
  });

  it("refuse booking on without a service; off, no service is needed", async () => {
    expect(await publishErrors(settings({ services: [] }))).toEqual([
      "services: Choose at least one service, or turn booking off.",
    ]);
    expect(await publishErrors(settings({ enabled: false, services: [] }))).toEqual([]);
  });
});

/** What the office reads under each field, by the field's name. */
const help = (name: string) =>
  (bookingSettings.fields as Array<{ name: string; description?: unknown }>).find(
    (field) => field.name === name,
  )?.description;

describe("the booking settings' help (issue 59)", () => {
  it("says an arrival window is when a technician is scheduled to arrive, and counts visits", () => {
    expect(help("windows")).toMatch(/\bscheduled to arrive, not how long the visit takes\b/);
    expect(help("windows")).toMatch(/\bcounts visits, not technicians\b/);
  });

  it("says the least notice runs outside office hours too", () => {
    expect(help("leastNoticeHours")).toMatch(/\boutside your office hours too\b/);
    expect(help("leastNoticeHours")).toMatch(/\bhours nobody reads bookings\b/);
  });

  it("says an installation is booked as an estimate visit", () => {
    expect(help("services")).toMatch(/\binstallation chosen here is booked as an estimate visit\b/);
  });
});
