import { officeInstant, parseWindowKey } from "@hvac/office/arrival-windows";
import type { BookingSettings } from "@hvac/office/booking-settings";
import type { OutboundStep } from "@hvac/office/lead-document";
import type { StoredLead } from "@hvac/office/lead-record";
import { canonicalEmail } from "@hvac/office/recipient";
import {
  changeSteps,
  holdsPlace,
  type PlaceQuota,
  type Visit,
  type VisitRequest,
  type WaitReason,
} from "@hvac/office/visit";
import { pageKey, pageRefFromKey } from "@hvac/routing";
import { checkManageLink, type ManageLink, manageLinkFields } from "@/booking/manage-link";
import { type BookingOffer, offeredWindows } from "@/booking/offered-windows";
import type { BookingGuardSettings } from "@/server/settings";
import type { LeadStore } from "@/stores/lead-store";
import type { StoreKeys } from "@/stores/store-keys";
import type { VisitBook } from "@/stores/visit-book";

/**
 * The visit desk: the one place that answers every question about a visit
 * booked online. Which windows are offered to whom; the place a booking
 * asks of the store, bounded by what one stranger may take; the visit a
 * manage link opens; a visitor's move or cancel, told to everyone it
 * concerns. Routes parse and redirect, pages draw, the desk decides; the
 * store decides the last place, in the booking's own write.
 */
export interface VisitDesk {
  /** What a visitor who chose `service` (its page's id) and gave `zip` is offered now. */
  offer(service: string, zip: string): Promise<BookingOffer>;
  /**
   * The place a booking asks of the store: its window's visits while the
   * window is open to this service and ZIP code (0 and why not, otherwise),
   * held to the quotas of its source, phone and email and the site's hour;
   * `steps` are due again if a request kept without a place gets one.
   */
  placeFor(booking: Booking, who: Who, steps: readonly OutboundStep[]): Promise<VisitRequest>;
  /**
   * After a booking was stored: a booking held for the office's confirmation
   * by the guard (or as suspected spam) alerts the office, once an hour (and
   * by text when the hour's rate paused booking). Whether it did.
   */
  alertIfHeld(id: string, visit: Visit | undefined): Promise<boolean>;
  /** The visit a manage link opens: nothing changes by opening it. */
  managed(link: Partial<ManageLink>): Promise<ManagedVisit>;
  /** A visitor's change on Manage my visit, and the link that opens the visit now. */
  change(link: Partial<ManageLink>, asked: VisitAction): Promise<ChangeAnswer>;
}

export interface Booking {
  window: string;
  /** The service page's document id. */
  service: string;
  zip: string;
  texts?: boolean;
}

/** Who books: the request's source (sourceKey), its phone and email. */
export interface Who {
  source: string | null;
  phone: string;
  email: string;
}

export type VisitAction = { action: "cancel" } | { action: "move"; window: string };

/**
 * What a visitor's change came to, as the visit endpoint puts it in the
 * page's address (`done`): moved, cancelled, the window asked for full or
 * no longer open, the visit's time come, or the store not answering.
 */
export const changeResults = ["moved", "cancelled", "full", "closed", "started", "failed"] as const;
export type ChangeResult = (typeof changeResults)[number];

export interface ChangeAnswer {
  result?: ChangeResult;
  link: ManageLink;
}

export type ManagedVisit =
  | { kind: "invalid" | "expired" }
  | {
      kind: "visit";
      lead: StoredLead;
      visit: Visit;
      link: ManageLink;
      /** Its window has begun: from then on only a call changes it. */
      started: boolean;
      /** Whether the visitor may move or cancel it here (it holds a place and has not begun). */
      changeable: boolean;
      /** Where it could move: the offer for its service and ZIP code (when changeable). */
      offer?: BookingOffer;
    };

/** The reasons a booking waits for the office that the guard (or a sign of a robot) gave: the office is alerted. */
const heldReasons: readonly WaitReason[] = ["address", "phone", "email", "suspected"];

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** Whether the visit's window has begun: from then on, only a call changes it. */
function hasStarted(visit: Visit, now: number): boolean {
  const window = parseWindowKey(visit.window);
  return !window || officeInstant(window.day, window.start) <= now;
}

/** The quotas a booking is held to (PlaceQuota), keyed by what they count. */
function bookingQuotas(who: Who, guard: BookingGuardSettings): PlaceQuota[] {
  const digits = who.phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return [
    ...(who.source
      ? [
          {
            key: `address:${who.source}`,
            most: guard.perAddressPerDay,
            withinMs: dayMs,
            reason: "address" as const,
          },
        ]
      : []),
    { key: `phone:${digits}`, most: guard.perPhonePerDay, withinMs: dayMs, reason: "phone" },
    {
      key: `email:${canonicalEmail(who.email)}`,
      most: guard.perEmailPerDay,
      withinMs: dayMs,
      reason: "email",
    },
    { key: "site", most: guard.instantPerHour, withinMs: hourMs, reason: "busy" },
  ];
}

