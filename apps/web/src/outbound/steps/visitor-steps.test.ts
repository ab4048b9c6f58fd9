import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { defaultDatasetFile } from "@hvac/content";
import type { Visit } from "@hvac/office/visit";
import { afterAll, describe, expect, it } from "vitest";
import { manageLink } from "@/booking/manage-link";
import type { OutboundSettings } from "@/outbound/outbound-settings";
import { confirmationEmailStep } from "@/outbound/steps/confirmation-email";
import { reminderEmailStep } from "@/outbound/steps/reminder-email";
import { reminderTextStep } from "@/outbound/steps/reminder-text";
import { reviewRequestStep } from "@/outbound/steps/review-request";
import { visitNoticeStep } from "@/outbound/steps/visit-notice";
import {
  outboundStandIns,
  repairVisit,
  type storedLead,
} from "../../../tests/support/outbound-step";
import type { StoreStandIn } from "../../../tests/support/outbound-stores";

/** The one mail received: to the visitor, from the business, replies to the office. */
async function fromTheBusiness(io: ReturnType<typeof outboundStandIns>) {
  const [mail] = await io.mailbox.messages();
  expect(mail?.to).toEqual(["ana@example.com"]);
  expect(mail?.replyTo).toBe("office@example.com");
  expect(io.senders()).toEqual(["Your HVAC Company <site@example.com>"]);
  return mail;
}

/** What a visitor receives: the confirmation, the reminders by email and text, the notice of a visit's change, the review request, each step as the outbound worker runs it. */

describe("visitorEmail: the confirmation", () => {
  const io = outboundStandIns();
  const now = Date.parse("2026-12-01T15:00:00.000Z"); // 9:00 AM in Texas
  const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
  /** The hour's confirmations to this address are spent. */
  const spent: StoreStandIn["sent"] = [{ at: ago(10), confirmationsTo: 3 }];
  const visit = repairVisit;

  async function confirm(
    patch: Parameters<typeof storedLead>[0] = {},
    sent: StoreStandIn["sent"] = [],
  ) {
    return io.run(
      confirmationEmailStep,
      "visitorEmail",
      { receivedAt: ago(1), ...patch },
      { now, before: (held) => held.sent.push(...sent) },
    );
  }

  describe("the visitor's confirmation within the hour's limits", () => {
    it("goes to the visitor from the business, replies to the office, with no visit link for a request", async () => {
      const { update } = await confirm();
      expect(update).toEqual({ status: "sent", error: null });
      const mail = await fromTheBusiness(io);
      expect(mail?.text).not.toContain("manage");
    });

    it("gives a booked visit the link to change or cancel it, not one without its place", async () => {
      const booked = visit("2026-12-03T08:00-12:00");
      const { key } = await confirm({ visit: booked });
      await confirm({ visit: { ...booked, status: "wanted", waiting: "taken" } });
      // Cancelled by the office while its confirmation waited for the hour's limits.
      await confirm({ visit: { ...booked, status: "cancelled" } });
      const [first, ...placeless] = await io.mailbox.messages();
      expect(first?.text).toContain(manageLink(key, "lead-step", booked.window, "en"));
      expect(placeless.map((mail) => mail.text)).toEqual([
        expect.not.stringContaining("visit=lead-step"),
        expect.not.stringContaining("visit=lead-step"),
      ]);
    });

    it("gives up without mail settings", async () => {
      const { update } = await io.run(
        confirmationEmailStep,
        "visitorEmail",
        {},
        {
          settings: io.without("mail"),
        },
      );
      expect(update).toMatchObject({ status: "gaveUp" });
    });
  });

  describe("a confirmation past the hour's limits", () => {
    const waiting =
      "Waiting: 3 confirmations went to this email address in the last hour, the most one address gets in an hour. It goes out when the hour allows.";
    const held =
      "Held: 3 confirmations went to this email address in the last hour, the most one address gets in an hour. Reply to the visitor yourself.";

    it("waits five minutes at a time, for two hours after a request came in, then is held", async () => {
      expect((await confirm({}, spent)).update).toEqual({
        status: "pending",
        dueAt: new Date(now + 5 * 60_000).toISOString(),
        error: waiting,
      });
      expect((await confirm({ receivedAt: ago(114) }, spent)).update.status).toBe("pending");
      expect((await confirm({ receivedAt: ago(115) }, spent)).update).toEqual({
        status: "held",
        error: held,
      });
      expect(io.mailbox.received).toHaveLength(0);
    });

    it("waits for a booked visit until its window begins, however long ago it was booked", async () => {
      const later = await confirm(
        { receivedAt: ago(180), visit: visit("2026-12-01T12:00-16:00") },
        spent,
      );
      expect(later.update.status).toBe("pending");
      const begun = await confirm(
        { receivedAt: ago(1), visit: visit("2026-12-01T09:00-12:00") },
        spent,
      );
      expect(begun.update).toEqual({ status: "held", error: held });
      // A visit without its place is a request: two hours.
      const wanted = await confirm(
        {
          receivedAt: ago(180),
          visit: { ...visit("2026-12-01T12:00-16:00", "wanted"), waiting: "taken" },
        },
        spent,
      );
      expect(wanted.update.status).toBe("held");
    });
  });
});

