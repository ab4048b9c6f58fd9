import { callTables } from "@hvac/office/calls";
import type { StoredLead } from "@hvac/office/lead-record";
import { officeWeek } from "@hvac/office/office-week";
import { resultTables } from "@hvac/office/results";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { translatedWording } from "@hvac/test-fixtures/spanish-style";
import { describe, expect, it } from "vitest";
import { contactTimes } from "@/outbound/contact-times";
import { weeklyDigest } from "@/results/weekly-digest";

const count = { day: "2026-11-17", locale: "en" as const, placement: null, calls: 0 };
const thisWeek = resultTables(
  [
    { ...count, page: "contact", channel: "paid", source: "Google Ads", views: 30, visits: 20 },
    { ...count, page: "home", channel: "direct", source: "Direct", views: 10, visits: 10 },
    // The booking's open times, shown 7 times.
    {
      ...count,
      page: "booking",
      channel: "unknown",
      source: "Not known",
      views: 0,
      visits: 0,
      windows: 7,
    },
    {
      ...count,
      page: "contact",
      channel: "paid",
      source: "Google Ads",
      placement: "header",
      views: 0,
      visits: 0,
      calls: 4,
    },
  ],
  [
    { page: "contact", locale: "es", channel: "paid", source: "Google Ads" },
    { page: "booking", locale: "es", channel: "direct", source: "Direct", booking: "booked" },
    { page: "booking", locale: "en", channel: "direct", source: "Direct", booking: "wanted" },
  ],
);
const weekBefore = resultTables(
  [
    {
      ...count,
      page: "home",
      channel: "direct",
      source: "Direct",
      views: 20,
      visits: 20,
      calls: 5,
    },
  ],
  [],
);
const waiting: StoredLead = {
  ...sampleLead(),
  id: "a1b2c3d4-0000",
  firstName: "Rosa",
  lastName: "Díaz",
  urgency: "emergency",
  receivedAt: "2026-11-18T08:05:00.000Z",
  status: "new",
  contactedAt: null,
  visit: null,
  steps: [],
};
const facts = {
  week: officeWeek("2026-11-16"),
  thisWeek,
  weekBefore,
  spamWaiting: 3,
  spamEvicted: 12,
  where: "command" as const,
  contact: {
    emergencies: { requests: 4, contacted: 3, median: 12, p90: 41 },
    others: { requests: 0, contacted: 0, median: null, p90: null },
    late: 0,
    waiting: [waiting],
  },
};

/** The Monday 7 a.m. Central after the week of Nov 16, when the email goes out. */
const sentAt = Date.parse("2026-11-23T13:00:00.000Z");

/** A request of that week, received at `receivedAt` and contacted at `contactedAt` (or not). */
const requestOf = (id: string, receivedAt: string, contactedAt: string | null): StoredLead => ({
  ...waiting,
  id,
  receivedAt,
  contactedAt,
  status: contactedAt ? "contacted" : "new",
});

describe("the office's weekly email", () => {
  it("gives the week's totals against the week before, the top pages and sources, and the spam waiting", () => {
    const { subject, text } = weeklyDigest(facts, "en");
    expect(subject).toBe(
      "Website results, week of Nov 16 – 22, 2026: 30 visits, 4 call taps, 3 requests",
    );
    expect(text).toContain("  Visits           30   (week before: 20, +50%)");
    expect(text).toContain("  Call taps         4   (week before: 5, -20%)");
    expect(text).toContain("  Requests          3   (week before: 0)");
    expect(text).toContain("  Booked online     1   (week before: 0)");
    expect(text).toContain(
      "Online booking: open times shown 7 times, 2 sent with a time, 1 booked.",
    );
    expect(text).toMatch(/contact\s+30\s+4\s+1\s+0\n/);
    expect(text).toMatch(/booking\s+0\s+0\s+2\s+1\n/);
    expect(text).toMatch(/Paid ads: Google Ads\s+20\s+4\s+1\s+0\n/);
    expect(text).toContain("3 requests wait in suspected spam. A real customer can land there");
    expect(text).toContain(
      "look them over with whoever runs the website, who can move one back to the requests.",
    );
    expect(text).toContain("Every table, any number of days: ask whoever runs the website.");
    expect(text).not.toMatch(/npm run|--/);
    expect(text).toContain("12 older suspected spam deleted to make room this week.");
    expect(text).toContain(
      "  Emergencies: 3 of 4 contacted; half within 12 min, 9 in 10 within 41 min",
    );
    expect(text).toContain("  Other requests: none");
    expect(text).toContain(
      "  Not contacted an hour after they arrived (1): call them, then mark them contacted.",
    );
    expect(text).toContain("    R-A1B2C3D4 Rosa Díaz, (210) 555-0199, Nov 18, 2:05 AM CST");
  });

  it("points the office at the Studio when the site runs on Sanity", () => {
    const { text } = weeklyDigest({ ...facts, where: "studio", spamWaiting: 1 }, "en");
    expect(text).toContain("1 request waits in suspected spam.");
    expect(text).toContain("in the Studio, Leads, Suspected spam.");
    expect(text).toContain("Every table, any number of days: Results in the Studio.");
  });

  it("is written in Spanish for an office that reads Spanish", () => {
    const { subject, text } = weeklyDigest(facts, "es");
    expect(subject).toBe(
      "Resultados del sitio, semana del 16 al 22 de noviembre de 2026: 30 visitas, 4 toques para llamar, 3 solicitudes",
    );
    expect(text).toContain("Su sitio web en la semana del 16 al 22 de noviembre de 2026");
    expect(text).toContain("  Toques para llamar     4   (semana anterior: 5, -20%)");
    expect(text).toContain(
      "(veces que se vio, toques para llamar, solicitudes, agendadas en línea):",
    );
    expect(text).toContain(
      "Citas en línea: los horarios disponibles se vieron 7 veces, 2 solicitudes llegaron con un horario y 1 quedó agendada.",
    );
    expect(text).toContain("3 solicitudes esperan en posible spam.");
    expect(text).toMatch(/Español\s+0\s+0\s+2\s+1\n/);
    expect(text).toContain(
      "  Emergencias: 3 de 4 contactadas; la mitad en 12 min o menos, 9 de cada 10 en 41 min o menos",
    );
    // A tap on a call button is not a call: the Spanish counts taps, as the English does.
    expect(text).not.toMatch(/\bllamadas?\b/);
    expect(`${subject}\n${text}`.split("\n").flatMap((line) => translatedWording(line))).toEqual(
      [],
    );
  });

  it("says in Spanish a week that spans two months, and one of each thing in the singular", () => {
    const { subject, text } = weeklyDigest(
      {
        ...facts,
        week: officeWeek("2026-11-30"),
        thisWeek: resultTables(
          [{ ...count, page: "home", channel: "direct", source: "Direct", views: 1, visits: 1 }],
          [],
        ),
        spamEvicted: 1,
      },
      "es",
    );
    expect(subject).toBe(
      "Resultados del sitio, semana del 30 de noviembre al 6 de diciembre de 2026: 1 visita, 0 toques para llamar, 0 solicitudes",
    );
    expect(text).toContain(
      "Se borró 1 caso antiguo de posible spam para hacer espacio esta semana.",
    );
    expect(translatedWording(text)).toEqual([]);
  });
});

