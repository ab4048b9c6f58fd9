import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BookingSettings, starterBookingSettings } from "@hvac/office/booking-settings";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { sampleAnswers } from "@hvac/test-fixtures/sample-lead";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkManageLink, type ManageLink, manageLinkFields } from "@/booking/manage-link";
import { type ChangeAnswer, visitDesk } from "@/booking/visit-desk";
import { leadMetaFields } from "@/leads/lead-fields";
import { wakeOutbound } from "@/outbound/outbound-worker";
import { readSettings } from "@/server/settings";
import { type SqliteLeadStore, sqliteLeadStore } from "@/stores/sqlite/lead-store";
import type { VisitBook } from "@/stores/visit-book";
import { crmReceiver } from "../../tests/support/crm-receiver";
import { testReceiver } from "../../tests/support/test-receiver";
import { provideServerContext } from "../../tests/support/test-server-context";

/**
 * Manage my visit, as the visit desk decides it (issue 63): what the link
 * opens, a visitor's move or cancel, and what each is told: the visitor's
 * email with the calendar file that updates their event, the office's
 * email, the CRM's event (the outbound worker sends them to stand-ins).
 */
const folder = mkdtempSync(join(tmpdir(), "visit-desk-"));
const mail = officeMailServer();
const crm = crmReceiver();
let outbound: Record<string, string>;
let store: SqliteLeadStore;
let desk: ReturnType<typeof visitDesk>;

// Monday 2026-11-30, 06:00 in San Antonio (CST, UTC-6).
const monday = Date.parse("2026-11-30T12:00:00Z");
let now = monday;
let settings: BookingSettings = starterBookingSettings;
const tuesdayMorning = "2026-12-01T08:00-12:00";
const wednesdayAfternoon = "2026-12-02T12:00-16:00";
const thursdayMorning = "2026-12-03T08:00-12:00";
const service = "service:servicePage-acRepair";

beforeAll(async () => {
  const [port, hook] = await Promise.all([mail.listen(), crm.start()]);
  outbound = {
    ...officeMailSettings(port),
    SMTP_FROM: "website@example.com",
    CRM_WEBHOOK_URL: hook,
    CRM_WEBHOOK_SECRET: "a-crm-secret-for-this-test",
  };
});
afterAll(async () => {
  store?.close();
  await Promise.all([mail.close(), crm.stop()]);
  rmSync(folder, { recursive: true, force: true });
});
let stores = 0;
/** Each test its own schedule: a store of its own, which the server's outbound worker reads too. */
beforeEach(() => {
  now = monday;
  settings = starterBookingSettings;
  store?.close();
  const file = join(folder, `leads-${++stores}.sqlite`);
  provideServerContext(readSettings({ LEADS_DB_FILE: file, ...outbound }));
  store = sqliteLeadStore(file);
  desk = deskOver();
});

/** The desk as the server makes it, over `visits` (the store itself unless said). */
const deskOver = (visits: VisitBook = store) =>
  visitDesk({
    bookingSettings: async () => settings,
    servedZips: async () => new Set(["78112"]),
    leads: store,
    visits,
    keys: store,
    guard: readSettings({}).bookingGuard,
    now: () => now,
  });

let visitors = 0;
/** Books `window` as a new visitor (their own address, phone and email); the request's id. */
async function book(window: string, locale = "en") {
  visitors++;
  const email = `visitor${visitors}@example.com`;
  const receiver = testReceiver(store, desk, async () => [
    "officeEmail",
    "visitorEmail",
    "crm",
    "reminder",
  ]);
  const outcome = await receiver.receive(
    {
      ...sampleAnswers,
      email,
      phone: `210-555-${String(2000 + visitors)}`,
      locale,
      page: service,
      [leadMetaFields.bookWindow]: window,
      [leadMetaFields.bookService]: "servicePage-acRepair",
    },
    { address: `203.0.113.${visitors}`, stamp: undefined, scripted: true, fallbackLocale: "en" },
  );
  if (outcome.kind !== "received") throw new Error(`refused: ${outcome.reason}`);
  return { id: outcome.saved.id, email, visit: outcome.visit };
}
const linkFor = async (id: string, window: string) =>
  manageLinkFields(await store.signingKey(), id, window);
const visitOf = async (id: string) => (await store.leadById(id))?.visit;

const mailTo = async (email: string) =>
  (await mail.messages()).filter((message) => message.to.some((to) => to.includes(email)));
