import {
  leadKeptMonths,
  leadStatuses,
  leadVariants,
  outboundSteps,
  pagedPhone,
  preferredTimes,
  type StepStatus,
  spamKeptDays,
  spamReasons,
  stepStatuses,
  urgencies,
  weakSigns,
} from "@hvac/office/lead-document";
import { channels, channelTitles, clickIds, devices } from "@hvac/office/results";
import { visitStatuses, waitReasons } from "@hvac/office/visit";
import { visitStatusWords, waitReasonWords } from "@hvac/office/visit-words";
import { locales } from "@hvac/routing";
import { InboxIcon } from "@sanity/icons/Inbox";
import { defineArrayMember, defineField, defineType } from "sanity";
import { WindowKeyInput } from "../../booking/window-key-input";
import { PageKeyInput, ServiceKeyInput } from "../../routes/page-key-input";

/** Why a request looks automated, as the office reads it. */
const spamReasonTitles: Record<(typeof spamReasons)[number], string> = {
  honeypot: "Filled in the hidden field only robots see",
  tooFast: "Sent faster than a person can fill in the form",
  forgedStamp: "Carried a form stamp the website never gave",
  burst: "One of many requests from one address within minutes",
  reusedStamp: "Carried a form stamp already used for another request",
};

/** A sign too weak to keep a request apart, as the office reads it. */
const weakSignTitles: Record<(typeof weakSigns)[number], string> = {
  noStamp: "Sent by the form's script without the stamp it asks for",
  oldStamp: "The form was opened hours before it was sent",
};

/** The website's steps after a request, as the office reads them. */
const stepTitles: Record<(typeof outboundSteps)[number], string> = {
  page: "Text message to the on-call phone",
  officeEmail: "Email to the office",
  visitorEmail: "Confirmation email to the visitor",
  reminder: "Reminder email to the visitor, the day before the visit",
  reminderText: "Reminder text to the visitor, the day before (they asked for texts)",
  visitNotice: "Email telling the visitor their visit was moved or cancelled",
  officeNotice: "Email telling the office the visitor moved, cancelled or booked the visit",
  bookingAlert:
    "Email (and text, if booking paused itself) telling the office bookings wait for it",
  reviewRequest: "Review request to the customer (once, after the visit)",
  crm: "CRM webhook",
};

/** Where a step stands, as the office reads it. */
const stepStatusTitles: Record<StepStatus, string> = {
  pending: "Waiting",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed, will try again",
  gaveUp: "Gave up",
  held: "Held: over the hour's limit",
  skipped: "Not needed any more (its note says why)",
};

const urgencyTitles: Record<(typeof urgencies)[number], string> = {
  emergency: "Emergency: today",
  thisWeek: "This week",
  planning: "Planning or a quote",
};

/** What the visitor typed: shown as sent, never edited. */
const answer = (name: string, title: string, rows?: number) =>
  defineField({
    name,
    title,
    type: rows ? "text" : "string",
    ...(rows ? { rows } : {}),
    readOnly: true,
    group: "request",
  });

/**
 * A service request sent from the website's form. The site creates these;
 * the office reads them and sets their status.
 */
