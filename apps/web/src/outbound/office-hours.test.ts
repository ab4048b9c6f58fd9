import { describe, expect, it } from "vitest";
import { parseOfficeHours, withinOfficeHours } from "@/outbound/office-hours";

const weekdays = parseOfficeHours("Mon-Fri 08:00-17:00; Sat 09:00-12:00") ?? [];
const at = (iso: string) => Date.parse(iso);

describe("office hours", () => {
  it("reads the setting's words", () => {
    expect(weekdays).toEqual([
      {
        days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "17:00",
      },
      { days: ["Saturday"], opens: "09:00", closes: "12:00" },
    ]);
    expect(parseOfficeHours("weekdays 8-5")).toBeUndefined();
    expect(parseOfficeHours("Fri-Mon 08:00-17:00")).toBeUndefined();
    expect(parseOfficeHours("Mon 25:00-26:00")).toBeUndefined();
  });

  it("tells office hours from the night and the weekend, on San Antonio's clock", () => {
    // Wednesday 25 November 2026: 10:00 CST is 16:00 UTC; 02:00 CST is 08:00 UTC.
    expect(withinOfficeHours(weekdays, at("2026-11-25T16:00:00Z"))).toBe(true);
    expect(withinOfficeHours(weekdays, at("2026-11-25T08:00:00Z"))).toBe(false);
    expect(withinOfficeHours(weekdays, at("2026-11-25T23:00:00Z"))).toBe(false);
    // Saturday 10:00 and 13:00; Sunday noon.
    expect(withinOfficeHours(weekdays, at("2026-11-28T16:00:00Z"))).toBe(true);
    expect(withinOfficeHours(weekdays, at("2026-11-28T19:00:00Z"))).toBe(false);
    expect(withinOfficeHours(weekdays, at("2026-11-29T18:00:00Z"))).toBe(false);
    // Summer time: 08:30 CDT on a Monday is 13:30 UTC.
    expect(withinOfficeHours(weekdays, at("2026-07-06T13:30:00Z"))).toBe(true);
  });

  it("runs a period past midnight", () => {
    const nights = parseOfficeHours("Fri 20:00-02:00") ?? [];
    // Friday 23:00 and Saturday 01:00 CST; Saturday 03:00.
    expect(withinOfficeHours(nights, at("2026-11-28T05:00:00Z"))).toBe(true);
    expect(withinOfficeHours(nights, at("2026-11-28T07:00:00Z"))).toBe(true);
    expect(withinOfficeHours(nights, at("2026-11-28T09:00:00Z"))).toBe(false);
  });
});
