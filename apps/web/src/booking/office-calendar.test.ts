import type { StoredLead } from "@hvac/office/lead-record";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { isOfficeCalendarKey, officeCalendar, officeCalendarUrl } from "./office-calendar";

const booked = (id: string, window: string, patch: Partial<StoredLead> = {}): StoredLead => ({
  ...sampleLead({ id }),
  status: "new",
  contactedAt: null,
  steps: [],
  visit: { window, service: "service:servicePage-acRepair", status: "booked" },
  ...patch,
});

describe("the office's calendar feed", () => {
  it("lists each visit in its window, with who, where and the phone", () => {
    const feed = officeCalendar([
      booked("lead-a", "2026-12-01T08:00-12:00"),
      booked("lead-b", "2027-03-15T12:00-16:00", { firstName: "Bob visit evil.example" }),
    ]);
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // 8 AM Central standard time; noon Central daylight time.
    expect(feed).toContain("DTSTART:20261201T140000Z");
    expect(feed).toContain("DTSTART:20270315T170000Z");
    expect(feed).toContain("SUMMARY:Reparación de Aire Acondicionado: Ana Nguyễn (Elmendorf)");
    expect(feed).toContain("(210) 555-0199");
    // A stranger's words carry no address into the office's calendar.
    expect(feed).not.toContain("evil.example");
  });

  it("escapes the commas and semicolons of what it lists, as RFC 5545 says", () => {
    const feed = officeCalendar([
      booked("lead-c", "2026-12-01T08:00-12:00", {
        firstName: "Ana, María",
        city: "Elmendorf; TX",
      }),
    ]).replace(/\r\n[ \t]/g, "");
    expect(feed).toContain("Ana\\, María");
    expect(feed).toContain("Elmendorf\\; TX");
    expect(feed).not.toMatch(/Ana, María|Elmendorf; TX/);
  });

  it("is a calendar with no visit when none is booked", () => {
    expect(officeCalendar([])).toContain("BEGIN:VCALENDAR");
  });

  it("opens with its own key only", () => {
    const key = new URL(officeCalendarUrl("store-key")).searchParams.get("key") ?? "";
    expect(isOfficeCalendarKey("store-key", key)).toBe(true);
    expect(isOfficeCalendarKey("another-key", key)).toBe(false);
    expect(isOfficeCalendarKey("store-key", "")).toBe(false);
  });
});
