import type { StoredLead } from "@hvac/office/lead-record";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { starterRoutes } from "../../tests/support/starter-routes";
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

  it("says each visit's request, state, phone and language, the service by its English name; a move is a newer version of the same event", () => {
    const feed = officeCalendar(
      [
        booked("lead-es", "2026-12-01T08:00-12:00", {
          locale: "es",
          visit: {
            window: "2026-12-01T08:00-12:00",
            service: "service:servicePage-acRepair",
            status: "moved",
            sequence: 2,
          },
        }),
        booked("lead-en", "2026-12-01T12:00-16:00", { locale: "en" }),
      ],
      starterRoutes,
    ).replace(/\r\n[ \t]/g, "");
    const [spanish, english] = feed
      .split("BEGIN:VEVENT")
      .slice(1)
      .map((event) => event.split("\r\n"));
    expect(spanish).toContain("UID:lead-es@visit");
    expect(spanish).toContain("SEQUENCE:2");
    expect(spanish).toContain(
      "DESCRIPTION:Request R-LEADES: Moved (booked in its new window).\\nPhone: (210) 555-0199\\nSpeaks Spanish (booked on the Spanish site).",
    );
    expect(spanish).toContain("LOCATION:17812 I-37\\, Elmendorf\\, TX 78112");
    expect(spanish).toContain("SUMMARY:AC Repair: Ana Nguyễn (Elmendorf)");
    // A service page no longer published: the service as the request named it.
    expect(
      officeCalendar(
        [
          booked("lead-gone", "2026-12-01T08:00-12:00", {
            visit: {
              window: "2026-12-01T08:00-12:00",
              service: "service:servicePage-gone",
              status: "booked",
            },
          }),
        ],
        starterRoutes,
      ),
    ).toContain("SUMMARY:Reparación de Aire Acondicionado: Ana Nguyễn (Elmendorf)");
    expect(english).toContain("UID:lead-en@visit");
    expect(english).toContain("SEQUENCE:0");
    expect(english).toContain("DESCRIPTION:Request R-LEADEN: Booked.\\nPhone: (210) 555-0199");
  });

  it("is named for the office's calendar program, and leaves out what is no visit", () => {
    const feed = officeCalendar([
      booked("lead-none", "2026-12-01T08:00-12:00", { visit: null }),
      booked("lead-unreadable", "tomorrow morning"),
    ]).split("\r\n");
    expect(feed).toContain("X-WR-CALNAME:Visits booked online");
    expect(feed).toContain("PRODID:hvac-site/office-calendar");
    expect(feed).not.toContain("BEGIN:VEVENT");
  });

  it("fails rather than serve a feed the calendar library refuses", () => {
    expect(() => officeCalendar([booked("lead-old", "1969-12-31T08:00-12:00")])).toThrow();
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

  it("keeps its address across updates: the calendar the office subscribed to goes on working", () => {
    // The key a release of November 2026 gave for this store key.
    expect(isOfficeCalendarKey("store-key", "438C79nSsup78IZ8TdQxc_t4Cs5o3XRt")).toBe(true);
  });

  it("opens with its own key only", () => {
    const key = new URL(officeCalendarUrl("store-key")).searchParams.get("key") ?? "";
    expect(isOfficeCalendarKey("store-key", key)).toBe(true);
    expect(isOfficeCalendarKey("another-key", key)).toBe(false);
    expect(isOfficeCalendarKey("store-key", "")).toBe(false);
  });
});
