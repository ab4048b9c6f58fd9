import { randomUUID } from "node:crypto";
import type { LeadVariant } from "@hvac/content/lead-document";
import type { Locale, PageRef } from "@hvac/routing";
import { pageKey } from "@hvac/routing";
import { duplicateKey } from "@/leads/duplicate-key";
import { type FieldErrors, isRobot, parseLead, requestLocale } from "@/leads/lead-schema";
import type { LeadStore } from "@/leads/lead-store";
import { rateLimiter } from "@/leads/rate-limit";

/**
 * What happens to one submitted form, apart from HTTP: the checks in order
 * (rate limit, honeypot, validation, fill time), then the durable save.
 */

export type RefusalReason =
  | "invalid"
  | "tooFast"
  | "rateLimited"
  | "unavailable"
  | "tooLarge"
  | "malformed";

export type LeadOutcome =
  | {
      kind: "received";
      locale: Locale;
      page: PageRef;
      variant: LeadVariant;
      /** Undefined for a robot caught by the honeypot: it is answered as if received. */
      saved?: { id: string; duplicate: boolean };
    }
  | {
      kind: "refused";
      reason: RefusalReason;
      locale: Locale;
      fieldErrors?: FieldErrors;
      page?: PageRef;
    };

export interface LeadSettings {
  minFillMs: number;
  rateLimit: { max: number; windowMs: number };
}

const number = (value: string | undefined, fallback: number) =>
  value !== undefined && value !== "" && Number.isFinite(Number(value)) ? Number(value) : fallback;

/** Defaults: 3 seconds between the first page view and a request; 6 requests per address per 10 minutes. */
export function leadSettings(env: NodeJS.ProcessEnv = process.env): LeadSettings {
  return {
    minFillMs: number(env.LEADS_MIN_FILL_SECONDS, 3) * 1000,
    rateLimit: {
      max: number(env.LEADS_RATE_LIMIT_MAX, 6),
      windowMs: number(env.LEADS_RATE_LIMIT_WINDOW_SECONDS, 600) * 1000,
    },
  };
}

export interface LeadReceiver {
  receive(
    body: unknown,
    visit: { address: string; fillElapsedMs: number | undefined; fallbackLocale: Locale },
  ): Promise<LeadOutcome>;
}

export function leadReceiver(
  settings: LeadSettings,
  store: () => LeadStore,
  options: { mail: boolean },
): LeadReceiver {
  const limiter = rateLimiter(settings.rateLimit);
  return {
    async receive(body, visit) {
      const locale = requestLocale(body, visit.fallbackLocale);
      if (!limiter.allow(visit.address)) return { kind: "refused", reason: "rateLimited", locale };
      const parsed = parseLead(body);
      if (isRobot(body) && parsed.ok) {
        const { page, variant } = parsed.lead;
        return { kind: "received", locale, page, variant };
      }
      if (!parsed.ok) {
        const reason = parsed.malformed ? "malformed" : "invalid";
        return { kind: "refused", reason, locale, fieldErrors: parsed.fieldErrors };
      }
      const { page, variant, ...answers } = parsed.lead;
      if (visit.fillElapsedMs === undefined || visit.fillElapsedMs < settings.minFillMs) {
        return { kind: "refused", reason: "tooFast", locale, page };
      }
      const lead = {
        ...answers,
        page: pageKey(page),
        variant,
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
      };
      try {
        const saved = await store().save(lead, {
          duplicateKey: duplicateKey(lead),
          mail: options.mail,
        });
        return { kind: "received", locale, page, variant, saved };
      } catch (error) {
        console.error("A lead could not be stored:", error);
        return { kind: "refused", reason: "unavailable", locale, page };
      }
    },
  };
}
