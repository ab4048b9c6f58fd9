import { join } from "node:path";
import { nationalDigits } from "@hvac/content/phone";
import { z } from "zod";
import { repositoryRoot } from "@/server/repository-root";
import { type OfficePeriod, parseOfficeHours } from "@/outbound/office-hours";

/**
 * Every setting the site reads from its environment, checked in one place
 * when the server starts: a value that cannot be read stops the start with
 * the variable's name and what it wants, never a silent default. Each part
 * of the server is handed its own typed slice (`Settings`), never
 * process.env. docs/deploying.md's table of variables is tested against this
 * schema (settings.test.ts).
 */

const text = z.string().trim().min(1);
const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flag = z.enum(["true", "false"]).transform((value) => value === "true");
const usNumber = text.refine((phone) => /^[2-9]\d{9}$/.test(nationalDigits(phone)), {
  message: "a 10-digit US number, like (210) 555-0123",
});

/** The variables, each with the words docs/deploying.md gives it. */
export const settingsSchema = z.object({
  SITE_URL: z.url().optional().describe("The public address, read at build"),
  SANITY_PROJECT_ID: text.optional().describe("The Sanity project"),
  SANITY_DATASET: text.optional().describe("The Sanity dataset (with the project: content from Sanity)"),
  SANITY_READ_TOKEN: text.optional().describe("Reads drafts for the Studio's preview"),
  SANITY_WRITE_TOKEN: text.optional().describe("With the project: leads and counts kept in Sanity"),
  SANITY_API_HOST: z.url().optional().describe("Another address for Sanity's API (tests)"),
  SANITY_REVALIDATE_SECRET: text.optional().describe("The publish webhook's secret"),
  SANITY_STUDIO_URL: z.url().optional().describe("Where the Studio runs"),
  CONTENT_DATASET_FILE: text.optional().describe("Another NDJSON file as the local content"),
  CONTENT_EPOCH: z.string().optional().describe("Starts the data cache afresh when changed"),
  LEADS_DB_FILE: text.optional().describe("The local lead store"),
  LEADS_SECRET: z.string().min(16).optional().describe("Signs the form's start stamps"),
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
  ONCALL_PHONES: z
    .string()
    .transform((list) =>
      list
        .split(",")
        .map((phone) => phone.trim())
        .filter(Boolean),
    )
    .pipe(z.array(usNumber))
    .default([]),
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
  CRM_WEBHOOK_URL: z.url().optional(),
  CRM_WEBHOOK_SECRET: z.string().min(16).optional(),
  PAGES_PER_HOUR: whole(1, 1000).default(6),
  CONFIRMATIONS_PER_HOUR: whole(1, 10_000).default(30),
  CONFIRMATIONS_PER_ADDRESS_PER_HOUR: whole(1, 20).default(3),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional(),
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
type Raw = z.infer<typeof settingsSchema>;

/** A setting that cannot be read: which, and what it wants. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`The site cannot start with these settings:\n${problems.map((p) => `- ${p}`).join("\n")}`);
  }
}

/** The settings in `env` (an empty value counts as unset), or a SettingsError naming each bad one. */
export function parseSettings(env: Record<string, string | undefined>): Raw {
  const given = Object.fromEntries(
    Object.keys(settingsSchema.shape).map((name) => [name, env[name] || undefined]),
  );
  const parsed = settingsSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  throw new SettingsError(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name}=${JSON.stringify(env[name])}: ${issue.message}`;
    }),
  );
}

export { repositoryRoot, join };
