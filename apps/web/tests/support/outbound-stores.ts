import type { OutboundStores } from "@/outbound/steps/step-run";
import type { SentCounts } from "@/stores/lead-store";

/** What the outbound stores hold for a step's run: what went out when, the phones that said STOP. */
export interface StoreStandIn {
  /** What went out, when (ISO), counted by the hour's limits from the time asked for. */
  sent: Array<{ at: string } & Partial<SentCounts>>;
  stopped: Set<string>;
  /** Reminder texts to each phone, when. */
  reminders: Array<{ to: string; at: string }>;
  /** The leases held by name: one holder at a time. */
  leases: Map<string, string>;
}

/** Stores for a step's run, over `held`: a fresh one for each test. */
export function storeStandIn(): { held: StoreStandIn; stores: OutboundStores } {
  const held: StoreStandIn = { sent: [], stopped: new Set(), reminders: [], leases: new Map() };
  const leads = {
    sentSince: async (since: string) => {
      const counts: SentCounts = {
        pages: 0,
        pagedFromSource: 0,
        confirmations: 0,
        confirmationsTo: 0,
        confirmationsFromSource: 0,
      };
      for (const { at, ...sent } of held.sent) {
        if (at < since) continue;
        for (const [name, n] of Object.entries(sent) as Array<[keyof SentCounts, number]>) {
          counts[name] += n;
        }
      }
      return counts;
    },
  };
  const texts = {
    setTextsStopped: async (phone: string, stopped: boolean) => {
      if (stopped) held.stopped.add(phone);
      else held.stopped.delete(phone);
    },
    textsStopped: async (phone: string) => held.stopped.has(phone),
    remindersTextedTo: async (phone: string, since: string) =>
      held.reminders.filter((r) => r.to === phone && r.at >= since).length,
  };
  const keys = {
    signingKey: async () => "step-test-signing-key-0123456789",
    holdLease: async (holder: string, _ttlMs: number, _now?: number, name = "worker") => {
      const holds = held.leases.get(name);
      if (holds && holds !== holder) return false;
      held.leases.set(name, holder);
      return true;
    },
  };
  return { held, stores: { leads, texts, keys } as unknown as OutboundStores };
}
