import { businessFactsId } from "@hvac/content/page-documents";
import { BellIcon } from "@sanity/icons/Bell";
import {
  defineArrayMember,
  defineField,
  defineType,
  type StringRule,
  type ValidationContext,
} from "sanity";
import { openingHoursMember } from "../objects/opening-hours";
import { apiVersion } from "../objects/page-address";

/** The id of the one settings document: under `settings.`, so the public API never shows it. */
export const pagingSettingsId = "settings.paging";

/**
 * The minutes a call-back promise names, as the office writes it in English
 * ("within 15 minutes" is 15, "within an hour" or "within 1 hour" 60);
 * undefined when it names no time ("as soon as we can").
 */
export function promisedMinutes(promise: string | undefined): number | undefined {
  const text = promise?.toLowerCase() ?? "";
  if (/\bhalf an hour\b/.test(text)) return 30;
  const found = text.match(/\b(\d+(?:\.\d+)?|an?|one)[\s-]*(minutes?|mins?|hours?|hrs?)\b/);
  if (!found) return undefined;
  const count = /^\d/.test(found[1] ?? "") ? Number(found[1]) : 1;
  return Math.round(count * (found[2]?.startsWith("h") ? 60 : 1));
}

/**
 * The next phone is texted before the emergency call-back promise of Business
 * facts (as published, shown on the site) runs out: a delay as long as the
 * promise would page the next phone only once the promise is broken.
 */
async function promiseProblem(minutes: unknown, context: ValidationContext) {
  if (typeof minutes !== "number") return undefined;
  const promise: string | null = await context
    .getClient({ apiVersion })
    .fetch(
      `*[_id == $id][0].callbackPromise.en`,
      { id: businessFactsId },
      { perspective: "published" },
    );
  const promised = promisedMinutes(promise ?? undefined);
  if (promised === undefined || minutes < promised) return undefined;
  return `The next phone must be texted before the call-back promise runs out: Business facts promise a call back ${promise}, so choose fewer than ${promised}.`;
}

/** A 10-digit US number, required, as the office writes it: "(210) 555-0123". */
const usPhone = (what: string) => (rule: StringRule) =>
  rule
    .required()
    .custom((value) =>
      typeof value === "string" && /^\(?[2-9]\d{2}\)?[ .-]?\d{3}[ .-]?\d{4}$/.test(value.trim())
        ? true
        : `Write a 10-digit US ${what}, like (210) 555-0123.`,
    );

/** A person's phone in a list: their name, and a US number. */
const namedPhone = (name: string, phone: { title: string; description?: string; what: string }) =>
  defineArrayMember({
    type: "object",
    name,
    fields: [
      defineField({
        name: "name",
        title: "Name",
        type: "string",
        validation: (rule) => rule.required().max(60),
      }),
      defineField({
        name: "phone",
        title: phone.title,
        ...(phone.description ? { description: phone.description } : {}),
        type: "string",
        validation: usPhone(phone.what),
      }),
    ],
    preview: { select: { title: "name", subtitle: "phone" } },
  });

/**
 * Who the website pages when an emergency request arrives, the office's
 * numbers for calls, and the office's other private settings. Never shown on
 * the website.
 */
