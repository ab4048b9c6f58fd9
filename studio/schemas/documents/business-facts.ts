import { isCopyFact, shortFactLengths } from "@hvac/content/copy-facts";
import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { defineField, defineType } from "sanity";
import { localized } from "../localized";
import { imageField } from "../objects/illustration";
import { openingHoursMember } from "../objects/opening-hours";

const REPLACE = "PLACEHOLDER: replace before launch.";

/** A fact that copy can state tells the editor how. */
const statedInCopy = <F extends { name: string; description?: unknown }>(field: F): F =>
  isCopyFact(field.name)
    ? {
        ...field,
        description: `${String(field.description ?? "")} Any text on the site can state it: write {${field.name}}.`,
      }
    : field;

/**
 * The one place every business fact lives: the site's copy, call links and
 * search-engine data all read them from here. A text states a fact by name,
 * {arrivalPromise} (or a "Business fact" in rich text), so changing it here
 * changes every sentence that states it.
 */
/** English or Spanish, one tap: the name's language, the office's language. */
const languageChoice = {
  list: [
    { value: "en", title: "English" },
    { value: "es", title: "Spanish" },
  ],
  layout: "radio" as const,
  direction: "horizontal" as const,
};

export const businessFacts = defineType({
  name: "businessFacts",
  title: "Business facts",
  type: "document",
  icon: InfoOutlineIcon,
  groups: [
    { name: "contact", title: "Name and contact", default: true },
    { name: "credentials", title: "Credentials and brands" },
    { name: "promises", title: "Promises" },
    { name: "search", title: "Search engines" },
    { name: "embeds", title: "Reviews, map, credit" },
  ],
  fields: [
    defineField({
      name: "name",
      title: "Business name",
      description: `The company name as customers see it, in the header, footer and Google results. ${REPLACE}`,
      type: "string",
      group: "contact",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "nameLanguage",
      title: "Language of the business name",
      description:
        "The language the name is written in. Pages in the other language mark it, so screen readers say it right.",
      type: "string",
      group: "contact",
      options: languageChoice,
      initialValue: "en",
    }),
    defineField({
      name: "phone",
      title: "Phone number",
      description: `The number every "Call" button dials, written like (210) 555-0123. ${REPLACE}`,
      type: "string",
      group: "contact",
      validation: (rule) =>
        rule
          .required()
          .regex(/^\(\d{3}\) \d{3}-\d{4}$/, { name: "US phone" })
          .error("Write the number like (210) 555-0123."),
    }),
    defineField({
      name: "email",
      title: "Office email",
      description: `Where customers can write, e.g. to ask for their data to be deleted. ${REPLACE}`,
      type: "string",
      group: "contact",
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: "officeLanguage",
      title: "Office's language",
      description:
        "The language of the website's weekly results email to the office. Not shown on the website.",
      type: "string",
      group: "contact",
      options: languageChoice,
      initialValue: "en",
    }),
    defineField({
      name: "address",
      title: "Office address",
      description: "Shown in the footer, on the contact page and on the map.",
      type: "object",
      group: "contact",
      options: { columns: 2 },
      fields: [
        defineField({
          name: "street",
          title: "Street",
          type: "string",
          validation: (r) => r.required(),
        }),
        defineField({
          name: "city",
          title: "City",
          description:
            "The office's town. Any text on the site that says where the office is can state it: write {officeTown}.",
          type: "string",
          validation: (r) => r.required(),
        }),
        defineField({
          name: "state",
          title: "State",
          type: "string",
          validation: (r) => r.required().length(2),
        }),
        defineField({
          name: "zip",
          title: "ZIP code",
          type: "string",
          validation: (r) => r.required().regex(/^\d{5}$/, { name: "5-digit ZIP" }),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "geo",
      title: "Map coordinates of the office",
      description:
        "Latitude and longitude for Google, with at least 5 decimals. Check them on a map before launch.",
      type: "object",
      group: "search",
      options: { columns: 2 },
      fields: [
        defineField({
          name: "lat",
          title: "Latitude",
          type: "number",
          validation: (r) => r.required().min(-90).max(90),
        }),
        defineField({
          name: "lng",
          title: "Longitude",
          type: "number",
          validation: (r) => r.required().min(-180).max(180),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "hours",
      title: "Opening hours (for Google)",
      description:
        "When the business answers. For 24/7 service, one row: every day, 00:00 to 23:59.",
      type: "array",
      group: "search",
      of: [openingHoursMember],
      validation: (rule) => rule.required().min(1),
    }),
    localized({
      name: "hoursText",
      title: "Hours, in words",
      description: 'How the hours read on the site, e.g. "Open 24 hours, 7 days a week".',
      group: "contact",
    }),
    localized({
      name: "hoursShort",
      title: "Hours, short",
      description:
        'The hours in a few characters, as page titles and sentences such as "we answer 24/7" say them, e.g. "24/7" (5 characters at most: search titles have little room).',
      group: "contact",
      max: shortFactLengths.hoursShort,
    }),
    defineField({
      name: "licence",
      title: "Texas license number",
      description: "Shown in the footer, the about page and the map section.",
      type: "string",
      group: "credentials",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "rating",
      title: "Customer rating",
      description: "The average star rating and how many reviews it comes from.",
      type: "object",
      group: "credentials",
      options: { columns: 2 },
      fields: [
        defineField({
          name: "value",
          title: "Average stars",
          type: "number",
          validation: (r) => r.required().min(1).max(5),
        }),
        defineField({
          name: "count",
          title: "Number of reviews",
          type: "number",
          validation: (r) => r.required().integer().min(1),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    localized({
      name: "ownership",
      title: "Ownership",
      description:
        'How the business describes its owners, e.g. "Latino- and women-owned": one wording, stated the same on every page. Write only what the owners can show.',
      group: "credentials",
    }),
    defineField({
      name: "dealerBrand",
      title: "Premium brand we are a dealer of",
      description: `The premium equipment brand we are an authorized dealer of. ${REPLACE}`,
      type: "string",
      group: "credentials",
      validation: (rule) => rule.required(),
    }),
    localized({
      name: "dealerStatus",
      title: "Dealer status",
      description: 'The rank the brand gives us as its dealer, e.g. "Elite dealer".',
      group: "credentials",
    }),
    defineField({
      name: "otherBrands",
      title: "Other brands we install",
      description: `The other major brands we install and service, one per line; the site lists them in the order given. ${REPLACE}`,
      type: "array",
      group: "credentials",
      of: [{ type: "string" }],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    localized({
      name: "responsePromise",
      title: "Reply to a request",
      description: 'How soon the office answers a form request, e.g. "within 24 hours".',
      group: "promises",
    }),
    localized({
      name: "callbackPromise",
      title: "Call back after an emergency request",
      description:
        'How soon the office calls back after a request marked "Emergency: today", e.g. "within 15 minutes". The on-call phone is paged at once, and the next one before this runs out (Paging and integrations).',
      group: "promises",
    }),
    localized({
      name: "arrivalPromise",
      title: "Emergency arrival",
      description:
        'How soon a technician typically arrives in an emergency, e.g. "in 2 to 4 hours".',
      group: "promises",
    }),
    localized({
      name: "quotePromise",
      title: "Quotes",
      description: 'e.g. "Same-day quotes".',
      group: "promises",
    }),
    defineField({
      name: "priceRange",
      title: "Price level (for Google)",
      description: "From $ (budget) to $$$$ (premium).",
      type: "string",
      group: "search",
      options: { list: ["$", "$$", "$$$", "$$$$"] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "serviceRadiusKm",
      title: "Service radius (km)",
      description:
        'How far from the office we travel, in kilometres. Google is told the kilometres; the site\'s text states it in miles, rounded to 5 (50 km reads "about 30 miles"): write {serviceRadius}.',
      type: "number",
      group: "search",
      validation: (rule) => rule.required().min(1),
    }),
    imageField(
      "shareImage",
      "Default sharing image",
      "Picture shown when a page without its own sharing image is shared.",
      true,
    ),
    defineField({
      name: "reviewWidgetUrl",
      title: "Review widget address",
      description: `The web address of the reviews frame shown on the home page. ${REPLACE}`,
      type: "url",
      group: "embeds",
      validation: (rule) => rule.required().uri({ scheme: ["https"] }),
    }),
    defineField({
      name: "reviewLink",
      title: "Review link",
      description: `The address that opens your review form on Google (Business Profile, "Ask for reviews"). The website sends it once to every customer, after a visit marked Done in the Schedule or a request marked Customer, in their language. ${REPLACE}`,
      type: "url",
      group: "embeds",
      validation: (rule) => rule.required().uri({ scheme: ["https"] }),
    }),
    defineField({
      name: "mapEmbedUrl",
      title: "Map address",
      description: `The web address of the map frame (home and contact pages). ${REPLACE}`,
      type: "url",
      group: "embeds",
      validation: (rule) => rule.required().uri({ scheme: ["https"] }),
    }),
    defineField({
      name: "websiteCredit",
      title: "Website credit",
      description: `Who built the site, shown small in the footer. ${REPLACE}`,
      type: "object",
      group: "embeds",
      fields: [
        localized({ name: "label", title: "Credit text", description: 'e.g. "Website by ..."' }),
        defineField({
          name: "url",
          title: "Link",
          type: "url",
          validation: (r) => r.uri({ scheme: ["https"] }),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ].map(statedInCopy),
  preview: { prepare: () => ({ title: "Business facts" }) },
});
