import { formResultPaths, locales, notFoundPaths } from "@hvac/routing";
import { starterRoutes } from "./starter-routes";

/**
 * What the outside judges look at: every page of the route table, the
 * not-found page of each language, answered (404) as a visitor gets it, and
 * the booking's open times in each language, as the booking page's first
 * step opens them, the "Manage my visit" page as a link that does not
 * work shows it (booking.test.ts judges the visit's own page with axe), and
 * the form's two answers without JavaScript.
 */
export const judgedPages: Array<{ path: string; status: number }> = [
  ...starterRoutes.allPages().map(({ path }) => ({ path, status: 200 })),
  ...Object.values(notFoundPaths).map((path) => ({ path, status: 404 })),
  ...locales.map((locale) => ({
    path: `${formResultPaths.bookingTimes[locale]}?service=servicePage-acRepair&zip=78112`,
    status: 200,
  })),
  ...locales.map((locale) => ({
    path: `${formResultPaths.manageVisit[locale]}?visit=lead-none&until=1&sig=none`,
    status: 200,
  })),
  ...locales.flatMap((locale) =>
    [formResultPaths.received[locale], formResultPaths.notSent[locale]].map((path) => ({
      path,
      status: 200,
    })),
  ),
];
