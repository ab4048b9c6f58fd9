import { unknownOrigin } from "@hvac/office/results";
import type { Locale } from "@hvac/routing";
import { pendingCounts } from "@/results/pending-counts";

/**
 * One more time the open times were shown (the Results' booking steps),
 * counted by the server as it answers (the times page, or the booking page's
 * own step with JavaScript), so a visit without JavaScript counts too; never
 * for a visitor who asked not to be counted. The server knows no visit's source.
 */
export function countWindowsShown(locale: Locale, sent: Pick<Headers, "get">) {
  if (sent.get("dnt") === "1" || sent.get("sec-gpc") === "1") return;
  pendingCounts().add({
    kind: "windows",
    page: "booking",
    locale,
    origin: unknownOrigin("booking"),
  });
}
