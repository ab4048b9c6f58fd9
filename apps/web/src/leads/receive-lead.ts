import { randomUUID } from "node:crypto";
import type { LeadVariant, SpamReason } from "@hvac/content/lead-document";
import type { Locale, PageRef } from "@hvac/routing";
import { pageKey } from "@hvac/routing";
import { duplicateKey } from "@/leads/duplicate-key";
import { type FieldErrors, isRobot, parseLead, requestLocale } from "@/leads/lead-schema";
import { type LeadStore, stampKey } from "@/leads/lead-store";
import type { RequestCounter } from "@/leads/request-counter";
import { checkStamp, type StampCheck } from "@/leads/start-stamp";

/**
 * What happens to one submitted form, apart from HTTP. Only what is invalid
 * is refused. A valid request that looks automated is kept all the same,
 * apart from the leads and never mailed, and answered like any other: a
 * person wrongly suspected loses nothing, and a robot learns nothing.
 */

export type RefusalReason = "invalid" | "unavailable" | "tooLarge" | "malformed";

export type LeadOutcome =
  | {
      kind: "received";
      locale: Locale;
      page: PageRef;
      variant: LeadVariant;
      saved: { id: string; duplicate: boolean };
      /** Whether the office is to be emailed (never for suspected spam). */
      mail: boolean;
    }
  | {
      kind: "refused";
      reason: RefusalReason;
      locale: Locale;
      fieldErrors?: FieldErrors;
      page?: PageRef;
    };

export interface LeadSettings {
  /** A stamped form sent sooner than this after it showed looks automated. */
  minFillMs: number;
  /** More valid requests than `max` from one address in the window look automated. */
  burst: { max: number; windowMs: number };
  /**
   * How much suspected spam is kept, so a flood cannot fill the store: from
   * one address in the burst window, and in all. Beyond it a request is
   * answered as usual and not stored.
   */
  spamKept: { perAddress: number; total: number };
}

const number = (value: string | undefined, fallback: number) =>
  value !== undefined && value !== "" && Number.isFinite(Number(value)) ? Number(value) : fallback;

/** Defaults: 3 seconds of filling in; 6 requests per address per 10 minutes. */
export function leadSettings(env: NodeJS.ProcessEnv = process.env): LeadSettings {
  return {
    minFillMs: number(env.LEADS_MIN_FILL_SECONDS, 3) * 1000,
    burst: {
      max: number(env.LEADS_RATE_LIMIT_MAX, 6),
      windowMs: number(env.LEADS_RATE_LIMIT_WINDOW_SECONDS, 600) * 1000,
    },
    spamKept: { perAddress: 30, total: 10_000 },
  };
}

/** The first sign, if any, that a valid request was sent by a robot. */
export function spamReason(
  signs: { honeypot: boolean; stamp: StampCheck; recentRequests: number },
  settings: Pick<LeadSettings, "minFillMs" | "burst">,
): SpamReason | null {
  if (signs.honeypot) return "honeypot";
  if (signs.stamp.kind === "forged") return "forgedStamp";
  if (signs.stamp.kind === "valid" && signs.stamp.elapsedMs < settings.minFillMs) return "tooFast";
  if (signs.recentRequests > settings.burst.max) return "burst";
  return null;
}

export interface Visit {
  address: string;
  /** The form's start stamp, as sent; undefined when the form carried none. */
  stamp: unknown;
  fallbackLocale: Locale;
}

export interface LeadReceiver {
  receive(body: unknown, visit: Visit): Promise<LeadOutcome>;
}

export function leadReceiver(
  settings: LeadSettings,
  store: () => LeadStore,
  counters: { requests: RequestCounter; spam: RequestCounter },
  options: { mail: boolean },
): LeadReceiver {
  return {
    async receive(body, visit) {
      const locale = requestLocale(body, visit.fallbackLocale);
      const parsed = parseLead(body);
      if (!parsed.ok) {
        const reason = parsed.malformed ? "malformed" : "invalid";
        return { kind: "refused", reason, locale, fieldErrors: parsed.fieldErrors };
      }
      const { page, variant, ...answers } = parsed.lead;
      try {
        const signs = {
          honeypot: isRobot(body),
          stamp: checkStamp(await stampKey(store()), visit.stamp),
          recentRequests: await counters.requests.hit(visit.address),
        };
        const suspected = spamReason(signs, settings);
        if (suspected && !(await keepSpam(visit.address))) {
          return { kind: "received", locale, page, variant, mail: false, saved: unsaved() };
        }
        const lead = {
          ...answers,
          page: pageKey(page),
          variant,
          spamReason: suspected,
          id: randomUUID(),
          receivedAt: new Date().toISOString(),
        };
        const mail = options.mail && !suspected;
        const saved = await store().save(lead, { duplicateKey: duplicateKey(lead), mail });
        return { kind: "received", locale, page, variant, saved, mail: mail && !saved.duplicate };
      } catch (error) {
        console.error("A lead could not be stored:", error);
        return { kind: "refused", reason: "unavailable", locale, page };
      }
    },
  };

  async function keepSpam(address: string) {
    const fromAddress = await counters.spam.hit(address);
    return (
      fromAddress <= settings.spamKept.perAddress &&
      (await store().spamCount()) < settings.spamKept.total
    );
  }
}

/** The answer to a request not kept: the same shape as any other. */
const unsaved = () => ({ id: randomUUID(), duplicate: false });
