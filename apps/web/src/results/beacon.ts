import { placements } from "@hvac/office/results";
import { locales } from "@hvac/routing";
import { z } from "zod";
import { pageKeyField, visitOriginSchema } from "@/leads/lead-origin";

/**
 * What a page's beacon may say (visit-counter.tsx writes it), checked on the
 * server: a page by its route-table key, a known placement, an origin of
 * short labels (its campaign words cleaned as a request's are, so a count is
 * kept under a word the office can read). Anything else is refused whole.
 */

/** Bigger than any beacon the site writes; the endpoint reads no further. */
export const maxBeaconBytes = 600;

const common = { page: pageKeyField, locale: z.enum(locales), origin: visitOriginSchema };

export const beaconSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("view"), began: z.boolean(), ...common }),
  z.object({ kind: z.literal("call"), placement: z.enum(placements), ...common }),
]);
export type Beacon = z.infer<typeof beaconSchema>;
