import type { StepState, StepUpdate, StoredLead } from "@hvac/office/lead-record";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { pagedLine } from "@/outbound/office-email";
import type { OutboundSettings } from "@/outbound/outbound-settings";
import { pageStep, runPage } from "@/outbound/steps/page";
import type { OutboundStores } from "@/outbound/steps/step-run";
import type { SentCounts } from "@/stores/lead-store";
import { outboundStandIns, stepState, storeStandIn } from "../../../tests/support/outbound-step";

const io = outboundStandIns();
const { sms } = io;
let settings: OutboundSettings;

beforeAll(() => {
  settings = {
    ...io.settings,
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

const lead: StoredLead = {
  ...sampleLead(),
  source: "source-a",
  urgency: "emergency",
  status: "new",
  contactedAt: null,
  visit: null,
  steps: [],
};
const step = stepState("page");

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

const texted = (to: string, minutesAgo: number, name?: string) => ({
  ...(name ? { name } : {}),
  to,
  at: new Date(at - minutesAgo * 60_000).toISOString(),
});
const refused = (to: string, name?: string) => ({
  ...texted(to, 0, name),
  error: expect.any(String) as unknown as string,
});
const fresh = () => storeStandIn().stores;
const bodies = () => sms.messages.map((message) => `${message.to}: ${message.body}`);

describe("the on-call text", () => {
  it("gives the visitor's number to tap without the country code typed, and the problem in their words", async () => {
    const textRequest = {
      ...lead,
      phone: "+1 (210) 555-0199",
      firstName: "",
      lastName: "",
      city: "",
      zip: "",
      service: "",
      message: "No heat, baby at home",
    };
    await runPage(
      { stores: fresh(), lead: textRequest, step, settings, now: at },
      "https://x.test/c",
    );
    expect(sms.messages.map((message) => message.body)).toEqual([
      'EMERGENCY R-SAMPLELE\nCall +12105550199\nContacted? https://x.test/c\n"No heat, baby at home"',
    ]);
  });

  it("names the service asked for, without quotes when the visitor wrote nothing", async () => {
    await run(fresh(), at);
    expect(sms.messages.at(-1)?.body).toMatch(
      /\nAna Nguyen, Elmendorf 78112\. Reparacion de Aire Acondicionado$/,
    );
  });
});

describe("whom the page texts, and when it stops", () => {
  it("texts nobody once someone contacted the visitor, by the link or by the status", async () => {
    for (const patch of [
      { contactedAt: "2026-11-26T08:00:00.000Z" },
      { status: "contacted" as const },
    ]) {
      const update = await runPage(
        { stores: fresh(), lead: { ...lead, ...patch }, step, settings, now: at },
        "https://x.test/c",
      );
      expect(update).toEqual({ status: "sent", error: null });
    }
    expect(sms.messages).toHaveLength(0);
  });

  it("texts the first phone, then the next when nobody marked the request contacted in time", async () => {
    const first = await run(fresh(), at);
    expect(first).toEqual({
      status: "pending",
      dueAt: new Date(at + settings.escalateAfterMs).toISOString(),
      error: null,
      pages: [texted("+12105550111", 0, "Luis")],
    });
    const later = at + settings.escalateAfterMs;
    const second = await run(fresh(), later, [texted("+12105550111", 0, "Luis")]);
    expect(second).toMatchObject({
      status: "sent",
      dueAt: new Date(later + settings.escalateAfterMs).toISOString(),
    });
    expect(bodies()[1]).toMatch(/^\+12105550112: NOT YET CONTACTED, EMERGENCY R-SAMPLELE\n/);
    expect(bodies()[0]).toMatch(/^\+12105550111: EMERGENCY R-SAMPLELE\n/);
    // Every phone texted: nothing more to send.
    const done = await run(fresh(), later, [texted("+12105550111", 5), texted("+12105550112", 0)]);
    expect(done).toEqual({ status: "sent", error: null });
    expect(sms.messages).toHaveLength(2);
  });

  it("moves on to the next phone at once when a number is refused", async () => {
    sms.refuse("+12105550111");
    try {
      const failed = await run(fresh(), at);
      expect(failed).toEqual({
        status: "failed",
        dueAt: new Date(at).toISOString(),
        error: "The 'To' number +12105550111 is not valid.",
        pages: [refused("+12105550111", "Luis")],
      });
      const next = await run(fresh(), at, failed.pages);
      expect(next).toMatchObject({
        status: "sent",
        pages: [refused("+12105550111", "Luis"), texted("+12105550112", 0)],
      });
      expect(bodies()).toEqual([expect.stringMatching(/^\+12105550112: EMERGENCY R-SAMPLELE\n/)]);
    } finally {
      sms.refuse("+12105550111", 0);
    }
  });

  it("after a whole round failed, tries the round again later from the first phone, then gives up", async () => {
    sms.fail(true);
    let pages: StepState["pages"] = [];
    const rounds: StepUpdate[] = [];
    for (let round = 0; round < 5; round++) {
      const first = await run(fresh(), at, pages);
      expect(first).toMatchObject({ status: "failed", dueAt: new Date(at).toISOString() });
      expect(first.pages?.at(-1)?.to).toBe("+12105550111");
      const second = await run(fresh(), at, first.pages);
      expect(second.pages?.at(-1)?.to).toBe("+12105550112");
      rounds.push(second);
      pages = second.pages ?? [];
    }
    expect(rounds.map((r) => r.status)).toEqual(["failed", "failed", "failed", "failed", "gaveUp"]);
    expect(rounds.map((r) => r.dueAt && (Date.parse(r.dueAt) - at) / 1000)).toEqual([
      15,
      60,
      300,
      900,
      undefined,
    ]);
    expect(rounds.at(-1)?.pages).toHaveLength(10);
  });

  it("with the provider down, tries each of three phones at once before the round waits", async () => {
    sms.fail(true);
    const three = { ...settings, onCall: [...settings.onCall, "+12105550113"] };
    const page = (pages: StepState["pages"]) =>
      runPage({ stores: fresh(), lead, step: { ...step, pages }, settings: three, now: at }, "x");
    const first = await page([]);
    const second = await page(first.pages ?? []);
    const third = await page(second.pages ?? []);
    expect([first, second, third].map((u) => [u.pages?.at(-1)?.to, u.dueAt])).toEqual([
      ["+12105550111", new Date(at).toISOString()],
      ["+12105550112", new Date(at).toISOString()],
      ["+12105550113", new Date(at + 15_000).toISOString()],
    ]);
  });

  it("after a text got through, tries every phone of a changed list at once, with no rounds", async () => {
    sms.fail(true);
    // The phone texted first left the on-call list since.
    let pages: StepState["pages"] = [texted("+12105550199", 5)];
    const updates: StepUpdate[] = [];
    for (let n = 0; n < 3; n++) {
      const update = await run(fresh(), at, pages);
      updates.push(update);
      pages = update.pages ?? [];
    }
    expect(updates.map((u) => [u.status, u.dueAt, u.pages?.at(-1)?.to])).toEqual([
      ["failed", new Date(at).toISOString(), "+12105550111"],
      ["failed", new Date(at).toISOString(), "+12105550112"],
      ["sent", undefined, undefined],
    ]);
  });

  it("stops when the escalation's number is refused: the first phone has it", async () => {
    sms.refuse("+12105550112");
    try {
      const failed = await run(fresh(), at, [texted("+12105550111", 5, "Luis")]);
      expect(failed).toMatchObject({ status: "failed", dueAt: new Date(at).toISOString() });
      const next = await run(fresh(), at, failed.pages);
      expect(next).toEqual({ status: "sent", error: null });
      expect(sms.messages).toHaveLength(0);
    } finally {
      sms.refuse("+12105550112", 0);
    }
  });

  it("gives up when no phone or no Twilio is set, saying why", async () => {
    const noPhones = { ...settings, onCall: [] };
    const { sms: _, ...noTwilio } = settings;
    const page = (s: OutboundSettings, error: string | null = null) =>
      runPage({ stores: fresh(), lead, step: { ...step, error }, settings: s, now: at }, "x");
    expect(await page(noPhones)).toEqual({ status: "gaveUp", error: "No on-call phone is set." });
    expect(await page(noTwilio)).toEqual({ status: "gaveUp", error: "No on-call phone is set." });
    expect(await page(noTwilio, "Twilio refused")).toEqual({
      status: "gaveUp",
      error: "Twilio refused",
    });
  });
});

describe("the one summary text of an hour past the budget", () => {
  const spent = () => {
    const { stores, held } = storeStandIn();
    held.sent.push({ at: new Date(at - 10 * 60_000).toISOString(), pages: 6 });
    return stores;
  };
  it("goes once an hour to the first phone, named by its number when it has no name", async () => {
    const stores = spent();
    const plain = { ...settings, onCallNames: undefined };
    const first = await runPage({ stores, lead, step, settings: plain, now: at }, "x");
    const second = await runPage(
      { stores, lead: { ...lead, id: "lead-two" }, step, settings: plain, now: at },
      "x",
    );
    expect(first.error).toMatch(
      /The office's email has the request\. One summary text went to \(210\) 555-0111\.$/,
    );
    expect(second.error).toMatch(/The office's email has the request\.$/);
    expect(bodies()).toEqual([
      expect.stringMatching(
        /^\+12105550111: Paging held: .* R-SAMPLELE and any more held this hour/,
      ),
    ]);
  });

  it("says when the summary text failed", async () => {
    sms.fail(true);
    const update = await runPage({ stores: spent(), lead, step, settings, now: at }, "x");
    expect(update.error).toMatch(/The summary text to Luis at \(210\) 555-0111 failed: .+/);
  });
});

describe("the office's email when the page escalates", () => {
  const three = () => ({ ...settings, onCall: [...settings.onCall, "+12105550113"] });
  const step3 = (pages: StepState["pages"], s = three(), l = lead) =>
    pageStep({ stores: fresh(), lead: l, step: { ...step, pages }, settings: s, now: at });

  it("tells the office who was paged again, and gives the link to mark it contacted", async () => {
    const update = await step3([texted("+12105550111", 5, "Luis")]);
    expect(update.status).toBe("pending");
    const [mail] = await io.mailbox.messages();
    expect(mail?.subject).toBe("Not yet contacted: R-SAMPLELE paged again, to (210) 555-0112");
    expect(mail?.to).toEqual(["office@example.com"]);
    expect(mail?.text.trim().split("\n")).toEqual([
      "Nobody marked request R-SAMPLELE (Ana Nguyễn) contacted in time.",
      "Paged: Luis at (210) 555-0111, Nov 26, 1:56 AM CST",
      "Paged: (210) 555-0112, Nov 26, 2:01 AM CST",
      expect.stringMatching(
        /^Mark contacted: https:\/\/www\.example\.com\/api\/leads\/contacted\?lead=sample-lead&/,
      ),
    ]);
  });

  it("says nothing for a first text, even one that reached the second phone, nor for a refused escalation", async () => {
    await step3([]);
    await step3([refused("+12105550111", "Luis")]);
    sms.refuse("+12105550113");
    try {
      const update = await step3([texted("+12105550111", 10), texted("+12105550112", 5)]);
      expect(update.status).toBe("failed");
    } finally {
      sms.refuse("+12105550113", 0);
    }
    expect(await step3([], settings, { ...lead, status: "contacted" })).toEqual({
      status: "sent",
      error: null,
    });
    expect(sms.messages).toHaveLength(2);
    expect(io.mailbox.received).toHaveLength(0);
  });

  it("escalates without mail settings, telling nobody by email", async () => {
    const { mail: _, ...noMail } = three();
    const update = await step3([texted("+12105550111", 5, "Luis")], noMail);
    expect(update.pages?.at(-1)).toMatchObject({ to: "+12105550112" });
    expect(io.mailbox.received).toHaveLength(0);
  });

  it("still records the escalation when the office's mailbox refuses the email", async () => {
    io.mailbox.refuse(true);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const update = await step3([texted("+12105550111", 5, "Luis")]);
      expect(update.pages?.at(-1)).toMatchObject({ to: "+12105550112" });
      expect(logged).toHaveBeenCalledWith(
        "The office could not be told of an escalation:",
        expect.any(Error),
      );
    } finally {
      logged.mockRestore();
      io.mailbox.refuse(false);
    }
  });
});
