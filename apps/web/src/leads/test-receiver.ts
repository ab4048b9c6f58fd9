import { memoryRequestCounter } from "@/http/request-counter";
import { leadReceiver, type PlaceAsked } from "@/leads/receive-lead";
import { memoryStampUses } from "@/leads/stamp-uses";
import { readSettings } from "@/server/settings";
import type { LeadStore } from "@/stores/lead-store";

/**
 * A receiver as the lead route makes one, for a unit test: the default
 * settings, counts and stamps in memory, the office's email planned for each
 * request, and `placeAsked` for bookings (none by default).
 */
export const testReceiver = (
  store: LeadStore,
  placeAsked: PlaceAsked = () => Promise.reject(new Error("These requests book no visit.")),
  plan: Parameters<typeof leadReceiver>[4] = async () => ["officeEmail"],
) =>
  leadReceiver(
    readSettings({}).leads,
    () => store,
    memoryRequestCounter({ windowMs: 600_000 }),
    memoryStampUses(),
    plan,
    placeAsked,
  );
