import type { Visit } from "@hvac/office/visit";
import { describe, expect, it } from "vitest";
import { calendarAttachment, visitCalendar } from "./visit-calendar";

const visit = (patch: Partial<Visit> = {}): Visit => ({
  window: "2027-03-15T12:00-16:00",
  service: "service:servicePage-acRepair",
  status: "booked",
  ...patch,
});
const about = {
  id: "lead-7",
  reference: "R-0000007",
  locale: "en" as const,
  // A business name a calendar would split into fields if its commas and semicolons went bare.
  business: "Garza, Sons; Refrigeration",
  phone: "(210) 555-0123",
  organizer: "office@example.com",
};

/** The file's lines once unfolded (RFC 5545, 3.1: a line break and a space continue a line). */
const unfolded = (file: string) => file.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("the visitor's calendar file", () => {
  it("holds the window as two instants in UTC, the business's name escaped as RFC 5545 says", () => {
    const file = visitCalendar(visit(), about) ?? "";
    const lines = unfolded(file);
    // Noon to 4 PM Central daylight time.
    expect(lines).toContain("DTSTART:20270315T170000Z");
    expect(lines).toContain("DTEND:20270315T210000Z");
    expect(lines).toContain("SUMMARY:Technician visit: Garza\\, Sons\\; Refrigeration");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain("PRODID:hvac-site/online-booking");
    // Nothing the visitor typed: the request's reference and the business's phone.
    const description = lines.find((line) => line.startsWith("DESCRIPTION:"));
    expect(description).toContain("Your reference: R-0000007.");
    expect(description).toContain("call (210) 555-0123.");
    // The organizer's name is a quoted parameter, where RFC 5545 leaves commas as they are.
    expect(lines).toContain('ORGANIZER;CN="Garza, Sons; Refrigeration":MAILTO:office@example.com');
    // Folded at 75 octets: no line of the file is longer.
    for (const line of file.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("cancels the same event once cancelled, a newer version of it", () => {
    const lines = unfolded(visitCalendar(visit({ status: "cancelled", sequence: 2 }), about) ?? "");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("UID:lead-7@visit");
  });

  it("is no file for a visit that holds no place", () => {
    expect(visitCalendar(visit({ status: "wanted", waiting: "taken" }), about)).toBeUndefined();
  });

  it("fails rather than attach a file the calendar library refuses", () => {
    expect(() => visitCalendar(visit({ window: "1969-12-31T08:00-12:00" }), about)).toThrow();
  });
});

describe("the calendar file an email attaches", () => {
  it("is the visit's file, named in the visitor's language, for a visit that holds its place", () => {
    const { attachments } = calendarAttachment(visit(), { ...about, locale: "es" });
    expect(attachments).toHaveLength(1);
    expect(attachments?.[0]).toMatchObject({
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    });
    expect(attachments?.[0]?.filename).toMatch(/\.ics$/);
    expect(attachments?.[0]?.content).toContain("UID:lead-7@visit");
  });

  it("is none for a visit that waits for the office", () => {
    expect(calendarAttachment(visit({ status: "wanted", waiting: "taken" }), about)).toEqual({});
  });
});
