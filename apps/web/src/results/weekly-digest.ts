import { averageTalk, type CallTables } from "@hvac/office/calls";
import type { OfficeWeek } from "@hvac/office/office-week";
import type { ResultLine, ResultTables } from "@hvac/office/results";
import type { Locale, RouteTable } from "@hvac/routing";
import { type ContactTimes, duration } from "@/outbound/contact-times";
import { leadReference } from "@/outbound/contacted-link";
import { officeTime } from "@/outbound/office-email";
import { digestWords } from "@/results/digest-words";
import { pageLabel } from "@/results/page-label";
import { visibleText } from "@/text/visible-text";

/** What the weekly email says, besides the two weeks' tables. */
export interface DigestFacts {
  week: OfficeWeek;
  thisWeek: ResultTables;
  weekBefore: ResultTables;
  spamWaiting: number;
  spamEvicted: number;
  /** Where the office reviews spam and reads the tables: the Studio (Sanity) or the commands. */
  where: "studio" | "command";
  routes?: RouteTable;
  /** The week's requests and how fast they were answered. */
  contact: ContactTimes;
  /** The week's calls to the office's numbers, when it has numbers through Twilio. */
  calls?: CallTables;
}

const top = 5;

/** "Nov 16 – 22, 2026" / "16 al 22 de noviembre de 2026". */
function weekName(week: OfficeWeek, locale: Locale) {
  const monday = new Date(`${week.monday}T12:00:00Z`);
  const sunday = new Date(`${week.sunday}T12:00:00Z`);
  if (locale === "en") {
    // Intl puts thin spaces around the dash: plain ones read the same in every mail program.
    return new Intl.DateTimeFormat("en-US", {
      timeZone: "UTC",
      day: "numeric",
      month: "short",
      year: "numeric",
    })
      .formatRange(monday, sunday)
      .replace(/\s/g, " ");
  }
  // Spanish says "del 16 al 22 de noviembre", never "del 16–22": each end as far as it differs.
  const spanish = (date: Date, parts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("es-MX", { timeZone: "UTC", ...parts }).format(date);
  const whole = { day: "numeric", month: "long", year: "numeric" } as const;
  const start =
    monday.getUTCFullYear() !== sunday.getUTCFullYear()
      ? spanish(monday, whole)
      : monday.getUTCMonth() !== sunday.getUTCMonth()
        ? spanish(monday, { day: "numeric", month: "long" })
        : String(monday.getUTCDate());
  return `${start} al ${spanish(sunday, whole)}`;
}

/** How fast the week's requests were answered, in sentences true of that week. */
function answered(contact: ContactTimes, w: (typeof digestWords)[Locale]): string[] {
  const { emergencies, others, late, waiting } = contact;
  const requests = emergencies.requests + others.requests;
  if (requests === 0) return [w.noRequests];
  const everyOneInTime =
    late === 0 && waiting.length === 0 && emergencies.contacted + others.contacted === requests;
  return [
    ...(everyOneInTime ? [w.allContacted] : []),
    ...(late > 0 ? [w.late(late)] : []),
    ...(waiting.length > 0
      ? [
          w.waiting(waiting.length),
          ...waiting.map(
            (lead) =>
              `  ${leadReference(lead.id)} ${visibleText(`${lead.firstName} ${lead.lastName}`)}, ${lead.phone}, ${officeTime(lead.receivedAt)}`,
          ),
        ]
      : []),
  ];
}

const change = (now: number, before: number) =>
  before === 0
    ? ""
    : `, ${now >= before ? "+" : ""}${Math.round(((now - before) / before) * 100)}%`;

/** A table's lines, numbers aligned after the labels. */
function lines(rows: Array<{ label: string; line: ResultLine }>, nothing: string): string[] {
  if (rows.length === 0) return [`  ${nothing}`];
  const width = Math.max(...rows.map((row) => row.label.length));
  return rows.map(
    ({ label, line }) =>
      `  ${label.padEnd(width)}  ${[line.visits, line.calls, line.requests, line.bookings].map((n) => String(n).padStart(5)).join(" ")}`,
  );
}

/** The week's calls by channel, numbers aligned after the channels. */
function callLines(calls: CallTables, nothing: string): string[] {
  if (calls.byChannel.length === 0) return [`  ${nothing}`];
  const width = Math.max(...calls.byChannel.map((line) => line.key.length));
  return calls.byChannel.map(
    (line) =>
      `  ${line.key.padEnd(width)}  ${[
        line.calls,
        line.answered,
        line.missed,
        line.textedBack,
        line.replied,
      ]
        .map((n) => String(n).padStart(5))
        .join(" ")}  ${averageTalk(line).padStart(7)}`,
  );
}

/** The office's weekly email: totals against the week before, top pages and sources, spam waiting. */
export function weeklyDigest(facts: DigestFacts, locale: Locale) {
  const w = digestWords[locale];
  const name = weekName(facts.week, locale);
  const { totals } = facts.thisWeek;
  const before = facts.weekBefore.totals;
  const width = Math.max(12, w.visits.length, w.calls.length, w.requests.length, w.bookings.length);
  const total = (label: string, now: number, then: number) =>
    `  ${label.padEnd(width)} ${String(now).padStart(5)}   (${w.weekBefore}: ${then}${change(now, then)})`;
  const text = [
    w.intro(name),
    "",
    total(w.visits, totals.visits, before.visits),
    total(w.calls, totals.calls, before.calls),
    total(w.requests, totals.requests, before.requests),
    total(w.bookings, totals.bookings, before.bookings),
    "",
    w.funnel(
      facts.thisWeek.booking.shown,
      facts.thisWeek.booking.sent,
      facts.thisWeek.booking.booked,
    ),
    "",
    ...(facts.calls ? [w.callsTitle, ...callLines(facts.calls, w.noCalls), ""] : []),
    w.topPages,
    ...lines(
      facts.thisWeek.byPage
        .slice(0, top)
        .map((line) => ({ label: pageLabel(line.key, facts.routes, locale), line })),
      w.nothing,
    ),
    "",
    w.topSources,
    ...lines(
      facts.thisWeek.bySource.slice(0, top).map((line) => ({ label: line.key, line })),
      w.nothing,
    ),
    "",
    w.languages,
    ...lines(
      facts.thisWeek.byLanguage.map((line) => ({
        label: w.language[line.key as Locale] ?? line.key,
        line,
      })),
      w.nothing,
    ),
    "",
    facts.spamWaiting === 0
      ? w.spam(0)
      : `${w.spam(facts.spamWaiting)} ${facts.where === "studio" ? w.reviewStudio : w.reviewCommand}`,
    ...(facts.spamEvicted > 0 ? [w.evicted(facts.spamEvicted)] : []),
    "",
    w.contactTitle,
    ...(
      [
        [w.emergencies, facts.contact.emergencies],
        [w.others, facts.contact.others],
      ] as const
    ).map(
      ([label, s]) =>
        `  ${label}: ${w.contacted(s.contacted, s.requests, duration(s.median), duration(s.p90))}`,
    ),
    ...answered(facts.contact, w).map((line) => `  ${line}`),
    "",
    w.more(facts.where === "studio" ? w.moreStudio : w.moreCommand),
    w.privacy,
  ];
  return {
    subject: w.subject(name, totals.visits, totals.calls, totals.requests),
    text: `${text.join("\n")}\n`,
  };
}
