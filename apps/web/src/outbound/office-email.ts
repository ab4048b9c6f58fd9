import { pagedPhone } from "@hvac/office/lead-document";
import type { LeadRecord, Page } from "@hvac/office/lead-record";
import { officeTimeZone, sourceKey } from "@hvac/office/results";
import { holdsPlace, type Visit } from "@hvac/office/visit";
import { visitStatusWords, waitReasonWords } from "@hvac/office/visit-words";
import { windowWords } from "@hvac/office/window-words";
import type { RouteTable } from "@hvac/routing";
import { absoluteUrl } from "@hvac/seo";
import { translator } from "@/i18n/translate";
import { leadTextFields } from "@/leads/lead-fields";
import { transportFor } from "@/mail/smtp";
import { leadReference } from "@/outbound/contacted-link";
import { visitorReplyTo } from "@/outbound/visitor-reply-to";
import { liveRoutes } from "@/routing/live-routes";
import { serverPart, settings as serverSettings } from "@/server/server-context";
import type { MailSettings } from "@/server/settings";
import { visibleText } from "@/text/visible-text";

declare module "@/server/server-context" {
  interface ServerParts {
    unsavedAlarms: { hour: number; sent: number };
  }
}

/**
 * The email to the office for each lead (mail/smtp.ts), sent by the
 * outbound worker after the visitor's answer; and the alarm for a request
 * the store could not keep, sent at once.
 */

const fence = (what: string) => `----- ${what} -----`;

/** A moment as the office reads it: "Nov 26, 2:05 AM CST". */
export const officeTime = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: officeTimeZone,
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  })
    .format(new Date(iso))
    .replace(/\s/g, " ");

/** One text message of the page step: "Paged: Luis at (210) 555-0111, Nov 26, 2:01 AM CST". */
export const pagedLine = (page: Page) =>
  `Paged: ${pagedPhone(page)}, ${officeTime(page.at)}${page.error ? ` (refused: ${page.error})` : ""}`;

/** The message quoted line by line, as a reply quotes: no line of it can be one of the site's. */
const quoted = (message: string) =>
  message
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");

/** A window as the office reads it: "Monday, November 30, 8:00 AM – 12:00 PM". */
export const officeWindow = (window: string) => {
  const words = windowWords(window, "en");
  return words ? `${words.day}, ${words.time}` : window;
};

/** A visit booked online, as the office reads it: when, what, and whether it is booked or needs a time. */
function visitLines(visit: Visit, serviceName: (key: string) => string): string[] {
  return [
    holdsPlace(visit)
      ? `Visit booked online: ${officeWindow(visit.window)} (${visitStatusWords[visit.status].toLowerCase()})`
      : `Visit asked for online: ${officeWindow(visit.window)}. Needs a time: ${waitReasonWords[visit.waiting ?? "taken"]}. Call the visitor to agree a time, then move the visit to it in the Schedule.`,
    `Service booked: ${serviceName(visit.service)}`,
  ];
}

/**
 * The office reads every lead in English, whatever the visitor's language.
 * The site's own lines come first; everything the visitor wrote follows
 * between two fences, each answer on one line after its label and the
 * message quoted, so no answer can pass for a fence or a line of the site's.
 */
