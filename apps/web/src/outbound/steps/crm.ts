import { sendToCrm } from "@/outbound/crm-webhook";
import type { StepRunner } from "@/outbound/steps/step-run";
import { liveRoutes } from "@/routing/live-routes";

/** The request (or its visit's change: a later round) to the office's CRM webhook. */
export const crmStep: StepRunner = async ({ lead, step, settings }) => {
  if (!settings.crm) return { status: "gaveUp", error: "No CRM webhook is set up." };
  await sendToCrm(settings.crm, lead, step.round, await liveRoutes().catch(() => undefined));
  return { status: "sent", error: null };
};
