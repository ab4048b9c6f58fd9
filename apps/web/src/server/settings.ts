import { readFileSync } from "node:fs";
import { join } from "node:path";
import { nationalDigits } from "@hvac/content/phone";
import { type BookingSettings, readBookingSettings } from "@hvac/office/booking-settings";
import type { Locale } from "@hvac/routing";
import { siteUrlFrom } from "@hvac/seo/site-url";
import { z } from "zod";
import { type OfficePeriod, parseOfficeHours } from "@/outbound/office-hours";
import { repositoryRoot } from "@/server/repository-root";

/**
 * Every setting the site reads from its environment, checked in one place
 * when the server starts (instrumentation.ts): a value that cannot be read
 * stops the start with the variable's name and what it wants, never a silent
 * default. Each part of the server is handed its own typed slice of
 * `Settings` (through server-context.ts), never process.env. A setting is
 * its line in `settingsSchema` and its place in `settingsFrom`, whose result
 * is the `Settings` type (docs/architecture.md, "Add a setting");
 * docs/deploying.md's table of variables and turbo.json are tested against
 * the schema (settings.test.ts).
 */

const text = z.string().trim().min(1);
const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flag = z.enum(["true", "false"]).transform((value) => value === "true");
/** A US number that can take a text message: 10 digits, the area code not starting with 0 or 1. */
export const isUsNumber = (phone: string) => /^[2-9]\d{9}$/.test(nationalDigits(phone));
/** A US number as Twilio takes it: +1XXXXXXXXXX. */
export const e164 = (phone: string) => `+1${nationalDigits(phone)}`;
const usNumber = text.refine(isUsNumber, { message: "a 10-digit US number, like (210) 555-0123" });
const usNumbers = z
  .string()
  .transform((list) =>
    list
      .split(",")
      .map((phone) => phone.trim())
      .filter(Boolean),
  )
  .pipe(z.array(usNumber));
/** One of the office's numbers as CALL_NUMBERS writes it: "(210) 555-0100 en Website". */
const callNumber = z
  .string()
  .trim()
  .transform((entry, context) => {
    const [, phone = "", language, channel = ""] = entry.match(/^(.+?)\s+(en|es)\s+(.+)$/) ?? [];
    if (isUsNumber(phone) && language && channel.length <= 60) {
      /** One of the office's Twilio numbers: +1XXXXXXXXXX, the channel it is given out on, its callers' language. */
      return { number: e164(phone), channel: channel.trim(), language: language as Locale };
    }
    context.addIssue({
      code: "custom",
      message: "numbers like (210) 555-0100 en Website; (210) 555-0101 es Google profile",
    });
    return z.NEVER;
  });

export const settingsSchema = z.object({
  // Read by scripts/start.mjs before the server loads; checked here too.
  PORT: whole(1, 65_535).optional(),
  LISTEN_ADDRESS: text.optional(),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SANITY_PROJECT_ID: text.optional(),
  SANITY_DATASET: text.optional(),
  SANITY_READ_TOKEN: text.optional(),
  SANITY_WRITE_TOKEN: text.optional(),
  SANITY_API_HOST: z.url().optional(),
  SANITY_READ_TIMEOUT_MS: whole(100, 60_000).optional(),
  SANITY_REVALIDATE_SECRET: text.optional(),
  SANITY_STUDIO_URL: z.url().optional(),
  // Read by ./scripts/local (scripts/local-run.ts), `npm run leads` and `npm run results`.
  STUDIO_PORT: whole(1, 65_535).optional(),
  CONTENT_LAKE_DIR: text.optional(),
  CONTENT_DATASET_FILE: text.optional(),
  BOOKING_SETTINGS_FILE: text.optional(),
  LEADS_DB_FILE: text.optional(),
  LEADS_SECRET: z.string().min(16).optional(),
  LEADS_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  LEADS_RATE_LIMIT_MAX: whole(1, 10_000).default(6),
  LEADS_RATE_LIMIT_WINDOW_SECONDS: whole(1, 86_400).default(600),
  SMTP_HOST: text.optional(),
  SMTP_PORT: whole(1, 65_535).optional(),
  SMTP_SECURE: flag.default(false),
  SMTP_USER: text.optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.email().optional(),
  SMTP_TO: z.email().optional(),
  TWILIO_ACCOUNT_SID: text.optional(),
  TWILIO_AUTH_TOKEN: text.optional(),
  TWILIO_FROM: text.optional(),
  TWILIO_API_URL: z.url().optional(),
  ONCALL_PHONES: usNumbers.default([]),
  PAGE_OUTSIDE_OFFICE_HOURS: flag.default(false),
  OFFICE_HOURS: z
    .string()
    .transform((hours, context): OfficePeriod[] => {
      const periods = parseOfficeHours(hours);
      if (periods) return periods;
      context.addIssue({ code: "custom", message: "office hours like Mon-Fri 08:00-17:00" });
      return z.NEVER;
    })
    .optional(),
  ESCALATE_AFTER_MINUTES: z.coerce.number().positive().max(240).optional(),
  CALL_NUMBERS: z
    .string()
    .transform((list) => list.split(";").filter((entry) => entry.trim()))
    .pipe(z.array(callNumber))
    .default([]),
  CALL_RING_PHONES: usNumbers.default([]),
  CALL_RING_SECONDS: whole(5, 60).default(20),
  CALL_TEXTS_PER_HOUR: whole(1, 1000).default(20),
  CRM_WEBHOOK_URL: z.url().optional(),
  CRM_WEBHOOK_SECRET: z.string().min(16).optional(),
  PAGES_PER_HOUR: whole(1, 1000).default(30),
  PAGES_PER_SOURCE_PER_HOUR: whole(1, 1000).default(1),
  CONFIRMATIONS_PER_HOUR: whole(1, 10_000).default(30),
  CONFIRMATIONS_PER_ADDRESS_PER_HOUR: whole(1, 20).default(3),
  CONFIRMATIONS_PER_SOURCE_PER_HOUR: whole(1, 10_000).default(2),
  BOOKINGS_PER_ADDRESS_PER_DAY: whole(1, 10_000).default(1),
  BOOKINGS_PER_PHONE_PER_DAY: whole(1, 10_000).default(2),
  BOOKINGS_PER_EMAIL_PER_DAY: whole(1, 10_000).default(2),
  INSTANT_BOOKINGS_PER_HOUR: whole(1, 10_000).default(20),
  STAMPS_PER_ADDRESS_PER_HOUR: whole(1, 10_000).default(60),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  PAGE_CACHE_SECONDS: whole(0, 31_536_000).default(60),
  TRUSTED_PROXY_HOPS: whole(0, 10).default(0),
  CLIENT_ADDRESS_HEADER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]+$/, "a header name, like x-real-ip")
    .transform((name) => name.toLowerCase())
    .optional(),
});

