import { bookingSettings } from "@/booking/booking-settings-source";
import { servedZips } from "@/booking/served-zips";
import { type VisitDesk, visitDesk } from "@/booking/visit-desk";
import { serverPart } from "@/server/server-context";
import { leadStore, storeKeys, visitBook } from "@/stores/server-stores";

declare module "@/server/server-context" {
  interface ServerParts {
    visitDesk: VisitDesk;
  }
}

/** The server's visit desk, made once from its settings and stores (tests give their own). */
export const serverDesk = (): VisitDesk =>
  serverPart("visitDesk", ({ bookingGuard }) =>
    visitDesk({
      bookingSettings,
      servedZips,
      leads: leadStore(),
      visits: visitBook(),
      keys: storeKeys(),
      guard: bookingGuard,
      now: Date.now,
    }),
  );
