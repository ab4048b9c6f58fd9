import { describe, expect, it } from "vitest";
import { addDays, officeWeek, startOfOfficeDay, weekToReport } from "./office-week";

const at = (iso: string) => Date.parse(iso);

describe("the weekly email's week", () => {
  it("is the week that ended on Sunday, once Monday 7 a.m. has come in San Antonio", () => {
    // Monday 23 November 2026, 07:00 CST is 13:00 UTC.
    expect(weekToReport(at("2026-11-23T13:00:00Z")).monday).toBe("2026-11-16");
    expect(weekToReport(at("2026-11-23T13:00:00Z")).sunday).toBe("2026-11-22");
    expect(weekToReport(at("2026-11-27T20:00:00Z")).monday).toBe("2026-11-16");
    expect(weekToReport(at("2026-11-29T23:00:00Z")).monday).toBe("2026-11-16");
  });

  it("on Monday before 7 a.m. is still the week before last, already reported", () => {
    expect(weekToReport(at("2026-11-23T12:59:00Z")).monday).toBe("2026-11-09");
    // Sunday night in San Antonio is already Monday in UTC.
    expect(weekToReport(at("2026-11-23T03:00:00Z")).monday).toBe("2026-11-09");
  });

  it("counts its requests from Monday midnight to the next, office time, across a clock change", () => {
    const week = officeWeek("2026-11-02");
    expect(new Date(week.from).toISOString()).toBe("2026-11-02T06:00:00.000Z");
    // Summer time ended on 1 November: CST, UTC-6.
    expect(new Date(startOfOfficeDay("2026-10-31")).toISOString()).toBe("2026-10-31T05:00:00.000Z");
    const march = officeWeek("2026-03-02");
    expect(new Date(march.to).toISOString()).toBe("2026-03-09T05:00:00.000Z");
  });

  it("moves calendar days", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
