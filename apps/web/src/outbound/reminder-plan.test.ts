import type { StepState, StoredLead } from "@hvac/office/lead-record";
import type { VisitStatus } from "@hvac/office/visit";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { reminderPlan } from "@/outbound/reminder-plan";

const window = "2026-12-02T08:00-12:00";
// 8 AM Central on Tuesday 1 December, the eve of the visit.
const due = Date.parse("2026-12-01T14:00:00Z");
const hour = 60 * 60 * 1000;

const lead = (
  status: VisitStatus | null,
  patch: { receivedAt?: string; steps?: StepState[]; window?: string } = {},
): StoredLead => ({
  ...sampleLead({ id: "lead-reminded", receivedAt: patch.receivedAt ?? "2026-11-27T20:00:00Z" }),
  status: "new",
  contactedAt: null,
  steps: patch.steps ?? [],
  visit: status
    ? { window: patch.window ?? window, service: "service:servicePage-acRepair", status }
    : null,
});

describe("the reminder the day before a visit", () => {
  it("waits for the eve of the visit, then goes", () => {
    expect(reminderPlan(lead("booked"), due - 3 * 24 * hour)).toEqual({
      kind: "wait",
      dueAt: new Date(due).toISOString(),
    });
    expect(reminderPlan(lead("booked"), due)).toMatchObject({ kind: "send" });
  });

  it("follows a visit moved since: the new window's eve, and its window in the mail", () => {
    const later = "2026-12-04T12:00-16:00";
    const plan = reminderPlan(lead("moved", { window: later }), due);
    expect(plan).toEqual({ kind: "wait", dueAt: "2026-12-03T18:00:00.000Z" });
    expect(
      reminderPlan(
        lead("moved", { window: later }),
        Date.parse(plan.kind === "wait" ? plan.dueAt : ""),
      ),
    ).toEqual({
      kind: "send",
      visit: { window: later, service: "service:servicePage-acRepair", status: "moved" },
    });
  });

  it("sends nothing for a visit cancelled, never booked, begun, or booked after its eve", () => {
    expect(reminderPlan(lead("cancelled"), due)).toMatchObject({
      kind: "skip",
      why: expect.stringContaining("cancelled"),
    });
    expect(reminderPlan(lead("wanted"), due)).toMatchObject({ kind: "skip" });
    expect(reminderPlan(lead(null), due)).toMatchObject({ kind: "skip" });
    expect(reminderPlan(lead("booked"), due + 24 * hour)).toMatchObject({
      kind: "skip",
      why: expect.stringContaining("time had come"),
    });
    const lastMinute = lead("booked", { receivedAt: new Date(due + hour).toISOString() });
    expect(reminderPlan(lastMinute, due + 2 * hour)).toMatchObject({
      kind: "skip",
      why: expect.stringContaining("less than a day ahead"),
    });
  });

  it("holds with the confirmation: an address the hour's limits protect gets no reminder either", () => {
    const held: StepState = {
      step: "visitorEmail",
      status: "held",
      attempts: 1,
      dueAt: "2026-11-27T20:00:00Z",
      error: "Held",
      doneAt: "2026-11-27T20:00:01Z",
      pages: [],
      round: 0,
    };
    expect(reminderPlan(lead("booked", { steps: [held] }), due)).toMatchObject({
      kind: "skip",
      why: expect.stringContaining("held"),
    });
  });
});