describe("reminder: the reminder email", () => {
  const io = outboundStandIns();
  const booked = repairVisit("2026-12-03T08:00-12:00");
  /** The day before the window, at its start: 8:00 AM in Texas. */
  const due = Date.parse("2026-12-02T14:00:00.000Z");

  const remind = (now: number, visit: Visit | null = booked, settings = io.settings) =>
    io.run(
      reminderEmailStep,
      "reminder",
      { receivedAt: "2026-12-01T15:00:00.000Z", visit },
      {
        settings,
        now,
      },
    );

  describe("the reminder email", () => {
    it("waits for the day before the visit", async () => {
      expect((await remind(due - 60_000)).update).toEqual({
        status: "pending",
        dueAt: "2026-12-02T14:00:00.000Z",
      });
      expect(io.mailbox.received).toHaveLength(0);
    });

    it("then goes to the visitor from the business, with the link to change the visit", async () => {
      const { update, key } = await remind(due);
      expect(update).toEqual({ status: "sent", error: null });
      const mail = await fromTheBusiness(io);
      expect(mail?.text).toContain(manageLink(key, "lead-step", booked.window, "en"));
    });

    it("is not sent for a cancelled visit, and gives up without mail settings", async () => {
      expect((await remind(due, { ...booked, status: "cancelled" })).update).toEqual({
        status: "skipped",
        error: "Not sent: the visitor cancelled the visit.",
      });
      const noMail = io.without("mail");
      expect((await remind(due, booked, noMail)).update).toMatchObject({ status: "gaveUp" });
      expect(io.mailbox.received).toHaveLength(0);
    });
  });
});

describe("reminderText: the reminder text", () => {
  const io = outboundStandIns();
  const booked = repairVisit("2026-12-03T08:00-12:00", "booked", { texts: true });
  const due = Date.parse("2026-12-02T14:00:00.000Z");
  const phone = "+12105550199";
  const hoursAgo = (hours: number) => new Date(due - hours * 3_600_000).toISOString();

  async function remind(
    { visit = booked, now = due, settings = io.settings } = {},
    before: (held: StoreStandIn) => void = () => undefined,
  ) {
    return io.run(
      reminderTextStep,
      "reminderText",
      { receivedAt: "2026-12-01T15:00:00.000Z", visit },
      { settings, now, before },
    );
  }
  const skipped = (error: string) => ({ status: "skipped", error });

  describe("the reminder text", () => {
    it("goes to the visitor's phone the day before the visit", async () => {
      expect((await remind({ now: due - 60_000 })).update).toEqual({
        status: "pending",
        dueAt: "2026-12-02T14:00:00.000Z",
      });
      expect(io.sms.messages).toHaveLength(0);
      expect((await remind()).update).toEqual({ status: "sent", error: null });
      expect(io.sms.messages.map((m) => m.to)).toEqual([phone]);
      expect(io.sms.messages[0]?.body).toMatch(
        /^Your HVAC Company: reminder of your visit tomorrow, Thursday, December 3\. /,
      );
    });

    it("is sent only to a visitor who asked for texts, for a visit that still holds its place", async () => {
      const { texts: _, ...noTexts } = booked;
      expect((await remind({ visit: noTexts })).update).toEqual(
        skipped("Not sent: the visitor did not ask for texts."),
      );
      expect((await remind({ visit: { ...booked, status: "cancelled" } })).update).toEqual(
        skipped("Not sent: the visitor cancelled the visit."),
      );
      expect(io.sms.messages).toHaveLength(0);
    });

    it("never goes to a phone that replied STOP", async () => {
      const { update } = await remind({}, (held) => held.stopped.add(phone));
      expect(update).toEqual(skipped("Not sent: the visitor replied STOP to our texts."));
      expect(io.sms.messages).toHaveLength(0);
    });

    it("keeps Twilio's word that the phone replied STOP to another of its numbers", async () => {
      io.sms.refuse(phone, 21610);
      try {
        const { update, held } = await remind();
        expect(update).toEqual(skipped("Not sent: the visitor replied STOP to our texts."));
        expect([...held.stopped]).toEqual([phone]);
      } finally {
        io.sms.refuse(phone, 0);
      }
    });

    it("fails for the worker to try again when Twilio refuses for another reason", async () => {
      io.sms.fail(true);
      const tried = remind();
      await expect(tried).rejects.toThrow();
    });

    it("goes to a phone once a day at most", async () => {
      const today = await remind({}, (held) =>
        held.reminders.push({ to: phone, at: hoursAgo(19) }),
      );
      expect(today.update).toEqual(skipped("Not sent: this phone had a reminder text today."));
      expect(io.sms.messages).toHaveLength(0);
      const yesterday = await remind({}, (held) =>
        held.reminders.push(
          { to: phone, at: hoursAgo(21) },
          { to: "+12105550198", at: hoursAgo(1) },
        ),
      );
      expect(yesterday.update.status).toBe("sent");
    });

    it("gives up without Twilio", async () => {
      const noTwilio = io.without("sms");
      expect((await remind({ settings: noTwilio })).update).toEqual({
        status: "gaveUp",
        error: "The website has no Twilio set up.",
      });
    });
  });
});

