import { weekDays } from "@hvac/content/week-days";
import { defineArrayMember, defineField } from "sanity";

const time = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Days and the hours of one period: the business's hours, the office's hours. */
export const openingHoursMember = defineArrayMember({
  type: "object",
  name: "openingHours",
  fields: [
    defineField({
      name: "days",
      title: "Days",
      type: "array",
      of: [{ type: "string" }],
      options: { list: [...weekDays] },
      validation: (r) => r.required().min(1),
    }),
    defineField({
      name: "opens",
      title: "Opens (24-hour clock)",
      type: "string",
      validation: (r) => r.required().regex(time, { name: "HH:MM" }),
    }),
    defineField({
      name: "closes",
      title: "Closes (24-hour clock)",
      type: "string",
      validation: (r) => r.required().regex(time, { name: "HH:MM" }),
    }),
  ],
  preview: { select: { title: "opens", subtitle: "closes" } },
});