/**
 * The server's settings, each part's slice: the type of what `readSettings`
 * makes (below), so a setting is declared once, in the schema, and placed once.
 */
export type Settings = ReturnType<typeof settingsFrom>;
export type SanitySettings = NonNullable<Settings["sanity"]>;
export type MailSettings = NonNullable<Settings["mail"]>;
export type PagingSettings = Settings["paging"];
export type SmsSettings = NonNullable<PagingSettings["sms"]>;
export type CrmSettings = NonNullable<PagingSettings["crm"]>;
export type HourlyLimits = PagingSettings["limits"];
export type CallSettings = Settings["calls"];
export type CallNumber = CallSettings["numbers"][number];
export type LeadSettings = Settings["leads"];
export type BookingGuardSettings = Settings["bookingGuard"];

/** A setting that cannot be read: which, and what it wants. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The site cannot start with these settings:\n${problems.map((p) => `- ${p}`).join("\n")}`,
    );
  }
}

/**
 * The next phone is texted well inside the emergency call-back promise
 * (Business facts: "within 15 minutes"); the Studio refuses a delay as long
 * as the promise.
 */
export const defaultEscalateMinutes = 5;
const defaultOfficeHours = parseOfficeHours("Mon-Fri 08:00-17:00") ?? [];

/** Online booking in a JSON file, checked as the Studio checks it: each problem named with the variable. */
function bookingFile(path: string): BookingSettings {
  const named = (problem: string) => `BOOKING_SETTINGS_FILE=${JSON.stringify(path)}: ${problem}`;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SettingsError([
      named(`a JSON file of the booking settings, which cannot be read (${reason})`),
    ]);
  }
  const read = readBookingSettings(value);
  if (!read.ok) throw new SettingsError(read.problems.map(named));
  return read.settings;
}

/**
 * The process's environment, with what the build fixed read by name: Next
 * writes the value of `process.env.NAME` into the code it builds for the
 * names next.config.ts's `env` gives (SITE_URL, CONTENT_EPOCH) and for
 * NODE_ENV, so a page rendered later keeps the build's values.
 */
const processEnvironment = (): Record<string, string | undefined> => ({
  ...process.env,
  NODE_ENV: process.env.NODE_ENV,
  SITE_URL: process.env.SITE_URL,
  CONTENT_EPOCH: process.env.CONTENT_EPOCH,
});

/**
 * The settings in `env` (an empty value counts as unset), or a SettingsError
 * naming each variable that cannot be read. `from` is where the repository
 * is looked for (the local lead store's default folder).
 */
