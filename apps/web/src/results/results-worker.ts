import { callsKeptMonths } from "@hvac/office/calls";
import { monthsBefore } from "@hvac/office/lead-document";
import { countsKeptMonths, officeDay } from "@hvac/office/results";
import { callStore } from "@/calls/server-calls";
import { sendDueDigest } from "@/results/digest-sender";
import { settings } from "@/server/server-context";
import { leadStore, resultsStore } from "@/stores/server-stores";

/** How often the server looks whether the weekly email is due (and tidies the counts). */
const checkEveryMs = 10 * 60_000;
const firstCheckAfterMs = 5_000;

/**
 * The results' work that no visitor waits for, in the server's process:
 * the weekly email on Monday morning (once for all instances, see
 * sendDueDigest), the deletion of counts older than 25 months and of calls
 * (with their callers' numbers) older than 12.
 */
export function startResultsWorker(mail = settings().mail) {
  const run = async () => {
    const now = Date.now();
    await resultsStore()
      .removeCountsBefore(officeDay(Date.parse(monthsBefore(now, countsKeptMonths))))
      .catch((error: unknown) => console.error("Old counts could not be deleted:", error));
    await callStore()
      .removeBefore(monthsBefore(now, callsKeptMonths))
      .catch((error: unknown) => console.error("Old calls could not be deleted:", error));
    if (!mail) return;
    await sendDueDigest(resultsStore(), leadStore(), mail, now, callStore()).catch(
      (error: unknown) =>
        console.error("The weekly results email could not be sent (tried again later):", error),
    );
  };
  setTimeout(() => {
    void run();
    setInterval(() => void run(), checkEveryMs).unref();
  }, firstCheckAfterMs).unref();
}
