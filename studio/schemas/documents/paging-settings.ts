import { businessFactsId } from "@hvac/content/page-documents";
import { BellIcon } from "@sanity/icons/Bell";
import { defineArrayMember, defineField, defineType, type ValidationContext } from "sanity";
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

/**
 * Who the website pages when an emergency request arrives, and the office's
 * other private settings. Never shown on the website.
 */
export const pagingSettings = defineType({
  name: "pagingSettings",
  title: "Paging and integrations",
  type: "document",
  icon: BellIcon,
  description: "Private: never shown on the website.",
  fields: [
    defineField({
      name: "onCall",
      title: "On-call phones",
      description:
        "Who gets a text message when an emergency request arrives, in order: the first at once, the next if nobody marks the request contacted in time.",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "onCallPhone",
          fields: [
            defineField({
              name: "name",
              title: "Name",
              type: "string",
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: "phone",
              title: "Mobile number",
              description:
                "A US mobile number that takes text messages, written like (210) 555-0123.",
              type: "string",
              validation: (rule) =>
                rule
                  .required()
                  .custom((value) =>
                    typeof value === "string" &&
                    /^\(?[2-9]\d{2}\)?[ .-]?\d{3}[ .-]?\d{4}$/.test(value.trim())
                      ? true
                      : "Write a 10-digit US mobile number, like (210) 555-0123.",
                  ),
            }),
          ],
          preview: { select: { title: "name", subtitle: "phone" } },
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
