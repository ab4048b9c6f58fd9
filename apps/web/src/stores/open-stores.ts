import type { Settings } from "@/server/settings";
import type { LeadStore } from "@/stores/lead-store";
import type { ResultsStore } from "@/stores/results-store";
import { sanityLeadStore } from "@/stores/sanity/lead-store";
import { sanityResultsStore } from "@/stores/sanity/results-store";
import { sanityWriter } from "@/stores/sanity/write-client";
import { sqliteLeadStore } from "@/stores/sqlite/lead-store";
import { sqliteResultsStore } from "@/stores/sqlite/results-store";
import type { StoreKeys } from "@/stores/store-keys";
import type { TextOptOuts } from "@/stores/text-opt-outs";
import type { VisitBook } from "@/stores/visit-book";

/** Each seam of the stores, as its callers need it. */
export interface Stores {
  leads: LeadStore;
  visits: VisitBook;
  texts: TextOptOuts;
  keys: StoreKeys;
  results: ResultsStore;
}

/**
 * The stores the settings name, side by side: `lead` documents and day
 * counts in the Sanity project when one is set (the office follows them in
 * the Studio; its write token is needed), the local SQLite file otherwise; one
 * backend keeps the requests, the visit book, the text opt-outs and the keys.
 * With LEADS_SECRET, that is the key that signs the start stamps and the
 * visitors' and office's links, on every instance alike; without it, the
 * store's own key.
 */
export function openStores(
  settings: Pick<Settings, "sanity" | "leadDatabaseFile" | "leadsSecret">,
): Stores {
  const { leadDatabaseFile, leadsSecret } = settings;
  const sanity = settings.sanity && sanityWriter(settings.sanity);
  const backend = sanity ? sanityLeadStore(sanity) : sqliteLeadStore(leadDatabaseFile);
  return {
    leads: backend,
    visits: backend,
    texts: backend,
    keys: leadsSecret ? { ...backend, signingKey: async () => leadsSecret } : backend,
    results: sanity ? sanityResultsStore(sanity) : sqliteResultsStore(leadDatabaseFile),
  };
}
