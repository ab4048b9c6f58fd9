import { channels, placements } from "@hvac/office/results";
import { locales } from "@hvac/routing";
import { BarChartIcon } from "@sanity/icons/BarChart";
import { defineArrayMember, defineField, defineType } from "sanity";

/**
 * One day's counts as one instance of the site wrote them (the site adds, the
 * Results view sums every instance's): visits, visits begun and call taps by
 * page, language, placement and source. No address, user agent or
 * identifier. Written by the site only; deleted after 25 months.
 */
export const resultsCounts = defineType({
  name: "resultsCounts",
  title: "Results counts",
  type: "document",
  icon: BarChartIcon,
  readOnly: true,
  fields: [
    defineField({ name: "day", title: "Day", type: "string" }),
    defineField({ name: "writer", title: "Written by instance", type: "string" }),
    defineField({
      name: "rows",
      title: "Counts",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "countRow",
          fields: [
            defineField({ name: "page", type: "string" }),
            defineField({ name: "locale", type: "string", options: { list: [...locales] } }),
            defineField({ name: "placement", type: "string", options: { list: [...placements] } }),
            defineField({ name: "channel", type: "string", options: { list: [...channels] } }),
            defineField({ name: "source", type: "string" }),
            defineField({ name: "views", type: "number" }),
            defineField({ name: "visits", type: "number" }),
            defineField({ name: "calls", type: "number" }),
            defineField({ name: "windows", title: "Open times shown", type: "number" }),
          ],
        }),
      ],
    }),
  ],
});

/** The weekly email of one week, taken by the instance that sends it (so it goes once). */
export const resultsDigest = defineType({
  name: "resultsDigest",
  title: "Weekly email",
  type: "document",
  icon: BarChartIcon,
  readOnly: true,
  fields: [
    defineField({ name: "week", title: "Week", type: "string" }),
    defineField({ name: "claimedAt", title: "Sent at", type: "datetime" }),
  ],
});
