import { defineField, defineType, type Rule } from "sanity";
import { localized } from "../localized";

/** What every image field tells the office about the picture to upload. */
const photoAdvice =
  "A photo straight from a phone or camera is fine (JPEG, PNG or WebP; the site makes it small for each screen). Landscape, at least 1600 pixels wide. After uploading, use the crop tool to cut the edges and drag the circle onto what must stay in view: the site and link previews keep that part when they trim the picture to their shape.";

/** An image with its description for people who cannot see it, in both languages. */
export const illustration = defineType({
  name: "illustration",
  title: "Picture",
  type: "image",
  description: photoAdvice,
  // The crop and the circle of what must stay in view, honoured by every size the site makes.
  options: { hotspot: true, accept: "image/jpeg,image/png,image/webp,image/svg+xml" },
  fields: [
    localized({
      name: "alt",
      title: "Description of the image",
      description:
        "What the picture shows, for visitors using a screen reader and for search engines. One short sentence.",
      max: 160,
    }),
  ],
});

export const imageField = (name: string, title: string, description: string, required = false) =>
  defineField({
    name,
    title,
    description: `${description} ${photoAdvice}`,
    type: "illustration",
    ...(required ? { validation: (rule: Rule) => rule.required() } : {}),
  });
