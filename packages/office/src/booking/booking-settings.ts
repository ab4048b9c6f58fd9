import { weekDays } from "@hvac/content/week-days";
import { z } from "zod";

/**
 * How the office takes visits online (issue 38): which services, the arrival
 * windows of each weekday with the visits each can take, how far ahead and
 * at what notice. Read from the Studio's private Booking document, or from a
 * file without Sanity; checked here, the one place that says what makes sense.
 */

/** The Studio's one booking document: under `settings.`, so the public API never shows it. */
export const bookingSettingsId = "settings.booking";

/** The bounds the office's numbers keep, here and in the Studio's fields. */
export const bookingLimits = {
  daysAhead: { min: 1, max: 90 },
  leastNoticeHours: { min: 0, max: 72 },
} as const;

const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Write the time as hours and minutes, like 08:00 or 13:30.");

const calendarDay = z.iso.date({ message: "Write a closed day as a date, like 2026-12-25." });

const arrivalWindowSchema = z.object({
  day: z.enum(weekDays),
  start: timeOfDay,
  end: timeOfDay,
  /** How many visits the window takes; 0 closes it without deleting it. */
  visits: z
    .number()
    .int("The number of visits is a whole number.")
    .min(0, "A window takes 0 visits or more."),
});
export type ArrivalWindowSetting = z.infer<typeof arrivalWindowSchema>;

const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(":").map(Number);
  return hours * 60 + mins;
};

/** A time of day ("13:30") on the clock the office reads ("1:30 PM"). */
export function clockTime(time: string): string {
  const [hours = 0] = time.split(":").map(Number);
  return `${((hours + 11) % 12) + 1}:${time.slice(3, 5)} ${hours < 12 ? "AM" : "PM"}`;
}

const named = (day: string, window: ArrivalWindowSetting) =>
  `${day} ${clockTime(window.start)} to ${clockTime(window.end)}`;

/** Booking on with nothing to book, in the office's words. */
export const noServiceProblem = "Choose at least one service, or turn booking off.";

/** What makes a set of windows impossible, in the office's words (none when they make sense). */
export function windowProblems(windows: readonly ArrivalWindowSetting[]): string[] {
  const problems: string[] = [];
  for (const day of weekDays) {
    const ofDay = windows
      .filter((window) => window.day === day)
      .sort((a, b) => minutes(a.start) - minutes(b.start));
    for (const window of ofDay) {
      if (minutes(window.end) <= minutes(window.start)) {
        problems.push(
          `${named(day, window)} ends before it starts: the end must be later than the start.`,
        );
      }
    }
    for (const [i, window] of ofDay.entries()) {
      const next = ofDay[i + 1];
      if (next && minutes(next.start) < minutes(window.end)) {
        problems.push(
          `${named(day, window)} and ${clockTime(next.start)} to ${clockTime(next.end)} overlap: a visit can arrive in only one window.`,
        );
      }
    }
  }
  return problems;
}

const bookingSettingsSchema = z
  .object({
    /** Off: no page offers a time; requests are taken as before. */
    enabled: z.boolean(),
    /**
     * Instant booking paused: visitors still pick a time, and each booking
     * waits for the office to confirm it (it holds no place). The switch the
     * office turns when online booking alerts it.
     */
    paused: z.boolean().default(false),
    /** The service pages (their documents' ids) a visitor can book a visit for. */
    services: z.array(z.string().min(1)),
    windows: z.array(arrivalWindowSchema),
    /** How many days ahead a visitor sees windows, today included. */
    daysAhead: z
      .number()
      .int("The days ahead are a whole number.")
      .min(bookingLimits.daysAhead.min, `Offer at least ${bookingLimits.daysAhead.min} day ahead.`)
      .max(bookingLimits.daysAhead.max, `Offer at most ${bookingLimits.daysAhead.max} days ahead.`),
    /** The least time between booking and the window's start. */
    leastNoticeHours: z
      .number()
      .min(bookingLimits.leastNoticeHours.min, "The notice is 0 hours or more.")
      .max(
        bookingLimits.leastNoticeHours.max,
        `The notice is at most ${bookingLimits.leastNoticeHours.max} hours.`,
      ),
    /** Holidays and other days the office takes no visit. */
    closedDays: z.array(calendarDay),
  })
  .superRefine((settings, context) => {
    for (const message of windowProblems(settings.windows)) {
      context.addIssue({ code: "custom", path: ["windows"], message });
    }
    if (settings.enabled && settings.services.length === 0) {
      context.addIssue({ code: "custom", path: ["services"], message: noServiceProblem });
    }
  });
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/**
 * What a business starts with (the starter dataset's Online booking): repairs,
 * maintenance and installation estimates; the week of issue 38's example, two
 * weeks ahead, two hours' notice.
 */
export const starterBookingSettings: BookingSettings = {
  enabled: true,
  paused: false,
  services: [
    "servicePage-acRepair",
    "servicePage-furnaceRepair",
    "servicePage-heatPump",
    "servicePage-refrigerationRepair",
    "servicePage-acMaintenance",
    "servicePage-heatingMaintenance",
    "servicePage-acInstallation",
    "servicePage-heatingInstallation",
  ],
  windows: [
    ...(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const).flatMap((day) => [
      { day, start: "08:00", end: "12:00", visits: 3 },
      { day, start: "12:00", end: "16:00", visits: 3 },
    ]),
    { day: "Saturday", start: "09:00", end: "13:00", visits: 2 },
  ],
  daysAhead: 14,
  leastNoticeHours: 2,
  closedDays: [],
};

/** The settings, or every reason they cannot be used, each with where it is. */
export function readBookingSettings(
  value: unknown,
): { ok: true; settings: BookingSettings } | { ok: false; problems: string[] } {
  const parsed = bookingSettingsSchema.safeParse(value);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
    ),
  };
}