export function readSettings(env = processEnvironment(), from = process.cwd()): Settings {
  const given = Object.fromEntries(
    Object.keys(settingsSchema.shape).map((name) => [name, env[name] || undefined]),
  );
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success) {
    throw new SettingsError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}=${JSON.stringify(env[name])}: ${issue.message}`;
      }),
    );
  }
  return settingsFrom(parsed.data, env, from);
}

/**
 * Each setting in its part's slice. `env` gives what the build fixed, which
 * no one sets: the build's epoch (CONTENT_EPOCH, next.config.ts) and mode
 * (NODE_ENV, set by `next build` and `next dev`).
 */
function settingsFrom(
  v: z.output<typeof settingsSchema>,
  env: Record<string, string | undefined>,
  from: string,
) {
  return {
    /** The public address (SITE_URL), as the build fixed it: canonical links, mail links, Twilio's signatures. */
    siteUrl: siteUrlFrom(v.SITE_URL),
    /** This build's own, in every key of the data cache: a new build never reuses an old build's reads. */
    contentEpoch: env.CONTENT_EPOCH ?? "",
    /** `next dev` (development) or a production build (production); neither in unit tests. */
    development: env.NODE_ENV === "development",
    production: env.NODE_ENV === "production",
    /**
     * The Sanity project, when SANITY_PROJECT_ID is set (the dataset
     * "production" unless SANITY_DATASET says): then the site reads its
     * content there, keeps its requests, visits, counts and calls there (with
     * the write token), reads the office's private settings there, and looks
     * up the preview secret there (with the read token). Without it, all of
     * them are local: the starter dataset and the SQLite file. The one rule
     * of Sanity or local.
     */
    ...(v.SANITY_PROJECT_ID
      ? {
          sanity: {
            projectId: v.SANITY_PROJECT_ID,
            dataset: v.SANITY_DATASET ?? "production",
            /** Another address for Sanity's API (the local content lake); Sanity's own when unset. */
            ...(v.SANITY_API_HOST ? { apiHost: v.SANITY_API_HOST } : {}),
            /** Reads a private dataset's content and the preview secret; without it, no preview. */
            ...(v.SANITY_READ_TOKEN ? { readToken: v.SANITY_READ_TOKEN } : {}),
            /** Writes the site's records; without it, requests cannot be kept (said loudly at start). */
            ...(v.SANITY_WRITE_TOKEN ? { writeToken: v.SANITY_WRITE_TOKEN } : {}),
            /** How long a content read may go unanswered (3 s when unset). */
            ...(v.SANITY_READ_TIMEOUT_MS ? { readTimeoutMs: v.SANITY_READ_TIMEOUT_MS } : {}),
          },
        }
      : {}),
    /** Where the office's Studio runs: the one origin that may frame pages in draft preview. */
    studioUrl: v.SANITY_STUDIO_URL ?? "http://localhost:3333",
    /** The local content, without a Sanity project (the starter dataset when unset). */
    ...(v.CONTENT_DATASET_FILE ? { contentDatasetFile: v.CONTENT_DATASET_FILE } : {}),
    /** The local SQLite file of requests, visits, counts and calls, without a Sanity project. */
    leadDatabaseFile: v.LEADS_DB_FILE ?? join(repositoryRoot(from), "var", "leads.sqlite"),
    /** Signs the form's start stamps and the site's links; the store's own key when unset. */
    ...(v.LEADS_SECRET ? { leadsSecret: v.LEADS_SECRET } : {}),
    /** What looks automated: a stamped form sent sooner than `minFillMs`, more than `burst.max` in the window. */
    leads: {
      minFillMs: v.LEADS_MIN_FILL_SECONDS * 1000,
      burst: { max: v.LEADS_RATE_LIMIT_MAX, windowMs: v.LEADS_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    },
    /** The office's mailbox over SMTP, when SMTP_HOST and SMTP_TO are set. */
    ...(v.SMTP_HOST && v.SMTP_TO
      ? {
          mail: {
            host: v.SMTP_HOST,
            port: v.SMTP_PORT ?? (v.SMTP_SECURE ? 465 : 587),
            secure: v.SMTP_SECURE,
            ...(v.SMTP_USER ? { user: v.SMTP_USER } : {}),
            ...(v.SMTP_PASS ? { pass: v.SMTP_PASS } : {}),
            from: v.SMTP_FROM ?? v.SMTP_TO,
            to: v.SMTP_TO,
          },
        }
      : {}),
    /** Who is paged and when, as the environment says it (the Studio's document may say otherwise). */
    paging: {
      ...(v.TWILIO_ACCOUNT_SID && v.TWILIO_AUTH_TOKEN && v.TWILIO_FROM
        ? {
            sms: {
              accountSid: v.TWILIO_ACCOUNT_SID,
              authToken: v.TWILIO_AUTH_TOKEN,
              /** The Twilio number texts come from (+1...), or a Messaging Service (MG...). */
              from: v.TWILIO_FROM,
              /** Another address for Twilio's API (a stand-in on loopback in tests); Twilio's own when unset. */
              ...(v.TWILIO_API_URL ? { apiUrl: v.TWILIO_API_URL } : {}),
            },
          }
        : {}),
      /** The on-call numbers in paging order, as +1XXXXXXXXXX. */
      onCall: v.ONCALL_PHONES.map(e164),
      pageOutsideOfficeHours: v.PAGE_OUTSIDE_OFFICE_HOURS,
      officeHours: v.OFFICE_HOURS ?? defaultOfficeHours,
      escalateAfterMs: (v.ESCALATE_AFTER_MINUTES ?? defaultEscalateMinutes) * 60_000,
      ...(v.CRM_WEBHOOK_URL && v.CRM_WEBHOOK_SECRET
        ? {
            crm: {
              url: v.CRM_WEBHOOK_URL,
              secret: v.CRM_WEBHOOK_SECRET,
              /**
               * Typed in the Studio: it must be https on the public internet.
               * The environment's address is the deployer's own (a CRM on the
               * private network, a stand-in on loopback) and is not restricted.
               */
              checked: false,
            },
          }
        : {}),
      /**
       * The most the site sends in an hour, whoever asks: a flood of requests
       * is no flood of texts or mail, and each source (an internet address)
       * has its own share, so a few addresses cannot spend what other
       * visitors are owed.
       */
      limits: {
        /** On-call texts in all, the first of a request and each escalation; beyond, one summary text an hour. */
        pages: v.PAGES_PER_HOUR,
        /** Requests from one source that page the on-call phone. */
        pagesPerSource: v.PAGES_PER_SOURCE_PER_HOUR,
        /** Visitors' confirmations in all, to one recipient (one mailbox), and about one source's requests. */
        confirmations: v.CONFIRMATIONS_PER_HOUR,
        confirmationsPerAddress: v.CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
        confirmationsPerSource: v.CONFIRMATIONS_PER_SOURCE_PER_HOUR,
      },
    },
    /**
     * Calls to the office's numbers, as the environment says (the Studio's
     * Paging and integrations document may say otherwise: calls/call-settings.ts).
     */
    calls: {
      numbers: v.CALL_NUMBERS,
      /** The office's phones that ring together for each call, +1XXXXXXXXXX. */
      ringPhones: v.CALL_RING_PHONES.map(e164),
      /** How long they ring before the call counts as missed. */
      ringSeconds: v.CALL_RING_SECONDS,
      /**
       * The most texts back the site sends in an hour, whoever calls: a script
       * calling from a thousand made-up numbers cannot make it text a thousand
       * phones.
       */
      textsPerHour: v.CALL_TEXTS_PER_HOUR,
    },
    /** Shared state between instances. */
    ...(v.REDIS_URL ? { redisUrl: v.REDIS_URL } : {}),
    pageCacheSeconds: v.PAGE_CACHE_SECONDS,
    clientAddress: {
      ...(v.CLIENT_ADDRESS_HEADER ? { header: v.CLIENT_ADDRESS_HEADER } : {}),
      trustedHops: v.TRUSTED_PROXY_HOPS,
    },
    /** The publish webhook's secret: without it, every publish is refused. */
    ...(v.SANITY_REVALIDATE_SECRET ? { revalidateSecret: v.SANITY_REVALIDATE_SECRET } : {}),
    /** Online booking from a file, over the Studio's document (src/booking/booking-settings-source.ts). */
    ...(v.BOOKING_SETTINGS_FILE ? { bookingFile: bookingFile(v.BOOKING_SETTINGS_FILE) } : {}),
    /**
     * What one stranger can take of the schedule (issue 57): places booked by
     * one internet address, phone or email in a day, and instant bookings in
     * all in an hour, beyond which a booking waits for the office to confirm
     * it (it holds no place, and the office is alerted); and start stamps
     * handed to one address in an hour.
     */
    bookingGuard: {
      perAddressPerDay: v.BOOKINGS_PER_ADDRESS_PER_DAY,
      perPhonePerDay: v.BOOKINGS_PER_PHONE_PER_DAY,
      perEmailPerDay: v.BOOKINGS_PER_EMAIL_PER_DAY,
      instantPerHour: v.INSTANT_BOOKINGS_PER_HOUR,
      stampsPerAddressPerHour: v.STAMPS_PER_ADDRESS_PER_HOUR,
    },
    /** The local content lake of ./scripts/local: the port it serves the Studio on, the folder it keeps the dataset in. */
    localLake: {
      port: v.STUDIO_PORT ?? 3333,
      folder: v.CONTENT_LAKE_DIR ?? join(repositoryRoot(from), "var", "content-lake"),
    },
  };
}