describe("the calls to the office's numbers, as the weekly email says them", () => {
  const call = { number: "+12105550100", seconds: 0, textedBack: false, replied: false };
  const calls = callTables([
    { ...call, channel: "Website", outcome: "answered", seconds: 240 },
    { ...call, channel: "Website", outcome: "answered", seconds: 120 },
    { ...call, channel: "Website", outcome: "missed", textedBack: true, replied: true },
    {
      ...call,
      number: "+12105550101",
      channel: "Google Business Profile",
      outcome: "missed",
      textedBack: true,
    },
  ]);

  it("lists them by where the office gives each number out: answered, missed, texted back, replied, talk time", () => {
    const { text } = weeklyDigest({ ...facts, calls }, "en");
    expect(text).toContain(
      "Calls to your numbers, by where you give them out (calls, answered, missed, texted back, replied, average talk time):",
    );
    expect(text).toContain("  Website                      3     2     1     1     1     3:00\n");
    expect(text).toContain("  Google Business Profile      1     0     1     1     0        -\n");
    // Without numbers through Twilio, the email says nothing of calls.
    expect(weeklyDigest(facts, "en").text).not.toContain("Calls to your numbers");
  });

  it("in Spanish for an office that reads Spanish", () => {
    const { text } = weeklyDigest({ ...facts, calls }, "es");
    expect(text).toContain("Llamadas a sus números, según dónde los da a conocer");
    expect(translatedWording(text)).toEqual([]);
  });
});

describe("how fast the week's requests were answered, as the weekly email says it", () => {
  const answered = (leads: StoredLead[], locale: "en" | "es" = "en") =>
    weeklyDigest({ ...facts, contact: contactTimes(leads, sentAt) }, locale).text;

  it("a week where a request waited three hours: not every request within an hour", () => {
    const text = answered([
      requestOf("quick", "2026-11-17T16:00:00.000Z", "2026-11-17T16:10:00.000Z"),
      requestOf("slow", "2026-11-18T16:00:00.000Z", "2026-11-18T19:00:00.000Z"),
    ]);
    expect(text).toContain(
      "  Emergencies: 2 of 2 contacted; half within 10 min, 9 in 10 within 3 h 00 min",
    );
    expect(text).toContain("  1 request was contacted more than an hour after it arrived.");
    expect(text).not.toContain("Every request was contacted within an hour.");
    expect(text).not.toContain("Not contacted an hour after they arrived");
    expect(
      answered([requestOf("slow", "2026-11-18T16:00:00.000Z", "2026-11-18T19:00:00.000Z")], "es"),
    ).toContain("  1 solicitud se contactó más de una hora después de llegar.");
  });

  it("a week where no request came: says none came, not that every one was contacted", () => {
    const text = answered([]);
    expect(text).toContain("  Emergencies: none");
    expect(text).toContain("  No request came in this week.");
    expect(text).not.toContain("Every request was contacted");
    expect(answered([], "es")).toContain("  No llegó ninguna solicitud esta semana.");
  });

  it("a week where every request was contacted within the hour says so", () => {
    const text = answered([
      requestOf("quick", "2026-11-17T16:00:00.000Z", "2026-11-17T16:40:00.000Z"),
    ]);
    expect(text).toContain("  Every request was contacted within an hour.");
    expect(text).not.toContain("more than an hour after");
  });
});