export interface DeskParts {
  bookingSettings: () => Promise<BookingSettings | null>;
  servedZips: () => Promise<ReadonlySet<string>>;
  leads: LeadStore;
  visits: VisitBook;
  keys: StoreKeys;
  guard: BookingGuardSettings;
  now: () => number;
}

export function visitDesk(parts: DeskParts): VisitDesk {
  const { leads, visits, keys, now } = parts;

  const offer = async (service: string, zip: string) =>
    offeredWindows({
      settings: await parts.bookingSettings(),
      service,
      zip,
      servedZips: await parts.servedZips(),
      visits,
      now: now(),
    });

  /** The window a key names in an offer, with its visits, or why it cannot take one. */
  function windowIn(
    offered: BookingOffer,
    key: string,
  ): { visits: number } | { waiting: WaitReason } {
    if (offered.kind === "off") return { waiting: "paused" };
    if (offered.kind === "notBookable") return { waiting: "closed" };
    if (offered.kind === "outsideArea") return { waiting: "outside" };
    const window = offered.days.flatMap((day) => day.windows).find((one) => one.key === key);
    if (!window) return { waiting: "closed" };
    if (window.left <= 0) return { waiting: "taken" };
    return { visits: window.visits };
  }

  async function managed(link: Partial<ManageLink>): Promise<ManagedVisit> {
    const check = checkManageLink(await keys.signingKey(), link, now());
    if (check !== "valid") return { kind: check };
    const lead = await leads.leadById(link.visit ?? "");
    const visit = lead?.visit;
    if (!lead || !visit) return { kind: "invalid" };
    const started = hasStarted(visit, now());
    const changeable = holdsPlace(visit) && !started;
    const service = pageRefFromKey(visit.service);
    return {
      kind: "visit",
      lead,
      visit,
      link: link as ManageLink,
      started,
      changeable,
      ...(changeable && service?.id === "service"
        ? { offer: await offer(service.doc, lead.zip) }
        : {}),
    };
  }

  return {
    offer,

    async placeFor(booking, who, steps) {
      const offered = await offer(booking.service, booking.zip);
      const found = windowIn(offered, booking.window);
      const paused = offered.kind === "windows" && offered.paused;
      return {
        window: booking.window,
        service: pageKey({ id: "service", doc: booking.service }),
        ...("visits" in found && !paused
          ? { visits: found.visits, quotas: bookingQuotas(who, parts.guard) }
          : { visits: 0, waiting: "waiting" in found ? found.waiting : "paused" }),
        ...(booking.texts ? { texts: true as const } : {}),
        steps,
      };
    },

    async alertIfHeld(id, visit) {
      const reason = visit?.status === "wanted" ? visit.waiting : undefined;
      const kind =
        reason === "busy" ? "paused" : reason && heldReasons.includes(reason) ? "held" : undefined;
      if (!kind) return false;
      const at = now();
      // Once an hour of each kind across the fleet: the first booking held carries the alert.
      if (!(await keys.holdLease(id, hourMs, at, `bookingAlert-${kind}`))) return false;
      await leads.armSteps(id, ["bookingAlert"], at);
      return true;
    },

    managed,

    async change(link, asked) {
      const opened = await managed(link);
      if (opened.kind !== "visit") return { link: link as ManageLink };
      const { lead, visit } = opened;
      const answer = (result: ChangeResult, next: ManageLink = opened.link) => ({
        result,
        link: next,
      });
      if (visit.status === "cancelled") return { link: opened.link };
      if (opened.started) return answer("started");
      if (!opened.changeable) return { link: opened.link };
      try {
        if (asked.action === "cancel") {
          const told = {
            by: "visitor" as const,
            steps: changeSteps("visitor", "cancel", lead.steps),
          };
          const { outcome } = await visits.changeVisit(lead.id, { cancel: true }, told);
          return outcome === "cancelled" ? answer("cancelled") : { link: opened.link };
        }
        // Offered only for a visit of a service page (managed).
        if (!opened.offer) return answer("closed");
        const found = windowIn(opened.offer, asked.window);
        if (!("visits" in found)) return answer(found.waiting === "taken" ? "full" : "closed");
        const told = { by: "visitor" as const, steps: changeSteps("visitor", "move", lead.steps) };
        const changed = await visits.changeVisit(
          lead.id,
          { move: { window: asked.window, service: visit.service, visits: found.visits } },
          told,
        );
        if (changed.outcome === "full") return answer("full");
        if (changed.outcome !== "moved") return { link: opened.link };
        // The link now lasts until the day after the new window.
        return answer("moved", manageLinkFields(await keys.signingKey(), lead.id, asked.window));
      } catch (error) {
        console.error("A visit could not be changed:", error);
        return answer("failed");
      }
    },
  };
}
