import type { Settings } from "@/server/settings";
import type { LeadStore } from "@/stores/lead-store";
import type { ResultsStore } from "@/stores/results-store";
import { sanityLeadStore } from "@/stores/sanity/lead-store";
import { sanityResultsStore } from "@/stores/sanity/results-store";
import { sqliteLeadStore } from "@/stores/sqlite/lead-store";
import { sqliteResultsStore } from "@/stores/sqlite/results-store";

export interface Stores {
  leads: LeadStore;
  results: ResultsStore;
}

/**
 * The stores the settings name, side by side: `lead` documents and day
 * counts in the Sanity dataset when a project and a write token are set (the
 * office follows them in the Studio), the local SQLite file otherwise. With
 * LEADS_SECRET, that is the key that signs the start stamps and the contacted
 * links, on every instance alike; without it, the lead store's own key.
 */
export function openStores(
  settings: Pick<Settings, "sanity" | "leadDatabaseFile" | "leadsSecret">,
): Stores {
  const { sanity, leadDatabaseFile, leadsSecret } = settings;
  const leads = sanity ? sanityLeadStore(sanity) : sqliteLeadStore(leadDatabaseFile);
  return {
    leads: leadsSecret ? { ...leads, signingKey: async () => leadsSecret } : leads,
    results: sanity ? sanityResultsStore(sanity) : sqliteResultsStore(leadDatabaseFile),
  };
}
