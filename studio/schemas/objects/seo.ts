import { defineField, defineType } from "sanity";
import { localized } from "../localized";
import { imageField } from "./illustration";

/** What search engines and link previews show for a page. */
export const seo = defineType({
  name: "seo",
  title: "Search and sharing",
  type: "object",
  options: { collapsible: true, collapsed: true },
  fields: [
    localized({
      name: "title",
      title: "Page title",
      description:
        "Shown as the headline in Google results and in the browser tab. At most 60 characters; name the service and the town.",
      max: 60,
    }),
    localized({
      name: "description",
      title: "Search description",
      description:
        "The two lines under the headline in Google results and in link previews. At most 160 characters; say what we do and how to reach us.",
      kind: "text",
      max: 160,
    }),
    imageField(
      "ogImage",
      "Sharing image",
      "Picture shown when the page is shared on Facebook, text messages, etc. Leave empty to use the one in Business facts.",
    ),
  ],
});

export const seoField = defineField({
  name: "seo",
  title: "Search and sharing",
  type: "seo",
  group: "seo",
  validation: (rule) => rule.required(),
});
