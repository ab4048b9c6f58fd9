import type { VisitDesk } from "@/booking/visit-desk";
import { memoryRequestCounter } from "@/http/request-counter";
import { leadReceiver } from "@/leads/receive-lead";
import { memoryStampUses } from "@/leads/stamp-uses";
import { readSettings } from "@/server/settings";
import type { LeadStore } from "@/stores/lead-store";
import type { StoreKeys } from "@/stores/store-keys";

/** A desk for requests that book no visit. */
const noBooking: Pick<VisitDesk, "placeFor" | "alertIfHeld"> = {
  placeFor: () => Promise.reject(new Error("These requests book no visit.")),
  alertIfHeld: async () => false,
};

/**
 * A receiver as the lead route makes one, for a unit test: the default
 * settings, counts and stamps in memory, the office's email planned for each
 * request, and `desk` for bookings (none by default).
 */
export const testReceiver = (
  store: LeadStore & StoreKeys,
  desk: Pick<VisitDesk, "placeFor" | "alertIfHeld"> = noBooking,
  plan: Parameters<typeof leadReceiver>[2] = async () => ["officeEmail"],
) =>
  leadReceiver(
    readSettings({}).leads,
    () => ({ leads: store, keys: store }),
    plan,
    () => desk,
    memoryRequestCounter({ windowMs: 600_000 }),
    memoryStampUses(),
  );
