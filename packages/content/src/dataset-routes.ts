import type { RouteTable } from "@hvac/routing";
import { routeCollectionsQuery, routeTableOf } from "./route-collections";
import { localSource } from "./source";

/** The route table of a dataset file (the starter dataset by default): for tests and scripts. */
export async function datasetRouteTable(file?: string): Promise<RouteTable> {
  return routeTableOf(await localSource(file).fetch(routeCollectionsQuery, {}));
}
