import type { StepUpdate } from "@hvac/office/lead-record";
import { nextTry } from "@/outbound/step-schedule";
import { stepRunners } from "@/outbound/steps/registry";
import type { StepRun } from "@/outbound/steps/step-run";

/**
 * Runs one claimed step of a lead (its runner in steps/registry.ts) and says
 * where it stands now. A step whose provider is not configured any more
 * gives up; an error is tried again on the step's schedule (step-schedule.ts).
 */
export async function runStep(run: StepRun): Promise<StepUpdate> {
  try {
    return await stepRunners[run.step.step](run);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retry = nextTry(run.step.step, run.step.attempts, run.now);
    return retry
      ? { status: "failed", dueAt: retry, error: message }
      : { status: "gaveUp", error: message };
  }
}
