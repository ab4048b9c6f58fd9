import { randomUUID } from "node:crypto";
import type {
  LeadVariant,
  OutboundStep,
  SpamReason,
  Urgency,
  WeakSign,
} from "@hvac/office/lead-document";
import { unknownOrigin } from "@hvac/office/results";
import type { Visit as StoredVisit, VisitRequest } from "@hvac/office/visit";
import type { Locale, PageRef } from "@hvac/routing";
import { pageKey } from "@hvac/routing";
import type { RequestCounter } from "@/http/request-counter";
import { duplicateKey } from "@/leads/duplicate-key";
import { leadMetaFields } from "@/leads/lead-fields";
import { leadOrigin } from "@/leads/lead-origin";
import { type FieldErrors, isRobot, parseLead, requestLocale } from "@/leads/lead-schema";
import type { StampUses } from "@/leads/stamp-uses";
import { checkStamp, type StampCheck } from "@/leads/start-stamp";
import type { LeadSettings } from "@/server/settings";
import type { LeadRecord, LeadStore } from "@/stores/lead-store";

/**
 * What happens to one submitted form, apart from HTTP. Only what is invalid
 * is refused, and what could not be stored is never answered as received. A
 * valid request that looks automated is kept all the same, apart from the
 * leads and never mailed, and answered like any other: a person wrongly
 * suspected loses nothing, and a robot learns nothing.
 */

export type RefusalReason = "invalid" | "unavailable" | "tooLarge" | "malformed";

export type LeadOutcome =
  | {
      kind: "received";
      locale: Locale;
      page: PageRef;
      variant: LeadVariant;
      saved: { id: string; duplicate: boolean };
      /** A booking's visit: its window, and whether it has its place or was kept as wanted. */
      visit?: StoredVisit;
      /** "How soon", as the visitor said: an emergency's answer puts the phone first. */
      urgency: Urgency | null;
      /** Whether anything is to go out (emails, a page, the webhook): never for suspected spam. */
      outbound: boolean;
    }
  | {
      kind: "refused";
      reason: RefusalReason;
      locale: Locale;
      fieldErrors?: FieldErrors;
      page?: PageRef;
      /** A valid request the store could not keep ("unavailable"), for the office to hear of. */
      unsaved?: LeadRecord;
    };

export interface Signs {
  honeypot: boolean;
  stamp: StampCheck;
  /**
   * Whether the stamp was free for this request: unused, or used by this
   * same request. A stamp past its age is checked too, or one kept stamp
   * would pass again and again; only a missing or forged one is not.
   */
  stampFree: boolean;
  /** Sent by the form's script (it asks for JSON), which always asks for a stamp first. */
  scripted: boolean;
  recentRequests: number;
}

/** A stamp the site signed, in date or not: each is good for one request. */
const signed = (stamp: StampCheck) => stamp.kind === "valid" || stamp.kind === "old";

/** The first sign, if any, that a valid request was sent by a robot. */
export function spamReason(
  signs: Signs,
  settings: Pick<LeadSettings, "minFillMs" | "burst">,
): SpamReason | null {
  if (signs.honeypot) return "honeypot";
  if (signs.stamp.kind === "forged") return "forgedStamp";
  if (signed(signs.stamp) && !signs.stampFree) return "reusedStamp";
  if (signs.stamp.kind === "valid" && signs.stamp.elapsedMs < settings.minFillMs) return "tooFast";
  if (signs.recentRequests > settings.burst.max) return "burst";
  return null;
}

/**
 * A sign too weak to keep the request apart: recorded on the lead, which is
 * mailed as usual. The site's form always sends a stamp (`servedFormMark`
 * without JavaScript), so a post with none came from a script.
 */
export function weakSign(signs: Signs): WeakSign | null {
  if (signs.stamp.kind === "old") return "oldStamp";
  if (signs.stamp.kind === "missing") return "noStamp";
  return null;
}

export interface Visit {
  address: string;
  /** The form's start stamp, as sent; undefined when the form carried none. */
  stamp: unknown;
  /** Whether the form's script sent it (a plain form post carries no stamp). */
  scripted: boolean;
  fallbackLocale: Locale;
}

/**
 * A booking's place as it can be asked of the store now: the window's visits
 * when it is open to this service and ZIP code (src/booking/offered-windows.ts),
 * 0 when not (past, closed, out of range, outside the towns): kept as wanted.
 */
export type PlaceAsked = (booking: {
  window: string;
  service: string;
  zip: string;
}) => Promise<VisitRequest>;

export interface LeadReceiver {
  receive(body: unknown, visit: Visit): Promise<LeadOutcome>;
}

export function leadReceiver(
  settings: LeadSettings,
  store: () => LeadStore,
  requests: RequestCounter,
  stamps: StampUses,
  /**
   * The outbound steps a valid request gets (outbound/plan-steps.ts); one
   * without the form's start stamp is stored and mailed, and pages no one.
   */
  plan: (request: {
    urgency: Urgency | null;
    stamped: boolean;
    booking: boolean;
    texts: boolean;
  }) => Promise<OutboundStep[]>,
  placeAsked: PlaceAsked,
): LeadReceiver {
  return {
    async receive(body, visit) {
      const locale = requestLocale(body, visit.fallbackLocale);
      const parsed = parseLead(body);
      if (!parsed.ok) {
        const reason = parsed.malformed ? "malformed" : "invalid";
        return { kind: "refused", reason, locale, fieldErrors: parsed.fieldErrors };
      }
      const { page, variant, booking, ...answers } = parsed.lead;
      const request = { ...answers, page: pageKey(page), variant };
      const key = duplicateKey(request);
      let lead: LeadRecord | undefined;
      try {
        const stamp = checkStamp(await store().signingKey(), visit.stamp);
        const signs: Signs = {
          honeypot: isRobot(body),
          stamp,
          stampFree: !signed(stamp) || (await stamps.take(String(visit.stamp), key)),
          scripted: visit.scripted,
          recentRequests: await requests.hit(visit.address),
        };
        const suspected = spamReason(signs, settings);
        const sent = (body as Record<string, unknown>)[leadMetaFields.visit];
        lead = {
          ...request,
          origin: leadOrigin(sent) ?? unknownOrigin(request.page),
          spamReason: suspected,
          weakSign: weakSign(signs),
          id: randomUUID(),
          receivedAt: new Date().toISOString(),
        };
        const stamped = stamp.kind !== "missing";
        const steps = suspected
          ? []
          : await plan({
              urgency: lead.urgency,
              stamped,
              booking: booking !== null,
              texts: booking?.texts ?? false,
            });
        const place = booking ? await placeAsked({ ...booking, zip: lead.zip }) : undefined;
        const saved = await store().save(lead, {
          duplicateKey: key,
          steps,
          ...(place ? { visit: place } : {}),
        });
        const outbound = steps.length > 0 && !saved.duplicate;
        return {
          kind: "received",
          locale,
          page,
          variant,
          saved: { id: saved.id, duplicate: saved.duplicate },
          ...(saved.visit ? { visit: saved.visit } : {}),
          urgency: lead.urgency,
          outbound,
        };
      } catch (error) {
        console.error("A lead could not be stored (the visitor was asked to phone):", error);
        return {
          kind: "refused",
          reason: "unavailable",
          locale,
          page,
          ...(lead && !lead.spamReason ? { unsaved: lead } : {}),
        };
      }
    },
  };
}
