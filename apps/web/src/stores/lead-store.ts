import {
  type LeadStatus,
  type LeadVariant,
  type OutboundStep,
  outboundSteps,
  type PreferredTime,
  type SpamReason,
  type StepStatus,
  type Urgency,
  type WeakSign,
} from "@hvac/office/lead-document";
import type { LeadOrigin } from "@hvac/office/results";
import type { Visit, VisitChange, VisitChanged, VisitRequest } from "@hvac/office/visit";
import type { Locale } from "@hvac/routing";
import type { LeadAnswers } from "@/leads/lead-schema";

/** One request as the office receives it: the answers, where and when it was sent, an id. */
export interface LeadRecord extends LeadAnswers {
  id: string;
  receivedAt: string;
  locale: Locale;
  /** The page the form was on, as a route-table page key (e.g. "contact", "service:servicePage-acRepair"). */
  page: string;
  variant: LeadVariant;
  /** "How soon do you need us?", when the visitor said. */
  urgency: Urgency | null;
  /** The time of day the visitor prefers a call, when said. */
  preferredTime: PreferredTime | null;
  /** Where the visit that sent it began (only the page, without JavaScript). */
  origin: LeadOrigin;
  /** Set when the request looked automated: kept apart from the leads, never mailed. */
  spamReason: SpamReason | null;
  /** A sign too weak to keep the request apart, recorded for the office. */
  weakSign: WeakSign | null;
}

/** One SMS of the page step: to whom (and their name, when known), when, and the provider's refusal if it refused. */
export interface Page {
  name?: string;
  to: string;
  at: string;
  error?: string;
}

/** Where one outbound step of a lead stands (apps/web/src/outbound). */
export interface StepState {
  step: OutboundStep;
  status: StepStatus;
  attempts: number;
  /** When it is (or was) next due. */
  dueAt: string;
  error: string | null;
  doneAt: string | null;
  /** The page step's SMS so far, in order (the first, then each escalation). */
  pages: Page[];
}

/** Steps in the order they run (lead-document.ts), however a store lists them. */
export const inStepOrder = (steps: StepState[]) =>
  steps.sort((a, b) => outboundSteps.indexOf(a.step) - outboundSteps.indexOf(b.step));

export interface StoredLead extends LeadRecord {
  status: LeadStatus;
  /** When someone first contacted the visitor (marked in the Studio, by the command or the link). */
  contactedAt: string | null;
  steps: StepState[];
  /** The visit booked online, or the window it wanted when that filled first. */
  visit: Visit | null;
}

/** A save's outcome: the lead's id (an earlier one's for a duplicate) and, for a booking, its visit. */
export interface Saved {
  id: string;
  duplicate: boolean;
  visit?: Visit;
}

/** What went out in a span of time: see `LeadStore.sentSince`. */
export interface SentCounts {
  pages: number;
  confirmations: number;
  confirmationsTo: number;
}

/** What a worker writes back after running a step. */
export interface StepUpdate {
  status: Exclude<StepStatus, "sending">;
  /** When to run it again (pending, failed). */
  dueAt?: string;
  error?: string | null;
  pages?: Page[];
}

export interface LeadStore {
  kind: "sqlite" | "sanity";
  /**
   * Saves a lead durably before resolving, with its outbound steps due now.
   * When a request with the same duplicate key arrived within the window,
   * nothing is saved and that lead's id comes back instead. Suspected spam
   * beyond `spamKeptPerKind` of its kind replaces the oldest of that kind,
   * in the same write.
   *
   * With `visit`, the lead takes a place in its window in the same write
   * while fewer than `visits` are booked there, whichever instance of the
   * fleet asks (`visit: "booked"`); when none is left it is saved all the
   * same, keeping the window it wanted (`visit: "wanted"`). The same request
   * sent again with a window, while it holds no place, asks for one for the
   * request kept (a visitor picking another time after the first was taken);
   * one that holds a place takes no second.
   */
  save(
    lead: LeadRecord,
    options: { duplicateKey: string; steps: readonly OutboundStep[]; visit?: VisitRequest },
  ): Promise<Saved>;
  /** How many visits are booked in each of the windows `keys` names (none booked: 0). */
  bookedVisits(keys: readonly string[]): Promise<Map<string, number>>;
  /**
   * The requests whose visit holds a place in a window of `day` (YYYY-MM-DD)
   * or after, in window order, suspected spam left out: the office's calendar.
   */
  visitsFrom(day: string): Promise<StoredLead[]>;
  /**
   * Records that the phone `phone` (any US writing) replied STOP to the
   * site's texts (`stopped`), or START again: no text of the site goes to a
   * stopped phone.
   */
  setTextsStopped(phone: string, stopped: boolean): Promise<void>;
  /** How many reminder texts went to the phone `phone` (any US writing) since `since` (ISO). */
  remindersTextedTo(phone: string, since: string): Promise<number>;
  textsStopped(phone: string): Promise<boolean>;
  /** One request as stored (suspected spam too), or undefined. */
  leadById(id: string): Promise<StoredLead | undefined>;
  /**
   * Moves the visit of request `id` to another window while fewer than
   * `visits` are booked there, whichever instance asks, giving back its place
   * in the window it leaves in the same write (`moved`); or cancels it,
   * giving its place back (`cancelled`). A window with no place left changes
   * nothing (`full`); nor does anything asked of a cancelled visit.
   */
  changeVisit(id: string, change: VisitChange): Promise<VisitChanged>;
  /**
   * Takes the step that has been due longest (or one a worker took and never
   * finished), so no other worker runs it too, with its lead as it is now.
   */
  claimStep(now?: number): Promise<{ lead: StoredLead; step: StepState } | undefined>;
  recordStep(leadId: string, step: OutboundStep, update: StepUpdate): Promise<void>;
  /**
   * Records that someone contacted the visitor (status "contacted", the
   * time kept): "already" when it was, "unknown" for no such lead.
   */
  markContacted(id: string, at?: string): Promise<"marked" | "already" | "unknown">;
  /** The leads received in [from, to) (ISO), suspected spam left out. */
  leadsBetween(from: string, to: string): Promise<StoredLead[]>;
  /**
   * The one worker of a fleet: true while `holder` holds the lease `name`
   * ("worker" unless said; taken when free or expired, kept by renewing it
   * before `ttlMs` passes).
   */
  holdLease(holder: string, ttlMs: number, now?: number, name?: string): Promise<boolean>;
  /**
   * What went out since `since` (ISO), for the hourly limits (outbound/hourly-limits.ts):
   * on-call texts sent (each escalation counts), visitors' confirmations sent,
   * and those sent to `email` (in any case).
   */
  sentSince(since: string, email: string): Promise<SentCounts>;
  /**
   * The key that signs the form's start stamps and the contacted links, kept
   * with the leads so it survives rebuilds and restarts and every instance
   * sharing the store uses it (LEADS_SECRET instead, when set: open-stores.ts).
   */
  signingKey(): Promise<string>;
  /** How many suspected spam were deleted to make room for newer, since `since` (ms). */
  spamEvicted(since: number): Promise<number>;
  /**
   * Deletes what the privacy policy promises to delete: suspected spam after
   * `spamKeptDays`, a request never marked as a customer after
   * `leadKeptMonths`. Returns how many went.
   */
  removeExpired(now?: number): Promise<number>;
}