describe("visitNotice: the email of a visit's change", () => {
  const io = outboundStandIns();
  const moved = repairVisit("2026-12-04T12:00-16:00", "moved", { sequence: 1 });

  const notify = (visit: Visit | null, settings = io.settings) =>
    io.run(visitNoticeStep, "visitNotice", { visit }, { settings });

  describe("the visitor's email of a change to their visit", () => {
    it("goes to the visitor from the business, with the link to the new window and the calendar file", async () => {
      const { update, key } = await notify(moved);
      expect(update).toEqual({ status: "sent", error: null });
      const mail = await fromTheBusiness(io);
      expect(mail?.text).toContain(manageLink(key, "lead-step", moved.window, "en"));
      expect(mail?.attachments.map((file) => file.content)).toEqual([
        expect.stringMatching(/^BEGIN:VCALENDAR/),
      ]);
    });

    it("is not sent for a request without a visit or whose visit got no place, and gives up without mail", async () => {
      const skipped = { status: "skipped", error: "Not sent: the request has no visit." };
      expect((await notify(null)).update).toEqual(skipped);
      expect((await notify({ ...moved, status: "wanted", waiting: "taken" })).update).toEqual(
        skipped,
      );
      const noMail = io.without("mail");
      expect((await notify(moved, noMail)).update).toMatchObject({ status: "gaveUp" });
      expect(io.mailbox.received).toHaveLength(0);
    });
  });
});

describe("reviewRequest: the review request", () => {
  const io = outboundStandIns();
  const folder = mkdtempSync(join(tmpdir(), "review-request-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const ask = (
    patch: Parameters<typeof storedLead>[0] = {},
    settings: OutboundSettings = io.settings,
  ) =>
    io
      .run(reviewRequestStep, "reviewRequest", { status: "customer", ...patch }, { settings })
      .then(({ update }) => update);

  /** The starter content with Business facts' review link left empty (its pictures where they are). */
  function withoutReviewLink(): string {
    const starter = defaultDatasetFile();
    symlinkSync(join(dirname(starter), "images"), join(folder, "images"));
    const lines = readFileSync(starter, "utf8").trim().split("\n");
    const file = join(folder, "no-review-link.ndjson");
    const edited = lines.map((line) => {
      const document = JSON.parse(line) as { _id: string; reviewLink?: string };
      if (document._id === "businessFacts") delete document.reviewLink;
      return JSON.stringify(document);
    });
    writeFileSync(file, `${edited.join("\n")}\n`);
    return file;
  }

  describe("the review request", () => {
    it("goes to the customer from the business with Business facts' review link, replies to the office", async () => {
      expect(await ask()).toEqual({ status: "sent", error: null });
      const mail = await fromTheBusiness(io);
      expect(mail?.text).toContain("https://g.page/r/placeholder/review");
    });

    it("is not sent to a request suspected of spam, nor without a review link, and gives up without mail", async () => {
      expect(await ask({ spamReason: "honeypot" })).toEqual({
        status: "skipped",
        error: "Not sent: suspected spam.",
      });
      const noMail = io.without("mail");
      expect(await ask({}, noMail)).toMatchObject({ status: "gaveUp" });
      io.useContent(withoutReviewLink());
      try {
        expect(await ask()).toEqual({
          status: "skipped",
          error: "Not sent: Business facts has no review link.",
        });
      } finally {
        io.useContent();
      }
      expect(io.mailbox.received).toHaveLength(0);
    });
  });
});
