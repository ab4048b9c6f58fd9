import { zip5 } from "@/booking/offered-windows";
import { liveRoutes } from "@/routing/live-routes";

/**
 * The ZIP codes of the published towns (Service areas), each town's first and
 * its others: where a visit can be booked online. Read from the route table the process holds (a publish of
 * a town refreshes it), so a booking costs no content read.
 */
export async function servedZips(): Promise<Set<string>> {
  const { areas } = await liveRoutes();
  return new Set(areas.flatMap((area) => (area.zips ?? []).map(zip5)));
}
