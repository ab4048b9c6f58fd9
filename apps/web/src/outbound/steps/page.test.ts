import type { StepState, StoredLead } from "@hvac/office/lead-record";
import { smsStandIn } from "@hvac/test-fixtures/harness/sms-standin";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagedLine } from "@/outbound/office-email";
import type { OutboundSettings } from "@/outbound/outbound-settings";
import { runPage } from "@/outbound/steps/page";
import type { OutboundStores } from "@/outbound/steps/step-run";
import type { SentCounts } from "@/stores/lead-store";

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
    limits: {
      pages: 6,
      pagesPerSource: 1,
      confirmations: 30,
      confirmationsPerAddress: 3,
      confirmationsPerSource: 2,
    },
  };
});
afterAll(() => sms.stop());

const lead: StoredLead = {
  ...sampleLead(),
  source: "source-a",
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
  round: 0,
};

/**
 * Stores that sent `texts` this hour, `pagedFromSource` requests of the
 * lead's source among them, and hold every lease asked for.
 */
const storesThatSent = (texts: number, pagedFromSource = 0): OutboundStores => {
  const sent: SentCounts = {
    pages: texts,
    pagedFromSource,
    confirmations: 0,
    confirmationsTo: 0,
    confirmationsFromSource: 0,
  };
  return {
    leads: { sentSince: async () => sent },
    keys: { holdLease: async () => true },
  } as unknown as OutboundStores;
};
const run = (stores: OutboundStores, now: number, pages: StepState["pages"] = []) =>
  runPage({ stores, lead, step: { ...step, pages }, settings, now }, "https://x.test/c");

const at = Date.parse("2026-11-26T08:01:00.000Z");

describe("who the page step texted, as the office reads it", () => {
  it("keeps the on-call person's name beside the number, and the office's email says both", async () => {
    const update = await run(storesThatSent(0), at);
    expect(update.pages).toEqual([
      { name: "Luis", to: "+12105550111", at: "2026-11-26T08:01:00.000Z" },
    ]);
    expect(update.pages?.map(pagedLine)).toEqual([
      "Paged: Luis at (210) 555-0111, Nov 26, 2:01 AM CST",
    ]);
  });

  it("names a phone without a name by its number alone", async () => {
    const first = { name: "Luis", to: "+12105550111", at: "2026-11-26T08:01:00.000Z" };
    const update = await run(storesThatSent(1, 1), at + settings.escalateAfterMs, [first]);
    expect(update.pages?.map(pagedLine)).toEqual([
      "Paged: Luis at (210) 555-0111, Nov 26, 2:01 AM CST",
      "Paged: (210) 555-0112, Nov 26, 2:06 AM CST",
    ]);
  });

  it("past the hour's budget, says by name who got the one summary text", async () => {
    const update = await run(storesThatSent(6), at);
    expect(update).toMatchObject({ status: "held" });
    expect(update.error).toBe(
      "Not paged: 6 texts went out in the last hour, the most the website sends. The office's email has the request. One summary text went to Luis at (210) 555-0111.",
    );
  });
});

describe("the hour's texts and each source's share of them", () => {
  it("pages with one text left of the hour's budget, and holds at the budget", async () => {
    expect((await run(storesThatSent(5), at)).status).toBe("pending");
    expect((await run(storesThatSent(6), at)).status).toBe("held");
  });

  it("holds a second request from a source that already paged this hour; escalates the one that paged", async () => {
    const held = await run(storesThatSent(1, 1), at);
    expect(held).toMatchObject({ status: "held" });
    expect(held.error).toContain("this visitor's internet address already paged for 1 request");
    // Its own escalation is no new request of the source: the next phone is texted.
    const first = { name: "Luis", to: "+12105550111", at: "2026-11-26T08:01:00.000Z" };
    const escalated = await run(storesThatSent(1, 1), at + settings.escalateAfterMs, [first]);
    expect(escalated.pages?.at(-1)).toMatchObject({ to: "+12105550112" });
  });

  it("pages for a source that has not paged this hour, whatever other sources sent", async () => {
    expect((await run(storesThatSent(5, 0), at)).status).toBe("pending");
  });
});
