import { weekDays } from "@hvac/content/week-days";
import {
  type ArrivalWindowSetting,
  bookingLimits,
  clockTime,
  noServiceProblem,
  windowProblems,
} from "@hvac/office/booking-settings";
import { CalendarIcon } from "@sanity/icons/Calendar";
import { defineArrayMember, defineField, defineType } from "sanity";

/** Half hours from 5 AM to 10 PM, shown on the clock the office reads ("8:30 AM"). */
const times = Array.from({ length: 35 }, (_, i) => {
  const minutes = 5 * 60 + i * 30;
  const value = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${minutes % 60 === 0 ? "00" : "30"}`;
  return { value, title: clockTime(value) };
});

/** The windows the office has filled in completely; the others are flagged by their own fields. */
const completeWindows = (value: unknown): ArrivalWindowSetting[] =>
  (Array.isArray(value) ? value : []).filter(
    (window): window is ArrivalWindowSetting =>
      typeof window?.day === "string" &&
      typeof window.start === "string" &&
      typeof window.end === "string" &&
      typeof window.visits === "number",
  );

const arrivalWindow = defineArrayMember({
  type: "object",
  name: "arrivalWindow",
  title: "Arrival window",
  fields: [
    defineField({
      name: "day",
      title: "Day",
      type: "string",
      options: { list: [...weekDays] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "start",
      title: "From",
      type: "string",
      options: { list: times },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "end",
      title: "To",
      type: "string",
      options: { list: times },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "visits",
      title: "Visits it can take",
      description: "How many visits the crew can start in this window. 0 closes it for now.",
      type: "number",
      initialValue: 3,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(0)
          .error("Write how many visits the window takes: 0 or a whole number above it."),
    }),
  ],
  preview: {
    select: { day: "day", start: "start", end: "end", visits: "visits" },
    prepare: ({ day, start, end, visits }) => ({
      title: `${day ?? "?"} ${start ? clockTime(start) : "?"} to ${end ? clockTime(end) : "?"}`,
      subtitle: `${visits ?? 0} ${visits === 1 ? "visit" : "visits"}`,
    }),
  },
});

/**
 * How visitors book a visit on the website (issue 38): the services, the
 * arrival windows of the week and what each takes, how far ahead and at what
 * notice, the closed days. Private: the website shows only windows with room.
 */
export const bookingSettings = defineType({
  name: "bookingSettings",
  title: "Online booking",
  type: "document",
  icon: CalendarIcon,
  description:
    "Private: visitors see the arrival windows, the places left in each (a full one says Full), never who booked them.",
  fields: [
    defineField({
      name: "enabled",
      title: "Take bookings on the website",
      description:
        "Off: the website takes requests only, and the office calls each visitor back to set a time.",
      type: "boolean",
      initialValue: true,
    }),
    defineField({
      name: "paused",
      title: "Pause instant booking",
      description:
        "On: visitors still pick a time, but no booking is instant: each is told you will call to confirm it, and waits in the Schedule under Needs a time. Call the visitor, then move the visit to the time you agree. Turn it on when the website alerts you that someone may be taking the schedule.",
      type: "boolean",
      initialValue: false,
    }),
    defineField({
      name: "services",
      title: "Services a visitor can book",
      description:
        "Repairs, maintenance, and estimate visits for a new system: an installation chosen here is booked as an estimate visit, so say so in the Booking page's text, as the starter text does. Emergencies are never booked: they page the on-call phone.",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "servicePage" }] })],
      validation: (rule) =>
        rule.unique().custom((services, context) => {
          const enabled = (context.document as { enabled?: boolean } | undefined)?.enabled;
          return enabled && (services?.length ?? 0) === 0 ? noServiceProblem : true;
        }),
    }),
    defineField({
      name: "windows",
      title: "Arrival windows",
      description:
        "The arrival windows visitors can pick, for each day of the week (Central Texas time): when a technician is scheduled to arrive, not how long the visit takes. Each counts visits, not technicians. A day without a window takes no bookings.",
      type: "array",
      of: [arrivalWindow],
      validation: (rule) =>
        rule.custom((windows) => {
          const problems = windowProblems(completeWindows(windows));
          return problems.length > 0 ? problems.join(" ") : true;
        }),
    }),
    defineField({
      name: "daysAhead",
      title: "Days ahead a visitor can book",
      description: "Today included: 14 shows the next two weeks.",
      type: "number",
      initialValue: 14,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(bookingLimits.daysAhead.min)
          .max(bookingLimits.daysAhead.max)
          .error(
            `Write a whole number of days from ${bookingLimits.daysAhead.min} to ${bookingLimits.daysAhead.max}.`,
          ),
    }),
    defineField({
      name: "leastNoticeHours",
      title: "Least notice (hours)",
      description:
        "A window is offered only when it starts at least this many hours after the visitor books. The hours run around the clock, outside your office hours too (Opening hours, in Business facts): a visit booked at 10 PM for an 8 AM window can start before anyone has read it. Raise the notice to cover the hours nobody reads bookings.",
      type: "number",
      initialValue: 2,
      validation: (rule) =>
        rule
          .required()
          .min(bookingLimits.leastNoticeHours.min)
          .max(bookingLimits.leastNoticeHours.max)
          .error(
            `Write the hours of notice, from ${bookingLimits.leastNoticeHours.min} to ${bookingLimits.leastNoticeHours.max}.`,
          ),
    }),
    defineField({
      name: "closedDays",
      title: "Closed days",
      description: "Holidays and other days nobody is sent out: no window is offered on them.",
      type: "array",
      of: [defineArrayMember({ type: "date" })],
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: { prepare: () => ({ title: "Online booking" }) },
});
