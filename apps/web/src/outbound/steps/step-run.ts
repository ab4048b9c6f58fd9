import type { StepState, StepUpdate, StoredLead } from "@hvac/office/lead-record";
import type { OutboundSettings } from "@/outbound/outbound-settings";
import type { LeadStore } from "@/stores/lead-store";
import type { StoreKeys } from "@/stores/store-keys";
import type { TextOptOuts } from "@/stores/text-opt-outs";

/** The stores an outbound step reads and writes. */
export interface OutboundStores {
  leads: LeadStore;
  texts: TextOptOuts;
  keys: StoreKeys;
}

/** One claimed step of a lead, as its runner gets it. */
export interface StepRun {
  stores: OutboundStores;
  lead: StoredLead;
  step: StepState;
  settings: OutboundSettings;
  now: number;
}

/** What one kind of step does when a worker takes it, and where it stands after. */
export type StepRunner = (run: StepRun) => Promise<StepUpdate>;

/** Why a step that sends email gave up without mail settings (SMTP_HOST, SMTP_TO). */
export const noMail = "The website has no email set up: tell whoever runs the website.";
