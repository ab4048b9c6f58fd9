import { unknownOrigin } from "@hvac/office/results";
import type { Locale } from "@hvac/routing";
import { addressCounter } from "@/http/address-counts";
import { clientAddress } from "@/http/client-address";
import { pendingCounts } from "@/results/pending-counts";
import { settings } from "@/server/server-context";

/** One showing of the open times per address in this time, as one visit's page beacons count it. */
const perAddress = { windowMs: 30 * 60_000 };

/**
 * One more time the open times were shown (the Results' booking steps),
 * counted by the server as it answers (the times page, or the booking page's
 * own step with JavaScript), so a visit without JavaScript counts too; never
 * for a visitor who asked not to be counted, and once per address in half an
 * hour (a visit's length): a script asking again and again counts once. The
 * server knows no visit's source.
 */
export async function countWindowsShown(locale: Locale, sent: Pick<Headers, "get">) {
  if (sent.get("dnt") === "1" || sent.get("sec-gpc") === "1") return;
  const address = clientAddress(sent as Headers, settings().clientAddress);
  if ((await addressCounter("windowsShown", perAddress).hit(address)) > 1) return;
  pendingCounts().add({
    kind: "windows",
    page: "booking",
    locale,
    origin: unknownOrigin("booking"),
  });
}