export const pagingSettings = defineType({
  name: "pagingSettings",
  title: "Paging and integrations",
  type: "document",
  icon: BellIcon,
  description: "Private: never shown on the website.",
  fieldsets: [
    {
      name: "calls",
      title: "Calls to your numbers",
      description:
        'For numbers that run through Twilio (see the office guide, "Calls and missed calls"): each call rings your phones, and a caller nobody answered gets one text back and can reply with what they need.',
    },
  ],
  fields: [
    defineField({
      name: "onCall",
      title: "On-call phones",
      description:
        "Who gets a text message when an emergency request arrives, in order: the first at once, the next if nobody marks the request contacted in time.",
      type: "array",
      of: [
        namedPhone("onCallPhone", {
          title: "Mobile number",
          description: "A US mobile number that takes text messages, written like (210) 555-0123.",
          what: "mobile number",
        }),
      ],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "escalateAfterMinutes",
      title: "Page the next phone after (minutes)",
      description:
        "When nobody marks a paged request contacted within this many minutes, the next phone on the list gets the text message. Fewer minutes than the call back promised in Business facts, so the next phone still has time to keep the promise.",
      type: "number",
      initialValue: 5,
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(240)
          .integer()
          .custom(async (minutes, context) => (await promiseProblem(minutes, context)) ?? true),
    }),
    defineField({
      name: "pageOutsideOfficeHours",
      title: "Also page for every request outside office hours",
      description: "Off: only emergency requests page the on-call phone.",
      type: "boolean",
      initialValue: false,
    }),
    defineField({
      name: "officeHours",
      title: "Office hours",
      description: "When someone in the office answers requests (Central Texas time).",
      type: "array",
      of: [openingHoursMember],
    }),
    defineField({
      name: "callNumbers",
      title: "Your numbers",
      description:
        "Each Twilio number you give out, with where you give it out (Results counts its calls under that name) and the language its callers get the text back in. The website's number is the one in Business facts.",
      type: "array",
      fieldset: "calls",
      of: [
        defineArrayMember({
          type: "object",
          name: "callNumber",
          fields: [
            defineField({
              name: "number",
              title: "Number",
              type: "string",
              validation: usPhone("number"),
            }),
            defineField({
              name: "channel",
              title: "Where you give it out",
              description: "For example Website, Google Business Profile, Van signs, Google Ads.",
              type: "string",
              validation: (rule) =>
                rule
                  .required()
                  .max(60)
                  .error("Say where you give this number out, in 60 characters at most."),
            }),
            defineField({
              name: "language",
              title: "Language of the text back",
              type: "string",
              options: {
                list: [
                  { value: "en", title: "English" },
                  { value: "es", title: "Spanish" },
                ],
                layout: "radio",
                direction: "horizontal",
              },
              initialValue: "en",
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: "channel", subtitle: "number" } },
        }),
      ],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "ringPhones",
      title: "Phones that ring",
      description:
        "Every call to your numbers rings these phones at once; the first to answer takes it. The caller sees their own number on your phone.",
      type: "array",
      fieldset: "calls",
      of: [namedPhone("ringPhone", { title: "Phone number", what: "phone number" })],
      validation: (rule) => rule.unique().max(10),
    }),
    defineField({
      name: "ringSeconds",
      title: "Ring for (seconds)",
      description:
        "How long your phones ring before the call counts as missed and the caller gets the text back (20 when left empty). Keep it shorter than your phones take to send a call to voicemail (about 25 seconds), or voicemail answers first.",
      type: "number",
      fieldset: "calls",
      initialValue: 20,
      // Unset (a document from before calls): 20 seconds.
      validation: (rule) =>
        rule.min(5).max(60).integer().error("Ring for 5 to 60 seconds, a whole number."),
    }),
    defineField({
      name: "crmWebhookUrl",
      title: "CRM webhook address",
      description:
        "Optional: the address at which your customer management system (CRM) takes the website's requests. The website sends it each request, signed with the secret below; whoever set up the CRM has the address.",
      type: "url",
      validation: (rule) => rule.uri({ scheme: ["https"] }),
    }),
    defineField({
      name: "crmWebhookSecret",
      title: "CRM webhook secret",
      description: "At least 16 characters, shared with the CRM to check each request's signature.",
      type: "string",
      validation: (rule) =>
        rule.custom((value, context) => {
          const url = (context.document as { crmWebhookUrl?: string } | undefined)?.crmWebhookUrl;
          if (!url) return true;
          return typeof value === "string" && value.length >= 16
            ? true
            : "A webhook address needs a secret of at least 16 characters.";
        }),
    }),
  ],
  preview: { prepare: () => ({ title: "Paging and integrations" }) },
});
