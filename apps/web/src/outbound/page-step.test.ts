import { smsStandIn } from "@hvac/test-fixtures/harness/sms-standin";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagedLine } from "@/outbound/office-email";
import type { OutboundSettings } from "@/outbound/outbound-settings";
import { runPage } from "@/outbound/page-step";
import type { LeadStore, StepState, StoredLead } from "@/stores/lead-store";

const sms = smsStandIn();
let settings: OutboundSettings;

beforeAll(async () => {
  const apiUrl = await sms.start();
  settings = {
    sms: { accountSid: "AC1", authToken: "t", from: "+12105550100", apiUrl },
    onCall: ["+12105550111", "+12105550112"],
    // The Studio's Paging document names its phones; the environment's numbers have no name.
    onCallNames: { "+12105550111": "Luis" },
    pageOutsideOfficeHours: false,
    officeHours: [],
    escalateAfterMs: 5 * 60_000,
    limits: { pages: 6, confirmations: 30, confirmationsPerAddress: 3 },
  };
});
afterAll(() => sms.stop());

const lead: StoredLead = {
  ...sampleLead(),
  urgency: "emergency",
  status: "new",
  contactedAt: null,
  visit: null,
  steps: [],
};
const step: StepState = {
  step: "page",
  status: "pending",
  attempts: 0,
  dueAt: "",
  error: null,
  doneAt: null,
  pages: [],
};

/** A store that has sent `texts` this hour and holds every lease asked for. */
const storeThatSent = (texts: number) =>
  ({
    sentSince: async () => ({ pages: texts, confirmations: 0, confirmationsTo: 0 }),
    holdLease: async () => true,
  }) as unknown as LeadStore;

const at = Date.parse("2026-11-26T08:01:00.000Z");

describe("who the page step texted, as the office reads it", () => {
  it("keeps the on-call person's name beside the number, and the office's email says both", async () => {
    const update = await runPage(storeThatSent(0), lead, step, settings, "https://x.test/c", at);
    expect(update.pages).toEqual([
      { name: "Luis", to: "+12105550111", at: "2026-11-26T08:01:00.000Z" },
    ]);
    expect(update.pages?.map(pagedLine)).toEqual([
      "Paged: Luis at (210) 555-0111, Nov 26, 2:01 AM CST",
    ]);
  });

  it("names a phone without a name by its number alone", async () => {
    const first = { name: "Luis", to: "+12105550111", at: "2026-11-26T08:01:00.000Z" };
    const update = await runPage(
      storeThatSent(1),
      lead,
      { ...step, pages: [first] },
      settings,
      "https://x.test/c",
      at + settings.escalateAfterMs,
    );
    expect(update.pages?.map(pagedLine)).toEqual([
      "Paged: Luis at (210) 555-0111, Nov 26, 2:01 AM CST",
      "Paged: (210) 555-0112, Nov 26, 2:06 AM CST",
    ]);
  });

  it("past the hour's budget, says by name who got the one summary text", async () => {
    const update = await runPage(storeThatSent(6), lead, step, settings, "https://x.test/c", at);
    expect(update).toMatchObject({ status: "held" });
    expect(update.error).toBe(
      "Not paged: 6 texts went out in the last hour, the most the website sends. The office's email has the request. One summary text went to Luis at (210) 555-0111.",
    );
  });
});
