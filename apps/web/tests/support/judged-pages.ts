import { notFoundPaths } from "@hvac/routing";
import { starterRoutes } from "./starter-routes";

/**
 * What the outside judges look at: every page of the route table, and the
 * not-found page of each language, answered (404) as a visitor gets it.
 */
export const judgedPages: Array<{ path: string; status: number }> = [
  ...starterRoutes.allPages().map(({ path }) => ({ path, status: 200 })),
  ...Object.values(notFoundPaths).map((path) => ({ path, status: 404 })),
];
