import { randomUUID } from "node:crypto";
import { sendDueTextBacks } from "@/calls/text-back-step";
import { outboundSettings } from "@/outbound/outbound-settings";
import { runStep } from "@/outbound/run-step";
import { serverPart } from "@/server/server-context";
import { serverStores } from "@/stores/server-stores";

declare module "@/server/server-context" {
  interface ServerParts {
    outboundWorker: Worker;
  }
}

/**
 * Runs every outbound step when it is due, in the site's own process: the
 * page, the emails, the CRM webhook, the text back to a missed call, each
 * retried on its own schedule, not when the next request happens to
 * arrive. One worker at a time across a fleet: the store lends the work to
 * one instance (a lease it renews while it runs); another takes over within
 * `leaseMs` if that one stops. A new request wakes the worker at once.
 */
const tickMs = 2_000;
const leaseMs = 30_000;

interface Worker {
  holder: string;
  running: boolean;
  again: boolean;
  failing: boolean;
  started: boolean;
}

// One per process: the lead route and the server's start are separate bundles.
const state = () =>
  serverPart("outboundWorker", () => ({
    holder: randomUUID(),
    running: false,
    again: false,
    failing: false,
    started: false,
  }));

async function drain() {
  const worker = state();
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = true;
  try {
    do {
      worker.again = false;
      const { leads, texts, keys } = serverStores();
      if (!(await keys.holdLease(worker.holder, leaseMs))) return;
      const settings = await outboundSettings();
      for (let claimed = await leads.claimStep(); claimed; claimed = await leads.claimStep()) {
        const { lead, step } = claimed;
        const stores = { leads, texts, keys };
        const update = await runStep({ stores, lead, step, settings, now: Date.now() });
        // Made due again meanwhile (a change to the visit): this round's record is dropped.
        await leads.recordStep(lead.id, step.step, update, step.round);
      }
      // The texts back to missed calls (calls/): steps of their calls, which never hold up a lead's.
      await sendDueTextBacks(settings.sms).catch((error: unknown) =>
        console.error("The texts back to missed calls wait (tried again shortly):", error),
      );
    } while (worker.again);
    if (worker.failing) console.error("The outbound worker runs again.");
    worker.failing = false;
  } catch (error) {
    if (!worker.failing)
      console.error("The outbound worker failed (it tries again shortly):", error);
    worker.failing = true;
  } finally {
    worker.running = false;
  }
}

/** A request was stored: its steps run now (or on the lease holder's next round). */
export function wakeOutbound() {
  void drain();
}

/** Started once with the server (instrumentation.ts). */
export function startOutboundWorker() {
  const worker = state();
  if (worker.started) return;
  worker.started = true;
  setInterval(() => void drain(), tickMs).unref();
  void drain();
}
