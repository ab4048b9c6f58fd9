import { pagingSettingsQuery } from "@hvac/content";
import { nationalDigits } from "@hvac/content/phone";
import { z } from "zod";
import { sanityStoreConfig } from "@/leads/lead-store";
import { sanityWriteClient } from "@/leads/sanity-write-client";
import { type MailSettings, mailSettings } from "@/mail/smtp";
import { type OfficePeriod, parseOfficeHours } from "@/outbound/office-hours";

/**
 * What the outbound steps need: the office's mailbox, Twilio for text
 * messages, who is on call and when the office answers, the CRM webhook.
 * Credentials come from the environment; who gets paged comes from the
 * Studio's private "Paging and integrations" document when the site keeps
 * its leads in Sanity, from the environment otherwise (docs/office.md, "Who gets
 * paged").
 */
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

/** The most the site sends in an hour, whoever asks: a flood of requests is no flood of texts or mail. */
export interface HourlyLimits {
  /** On-call texts, the first of a request and each escalation; beyond, one summary text an hour. */
  pages: number;
  /** Visitors' confirmations in all, and to one address. */
  confirmations: number;
  confirmationsPerAddress: number;
}

export interface OutboundSettings {
  mail?: MailSettings;
  sms?: SmsSettings;
  /** The on-call numbers in paging order, as +1XXXXXXXXXX. */
  onCall: string[];
  pageOutsideOfficeHours: boolean;
  officeHours: OfficePeriod[];
  escalateAfterMs: number;
  crm?: CrmSettings;
  limits: HourlyLimits;
}

/**
 * The next phone is texted well inside the emergency call-back promise
 * (Business facts: "within 15 minutes"); the Studio refuses a delay as long
 * as the promise.
 */
const defaultEscalateMinutes = 5;

const defaultOfficeHours = parseOfficeHours("Mon-Fri 08:00-17:00") ?? [];
const e164 = (phone: string) => `+1${nationalDigits(phone)}`;
const usNumber = z
  .string()
  .trim()
  .refine((phone) => /^[2-9]\d{9}$/.test(nationalDigits(phone)));

const environment = z.object({
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.url().optional(),
  ONCALL_PHONES: z
    .string()
    .transform((list) =>
      list
        .split(",")
        .map((phone) => phone.trim())
        .filter(Boolean),
    )
    .pipe(z.array(usNumber))
    .optional(),
  PAGE_OUTSIDE_OFFICE_HOURS: z.enum(["true", "false"]).optional(),
  OFFICE_HOURS: z
    .string()
    .transform((text, ctx) => {
      const periods = parseOfficeHours(text);
      if (periods) return periods;
      ctx.addIssue({ code: "custom", message: "Office hours like Mon-Fri 08:00-17:00" });
      return z.NEVER;
    })
    .optional(),
  ESCALATE_AFTER_MINUTES: z.coerce.number().positive().max(240).optional(),
  CRM_WEBHOOK_URL: z.url().optional(),
  CRM_WEBHOOK_SECRET: z.string().min(16).optional(),
  PAGES_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(6),
  CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10000).default(30),
  CONFIRMATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(20).default(3),
});

/**
 * The settings the environment gives; a setting that cannot be read is
 * named in the log at start and left out (the site still takes requests).
 */
export function environmentSettings(env: NodeJS.ProcessEnv = process.env): OutboundSettings {
  const parsed = environment.safeParse(
    Object.fromEntries(Object.keys(environment.shape).map((key) => [key, env[key] || undefined])),
  );
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    console.error(`These settings cannot be read and are left out: ${names.join(", ")}.`);
    const readable = Object.fromEntries(
      Object.entries(env).filter(([key]) => !names.includes(key)),
    );
    return environmentSettings(readable as NodeJS.ProcessEnv);
  }
  const value = parsed.data;
  return {
    ...(mailSettings(env) ? { mail: mailSettings(env) } : {}),
    ...(value.TWILIO_ACCOUNT_SID && value.TWILIO_AUTH_TOKEN && value.TWILIO_FROM
      ? {
          sms: {
            accountSid: value.TWILIO_ACCOUNT_SID,
            authToken: value.TWILIO_AUTH_TOKEN,
            from: value.TWILIO_FROM,
            ...(value.TWILIO_API_URL ? { apiUrl: value.TWILIO_API_URL } : {}),
          },
        }
      : {}),
    onCall: (value.ONCALL_PHONES ?? []).map(e164),
    pageOutsideOfficeHours: value.PAGE_OUTSIDE_OFFICE_HOURS === "true",
    officeHours: value.OFFICE_HOURS ?? defaultOfficeHours,
    escalateAfterMs: (value.ESCALATE_AFTER_MINUTES ?? defaultEscalateMinutes) * 60_000,
    ...(value.CRM_WEBHOOK_URL && value.CRM_WEBHOOK_SECRET
      ? { crm: { url: value.CRM_WEBHOOK_URL, secret: value.CRM_WEBHOOK_SECRET, checked: false } }
      : {}),
    limits: {
      pages: value.PAGES_PER_HOUR,
      confirmations: value.CONFIRMATIONS_PER_HOUR,
      confirmationsPerAddress: value.CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
    },
  };
}

/** Read again at most this often from Sanity: the office's edits show within a minute. */
const studioSettingsMs = 30_000;
let cached: { settings: OutboundSettings; at: number } | undefined;

/** The settings now: the environment's, with the Studio's document over them when leads are in Sanity. */
export async function outboundSettings(now = Date.now()): Promise<OutboundSettings> {
  if (cached && now - cached.at < studioSettingsMs) return cached.settings;
  const base = environmentSettings();
  const sanity = sanityStoreConfig();
  let settings = base;
  if (sanity) {
    const doc = await sanityWriteClient(sanity)
      .fetch(pagingSettingsQuery)
      .catch((error: unknown) => {
        console.error("The paging settings could not be read (the last ones stand):", error);
        return undefined;
      });
    if (doc === undefined && cached) return cached.settings;
    // No document yet: the environment's settings stand.
    if (doc)
      settings = {
        ...base,
        onCall: (doc?.onCall ?? []).flatMap(({ phone }) =>
          phone && usNumber.safeParse(phone).success ? [e164(phone)] : [],
        ),
        pageOutsideOfficeHours: doc?.pageOutsideOfficeHours ?? false,
        officeHours:
          doc?.officeHours?.map(({ days, opens, closes }) => ({
            days: days ?? [],
            opens: opens ?? "00:00",
            closes: closes ?? "00:00",
          })) ?? base.officeHours,
        escalateAfterMs: (doc?.escalateAfterMinutes ?? defaultEscalateMinutes) * 60_000,
        ...(doc?.crmWebhookUrl && doc.crmWebhookSecret
          ? { crm: { url: doc.crmWebhookUrl, secret: doc.crmWebhookSecret, checked: true } }
          : {}),
      };
  }
  cached = { settings, at: now };
  return settings;
}