export const lead = defineType({
  name: "lead",
  title: "Lead",
  type: "document",
  icon: InboxIcon,
  description: "A service request sent from the website. Only its status can be changed.",
  groups: [
    { name: "request", title: "Request", default: true },
    { name: "delivery", title: "Delivery" },
  ],
  fields: [
    defineField({
      name: "status",
      title: "Status",
      description: `Where the office is with this request. A request never marked "Customer" is deleted ${leadKeptMonths} months after it arrived, as the privacy policy promises.`,
      type: "string",
      options: {
        list: leadStatuses.map((value) => ({
          value,
          title: value[0]?.toUpperCase() + value.slice(1),
        })),
        layout: "radio",
        direction: "horizontal",
      },
      initialValue: "new",
      validation: (rule) => rule.required(),
      group: "request",
    }),
    defineField({
      name: "spamReason",
      title: "Suspected spam",
      description: `Set when the request looked automated; it was not emailed. "Not spam" moves it back to the leads. Suspected spam is deleted after ${spamKeptDays} days.`,
      type: "string",
      options: { list: spamReasons.map((value) => ({ value, title: spamReasonTitles[value] })) },
      readOnly: true,
      hidden: ({ value }) => !value,
      group: "request",
    }),
    defineField({
      name: "weakSign",
      title: "Worth a look",
      description:
        "A sign of a robot too weak to keep this request apart: it was emailed as usual.",
      type: "string",
      options: { list: weakSigns.map((value) => ({ value, title: weakSignTitles[value] })) },
      readOnly: true,
      hidden: ({ value }) => !value,
      group: "request",
    }),
    defineField({
      name: "source",
      title: "Internet address (coded)",
      description:
        "A code made from the visitor's internet address, never the address: the website counts what one address may book and be sent by it.",
      type: "string",
      readOnly: true,
      hidden: true,
      group: "request",
    }),
    defineField({
      name: "emailKey",
      title: "Email as one mailbox",
      description: "The email without capitals, dots or a +tag: the hourly limits count by it.",
      type: "string",
      readOnly: true,
      hidden: true,
      group: "request",
    }),
    defineField({
      name: "urgency",
      title: "How soon",
      type: "string",
      options: { list: urgencies.map((value) => ({ value, title: urgencyTitles[value] })) },
      readOnly: true,
      group: "request",
    }),
    defineField({
      name: "preferredTime",
      title: "Best time to call",
      type: "string",
      options: { list: [...preferredTimes] },
      readOnly: true,
      hidden: ({ value }) => !value,
      group: "request",
    }),
    defineField({
      name: "contactedAt",
      title: "Contacted",
      description:
        'When someone first called or wrote back: set by "Mark contacted" or by the link in the text message or email. A paged emergency stops paging the next number once it is set.',
      type: "datetime",
      readOnly: true,
      group: "request",
    }),
    defineField({
      name: "receivedAt",
      title: "Received",
      type: "datetime",
      readOnly: true,
      group: "request",
    }),
    answer("firstName", "First name"),
    answer("lastName", "Last name"),
    answer("phone", "Phone"),
    answer("email", "Email"),
    answer("address", "Street address"),
    answer("city", "City"),
    answer("state", "State"),
    answer("zip", "ZIP code"),
    answer("service", "Service needed"),
    answer("message", "Message", 4),
    defineField({
      name: "locale",
      title: "Language",
      type: "string",
      options: {
        list: locales.map((value) => ({ value, title: value === "es" ? "Spanish" : "English" })),
      },
      readOnly: true,
      group: "request",
    }),
    defineField({
      name: "visit",
      title: "Visit booked online",
      description:
        "The arrival window (office time) and the service the visitor booked on the website.",
      type: "object",
      readOnly: true,
      hidden: ({ value }) => !value,
      group: "request",
      fields: [
        defineField({
          name: "window",
          title: "Arrival window",
          type: "string",
          components: { input: WindowKeyInput },
        }),
        defineField({
          name: "service",
          title: "Service booked",
          type: "string",
          components: { input: ServiceKeyInput },
        }),
        defineField({
          name: "texts",
          title: "Asked for texts about the visit",
          description:
            'Ticked "Text me about my visit": a reminder by text the day before (a reply STOP ends them).',
          type: "boolean",
          readOnly: true,
        }),
        defineField({
          name: "status",
          title: "Where it stands",
          type: "string",
          options: {
            list: visitStatuses.map((value) => ({ value, title: visitStatusWords[value] })),
          },
        }),
        defineField({
          name: "waiting",
          title: "Why it needs a time",
          type: "string",
          options: {
            list: waitReasons.map((value) => ({
              value,
              title: waitReasonWords[value].replace(/^./, (first) => first.toUpperCase()),
            })),
          },
          hidden: ({ value }) => !value,
        }),
        defineField({
          name: "was",
          title: "Window before the last change",
          type: "string",
          components: { input: WindowKeyInput },
          hidden: ({ value }) => !value,
        }),
        defineField({
          name: "changedBy",
          title: "Last changed by",
          type: "string",
          options: {
            list: [
              { value: "visitor", title: "The visitor (Manage my visit)" },
              { value: "office", title: "The office (the Schedule)" },
            ],
          },
          hidden: ({ value }) => !value,
        }),
        defineField({
          name: "sequence",
          title: "Changes since booked",
          type: "number",
          hidden: ({ value }) => !value,
        }),
      ],
    }),
    defineField({
      name: "page",
      title: "Sent from page",
      description: "The page the form was on.",
      type: "string",
      readOnly: true,
      group: "request",
      components: { input: PageKeyInput },
    }),
    defineField({
      name: "origin",
      title: "Where the visit began",
      description:
        'Kept by the visitor\'s browser tab until the request was sent: no cookie. Without JavaScript only the page is known. A text after a missed call: "Missed call", and the channel of the number called.',
      type: "object",
      readOnly: true,
      group: "request",
      fields: [
        defineField({
          name: "channel",
          title: "Kind of source",
          type: "string",
          options: { list: channels.map((value) => ({ value, title: channelTitles[value] })) },
        }),
        defineField({ name: "source", title: "Source", type: "string" }),
        defineField({
          name: "landing",
          title: "First page of the visit",
          type: "string",
          components: { input: PageKeyInput },
        }),
        defineField({ name: "referrer", title: "Came from the site", type: "string" }),
        defineField({ name: "utmSource", title: "Campaign source (utm_source)", type: "string" }),
        defineField({ name: "utmMedium", title: "Campaign medium (utm_medium)", type: "string" }),
        defineField({ name: "utmCampaign", title: "Campaign (utm_campaign)", type: "string" }),
        defineField({
          name: "clickId",
          title: "Ad click",
          type: "string",
          options: {
            list: Object.entries(clickIds).map(([value, title]) => ({ value, title })),
          },
        }),
        defineField({
          name: "device",
          title: "Device",
          type: "string",
          options: { list: [...devices] },
        }),
      ],
    }),
    defineField({
      name: "variant",
      title: "Form",
      type: "string",
      options: { list: [...leadVariants] },
      readOnly: true,
      group: "request",
    }),
    defineField({
      name: "steps",
      title: "What the website did",
      description:
        "The on-call page by text message, the office's email, the visitor's confirmation and the CRM webhook: each tried again on its own schedule until done.",
      type: "array",
      readOnly: true,
      group: "delivery",
      of: [
        defineArrayMember({
          type: "object",
          name: "outboundStep",
          fields: [
            defineField({
              name: "step",
              title: "Step",
              type: "string",
              options: {
                list: outboundSteps.map((value) => ({ value, title: stepTitles[value] })),
              },
            }),
            defineField({
              name: "status",
              title: "Status",
              type: "string",
              options: {
                list: stepStatuses.map((value) => ({ value, title: stepStatusTitles[value] })),
              },
            }),
            defineField({ name: "attempts", title: "Attempts", type: "number" }),
            defineField({ name: "dueAt", title: "Next try", type: "datetime" }),
            defineField({ name: "claimedAt", title: "Last attempt", type: "datetime" }),
            defineField({ name: "error", title: "Last error", type: "text", rows: 2 }),
            defineField({ name: "doneAt", title: "Done", type: "datetime" }),
            defineField({
              name: "round",
              title: "Times made due again",
              description: "A change to the visit makes its emails and webhook due again.",
              type: "number",
              hidden: ({ value }) => !value,
            }),
            defineField({
              name: "pages",
              title: "Text messages sent",
              type: "array",
              of: [
                defineArrayMember({
                  type: "object",
                  name: "pageSent",
                  fields: [
                    defineField({ name: "name", title: "Name", type: "string" }),
                    defineField({ name: "to", title: "To", type: "string" }),
                    defineField({ name: "at", title: "At", type: "datetime" }),
                    defineField({ name: "error", title: "Refused", type: "string" }),
                  ],
                  preview: {
                    select: { name: "name", to: "to", at: "at", error: "error" },
                    prepare: ({ name, to, at, error }) => ({
                      title: `${pagedPhone({ name, to })}${error ? ` (refused: ${error})` : ""}`,
                      subtitle: at,
                    }),
                  },
                }),
              ],
            }),
          ],
          preview: {
            select: { step: "step", status: "status", attempts: "attempts" },
            prepare: ({ step, status, attempts }) => ({
              title: stepTitles[step as keyof typeof stepTitles] ?? step,
              subtitle: [
                stepStatusTitles[status as StepStatus] ?? status,
                attempts ? `${attempts} ${attempts === 1 ? "attempt" : "attempts"}` : "",
              ]
                .filter(Boolean)
                .join(", "),
            }),
          },
        }),
      ],
    }),
  ],
  orderings: [
    {
      title: "Newest first",
      name: "receivedDesc",
      by: [{ field: "receivedAt", direction: "desc" }],
    },
  ],
  preview: {
    select: {
      firstName: "firstName",
      lastName: "lastName",
      phone: "phone",
      service: "service",
      city: "city",
      status: "status",
    },
    // A text after a missed call has no name: its phone names it.
    prepare: ({ firstName, lastName, phone, service, city, status }) => ({
      title: `${firstName ?? ""} ${lastName ?? ""}`.trim() || phone || "Lead",
      subtitle: [status, service, city].filter(Boolean).join(" · "),
    }),
  },
});
