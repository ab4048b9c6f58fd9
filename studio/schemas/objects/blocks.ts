import { iconNames } from "@hvac/content/icons";
import { defineField, defineType } from "sanity";
import { localized } from "../localized";
import { imageField } from "./illustration";

export const iconField = defineField({
  name: "icon",
  title: "Icon",
  description: "The small picture drawn beside the title.",
  type: "string",
  options: { list: [...iconNames] },
  validation: (rule) => rule.required(),
});

const optionalIconField = defineField({
  name: "icon",
  title: "Icon",
  description: "Optional small picture drawn beside the heading.",
  type: "string",
  options: { list: [...iconNames] },
});

const englishTitle = { select: { title: "title.en", subtitle: "title.es" } };

/** The top of a page: headline, supporting line, call button. */
export const hero = defineType({
  name: "hero",
  title: "Top of page",
  type: "object",
  fields: [
    localized({
      name: "heading",
      title: "Headline",
      description: "The big title at the top of the page (the page's main heading).",
    }),
    localized({
      name: "subtitle",
      title: "Subtitle",
      description: "One or two sentences under the headline.",
      kind: "text",
    }),
    localized({
      name: "ctaText",
      title: "Call button text",
      description:
        'Words on the call button, saying that it calls, e.g. "Call Now for Fast Service" / "Llame ahora". The phone number comes from Business facts.',
    }),
    imageField("image", "Background image", "Optional picture behind or beside the headline."),
  ],
});

/** A short selling point shown as a card with an icon. */
export const feature = defineType({
  name: "feature",
  title: "Feature card",
  type: "object",
  fields: [
    iconField,
    localized({
      name: "title",
      title: "Title",
      description: 'A few words, e.g. "Same-Day Repairs".',
    }),
    localized({
      name: "description",
      title: "Description",
      description: "One or two sentences that back up the title.",
      kind: "text",
    }),
  ],
  preview: englishTitle,
});

/** A picture beside a block of text. */
export const imageBlock = defineType({
  name: "imageBlock",
  title: "Image and text",
  type: "object",
  fields: [
    localized({ name: "title", title: "Heading", description: "Heading of this section." }),
    localized({
      name: "body",
      title: "Text",
      description: "Paragraphs and bullet lists beside the picture.",
      kind: "richText",
    }),
    imageField("image", "Image", "The picture beside the text.", true),
    defineField({
      name: "imageSide",
      title: "Image side",
      description: "Which side the picture sits on, on large screens.",
      type: "string",
      options: { list: ["left", "right"], layout: "radio" },
      initialValue: "right",
    }),
  ],
  preview: englishTitle,
});

/** A coloured band that asks the visitor to call. */
export const callBand = defineType({
  name: "callBand",
  title: "Call band",
  type: "object",
  fields: [
    localized({
      name: "title",
      title: "Heading",
      description: 'A short, urgent line, e.g. "AC Down in This Heat?".',
    }),
    localized({
      name: "text",
      title: "Text",
      description: "One sentence under the heading.",
      kind: "text",
    }),
    localized({
      name: "ctaText",
      title: "Call button text",
      description:
        'Words on the call button, saying that it calls, e.g. "Call Us Today" / "Llámenos hoy". The number comes from Business facts.',
    }),
    defineField({
      name: "emergency",
      title: "Emergency band",
      description:
        'On: on a page with a request form, the band also offers it, with "Emergency: today" already chosen, for a visitor who cannot call.',
      type: "boolean",
      initialValue: false,
    }),
  ],
  preview: englishTitle,
});

/** The words around the service-request form on a page. */
export const leadFormCopy = defineType({
  name: "leadFormCopy",
  title: "Request form",
  type: "object",
  fields: [
    localized({
      name: "title",
      title: "Form title",
      description: "Heading above the request form.",
    }),
    localized({
      name: "description",
      title: "Form description",
      description: "A sentence under the form title.",
      kind: "text",
    }),
    localized({
      name: "submitLabel",
      title: "Send button text",
      description: 'Words on the button that sends the request, e.g. "Request Service".',
    }),
    localized({
      name: "successMessage",
      title: "Thank-you message",
      description:
        'Shown after a request is received, under the title "Request Received!". Say when the office will get back to the visitor.',
      kind: "text",
    }),
  ],
});

/** A titled block of rich text (warranties, financing, a policy section...). */
export const textSection = defineType({
  name: "textSection",
  title: "Text section",
  type: "object",
  fields: [
    optionalIconField,
    localized({ name: "title", title: "Heading", description: "Heading of this section." }),
    localized({
      name: "body",
      title: "Text",
      description: "The section's text.",
      kind: "richText",
    }),
  ],
  preview: englishTitle,
});

/** A short item with an icon: a credential, a value, a step. */
export const iconItem = defineType({
  name: "iconItem",
  title: "Item",
  type: "object",
  fields: [
    iconField,
    localized({ name: "title", title: "Title", description: "A few words." }),
    localized({ name: "text", title: "Text", description: "One or two sentences.", kind: "text" }),
  ],
  preview: englishTitle,
});

/** The card that stands for a service on hubs, related services and menus. */
export const serviceCard = defineType({
  name: "serviceCard",
  title: "Service card",
  type: "object",
  fields: [
    iconField,
    localized({
      name: "title",
      title: "Card title",
      description: 'The service\'s name on cards, e.g. "AC Repair".',
    }),
    localized({
      name: "summary",
      title: "Card text",
      description: "One or two sentences on the card that link to this page.",
      kind: "text",
    }),
  ],
});

/** One line of a list (e.g. a sign that needs an emergency call). */
export const bulletItem = defineType({
  name: "bulletItem",
  title: "Line",
  type: "object",
  fields: [localized({ name: "text", title: "Text", description: "One line." })],
  preview: { select: { title: "text.en", subtitle: "text.es" } },
});
