import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BookingSettings, starterBookingSettings } from "@hvac/office/booking-settings";
import { sampleAnswers } from "@hvac/test-fixtures/sample-lead";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { visitDesk } from "@/booking/visit-desk";
import { leadMetaFields } from "@/leads/lead-fields";
import { startStamp } from "@/leads/start-stamp";
import { type BookingGuardSettings, readSettings } from "@/server/settings";
import { type SqliteLeadStore, sqliteLeadStore } from "@/stores/sqlite/lead-store";
import { testReceiver } from "../../tests/support/test-receiver";

/**
 * A booking from the request form through the visit desk to the store, as
 * the lead route receives it: the place taken, or why not; and what one
 * stranger can take (issue 57), whatever they vary.
 */
const folder = mkdtempSync(join(tmpdir(), "receive-booking-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Monday 2026-11-30, 06:00 in San Antonio: today's windows are open at two hours' notice.
const now = Date.parse("2026-11-30T12:00:00Z");
const morning = "2026-11-30T08:00-12:00";
const afternoon = "2026-11-30T12:00-16:00";
const service = "service:servicePage-acRepair";

let store: SqliteLeadStore;
let settings: BookingSettings;
/** What each request asked of the outbound steps' plan (plan-steps.ts). */
const planned: Array<{ booking: boolean; texts: boolean }> = [];

function receiverWith(guard: Partial<BookingGuardSettings> = {}) {
  const desk = visitDesk({
    bookingSettings: async () => settings,
    servedZips: async () => new Set(["78112", "78223"]),
    leads: store,
    visits: store,
    keys: store,
    guard: { ...readSettings({}).bookingGuard, ...guard },
    now: () => now,
  });
  return testReceiver(store, desk, async ({ booking, texts }) => {
    planned.push({ booking, texts });
    return ["officeEmail", "visitorEmail"];
  });
}
let receiver: ReturnType<typeof receiverWith>;
beforeEach(() => {
  store?.close();
  store = sqliteLeadStore(join(folder, `leads-${Math.random()}.sqlite`));
  settings = starterBookingSettings;
  receiver = receiverWith();
});

let visitors = 0;
/** A booking from the form, each visitor's answers their own (the duplicate key reads them). */
function booking(window: string, patch: Record<string, string> = {}) {
  visitors++;
  return {
    ...sampleAnswers,
    email: `visitor${visitors}@example.com`,
    phone: `210-555-${String(1000 + visitors).slice(-4)}`,
    locale: "es",
    page: "service:servicePage-acRepair",
    [leadMetaFields.bookWindow]: window,
    [leadMetaFields.bookService]: "servicePage-acRepair",
    ...patch,
  };
}
/** Sent from an address of its own unless said (one address's bookings are bounded). */
const send = (body: object, address = `203.0.113.${visitors}`) =>
  receiver.receive(body, { address, stamp: undefined, scripted: true, fallbackLocale: "en" });
const visitOf = async (body: object, address?: string) => {
  const outcome = await send(body, address);
  if (outcome.kind !== "received") throw new Error(`refused: ${outcome.reason}`);
  return outcome.visit;
};

describe("a visit booked with the request form", () => {
  it("takes a place while the window has room; the fourth of three waits, taken", async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await visitOf(booking(morning)));
    expect(outcomes).toEqual([
      ...Array(3).fill({ window: morning, service, status: "booked" }),
      { window: morning, service, status: "wanted", waiting: "taken" },
    ]);
    // Every one stored and planned: the office hears of the fourth too.
    expect(store.list().filter((lead) => lead.visit?.window === morning)).toHaveLength(4);
  });

  it("books in full the request kept waiting when the visitor picks another time: its emails and the office's notice due again", async () => {
    for (let i = 0; i < 3; i++) await visitOf(booking(morning));
    const answers = booking(morning);
    const full = await send(answers);
    expect(full).toMatchObject({ kind: "received", visit: { status: "wanted", waiting: "taken" } });
    const again = await send({ ...answers, [leadMetaFields.bookWindow]: afternoon });
    expect(again).toMatchObject({
      kind: "received",
      saved: { duplicate: true },
      visit: { window: afternoon, status: "booked", was: morning },
      outbound: true,
    });
    if (full.kind !== "received" || again.kind !== "received") throw new Error("not received");
    expect(again.saved.id).toBe(full.saved.id);
    const stored = await store.leadById(full.saved.id);
    expect(stored?.visit).toMatchObject({ window: afternoon, status: "booked" });
    expect(stored?.steps.map((step) => [step.step, step.round])).toEqual([
      ["officeEmail", 0],
      ["visitorEmail", 1],
      ["officeNotice", 0],
    ]);
    expect(await store.bookedVisits([afternoon])).toEqual(new Map([[afternoon, 1]]));
  });

  it("books the same request sent again at once with its form's stamp: the time to fill it was taken once", async () => {
    for (let i = 0; i < 3; i++) await visitOf(booking(morning));
    const stamp = startStamp(await store.signingKey(), Date.now() - 20_000);
    const answers = { ...booking(morning), [leadMetaFields.started]: stamp };
    const sendStamped = (body: object) =>
      receiver.receive(body, {
        address: "203.0.113.200",
        stamp,
        scripted: true,
        fallbackLocale: "en",
      });
    expect(await sendStamped(answers)).toMatchObject({ visit: { waiting: "taken" } });
    expect(await sendStamped({ ...answers, [leadMetaFields.bookWindow]: afternoon })).toMatchObject(
      { visit: { window: afternoon, status: "booked" } },
    );
  });

  it("says why a window holds no place: gone past, beyond the range or a closed day is no longer open; a ZIP code of no town is outside", async () => {
    const reasons = [
      ["2026-11-27T08:00-12:00", {}, "closed"],
      ["2027-01-04T08:00-12:00", {}, "closed"],
      // Sunday: no window that day.
      ["2026-12-06T08:00-12:00", {}, "closed"],
      [afternoon, { [leadMetaFields.bookService]: "servicePage-ductCleaning" }, "closed"],
      [afternoon, { zip: "78701" }, "outside"],
    ] as const;
    for (const [window, patch, waiting] of reasons) {
      expect(await visitOf(booking(window, patch))).toMatchObject({ status: "wanted", waiting });
    }
    expect(await store.bookedVisits([afternoon])).toEqual(new Map([[afternoon, 0]]));
  });

  it("takes no instant booking while the office pauses it: each waits for the office, and holds no place", async () => {
    settings = { ...starterBookingSettings, paused: true };
    expect(await visitOf(booking(afternoon))).toMatchObject({
      status: "wanted",
      waiting: "paused",
    });
    expect(await store.bookedVisits([afternoon])).toEqual(new Map([[afternoon, 0]]));
  });

  it("keeps a booking sent while the office turned online booking off: it waits for the office, and holds no place", async () => {
    settings = { ...starterBookingSettings, enabled: false };
    expect(await visitOf(booking(afternoon))).toMatchObject({
      status: "wanted",
      waiting: "paused",
    });
    expect(await store.bookedVisits([afternoon])).toEqual(new Map([[afternoon, 0]]));
  });

  it("plans a booking's reminder (and its text, when asked for) and keeps the ask with the visit; a plain request plans neither", async () => {
    planned.length = 0;
    const texts = await send(booking(afternoon, { [leadMetaFields.bookTexts]: "yes" }));
    const {
      [leadMetaFields.bookWindow]: _window,
      [leadMetaFields.bookService]: _service,
      ...request
    } = booking(afternoon);
    const plain = await send(request);
    expect(planned).toEqual([
      { booking: true, texts: true },
      { booking: false, texts: false },
    ]);
    expect(texts).toMatchObject({ kind: "received", visit: { window: afternoon, texts: true } });
    expect(plain).toMatchObject({ kind: "received" });
    expect(plain.kind === "received" && plain.visit).toBeFalsy();
  });

  it("refuses a form that names a window without its service, or a window that is none", async () => {
    const { [leadMetaFields.bookService]: _service, ...windowAlone } = booking(afternoon);
    expect(await send(windowAlone)).toMatchObject({ kind: "refused", reason: "malformed" });
    expect(await send(booking("tomorrow morning"))).toMatchObject({
      kind: "refused",
      reason: "malformed",
    });
  });
});

