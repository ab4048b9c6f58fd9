import { HomeIcon } from "@sanity/icons/Home";
import { defineField } from "sanity";
import { localized } from "../localized";
import { faqsField, headedField, heroField, listField, pageDocument } from "./page-fields";

/** The home page: promises, trust badges and the request form, groups, towns, reviews, FAQs, map. */
export const homePage = pageDocument(
  "homePage",
  "Home page",
  [
    heroField,
    localized({
      name: "heroDescription",
      title: "Top of page: description",
      description: "A third line under the subtitle, with the key promises.",
      kind: "text",
      group: "content",
    }),
    headedField("trust", "Trust section", "Badges beside the request form.", [
      localized({
        name: "text",
        title: "Text",
        description: "A sentence under the heading.",
        kind: "text",
      }),
      listField("badges", "Badges", 'Short proof points, e.g. "Licensed & Insured".', "iconItem"),
      defineField({
        name: "form",
        title: "Request form",
        type: "leadFormCopy",
        validation: (r) => r.required(),
      }),
    ]),
    headedField("services", "Service groups", "The three groups of services with their links.", [
      localized({
        name: "text",
        title: "Text",
        description: "A sentence under the heading.",
        kind: "text",
      }),
      listField(
        "groups",
        "Groups",
        "Air conditioning, heating, specialty: each lists its services.",
        "homeServiceGroup",
        3,
      ),
    ]),
    headedField(
      "areas",
      "Towns",
      'The six-town grid; pick the towns with "Show on the home page".',
      [
        localized({
          name: "text",
          title: "Text",
          description: "A sentence under the heading.",
          kind: "text",
        }),
        localized({
          name: "linkText",
          title: "Link to all towns",
          description: 'e.g. "View All Service Areas".',
        }),
      ],
    ),
    headedField(
      "reviews",
      "Reviews",
      "The reviews frame and the star rating (from Business facts).",
      [
        localized({
          name: "text",
          title: "Text",
          description: "A sentence under the heading.",
          kind: "text",
        }),
      ],
    ),
    headedField("about", "About section", "Four credentials and a link to the about page.", [
      localized({ name: "text", title: "Text", description: "A short paragraph.", kind: "text" }),
      listField(
        "credentials",
        "Credentials",
        "Licensed, insured, certified, emergency.",
        "iconItem",
        4,
      ),
      localized({
        name: "linkText",
        title: "Link text",
        description: 'e.g. "Learn More About Us".',
      }),
    ]),
    headedField("faq", "FAQ section", "The five common questions.", [faqsField(5)]),
    headedField("map", "Map section", "The map with the address, hours and license.", [
      localized({
        name: "text",
        title: "Text",
        description: "A sentence under the heading.",
        kind: "text",
      }),
    ]),
  ],
  HomeIcon,
);
