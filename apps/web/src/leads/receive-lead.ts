import { randomUUID } from "node:crypto";
import type {
  LeadVariant,
  OutboundStep,
  SpamReason,
  Urgency,
  WeakSign,
} from "@hvac/office/lead-document";
import type { LeadRecord } from "@hvac/office/lead-record";
import { unknownOrigin } from "@hvac/office/results";
import type { Visit as StoredVisit } from "@hvac/office/visit";
import type { Locale, PageRef } from "@hvac/routing";
import { pageKey } from "@hvac/routing";
import type { VisitDesk } from "@/booking/visit-desk";
import type { RequestCounter } from "@/http/request-counter";
import { requestSource } from "@/http/request-source";
import { duplicateKey } from "@/leads/duplicate-key";
import { leadMetaFields } from "@/leads/lead-fields";
import { leadOrigin } from "@/leads/lead-origin";
import { type FieldErrors, isRobot, parseLead, requestLocale } from "@/leads/lead-schema";
import type { StampUses } from "@/leads/stamp-uses";
import { checkStamp, type StampCheck } from "@/leads/start-stamp";
import { rebookSteps } from "@/outbound/plan-steps";
import type { LeadSettings } from "@/server/settings";
import type { LeadStore } from "@/stores/lead-store";
import type { StoreKeys } from "@/stores/store-keys";

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
      /** A booking's visit: its window, and whether it has its place or why not. */
      visit?: StoredVisit;
      /** "How soon", as the visitor said: an emergency's answer puts the phone first. */
      urgency: Urgency | null;
      /**
       * Whether anything is to go out (emails, a page, the webhook, the
       * office's alert): never to anyone but the office for suspected spam.
       */
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

export interface LeadReceiver {
  receive(body: unknown, visit: Visit): Promise<LeadOutcome>;
}

export function leadReceiver(
  settings: LeadSettings,
  stores: () => { leads: LeadStore; keys: StoreKeys },
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
  /** Bookings' places and the office's alerts (the visit desk). */
  desk: () => Pick<VisitDesk, "placeFor" | "alertIfHeld">,
  requests: RequestCounter,
  stamps: StampUses,
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
      const requestKey = duplicateKey(request);
      let lead: LeadRecord | undefined;
      try {
        const { leads, keys } = stores();
        const key = await keys.signingKey();
        const stamp = checkStamp(key, visit.stamp);
        const signs: Signs = {
          honeypot: isRobot(body),
          stamp,
          stampFree: !signed(stamp) || (await stamps.take(String(visit.stamp), requestKey)),
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
          source: requestSource(key, visit.address),
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
        const place = booking
          ? await desk().placeFor({ ...booking, zip: lead.zip }, lead, rebookSteps(steps))
          : undefined;
        const saved = await leads.save(lead, {
          duplicateKey: requestKey,
          steps,
          ...(place ? { visit: place } : {}),
        });
        const alerted = booking ? await desk().alertIfHeld(saved.id, saved.visit) : false;
        // Booked after all (a request kept without a place, sent again): its steps are due again.
        const rebooked = saved.duplicate && saved.visit?.status === "booked";
        // Sent again with a sign of a robot, a request kept without a place stays so: the office calls.
        const visitTold =
          saved.visit && suspected && saved.visit.status === "wanted"
            ? { ...saved.visit, waiting: "suspected" as const }
            : saved.visit;
        return {
          kind: "received",
          locale,
          page,
          variant,
          saved: { id: saved.id, duplicate: saved.duplicate },
          ...(visitTold ? { visit: visitTold } : {}),
          urgency: lead.urgency,
          outbound: (steps.length > 0 && !saved.duplicate) || rebooked || alerted,
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
