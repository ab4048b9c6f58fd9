import type { StoredLead } from "@hvac/office/lead-record";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { contactTimes, duration } from "@/outbound/contact-times";

const received = Date.parse("2026-11-25T08:00:00Z");
const lead = (n: number, urgency: StoredLead["urgency"], minutes: number | null): StoredLead => ({
  ...sampleLead({
    id: `lead-${n}`,
    urgency,
    receivedAt: new Date(received + n * 1000).toISOString(),
  }),
  status: minutes === null ? "new" : "contacted",
  contactedAt:
    minutes === null ? null : new Date(received + n * 1000 + minutes * 60_000).toISOString(),
  steps: [],
  visit: null,
});

describe("time to first contact", () => {
  const leads = [
    lead(1, "emergency", 4),
    lead(2, "emergency", 12),
    lead(3, "emergency", 30),
    lead(4, "emergency", null),
    lead(5, "planning", 180),
    lead(6, null, 65),
    lead(7, "thisWeek", null),
  ];
  const times = contactTimes(leads, received + 2 * 60 * 60_000);

  it("gives the median and the 90th percentile, emergencies apart from the rest", () => {
    expect(times.emergencies).toEqual({ requests: 4, contacted: 3, median: 12, p90: 30 });
    expect(times.others).toEqual({ requests: 3, contacted: 2, median: 65, p90: 180 });
  });

  it("lists every request nobody has contacted an hour on, oldest first", () => {
    expect(times.waiting.map((l) => l.id)).toEqual(["lead-4", "lead-7"]);
    expect(contactTimes(leads, received + 30 * 60_000).waiting).toEqual([]);
  });

  it("says a duration as the office reads it", () => {
    expect([duration(12), duration(185), duration(null)]).toEqual(["12 min", "3 h 05 min", "-"]);
  });
});
