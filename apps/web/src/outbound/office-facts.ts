import {
  businessFactsQuery,
  type CopyFact,
  copyFactWords,
  type Phone,
  phoneNumber,
} from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { source } from "@/content/source";
import { liveRoutes } from "@/routing/live-routes";

/** The business's name, phone and promises in one language, as the outbound messages state them. */
export interface OfficeFacts {
  name: string;
  phone: Phone;
  /** Where a customer writes a review (Business facts' review link), when set. */
  reviewLink?: string;
  words: Record<CopyFact, string>;
}

const heldMs = 60_000;
const held = new Map<Locale, { facts: OfficeFacts; at: number }>();

/**
 * Read from Business facts outside any page (the outbound worker has no
 * request): a publish shows within a minute.
 */
export async function officeFacts(locale: Locale, now = Date.now()): Promise<OfficeFacts> {
  const kept = held.get(locale);
  if (kept && now - kept.at < heldMs) return kept.facts;
  const [facts, routes] = await Promise.all([
    source.fetch(businessFactsQuery, {}),
    liveRoutes().catch(() => undefined),
  ]);
  if (!facts) throw new Error("The Business facts document is missing from the content.");
  const phone = phoneNumber(facts.phone ?? "");
  const fresh = {
    name: facts.name ?? "",
    phone,
    ...(facts.reviewLink ? { reviewLink: facts.reviewLink } : {}),
    words: copyFactWords(facts, locale, phone.display, routes?.areas.length ?? 0),
  };
  held.set(locale, { facts: fresh, at: now });
  return fresh;
}