/** The office's emails about one request (its reference is the id's first characters). */
const officeMailsOf = async (id: string) =>
  (await mailTo("office@example.com"))
    .filter((message) => message.subject.includes(id.slice(0, 8).toUpperCase()))
    .map((message) => message.subject.split(":")[0]);
const crmEventsOf = (id: string) =>
  crm.deliveries
    .map((delivery) => JSON.parse(delivery.body) as { id: string; event: string })
    .filter((body) => body.id === id)
    .map((body) => body.event);
/** What the outbound worker sends, it sends within seconds. */
const soon = { timeout: 10_000 };
const told = { timeout: 30_000 };
const unfolded = (file = "") => file.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("a visitor's move on Manage my visit", () => {
  it(
    "moves the visit to another open window: its place given back, the visitor's email with the new window's calendar file, the office's email, the CRM's event, and a link that lasts past the new window",
    told,
    async () => {
      const { id, email } = await book(tuesdayMorning);
      const link = await linkFor(id, tuesdayMorning);
      const answer = await desk.change(link, { action: "move", window: wednesdayAfternoon });

      expect(answer.result).toBe("moved");
      expect(await visitOf(id)).toMatchObject({
        window: wednesdayAfternoon,
        status: "moved",
        sequence: 1,
      });
      // Its reminders made due again, for the new window (a second round of each).
      const steps = (await store.leadById(id))?.steps ?? [];
      expect(steps.filter((one) => one.step === "reminder").map((one) => one.round)).toEqual([1]);
      expect(await store.bookedVisits([tuesdayMorning, wednesdayAfternoon])).toEqual(
        new Map([
          [tuesdayMorning, 0],
          [wednesdayAfternoon, 1],
        ]),
      );
      // The old link ends the day after Tuesday's window; the new one works through Thursday.
      const thursday = Date.parse("2026-12-03T12:00:00Z");
      expect(checkManageLink(await store.signingKey(), link, thursday)).toBe("expired");
      expect(checkManageLink(await store.signingKey(), answer.link, thursday)).toBe("valid");
      expect(answer.link.visit).toBe(id);

      wakeOutbound();
      // The confirmation, then the notice of the move.
      await expect.poll(async () => (await mailTo(email)).length, soon).toBe(2);
      const notice = (await mailTo(email))[1];
      expect(notice?.subject).toMatch(/^New time for your visit: Wednesday, December 2/);
      const calendar = unfolded(notice?.attachments[0]?.content);
      // Noon to 4 PM Central standard time, the same event in a newer version.
      expect(calendar).toContain("DTSTART:20261202T180000Z");
      expect(calendar).toContain(`UID:${id}@visit`);
      expect(calendar).toContain("SEQUENCE:1");
      expect(notice?.text).toContain(`until=${answer.link.until}`);
      await expect
        .poll(() => officeMailsOf(id), soon)
        .toEqual(expect.arrayContaining(["Visit moved by the visitor"]));
      // The booking's own event was not out yet: the CRM hears the request as it stands now.
      await expect.poll(() => crmEventsOf(id), soon).toEqual(["visit.moved"]);
    },
  );

  it("is refused for a window with no place left or none offered, and changes nothing", async () => {
    const { id } = await book(tuesdayMorning);
    for (let i = 0; i < 3; i++) await book(thursdayMorning);
    const link = await linkFor(id, tuesdayMorning);
    const asked = [
      [thursdayMorning, "full"],
      // Gone past, a Sunday, beyond the fortnight, no window at all.
      ["2026-11-27T08:00-12:00", "closed"],
      ["2026-12-06T08:00-12:00", "closed"],
      ["2027-01-04T08:00-12:00", "closed"],
      ["tomorrow", "closed"],
    ] as const;
    for (const [window, result] of asked) {
      expect(await desk.change(link, { action: "move", window })).toEqual({ result, link });
    }
    expect(await visitOf(id)).toEqual({ window: tuesdayMorning, service, status: "booked" });
  });

  it("is full when the window's last place went to someone else since the page was drawn", async () => {
    const { id } = await book(tuesdayMorning);
    for (let i = 0; i < 3; i++) await book(wednesdayAfternoon);
    // The page showed Wednesday open: the store, deciding in its own write, has it full.
    const drawnBefore: VisitBook = {
      bookedVisits: async () => new Map(),
      visitsFrom: (day) => store.visitsFrom(day),
      changeVisit: (...change) => store.changeVisit(...change),
    };
    const link = await linkFor(id, tuesdayMorning);
    expect(
      await deskOver(drawnBefore).change(link, { action: "move", window: wednesdayAfternoon }),
    ).toEqual({ result: "full", link });
    expect(await visitOf(id)).toMatchObject({ window: tuesdayMorning, status: "booked" });
  });

  it("is closed once the office turns online booking off; a cancel still works", async () => {
    const { id } = await book(tuesdayMorning);
    const link = await linkFor(id, tuesdayMorning);
    settings = { ...starterBookingSettings, enabled: false };
    expect(await desk.change(link, { action: "move", window: wednesdayAfternoon })).toEqual({
      result: "closed",
      link,
    });
    expect((await desk.change(link, { action: "cancel" })).result).toBe("cancelled");
  });

  it("says the store did not answer, and the visit stays as it was", async () => {
    const { id } = await book(tuesdayMorning);
    const failing: VisitBook = {
      bookedVisits: (keys) => store.bookedVisits(keys),
      visitsFrom: (day) => store.visitsFrom(day),
      changeVisit: () => Promise.reject(new Error("database is locked")),
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const link = await linkFor(id, tuesdayMorning);
    const failingDesk = deskOver(failing);
    expect(await failingDesk.change(link, { action: "move", window: wednesdayAfternoon })).toEqual({
      result: "failed",
      link,
    });
    expect(await failingDesk.change(link, { action: "cancel" })).toEqual({
      result: "failed",
      link,
    });
    expect(logged).toHaveBeenCalledWith("A visit could not be changed:", expect.any(Error));
    logged.mockRestore();
    expect(await visitOf(id)).toMatchObject({ window: tuesdayMorning, status: "booked" });
  });
});

describe("a visitor's cancel on Manage my visit", () => {
  it(
    "cancels the visit and frees its place: the visitor's email with the file that takes it off the calendar, the office's email, the CRM's event; in Spanish",
    told,
    async () => {
      const { id, email } = await book(wednesdayAfternoon, "es");
      const link = await linkFor(id, wednesdayAfternoon);
      expect(await desk.change(link, { action: "cancel" })).toEqual({ result: "cancelled", link });
      expect(await visitOf(id)).toMatchObject({ status: "cancelled", sequence: 1 });
      expect(await store.bookedVisits([wednesdayAfternoon])).toEqual(
        new Map([[wednesdayAfternoon, 0]]),
      );

      wakeOutbound();
      await expect.poll(async () => (await mailTo(email)).length, soon).toBe(2);
      const notice = (await mailTo(email))[1];
      expect(notice?.subject).toMatch(/^Su visita fue cancelada/);
      const calendar = unfolded(notice?.attachments[0]?.content);
      expect(calendar).toContain("METHOD:CANCEL");
      expect(calendar).toContain(`UID:${id}@visit`);
      expect(calendar).toContain("SEQUENCE:1");
      await expect
        .poll(() => officeMailsOf(id), soon)
        .toEqual(expect.arrayContaining(["Visit cancelled by the visitor"]));
      await expect.poll(() => crmEventsOf(id), soon).toEqual(["visit.cancelled"]);
    },
  );

  it(
    "cancelled once, a second post (a double click, the back button) changes nothing and tells no one again",
    told,
    async () => {
      const { id, email } = await book(tuesdayMorning);
      const link = await linkFor(id, tuesdayMorning);
      // Both posts open the visit before either cancels it.
      const answers = await Promise.all([
        desk.change(link, { action: "cancel" }),
        desk.change(link, { action: "cancel" }),
      ]);
      expect(answers).toEqual([{ result: "cancelled", link }, { link }]);
      // Later: the cancelled visit opens, and neither a cancel nor a move changes it.
      expect(await desk.change(link, { action: "cancel" })).toEqual({ link });
      expect(await desk.change(link, { action: "move", window: wednesdayAfternoon })).toEqual({
        link,
      });
      expect(await visitOf(id)).toMatchObject({
        window: tuesdayMorning,
        status: "cancelled",
        sequence: 1,
      });
      // Nor once its window's time has come: nothing to say of a visit cancelled.
      now = Date.parse("2026-12-01T14:00:00Z");
      expect(await desk.change(link, { action: "cancel" })).toEqual({ link });
      wakeOutbound();
      // One notice of the cancel, after the confirmation; one event to the CRM.
      await expect.poll(async () => (await mailTo(email)).length, soon).toBe(2);
      await expect.poll(() => crmEventsOf(id), soon).toEqual(["visit.cancelled"]);
    },
  );
  it("a move posted beside a cancel: the cancel stands, and the move says nothing moved", async () => {
    const { id } = await book(tuesdayMorning);
    const link = await linkFor(id, tuesdayMorning);
    const answers = await Promise.all([
      desk.change(link, { action: "cancel" }),
      desk.change(link, { action: "move", window: wednesdayAfternoon }),
    ]);
    expect(answers).toEqual([{ result: "cancelled", link }, { link }]);
    expect(await visitOf(id)).toMatchObject({ window: tuesdayMorning, status: "cancelled" });
    expect(await store.bookedVisits([wednesdayAfternoon])).toEqual(
      new Map([[wednesdayAfternoon, 0]]),
    );
  });
});

describe("what a manage link opens", () => {
  it("the visit, changeable until its window begins, with the windows it could move to for its ZIP code", async () => {
    const { id } = await book(tuesdayMorning);
    const link = await linkFor(id, tuesdayMorning);
    const opened = await desk.managed(link);
    expect(opened).toMatchObject({
      kind: "visit",
      lead: { id, zip: "78112" },
      visit: { window: tuesdayMorning, status: "booked" },
      link,
      started: false,
      changeable: true,
      offer: { kind: "windows", zip: "78112" },
    });
    // Tuesday 8 AM in San Antonio: from the window's first minute, only a call changes it.
    now = Date.parse("2026-12-01T14:00:00Z") - 1;
    expect(await desk.managed(link)).toMatchObject({ started: false, changeable: true });
    now += 1;
    const begun = await desk.managed(link);
    expect(begun).toMatchObject({ kind: "visit", started: true, changeable: false });
    expect(begun).not.toHaveProperty("offer");
    for (const asked of [
      { action: "cancel" } as const,
      { action: "move", window: thursdayMorning } as const,
    ]) {
      expect(await desk.change(link, asked)).toEqual({ result: "started", link });
    }
    expect(await visitOf(id)).toMatchObject({ window: tuesdayMorning, status: "booked" });
  });

  it("a visit waiting for the office: shown, not changeable here, nothing offered", async () => {
    for (let i = 0; i < 3; i++) await book(thursdayMorning);
    const { id, visit } = await book(thursdayMorning);
    expect(visit).toMatchObject({ status: "wanted", waiting: "taken" });
    const link = await linkFor(id, thursdayMorning);
    const opened = await desk.managed(link);
    expect(opened).toMatchObject({ kind: "visit", started: false, changeable: false });
    expect(opened).not.toHaveProperty("offer");
    expect(await desk.change(link, { action: "cancel" })).toEqual({ link });
    expect(await visitOf(id)).toMatchObject({ status: "wanted" });
  });

  it("nothing for a link altered, expired, signed for no request or for a request without a visit; nothing changes", async () => {
    const { id } = await book(tuesdayMorning);
    const link = await linkFor(id, tuesdayMorning);
    const plain = await testReceiver(store).receive(
      { ...sampleAnswers, email: "plain@example.com", locale: "en", page: service },
      { address: "203.0.113.250", stamp: undefined, scripted: true, fallbackLocale: "en" },
    );
    if (plain.kind !== "received") throw new Error("not received");
    const refused: Array<[Partial<ManageLink>, string]> = [
      [{ ...link, visit: plain.saved.id }, "invalid"],
      [await linkFor(plain.saved.id, tuesdayMorning), "invalid"],
      [await linkFor("no-such-request", tuesdayMorning), "invalid"],
      [{ ...link, sig: "" }, "invalid"],
      [{}, "invalid"],
    ];
    for (const [given, kind] of refused) {
      expect(await desk.managed(given)).toEqual({ kind });
      const answer: ChangeAnswer = await desk.change(given, { action: "cancel" });
      expect(answer).toEqual({ link: given });
    }
    now = Date.parse("2026-12-03T06:00:00Z");
    expect(await desk.managed(link)).toEqual({ kind: "expired" });
    expect(await desk.change(link, { action: "cancel" })).toEqual({ link });
    expect(await visitOf(id)).toMatchObject({ window: tuesdayMorning, status: "booked" });
  });
});
