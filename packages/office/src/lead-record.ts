import type { Visit } from "./booking/visit";
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
} from "./lead-document";
import type { LeadOrigin } from "./results";

/**
 * A request as the site keeps it, whichever store holds it: what the visitor
 * answered, where and when it came from, and, once stored, where its
 * outbound steps and its visit stand. The stores, the outbound steps and the
 * office's commands read these types; the form's validation
 * (apps/web/src/leads/lead-schema.ts) produces the answers.
 */

/** The languages the site writes in (as @hvac/routing's Locale). */
type Locale = "en" | "es";

/** What a visitor asked for, cleaned: trimmed, spaces collapsed, Unicode in one normal form. */
export interface LeadAnswers {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  service: string;
  message: string;
}

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
  /**
   * The internet address it came from as a keyed digest, never the address
   * (apps/web/src/http/request-source.ts): what each source may take of the
   * site's places and hourly budgets is counted by it. Null when not known.
   */
  source: string | null;
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
  /**
   * How often the step was made due again (a visit changed, a request booked
   * after all): what a worker records of an earlier round is dropped.
   */
  round: number;
}

/** Steps in the order they run (lead-document.ts), however a store lists them. */
export const inStepOrder = (steps: StepState[]) =>
  steps.sort((a, b) => outboundSteps.indexOf(a.step) - outboundSteps.indexOf(b.step));

export interface StoredLead extends LeadRecord {
  status: LeadStatus;
  /** When someone first contacted the visitor (marked in the Studio, by the command or the link). */
  contactedAt: string | null;
  steps: StepState[];
  /** The visit booked online, or the window it wanted when it got no place. */
  visit: Visit | null;
}

/** What a worker writes back after running a step. */
export interface StepUpdate {
  status: Exclude<StepStatus, "sending">;
  /** When to run it again (pending, failed). */
  dueAt?: string;
  error?: string | null;
  pages?: Page[];
}