describe("what one stranger can take of the schedule", () => {
  const windows = [
    "2026-12-01T08:00-12:00",
    "2026-12-01T12:00-16:00",
    "2026-12-02T08:00-12:00",
    "2026-12-02T12:00-16:00",
  ];
  const held = () => store.list().filter((lead) => lead.visit?.status === "wanted");

  it("one address: one place a day, whatever names, phones and emails it varies; the rest wait for the office, which is alerted once", async () => {
    const outcomes = [];
    for (const window of windows) outcomes.push(await visitOf(booking(window), "198.51.100.9"));
    expect(outcomes.map((visit) => visit?.waiting ?? visit?.status)).toEqual([
      "booked",
      "address",
      "address",
      "address",
    ]);
    // A visitor from another address books what is left.
    expect((await visitOf(booking(windows[2] ?? ""), "198.51.100.10"))?.status).toBe("booked");
    // The first booking held carries the office's alert; the second does not repeat it.
    const alerts = store.list().filter((lead) => lead.steps.some((s) => s.step === "bookingAlert"));
    expect(alerts.map((lead) => lead.visit?.waiting)).toEqual(["address"]);
    expect(held()).toHaveLength(3);
  });

  it("a booking from an address the server could not tell is booked, held to its phone's and email's quotas", async () => {
    expect(await visitOf(booking(windows[0] ?? ""), "unknown")).toMatchObject({ status: "booked" });
  });

  it("one phone or one email: two places a day, from any number of addresses (a household may book two)", async () => {
    const byPhone = [];
    for (const window of windows) {
      byPhone.push(await visitOf(booking(window, { phone: "(210) 555-0777" })));
    }
    expect(byPhone.map((visit) => visit?.waiting ?? visit?.status)).toEqual([
      "booked",
      "booked",
      "phone",
      "phone",
    ]);
    // The same phone however it is written, with the country's 1 or without.
    const byWriting = [];
    for (const phone of ["+1 (210) 555-0778", "210.555.0778", "1-210-555-0778"]) {
      byWriting.push(await visitOf(booking("2026-12-03T12:00-16:00", { phone })));
    }
    expect(byWriting.map((visit) => visit?.waiting ?? visit?.status)).toEqual([
      "booked",
      "booked",
      "phone",
    ]);
    const byEmail = [];
    // The same mailbox however it is written.
    for (const email of ["Boss@Victim.test", "b.o.s.s@victim.test", "boss+1@VICTIM.test"]) {
      byEmail.push(await visitOf(booking("2026-12-03T08:00-12:00", { email })));
    }
    expect(byEmail.map((visit) => visit?.waiting ?? visit?.status)).toEqual([
      "booked",
      "booked",
      "email",
    ]);
  });

  it("eleven addresses: past the hour's instant bookings each waits, booking pauses itself and the office is alerted by text too", async () => {
    receiver = receiverWith({ instantPerHour: 5 });
    const outcomes = [];
    for (let n = 0; n < 11; n++) {
      outcomes.push(await visitOf(booking(windows[n % 4] ?? ""), `192.0.2.${n}`));
    }
    expect(outcomes.filter((visit) => visit?.status === "booked")).toHaveLength(5);
    expect(outcomes.slice(5).every((visit) => visit?.waiting === "busy")).toBe(true);
    const alerts = store.list().filter((lead) => lead.steps.some((s) => s.step === "bookingAlert"));
    expect(alerts.map((lead) => lead.visit?.waiting)).toEqual(["busy"]);
  });

  it("a booking kept as suspected spam holds no place and says so; the office is alerted", async () => {
    receiver = receiverWith({ perAddressPerDay: 100 });
    const address = "198.51.100.50";
    const outcomes = [];
    // A burst: more than six requests from one address within ten minutes.
    for (let n = 0; n < 8; n++) {
      const outcome = await send(booking(`2026-12-0${1 + (n % 4)}T08:00-12:00`), address);
      if (outcome.kind !== "received") throw new Error(`refused: ${outcome.reason}`);
      outcomes.push([outcome.visit?.waiting ?? outcome.visit?.status, outcome.outbound]);
    }
    // The first held sends the office's alert at once; the second has nothing to send.
    expect(outcomes).toEqual([
      ...Array(6).fill(["booked", true]),
      ["suspected", true],
      ["suspected", false],
    ]);
    const spam = store.list({ spam: true });
    expect(spam.map((lead) => [lead.spamReason, lead.visit?.status])).toEqual([
      ["burst", "wanted"],
      ["burst", "wanted"],
    ]);
    expect(spam.flatMap((lead) => lead.steps.map((step) => step.step))).toEqual(["bookingAlert"]);
  });

  it("alerts the office of a booking held and of booking paused within the same hour, each once", async () => {
    receiver = receiverWith({ instantPerHour: 3 });
    const sent: Array<[string, string]> = [
      // One address's second place of the day is held for the office.
      [windows[0] ?? "", "198.51.100.60"],
      [windows[1] ?? "", "198.51.100.60"],
      // Then the hour's instant bookings run out: booking pauses itself.
      [windows[2] ?? "", "198.51.100.61"],
      [windows[3] ?? "", "198.51.100.62"],
      [windows[0] ?? "", "198.51.100.63"],
      [windows[1] ?? "", "198.51.100.64"],
    ];
    const outcomes = [];
    for (const [window, address] of sent) outcomes.push(await visitOf(booking(window), address));
    expect(outcomes.map((visit) => visit?.waiting ?? visit?.status)).toEqual([
      "booked",
      "address",
      "booked",
      "booked",
      "busy",
      "busy",
    ]);
    const alerts = store.list().filter((lead) => lead.steps.some((s) => s.step === "bookingAlert"));
    expect(alerts.map((lead) => lead.visit?.waiting).sort()).toEqual(["address", "busy"]);
  });
});
