/**
 * The contract of a `lead` document between the site, which writes it, and
 * the Studio, which shows it to the office.
 */

/**
 * The office's progress on a lead, the one field editable in the Studio. A
 * request that never becomes a customer is deleted after `leadKeptMonths`.
 * Any status past "new" means someone has contacted the visitor.
 */
export const leadStatuses = ["new", "contacted", "customer", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The request form of a service page (and the home page) or the contact page's message form. */
export const leadVariants = ["request", "contact"] as const;
export type LeadVariant = (typeof leadVariants)[number];

/** "How soon do you need us?": the form's one-tap triage; a request may leave it unsaid. */
export const urgencies = ["emergency", "thisWeek", "planning"] as const;
export type Urgency = (typeof urgencies)[number];

/** The visitor's preferred time of day for the call back (optional). */
export const preferredTimes = ["morning", "afternoon", "evening"] as const;
export type PreferredTime = (typeof preferredTimes)[number];

/**
 * What happens after a request is stored, each step on its own schedule
 * (apps/web/src/outbound): the on-call phone paged by SMS (and again, to the
 * next number, while nobody marks the request contacted), the office's
 * email, the visitor's confirmation, the office's CRM webhook, and for a
 * visit booked online the visitor's reminder the day before, the visitor's
 * notice of a change (a move, a cancellation, by the office or themselves),
 * the office's notice of a change the visitor made (or of a request booked
 * after all), and the office's alert that online booking held bookings for
 * it to confirm; and once a request becomes a customer (its visit done, or
 * marked customer), one request for a review. A change makes its steps due
 * again (the CRM's among them: each change is an event).
 */
export const outboundSteps = [
  "page",
  "officeEmail",
  "visitorEmail",
  "crm",
  "reminder",
  "reminderText",
  "visitNotice",
  "officeNotice",
  "bookingAlert",
  "reviewRequest",
] as const;
export type OutboundStep = (typeof outboundSteps)[number];

/**
 * The steps that reach the office alone: kept for suspected spam too, whose
 * requests reach no one else (no visitor's email, no page, no webhook).
 */
const officeOnlySteps: readonly OutboundStep[] = ["bookingAlert"];

/** The steps a request kept as suspected spam keeps of those planned. */
export const spamSteps = (steps: readonly OutboundStep[]): OutboundStep[] =>
  steps.filter((step) => officeOnlySteps.includes(step));

/**
 * A step due at `dueAt` as a lead document keeps it in Sanity (its key is
 * the step's name: one of each), in its `round`-th making due.
 */
export const pendingStep = (step: OutboundStep, dueAt: string, round = 0) => ({
  _key: step,
  _type: "outboundStep" as const,
  step,
  status: "pending" as const,
  attempts: 0,
  dueAt,
  ...(round > 0 ? { round } : {}),
});

/**
 * Whether a request gets its one review request now: a customer (its visit
 * done, or marked customer), never suspected spam, and not asked before.
 */
export const asksForReview = (lead: {
  status?: string | null;
  spamReason?: string | null;
  visit?: { status?: string | null } | null;
  steps?: ReadonlyArray<{ step?: string | null }> | null;
}) =>
  (lead.status === "customer" || lead.visit?.status === "done") &&
  !lead.spamReason &&
  !(lead.steps ?? []).some((step) => step.step === "reviewRequest");

/**
 * A step's state: "pending" until due, "sending" while a worker holds it,
 * "failed" after an error (tried again on its schedule), "sent" when done,
 * "gaveUp" after its last try, "held" when sending it would pass a limit on
 * what the site sends in an hour (its error says which; the office sees it),
 * "skipped" when there was nothing to send any more (a reminder of a visit
 * cancelled since; its error says why).
 */
export const stepStatuses = [
  "pending",
  "sending",
  "sent",
  "failed",
  "gaveUp",
  "held",
  "skipped",
] as const;
export type StepStatus = (typeof stepStatuses)[number];

/**
 * Who a text message of the page step went to, as the office reads it:
 * "Luis at (210) 555-0111", or the number alone when no name was set (the
 * on-call numbers of the server's settings have none).
 */
export function pagedPhone(page: { name?: string | null; to?: string | null }): string {
  const to = page.to ?? "";
  const digits = to.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  const number =
    digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : to;
  return page.name ? `${page.name} at ${number}` : number;
}

/**
 * Lead documents live under the `lead.` id path: ids with a dot are never
 * readable without a token, so a public dataset does not publish visitors'
 * details.
 */
export const leadDocumentId = (key: string) => `lead.${key}`;

/**
 * Why a valid request was kept apart as suspected spam: a hidden field only
 * robots fill, sent sooner after the form showed than a person can type, a
 * start stamp the site never signed, or one already used for another request,
 * or more requests from one address than a person sends. Such a request is
 * stored and answered like any other, but not mailed; the office can move it
 * back to the leads.
 */
export const spamReasons = ["honeypot", "tooFast", "forgedStamp", "burst", "reusedStamp"] as const;
export type SpamReason = (typeof spamReasons)[number];

/**
 * The signs no person's browser gives. Suspected spam is bounded per kind:
 * a flood of these replaces the oldest of these, never a request a quick or
 * busy person may have sent ("tooFast", "burst").
 */
const robotSpamReasons = ["honeypot", "forgedStamp", "reusedStamp"] as const;
const personSpamReasons = ["tooFast", "burst"] as const satisfies readonly SpamReason[];
export const spamKind = (reason: SpamReason): readonly SpamReason[] =>
  (robotSpamReasons as readonly SpamReason[]).includes(reason)
    ? robotSpamReasons
    : personSpamReasons;

/**
 * A weak sign, recorded on a lead that is otherwise ordinary (and mailed): no
 * start stamp at all (the site's form sends one with or without JavaScript,
 * so a script sent it; it pages no one), or one older than a stamp lasts.
 */
export const weakSigns = ["noStamp", "oldStamp"] as const;
export type WeakSign = (typeof weakSigns)[number];

/** Suspected spam is deleted after this many days. */
export const spamKeptDays = 30;

/** A request never marked as a customer is deleted this many months after it arrived. */
export const leadKeptMonths = 12;

/** When a lead received at `now` stops being kept: the same day `months` later. */
export function monthsBefore(now: number, months: number): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}
