import type { CallStore } from "@/calls/call-store";
import { sanityCallStore } from "@/calls/sanity-call-store";
import { sqliteCallStore } from "@/calls/sqlite-call-store";
import { serverPart } from "@/server/server-context";
import { sanityWriter } from "@/stores/sanity/write-client";

declare module "@/server/server-context" {
  interface ServerParts {
    calls: CallStore;
  }
}

/** The server's calls, kept beside its leads: the same SQLite file, or the same Sanity dataset. */
export const callStore = (): CallStore =>
  serverPart("calls", (settings) =>
    settings.sanity
      ? sanityCallStore(sanityWriter(settings.sanity))
      : sqliteCallStore(settings.leadDatabaseFile),
  );