export function leadEmail(
  lead: LeadRecord & { visit?: Visit | null },
  site: string,
  routes?: RouteTable,
  follow: {
    pages?: readonly Page[];
    contactedLink?: string;
    calendarLink?: string;
    /** Why the visitor's confirmation waits for the hour's limits, when it does. */
    confirmationWaits?: string;
  } = {},
) {
  const t = translator("en");
  // A page withdrawn since (or a table that cannot be read) is named by its key.
  const pathOf = (key: string) => {
    const page = routes?.pageFromKey(key);
    return page && routes ? absoluteUrl(site, routes.pathFor(page, lead.locale)) : key;
  };
  const serviceName = (key: string) => pageName(routes, key);
  // A lead stored under older rules may hold a line break in a one-line answer.
  const text = (value: string) => visibleText(value).replace(/\s+/g, " ").trim();
  const message = visibleText(lead.message);
  const { origin } = lead;
  const lines = [
    `Language: ${lead.locale === "es" ? "Spanish" : "English"}`,
    `Sent from: ${pathOf(lead.page)}`,
    `Came from: ${[
      sourceKey(origin),
      // A request by text after a missed call (calls/) began on no page.
      origin.channel === "unknown" || origin.channel === "call"
        ? ""
        : `first page ${pathOf(origin.landing)}`,
      origin.device ?? "",
    ]
      .filter(Boolean)
      .join(", ")}`,
    ...(lead.visit ? visitLines(lead.visit, serviceName) : []),
    `How soon: ${lead.urgency ? t(`leadForm.urgency.${lead.urgency}`) : "not said"}`,
    ...(lead.preferredTime
      ? [`Best time to call: ${t(`leadForm.preferredTime.${lead.preferredTime}`)}`]
      : []),
    ...(lead.urgency === "emergency" && lead.weakSign === "noStamp"
      ? ["Paged: nobody (sent without the form's start stamp: a script, not the site's form)"]
      : []),
    ...(follow.pages ?? []).map(pagedLine),
    ...(follow.contactedLink ? [`Mark contacted: ${follow.contactedLink}`] : []),
    ...(follow.confirmationWaits
      ? [
          `The visitor's confirmation email waits: ${follow.confirmationWaits} It goes out when the hour allows.`,
        ]
      : []),
    ...(follow.calendarLink
      ? [`Your calendar of visits booked online (private: don't share it): ${follow.calendarLink}`]
      : []),
    `Received: ${officeTime(lead.receivedAt)}`,
    `Reference: ${leadReference(lead.id)}`,
    "",
    fence("What the visitor wrote"),
    // Every field of a form is filled; a text after a missed call has only the phone.
    ...leadTextFields
      .filter((field) => lead[field])
      .map((field) => `${t(`leadForm.fields.${field}`)}: ${text(lead[field])}`),
    "",
    `${t("leadForm.fields.message")}:`,
    message ? quoted(message) : "-",
    fence("End of what the visitor wrote"),
  ];
  const name = text(`${lead.firstName} ${lead.lastName}`);
  const what = lead.visit
    ? holdsPlace(lead.visit)
      ? `Booked ${officeWindow(lead.visit.window)}: ${serviceName(lead.visit.service)}`
      : `Needs a time: ${serviceName(lead.visit.service)}`
    : `New request: ${text(lead.service)}`;
  // A request by text after a missed call has neither name nor town: its phone names it.
  const about =
    origin.channel === "call"
      ? `New request by text after a missed call: ${text(lead.phone)}`
      : `${what} - ${name}, ${text(lead.city)}`;
  return {
    subject: `${lead.urgency === "emergency" ? "EMERGENCY: " : ""}${about}`,
    text: lines.join("\n"),
  };
}

/**
 * A service page by its English name (the office's words); never its key,
 * which is the site's: a page withdrawn since, or a table that cannot be
 * read, is said so.
 */
export const pageName = (routes: RouteTable | undefined, key: string) => {
  if (!routes) return "(the service's name could not be read)";
  const page = routes.pageFromKey(key);
  return page ? routes.nameOf(page, "en") : "(a service no longer on the website)";
};

/**
 * Emails sent about requests that could not be stored, this hour: a flood
 * must not become one. One count per process (a part of the server's
 * context): a count of the module's own was one per bundle, and the front
 * door's lane and Next's route each sent 20.
 */
const alarmsPerHour = 20;
const alarms = () => serverPart("unsavedAlarms", () => ({ hour: 0, sent: 0 }));

/**
 * A valid request the store could not keep (a full or read-only disk): the
 * visitor was told to phone, and the office gets the request by email, so
 * it can call back, with why it was not stored. Sent at once, never retried.
 */
export async function tellOfficeNotSaved(lead: LeadRecord, settings: MailSettings) {
  const hour = Math.floor(Date.now() / 3_600_000);
  const count = alarms();
  if (count.hour !== hour) Object.assign(count, { hour, sent: 0 });
  if (count.sent++ >= alarmsPerHour) return;
  const routes = await liveRoutes().catch(() => undefined);
  const email = leadEmail(lead, serverSettings().siteUrl, routes);
  await transportFor(settings)
    .sendMail({
      from: settings.from,
      to: settings.to,
      ...visitorReplyTo(lead),
      subject: `NOT SAVED: ${email.subject}`,
      text: [
        "The website could not save this request: call the visitor back from",
        "this email, and tell whoever runs the website. The visitor was told",
        "it was not sent and asked to phone; it is in no list of requests.",
        "",
        email.text,
      ].join("\n"),
    })
    .catch((error: unknown) =>
      console.error("The office could not be told of a lost request:", error),
    );
}
