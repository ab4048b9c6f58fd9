import { openWindowsEndpoint } from "@hvac/routing";
import { openWindows, openWindowsHeaders } from "@/booking/open-windows";
import { openFastLane } from "@/hosting/fast-lanes";

/**
 * The open windows are asked for at every booking, a few hundred bytes of
 * JSON: answered ahead of Next, whose request handling costs several times
 * the answer (bench: booking). Opened when the server starts.
 */
export function openWindowsLane() {
  openFastLane(openWindowsEndpoint, {
    method: "GET",
    answer: async (query, headers) =>
      Response.json(await openWindows(query, headers), { headers: openWindowsHeaders }),
  });
}
