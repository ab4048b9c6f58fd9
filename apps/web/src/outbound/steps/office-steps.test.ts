import type { StepState } from "@hvac/office/lead-record";
import type { Visit } from "@hvac/office/visit";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { officeCalendarUrl } from "@/booking/office-calendar";
import type { OutboundSettings } from "@/outbound/outbound-settings";
import { bookingAlertStep } from "@/outbound/steps/booking-alert";
import { crmStep } from "@/outbound/steps/crm";
import { officeEmailStep } from "@/outbound/steps/office-email";
import { officeNoticeStep } from "@/outbound/steps/office-notice";
import { crmReceiver } from "../../../tests/support/crm-receiver";
import {
  outboundStandIns,
  repairVisit,
  stepState,
  storedLead,
  storeStandIn,
} from "../../../tests/support/outbound-step";

/** What the office receives of a request: its email, the notice of a visit's change, the alert of bookings held, the CRM's event, each step as the outbound worker runs it. */

describe("officeEmail: the office's email of the request", () => {
  const io = outboundStandIns();
  const now = Date.parse("2026-12-01T15:00:00.000Z");
  const receivedAgo = (ms: number) => new Date(now - ms).toISOString();
  const paged = { name: "Luis", to: "+12105550111", at: receivedAgo(5_000) };

  async function run(steps: StepState[], patch: Parameters<typeof storedLead>[0] = {}) {
    const { stores, held } = storeStandIn();
    const lead = storedLead({ receivedAt: receivedAgo(10_000), steps, ...patch });
    const send = (at = now) =>
      officeEmailStep({
        stores,
        lead,
        step: stepState("officeEmail"),
        settings: io.settings,
        now: at,
      });
    return { send, held, key: await stores.keys.signingKey() };
  }
  const mails = () => io.mailbox.messages();

  describe("the office's email of a request", () => {
    it("goes to the office, with the link that marks the visitor contacted and replies going to the visitor", async () => {
      const { send } = await run([]);
      expect(await send()).toEqual({ status: "sent", error: null });
      const [mail] = await mails();
      expect(mail?.to).toEqual(["office@example.com"]);
      expect(mail?.replyTo).toBe('"Ana Nguyễn" <ana@example.com>');
      expect(mail?.text).toMatch(
        /^Mark contacted: https:\/\/www\.example\.com\/api\/leads\/contacted\?lead=lead-step&/m,
      );
      expect(mail?.text).not.toContain("Paged:");
      expect(mail?.text).not.toContain("calendar of visits");
    });

    it("gives up without mail settings, sending nothing", async () => {
      const { update } = await io.run(
        officeEmailStep,
        "officeEmail",
        {},
        {
          settings: io.without("mail"),
        },
      );
      expect(update).toMatchObject({
        status: "gaveUp",
        error: expect.stringMatching(/no email set up/),
      });
      expect(io.mailbox.received).toHaveLength(0);
    });
  });

  describe("the office's email waits for the page, to say who was paged", () => {
    it.each(["pending", "sending", "failed"] as const)(
      "waits two seconds while the page is %s with no text out yet",
      async (status) => {
        const { send } = await run([stepState("page", { status })]);
        expect(await send()).toEqual({
          status: "pending",
          dueAt: new Date(now + 2000).toISOString(),
        });
        expect(io.mailbox.received).toHaveLength(0);
      },
    );

    it("waits 30 s at most after the request came in", async () => {
      const { send } = await run([stepState("page")], { receivedAt: receivedAgo(30_000) });
      expect((await send()).status).toBe("sent");
      expect(await send(now - 1)).toMatchObject({ status: "pending" });
    });

    it.each(["held", "gaveUp", "sent", "skipped"] as const)(
      "goes at once when the page is %s",
      async (status) => {
        const { send } = await run([stepState("page", { status })]);
        expect((await send()).status).toBe("sent");
      },
    );

    it("goes at once when the first phone was texted, and says who", async () => {
      const { send } = await run([
        stepState("visitorEmail"),
        stepState("page", { status: "pending", pages: [paged] }),
      ]);
      expect((await send()).status).toBe("sent");
      const [mail] = await mails();
      expect(mail?.text).toContain("Paged: Luis at (210) 555-0111, Dec 1, 8:59 AM CST");
    });
  });

  describe("what the office's email says of the booking and the confirmation", () => {
    it("gives the calendar of visits for a visit that holds a place, not for one that waits", async () => {
      const visit = { window: "2026-12-03T08:00-12:00", service: "service:servicePage-acRepair" };
      const booked = await run([], { visit: { ...visit, status: "booked" } });
      await booked.send();
      const wanted = await run([], { visit: { ...visit, status: "wanted", waiting: "taken" } });
      await wanted.send();
      const [first, second] = await mails();
      expect(first?.text).toContain(
        `Your calendar of visits booked online (private: don't share it): ${officeCalendarUrl(booked.key)}`,
      );
      expect(second?.text).not.toContain("calendar of visits");
    });

    it("says the visitor's confirmation waits while it is not sent and the hour's limits hold it", async () => {
      const waiting = await run([stepState("page", { status: "sent" }), stepState("visitorEmail")]);
      waiting.held.sent.push({ at: receivedAgo(60_000), confirmationsTo: 3 });
      await waiting.send();
      const sentAlready = await run([stepState("visitorEmail", { status: "sent" })]);
      sentAlready.held.sent.push({ at: receivedAgo(60_000), confirmationsTo: 3 });
      await sentAlready.send();
      const noConfirmation = await run([]);
      noConfirmation.held.sent.push({ at: receivedAgo(60_000), confirmationsTo: 3 });
      await noConfirmation.send();
      const [held, sent, none] = await mails();
      expect(held?.text).toContain(
        "The visitor's confirmation email waits: 3 confirmations went to this email address in the last hour, the most one address gets in an hour. It goes out when the hour allows.",
      );
      expect(sent?.text).not.toContain("confirmation email waits");
      expect(none?.text).not.toContain("confirmation email waits");
    });
  });
});

