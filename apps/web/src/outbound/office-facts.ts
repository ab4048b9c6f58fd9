import {
  businessFactsQuery,
  type CopyFact,
  copyFactWords,
  type Phone,
  phoneNumber,
} from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { contentSource } from "@/content/source";
import { liveRoutes } from "@/routing/live-routes";
import { type Timed, timedPart } from "@/server/server-context";

declare module "@/server/server-context" {
  interface ServerParts {
    officeFacts: Timed<Record<Locale, OfficeFacts> | undefined>;
  }
}

/** The business's name, phone and promises in one language, as the outbound messages state them. */
export interface OfficeFacts {
  name: string;
  phone: Phone;
  /** Where a customer writes a review (Business facts' review link), when set. */
  reviewLink?: string;
  words: Record<CopyFact, string>;
}

const heldMs = 60_000;

/** Business facts in each language; undefined (said in the log) when they cannot be read. */
async function officeFactsNow(): Promise<Record<Locale, OfficeFacts> | undefined> {
  try {
    const [facts, routes] = await Promise.all([
      contentSource().fetch(businessFactsQuery, {}),
      liveRoutes().catch(() => undefined),
    ]);
    if (!facts) throw new Error("The Business facts document is missing from the content.");
    const phone = phoneNumber(facts.phone ?? "");
    const inLocale = (locale: Locale): OfficeFacts => ({
      name: facts.name ?? "",
      phone,
      ...(facts.reviewLink ? { reviewLink: facts.reviewLink } : {}),
      words: copyFactWords(facts, locale, phone.display, routes?.areas.length ?? 0),
    });
    return { en: inLocale("en"), es: inLocale("es") };
  } catch (error) {
    console.error("Business facts could not be read (the last read stands):", error);
    return undefined;
  }
}

/**
 * Read from Business facts outside any page (the outbound worker has no
 * request), at most once a minute: a publish shows within a minute, and the
 * last read stands while the content cannot be read.
 */
export async function officeFacts(locale: Locale, now = Date.now()): Promise<OfficeFacts> {
  const facts = await timedPart("officeFacts", heldMs, officeFactsNow, undefined, now);
  if (!facts) throw new Error("Business facts could not be read from the content.");
  return facts[locale];
}
