import { readFileSync } from "node:fs";
import { join } from "node:path";
import { nationalDigits } from "@hvac/content/phone";
import { type BookingSettings, readBookingSettings } from "@hvac/office/booking-settings";
import type { Locale } from "@hvac/routing";
import { z } from "zod";
import { type OfficePeriod, parseOfficeHours } from "@/outbound/office-hours";
import { repositoryRoot } from "@/server/repository-root";

/**
 * Every setting the site reads from its environment, checked in one place
 * when the server starts (instrumentation.ts): a value that cannot be read
 * stops the start with the variable's name and what it wants, never a silent
 * default. Each part of the server is handed its own typed slice of
 * `Settings` (through server-context.ts), never process.env. docs/deploying.md's
 * table of variables is tested against this schema (settings.test.ts).
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
  .transform((entry, context): CallNumber => {
    const [, phone = "", language, channel = ""] = entry.match(/^(.+?)\s+(en|es)\s+(.+)$/) ?? [];
    if (isUsNumber(phone) && language && channel.length <= 60) {
      return { number: e164(phone), language: language as Locale, channel: channel.trim() };
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

export type SettingName = keyof typeof settingsSchema.shape;

/** The Sanity project leads and counts are written to (a write token is set). */
export interface SanityProject {
  projectId: string;
  dataset: string;
  token: string;
  apiHost?: string;
}

/** The office's mailbox over SMTP, when SMTP_HOST and SMTP_TO are set. */
export interface MailSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  to: string;
}

export interface SmsSettings {
  accountSid: string;
  authToken: string;
  /** The Twilio number texts come from (+1...), or a Messaging Service (MG...). */
  from: string;
  /** Another address for Twilio's API (a stand-in on loopback in tests); Twilio's own when unset. */
  apiUrl?: string;
}

export interface CrmSettings {
  url: string;
  secret: string;
  /**
   * Typed in the Studio: it must be https on the public internet. The
   * environment's address is the deployer's own (a CRM on the private
   * network, a stand-in on loopback) and is not restricted.
   */
  checked: boolean;
}

/**
 * The most the site sends in an hour, whoever asks: a flood of requests is no
 * flood of texts or mail, and each source (an internet address) has its own
 * share, so a few addresses cannot spend what other visitors are owed.
 */
export interface HourlyLimits {
  /** On-call texts in all, the first of a request and each escalation; beyond, one summary text an hour. */
  pages: number;
  /** Requests from one source that page the on-call phone. */
  pagesPerSource: number;
  /** Visitors' confirmations in all, to one recipient (one mailbox), and about one source's requests. */
  confirmations: number;
  confirmationsPerAddress: number;
  confirmationsPerSource: number;
}

/**
 * What one stranger can take of the schedule (issue 57): places booked by
 * one internet address, phone or email in a day, and instant bookings in all
 * in an hour, beyond which a booking waits for the office to confirm it (it
 * holds no place, and the office is alerted); and start stamps handed to one
 * address in an hour.
 */
export interface BookingGuardSettings {
  perAddressPerDay: number;
  perPhonePerDay: number;
  perEmailPerDay: number;
  instantPerHour: number;
  stampsPerAddressPerHour: number;
}

/** Who is paged and when, as the environment says it (the Studio's document may say otherwise). */
export interface PagingSettings {
  sms?: SmsSettings;
  /** The on-call numbers in paging order, as +1XXXXXXXXXX. */
  onCall: string[];
  /** Their names, by number, where known (the Studio's document names them; the environment does not). */
  onCallNames?: Record<string, string>;
  pageOutsideOfficeHours: boolean;
  officeHours: OfficePeriod[];
  escalateAfterMs: number;
  crm?: CrmSettings;
  limits: HourlyLimits;
}

/** One of the office's Twilio numbers: the channel it is given out on and the language its callers get. */
export interface CallNumber {
  /** +1XXXXXXXXXX */
  number: string;
  channel: string;
  language: Locale;
}

/**
 * Calls to the office's numbers, as the environment says (the Studio's
 * Paging and integrations document may say otherwise: calls/call-settings.ts).
 */
export interface CallSettings {
  numbers: CallNumber[];
  /** The office's phones that ring together for each call, +1XXXXXXXXXX. */
  ringPhones: string[];
  /** How long they ring before the call counts as missed. */
  ringSeconds: number;
  /**
   * The most texts back the site sends in an hour, whoever calls: a script
   * calling from a thousand made-up numbers cannot make it text a thousand
   * phones.
   */
  textsPerHour: number;
}

/** What looks automated: a stamped form sent sooner than `minFillMs`, more than `burst.max` in the window. */
export interface LeadSettings {
  minFillMs: number;
  burst: { max: number; windowMs: number };
}