describe("officeNotice: the office's email of a visit's change", () => {
  const io = outboundStandIns();
  const moved = repairVisit("2026-12-04T12:00-16:00", "moved", { sequence: 1 });

  const notify = (visit: Visit | null, settings = io.settings) =>
    io.run(officeNoticeStep, "officeNotice", { visit }, { settings });
  const calendarLine = "Your calendar of visits booked online (private: don't share it): ";

  describe("the office's email of a change to a visit", () => {
    it("goes to the office, replies to the visitor, with the calendar of visits while the visit holds a place", async () => {
      const { update, key } = await notify(moved);
      expect(update).toEqual({ status: "sent", error: null });
      await notify({ ...moved, status: "cancelled" });
      const [kept, cancelled] = await io.mailbox.messages();
      expect(kept?.to).toEqual(["office@example.com"]);
      expect(kept?.replyTo).toBe('"Ana Nguyễn" <ana@example.com>');
      expect(kept?.text).toContain(`${calendarLine}${officeCalendarUrl(key)}`);
      expect(cancelled?.text).not.toContain(calendarLine);
    });

    it("is not sent for a request without a visit, and gives up without mail", async () => {
      expect((await notify(null)).update).toEqual({
        status: "skipped",
        error: "Not sent: the request has no visit.",
      });
      const noMail = io.without("mail");
      expect((await notify(moved, noMail)).update).toMatchObject({ status: "gaveUp" });
      expect(io.mailbox.received).toHaveLength(0);
    });
  });
});

describe("bookingAlert: the office's alert of bookings held", () => {
  const io = outboundStandIns();
  const held = (waiting: Visit["waiting"]) =>
    repairVisit("2026-12-04T12:00-16:00", "wanted", { waiting });
  const alert = async (visit: Visit | null, settings: OutboundSettings = io.settings) =>
    (await io.run(bookingAlertStep, "bookingAlert", { visit }, { settings })).update;
  const paused =
    "Online booking paused itself: the hour's most instant bookings were taken. New bookings wait for you to confirm them (first: R-LEADSTEP). Details in your email.";

  describe("the office's alert of bookings held for it", () => {
    it("mails the office, and texts the first on-call phone when the hour's rate paused booking", async () => {
      expect(await alert(held("busy"))).toEqual({ status: "sent", error: null });
      expect(io.sms.messages.map((m) => [m.to, m.body])).toEqual([["+12105550111", paused]]);
      const [mail] = await io.mailbox.messages();
      expect(mail?.to).toEqual(["office@example.com"]);
    });

    it("texts nobody for a booking held for another reason, or with no phone on call", async () => {
      await alert(held("address"));
      await alert(null);
      await alert(held("busy"), { ...io.settings, onCall: [] });
      const noTwilio = io.without("sms");
      await alert(held("busy"), noTwilio);
      expect(io.sms.messages).toHaveLength(0);
      expect(io.mailbox.received).toHaveLength(4);
    });

    it("still mails when the text fails, and texts even when there is no mail to send", async () => {
      io.sms.fail(true);
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        expect(await alert(held("busy"))).toEqual({ status: "sent", error: null });
        expect(logged).toHaveBeenCalledWith(
          "The on-call phone could not be told online booking paused itself:",
          expect.any(Error),
        );
      } finally {
        logged.mockRestore();
      }
      io.sms.fail(false);
      const noMail = io.without("mail");
      expect(await alert(held("busy"), noMail)).toMatchObject({ status: "gaveUp" });
      expect(io.sms.messages.map((m) => m.body)).toEqual([paused]);
      expect(io.mailbox.received).toHaveLength(1);
    });
  });
});

describe("crm: the request to the office's CRM", () => {
  const io = outboundStandIns();
  const crm = crmReceiver();
  let url = "";
  beforeAll(async () => {
    url = await crm.start();
  });
  afterAll(() => crm.stop());

  const deliver = (round: number, withCrm = true) =>
    crmStep({
      stores: storeStandIn().stores,
      lead: storedLead(),
      step: stepState("crm", { round }),
      settings: withCrm
        ? { ...io.settings, crm: { url, secret: "crm-secret-0123456789", checked: false } }
        : io.settings,
      now: Date.now(),
    });

  describe("the request to the office's CRM", () => {
    it("is delivered, each change of the visit a delivery of its own", async () => {
      expect(await deliver(0)).toEqual({ status: "sent", error: null });
      expect(await deliver(2)).toEqual({ status: "sent", error: null });
      expect(crm.deliveries.map((d) => d.headers["idempotency-key"])).toEqual([
        "lead-step",
        "lead-step:2",
      ]);
      expect(JSON.parse(crm.deliveries[0]?.body ?? "{}")).toMatchObject({ id: "lead-step" });
    });

    it("gives up when no CRM webhook is set up", async () => {
      expect(await deliver(0, false)).toEqual({
        status: "gaveUp",
        error: "No CRM webhook is set up.",
      });
    });
  });
});
