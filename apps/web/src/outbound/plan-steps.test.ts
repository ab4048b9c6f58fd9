import { describe, expect, it } from "vitest";
import { parseOfficeHours } from "@/outbound/office-hours";
import type { OutboundSettings } from "@/outbound/outbound-settings";
import { planSteps } from "@/outbound/plan-steps";

const settings: OutboundSettings = {
  mail: {
    host: "smtp",
    port: 25,
    secure: false,
    from: "site@example.com",
    to: "office@example.com",
  },
  sms: { accountSid: "AC1", authToken: "t", from: "+12105550100" },
  onCall: ["+12105550111", "+12105550112"],
  pageOutsideOfficeHours: false,
  officeHours: parseOfficeHours("Mon-Fri 08:00-17:00") ?? [],
  escalateAfterMs: 5 * 60_000,
  limits: {
    pages: 30,
    pagesPerSource: 1,
    confirmations: 30,
    confirmationsPerAddress: 3,
    confirmationsPerSource: 2,
  },
};
// Wednesday 25 November 2026 at 10:00 and at 02:00, San Antonio time.
const workday = Date.parse("2026-11-25T16:00:00Z");
const night = Date.parse("2026-11-25T08:00:00Z");
const ask = (
  urgency: "emergency" | "thisWeek" | "planning" | null,
  at: number,
  more: Partial<OutboundSettings> = {},
  stamped = true,
) => planSteps({ urgency, stamped, booking: false }, { ...settings, ...more }, at);

describe("what a request sets going", () => {
  it("pages the on-call phone for an emergency, day or night, before the emails", () => {
    expect(ask("emergency", workday)).toEqual(["page", "officeEmail", "visitorEmail"]);
    expect(ask("emergency", night)).toEqual(["page", "officeEmail", "visitorEmail"]);
  });

  it("pages for no planning request in office hours, nor at night unless the office says so", () => {
    expect(ask("planning", workday)).toEqual(["officeEmail", "visitorEmail"]);
    expect(ask(null, night)).toEqual(["officeEmail", "visitorEmail"]);
    expect(ask("thisWeek", night, { pageOutsideOfficeHours: true })).toEqual([
      "page",
      "officeEmail",
      "visitorEmail",
    ]);
    expect(ask("thisWeek", workday, { pageOutsideOfficeHours: true })).toEqual([
      "officeEmail",
      "visitorEmail",
    ]);
  });

  it("pages no one without Twilio or an on-call phone, and adds the CRM webhook when set", () => {
    const { sms: _none, ...withoutSms } = settings;
    expect(
      planSteps({ urgency: "emergency", stamped: true, booking: false }, withoutSms, night),
    ).toEqual(["officeEmail", "visitorEmail"]);
    expect(ask("emergency", night, { onCall: [] })).toEqual(["officeEmail", "visitorEmail"]);
    expect(
      ask("planning", night, {
        crm: { url: "https://crm.example/hook", secret: "s".repeat(16), checked: true },
      }),
    ).toEqual(["officeEmail", "visitorEmail", "crm"]);
  });

  it("pages no one for a request without the form's start stamp (a script's), and still mails it", () => {
    expect(ask("emergency", night, {}, false)).toEqual(["officeEmail", "visitorEmail"]);
    expect(ask("thisWeek", night, { pageOutsideOfficeHours: true }, false)).toEqual([
      "officeEmail",
      "visitorEmail",
    ]);
  });

  it("reminds a visitor of a visit booked online the day before, when the site has mail", () => {
    const booking = { urgency: "thisWeek" as const, stamped: true, booking: true };
    expect(planSteps(booking, settings, workday)).toEqual([
      "officeEmail",
      "visitorEmail",
      "reminder",
    ]);
    const { mail: _none, ...withoutMail } = settings;
    expect(planSteps(booking, withoutMail, workday)).toEqual([]);
    // A text too, only where the visitor asked for texts, and Twilio is set.
    expect(planSteps({ ...booking, texts: true }, settings, workday)).toEqual([
      "officeEmail",
      "visitorEmail",
      "reminder",
      "reminderText",
    ]);
    const { sms: _noSms, ...withoutSms } = settings;
    expect(planSteps({ ...booking, texts: true }, withoutSms, workday)).not.toContain(
      "reminderText",
    );
  });
});
