import type { CallStore } from "@/calls/call-store";
import { sanityCallStore } from "@/calls/sanity-call-store";
import { sqliteCallStore } from "@/calls/sqlite-call-store";
import { serverPart } from "@/server/server-context";
import type { CallSettings } from "@/server/settings";

/** The server's calls: their store, beside the leads, and the office's call settings as last read. */
export interface ServerCalls {
  store: CallStore;
  held?: { settings: CallSettings; at: number };
}

export const serverCalls = (): ServerCalls =>
  serverPart("calls", (settings) => ({
    store: settings.sanity
      ? sanityCallStore(settings.sanity)
      : sqliteCallStore(settings.leadDatabaseFile),
  }));

export const callStore = (): CallStore => serverCalls().store;
