import { campaignWord } from "@hvac/office/campaign-word";
import { clickIds, devices, type LeadOrigin, sourceOf } from "@hvac/office/results";
import { pageRefFromKey } from "@hvac/routing";
import { z } from "zod";

/**
 * Where a visit began (results/visit-origin.ts keeps it in the browser tab),
 * as a request's form or a page's beacon sends it: short labels only, checked
 * here (campaign words cleaned); anything else is ignored (a request is never
 * refused for it).
 */

/** Longer than any origin the site writes. */
const maxOriginLength = 400;

export const pageKeyField = z
  .string()
  .max(80)
  .refine((key) => pageRefFromKey(key) !== undefined);
/**
 * A campaign word: letters, digits, spaces, dots, hyphens and underscores,
 * at most 50 characters (campaign-word.ts), printed among the office's own
 * lines. Any other character is cleaned out, never refused: a request is not
 * turned away for its link's words, and a word keeps what it can say (the
 * rest of the origin too) rather than the whole origin being thrown away.
 * The browser cleans the same way before sending, so only a hand-made origin
 * is changed here.
 */
const label = z.string().transform(campaignWord).nullable();

export const visitOriginSchema = z.object({
  landing: pageKeyField,
  referrer: z
    .string()
    .max(100)
    .regex(/^[a-z0-9.-]+$/i)
    .transform((host) => host.toLowerCase())
    .nullable(),
  utmSource: label,
  utmMedium: label,
  utmCampaign: label,
  clickId: z.enum(Object.keys(clickIds) as [keyof typeof clickIds]).nullable(),
  device: z.enum(devices).nullable(),
});

/** A visit's origin as sent with a request: its source added, or undefined when unreadable. */
export function leadOrigin(raw: unknown): LeadOrigin | undefined {
  if (typeof raw !== "string" || raw.length > maxOriginLength) return undefined;
  try {
    const origin = visitOriginSchema.parse(JSON.parse(raw));
    return { ...origin, ...sourceOf(origin) };
  } catch {
    return undefined;
  }
}
