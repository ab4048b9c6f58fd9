import { callOutcomes } from "@hvac/office/calls";
import { stepStatuses } from "@hvac/office/lead-document";
import { locales } from "@hvac/routing";
import { MobileDeviceIcon } from "@sanity/icons/MobileDevice";
import { defineField, defineType } from "sanity";

/**
 * One call to one of the office's Twilio numbers, as the website records it
 * (`call.<CallSid>`, private like the leads): who called, the number dialled
 * and its channel, how it ended, the text back to a missed call and the
 * requests its caller's replies became. Written by the site only; counted in
 * Results; deleted after 12 months.
 */
export const call = defineType({
  name: "call",
  title: "Call",
  type: "document",
  icon: MobileDeviceIcon,
  readOnly: true,
  fields: [
    defineField({ name: "at", title: "Rang at", type: "datetime" }),
    defineField({ name: "caller", title: "Caller", type: "string" }),
    defineField({ name: "number", title: "Number dialled", type: "string" }),
    defineField({ name: "channel", title: "Channel", type: "string" }),
    defineField({ name: "language", type: "string", options: { list: [...locales] } }),
    defineField({ name: "outcome", type: "string", options: { list: [...callOutcomes] } }),
    defineField({ name: "dialStatus", title: "Twilio's dial status", type: "string" }),
    defineField({ name: "seconds", title: "Talk time (seconds)", type: "number" }),
    defineField({ name: "endedAt", title: "Ended at", type: "datetime" }),
    defineField({
      name: "textBack",
      title: "Text back",
      type: "object",
      fields: [
        defineField({ name: "status", type: "string", options: { list: [...stepStatuses] } }),
        defineField({ name: "attempts", type: "number" }),
        defineField({ name: "dueAt", type: "datetime" }),
        defineField({ name: "claimedAt", type: "datetime" }),
        defineField({ name: "error", title: "Why, or the last error", type: "string" }),
        defineField({ name: "doneAt", type: "datetime" }),
      ],
    }),
    defineField({
      name: "requests",
      title: "Requests from the caller's replies (lead ids)",
      type: "array",
      of: [{ type: "string" }],
    }),
  ],
});
