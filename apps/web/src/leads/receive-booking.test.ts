import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { starterBookingSettings } from "@hvac/office/booking-settings";
import { sampleAnswers } from "@hvac/test-fixtures/sample-lead";
import { afterAll, describe, expect, it } from "vitest";
import { placeAsked } from "@/booking/offered-windows";
import { leadMetaFields } from "@/leads/lead-fields";
import { testReceiver } from "@/leads/test-receiver";
import { sqliteLeadStore } from "@/stores/sqlite/lead-store";

const folder = mkdtempSync(join(tmpdir(), "receive-booking-"));
const store = sqliteLeadStore(join(folder, "leads.sqlite"));
afterAll(() => {
  store.close();
  rmSync(folder, { recursive: true, force: true });
});

// Monday 2026-11-30, 06:00 in San Antonio: today's windows are open at two hours' notice.
const now = Date.parse("2026-11-30T12:00:00Z");
/** What each request asked of the outbound steps' plan (plan-steps.ts). */
const planned: Array<{ booking: boolean; texts: boolean }> = [];
const receiver = testReceiver(
  store,
  (booking) =>
    placeAsked(booking, {
      settings: starterBookingSettings,
      servedZips: new Set(["78112", "78223"]),
      store,
      now,
    }),
  async ({ booking, texts }) => {
    planned.push({ booking, texts });
    return ["officeEmail"];
  },
);

let visitors = 0;
/** A booking from the form, each visitor's answers their own (the duplicate key reads them). */
function booking(window: string, patch: Record<string, string> = {}) {
  visitors++;
  return {
    ...sampleAnswers,
    email: `visitor${visitors}@example.com`,
    locale: "es",
    page: "service:servicePage-acRepair",
    [leadMetaFields.bookWindow]: window,
    [leadMetaFields.bookService]: "servicePage-acRepair",
    ...patch,
  };
}
const send = (body: object) =>
  receiver.receive(body, {
    address: "203.0.113.7",
    stamp: undefined,
    scripted: true,
    fallbackLocale: "en",
  });

const morning = "2026-11-30T08:00-12:00";
const afternoon = "2026-11-30T12:00-16:00";

describe("a visit booked with the request form", () => {
  it("takes a place while the window has room; the fourth of three is kept as a request wanting it", async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await send(booking(morning)));
    expect(outcomes.map((outcome) => outcome.kind === "received" && outcome.visit)).toEqual([
      ...Array(3).fill({
        window: morning,
        service: "service:servicePage-acRepair",
        status: "booked",
      }),
      { window: morning, service: "service:servicePage-acRepair", status: "wanted" },
    ]);
    // Every one stored and planned: the office hears of the fourth too.
    expect(store.list().filter((lead) => lead.visit?.window === morning)).toHaveLength(4);
  });

  it("books the request kept as wanted when the visitor picks another time", async () => {
    const answers = booking(morning);
    const full = await send(answers);
    expect(full).toMatchObject({ kind: "received", visit: { status: "wanted" } });
    const again = await send({ ...answers, [leadMetaFields.bookWindow]: afternoon });
    expect(again).toMatchObject({
      kind: "received",
      saved: { duplicate: true },
      visit: { window: afternoon, status: "booked" },
    });
    if (full.kind !== "received" || again.kind !== "received") throw new Error("not received");
    expect(again.saved.id).toBe(full.saved.id);
    expect(store.list().find((lead) => lead.id === full.saved.id)?.visit?.window).toBe(afternoon);
    expect(await store.bookedVisits([afternoon])).toEqual(new Map([[afternoon, 1]]));
  });

  it("keeps as wanted a window gone past, one beyond the range, a ZIP code of no town and a service not booked online", async () => {
    const wanted = [
      booking("2026-11-27T08:00-12:00"),
      booking("2027-01-04T08:00-12:00"),
      booking(afternoon, { zip: "78701" }),
      booking(afternoon, { [leadMetaFields.bookService]: "servicePage-ductCleaning" }),
      // Sunday: no window that day.
      booking("2026-12-06T08:00-12:00"),
    ];
    for (const body of wanted) {
      expect(await send(body)).toMatchObject({ kind: "received", visit: { status: "wanted" } });
    }
    expect(await store.bookedVisits([afternoon])).toEqual(new Map([[afternoon, 1]]));
  });

  it("plans a booking's reminder (and its text, when asked for) and keeps the ask with the visit; a plain request plans neither", async () => {
    planned.length = 0;
    // From addresses of their own: the file's other requests make this one look like a burst.
    const sendFrom = (address: string, body: object) =>
      receiver.receive(body, { address, stamp: undefined, scripted: true, fallbackLocale: "en" });
    const texts = await sendFrom(
      "203.0.113.20",
      booking(afternoon, { [leadMetaFields.bookTexts]: "yes" }),
    );
    const {
      [leadMetaFields.bookWindow]: _window,
      [leadMetaFields.bookService]: _service,
      ...request
    } = booking(afternoon);
    const plain = await sendFrom("203.0.113.21", request);
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