export interface Settings {
  /** Leads and counts in Sanity; the local SQLite file (`leadDatabaseFile`) otherwise. */
  sanity?: SanityProject;
  leadDatabaseFile: string;
  /** Signs the form's start stamps; the store's own key when unset. */
  leadsSecret?: string;
  leads: LeadSettings;
  mail?: MailSettings;
  paging: PagingSettings;
  calls: CallSettings;
  /** Shared state between instances. */
  redisUrl?: string;
  pageCacheSeconds: number;
  clientAddress: { header?: string; trustedHops: number };
  /** The publish webhook's secret: without it, every publish is refused. */
  revalidateSecret?: string;
  /** Where draft preview looks up the Studio's secret: a project read with a read token. */
  preview?: SanityProject;
  /** Online booking from a file, over the Studio's document (src/booking/booking-settings-source.ts). */
  bookingFile?: BookingSettings;
  bookingGuard: BookingGuardSettings;
  /** The local content lake of ./scripts/local: the port it serves the Studio on, the folder it keeps the dataset in. */
  localLake: { port: number; folder: string };
}

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
 * The settings in `env` (an empty value counts as unset), or a SettingsError
 * naming each variable that cannot be read. `from` is where the repository
 * is looked for (the local lead store's default folder).
 */
export function readSettings(
  env: Record<string, string | undefined> = process.env,
  from = process.cwd(),
): Settings {
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
  const v = parsed.data;
  return {
    ...(v.SANITY_PROJECT_ID && v.SANITY_WRITE_TOKEN
      ? {
          sanity: {
            projectId: v.SANITY_PROJECT_ID,
            dataset: v.SANITY_DATASET ?? "production",
            token: v.SANITY_WRITE_TOKEN,
            ...(v.SANITY_API_HOST ? { apiHost: v.SANITY_API_HOST } : {}),
          },
        }
      : {}),
    leadDatabaseFile: v.LEADS_DB_FILE ?? join(repositoryRoot(from), "var", "leads.sqlite"),
    ...(v.LEADS_SECRET ? { leadsSecret: v.LEADS_SECRET } : {}),
    leads: {
      minFillMs: v.LEADS_MIN_FILL_SECONDS * 1000,
      burst: { max: v.LEADS_RATE_LIMIT_MAX, windowMs: v.LEADS_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    },
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
    paging: {
      ...(v.TWILIO_ACCOUNT_SID && v.TWILIO_AUTH_TOKEN && v.TWILIO_FROM
        ? {
            sms: {
              accountSid: v.TWILIO_ACCOUNT_SID,
              authToken: v.TWILIO_AUTH_TOKEN,
              from: v.TWILIO_FROM,
              ...(v.TWILIO_API_URL ? { apiUrl: v.TWILIO_API_URL } : {}),
            },
          }
        : {}),
      onCall: v.ONCALL_PHONES.map(e164),
      pageOutsideOfficeHours: v.PAGE_OUTSIDE_OFFICE_HOURS,
      officeHours: v.OFFICE_HOURS ?? defaultOfficeHours,
      escalateAfterMs: (v.ESCALATE_AFTER_MINUTES ?? defaultEscalateMinutes) * 60_000,
      ...(v.CRM_WEBHOOK_URL && v.CRM_WEBHOOK_SECRET
        ? { crm: { url: v.CRM_WEBHOOK_URL, secret: v.CRM_WEBHOOK_SECRET, checked: false } }
        : {}),
      limits: {
        pages: v.PAGES_PER_HOUR,
        pagesPerSource: v.PAGES_PER_SOURCE_PER_HOUR,
        confirmations: v.CONFIRMATIONS_PER_HOUR,
        confirmationsPerAddress: v.CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
        confirmationsPerSource: v.CONFIRMATIONS_PER_SOURCE_PER_HOUR,
      },
    },
    calls: {
      numbers: v.CALL_NUMBERS,
      ringPhones: v.CALL_RING_PHONES.map(e164),
      ringSeconds: v.CALL_RING_SECONDS,
      textsPerHour: v.CALL_TEXTS_PER_HOUR,
    },
    ...(v.REDIS_URL ? { redisUrl: v.REDIS_URL } : {}),
    pageCacheSeconds: v.PAGE_CACHE_SECONDS,
    clientAddress: {
      ...(v.CLIENT_ADDRESS_HEADER ? { header: v.CLIENT_ADDRESS_HEADER } : {}),
      trustedHops: v.TRUSTED_PROXY_HOPS,
    },
    ...(v.SANITY_REVALIDATE_SECRET ? { revalidateSecret: v.SANITY_REVALIDATE_SECRET } : {}),
    ...(v.SANITY_PROJECT_ID && v.SANITY_DATASET && v.SANITY_READ_TOKEN
      ? {
          preview: {
            projectId: v.SANITY_PROJECT_ID,
            dataset: v.SANITY_DATASET,
            token: v.SANITY_READ_TOKEN,
            ...(v.SANITY_API_HOST ? { apiHost: v.SANITY_API_HOST } : {}),
          },
        }
      : {}),
    ...(v.BOOKING_SETTINGS_FILE ? { bookingFile: bookingFile(v.BOOKING_SETTINGS_FILE) } : {}),
    bookingGuard: {
      perAddressPerDay: v.BOOKINGS_PER_ADDRESS_PER_DAY,
      perPhonePerDay: v.BOOKINGS_PER_PHONE_PER_DAY,
      perEmailPerDay: v.BOOKINGS_PER_EMAIL_PER_DAY,
      instantPerHour: v.INSTANT_BOOKINGS_PER_HOUR,
      stampsPerAddressPerHour: v.STAMPS_PER_ADDRESS_PER_HOUR,
    },
    localLake: {
      port: v.STUDIO_PORT ?? 3333,
      folder: v.CONTENT_LAKE_DIR ?? join(repositoryRoot(from), "var", "content-lake"),
    },
  };
}
