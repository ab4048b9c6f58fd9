import { windowsInRange } from "@hvac/office/arrival-windows";
import { starterBookingSettings } from "@hvac/office/booking-settings";
import {
  type LeadFields,
  postLead,
  type Reply,
  send,
  serveWithLeadStore,
  startStamp,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { smsStandIn, standInSmsSettings } from "@hvac/test-fixtures/harness/sms-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { openWindowKeys, waitAsAPerson } from "./support/booking-steps";
import { officeClock } from "./support/office-clock";
import { officeCommandWith } from "./support/office-command";

/**
 * Issue 57: no stranger can take the schedule or spend what the site sends.
 * The served build with the starter's booking settings and the site's
 * default bounds, stand-ins for the office's mailbox and Twilio; scripts
 * post as the review's did, each simulated visitor on a loopback address of
 * its own.
 */
const clock = officeClock();
const office = officeMailServer();
const sms = smsStandIn();
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;

// Monday 30 November 2026, 6:00 a.m. in San Antonio: the fortnight's windows all ahead.
const monday = Date.parse("2026-11-30T12:00:00Z");
const onCall = "+12105550111";

beforeAll(async () => {
  await clock.set(monday);
  const [port, twilio] = await Promise.all([office.listen(), sms.start()]);
  site = await serveWithLeadStore({
    ...clock.env,
    ...officeMailSettings(port),
    SMTP_FROM: "website@example.com",
    ...standInSmsSettings(twilio),
    ONCALL_PHONES: "(210) 555-0111",
  });
});
afterAll(async () => {
  await site?.stop();
  await Promise.all([office.close(), sms.stop()]);
  clock.dispose();
});

/** Every place of the fortnight the starter's settings offer now. */
const fortnight = windowsInRange(starterBookingSettings, { now: monday, booked: () => 0 }).reduce(
  (places, window) => places + window.visits,
  0,
);
const booked = () => site.leads().filter((lead) => lead.visit?.status === "booked");
const mailsTo = async (address: string) =>
  (await office.messages()).filter((mail) => mail.to.some((to) => to.includes(address)));

const openKeys = (localAddress: string) => openWindowKeys(site.baseURL, localAddress);

/** A booking as the booking form sends it, a visitor of its own (name, phone, email) by `n`. */
const booking = (n: number, window: string, patch: LeadFields = {}): LeadFields =>
  validLead(n, {
    firstName: `Visitor${String.fromCharCode(65 + (n % 26))}`,
    phone: `210-555-${String(1000 + (n % 9000)).padStart(4, "0")}`,
    email: `visitor-${n}@example.net`,
    zip: "78112",
    page: "booking",
    bookWindow: window,
    bookService: "servicePage-acRepair",
    ...patch,
  });
/** A plain form post, the form's own hidden fields (its served stamp), as the review's script sent. */
const plainPost = (fields: LeadFields, localAddress: string) =>
  postLead(site.baseURL, { ...fields, started: "form" }, { json: false, localAddress });

describe("the schedule under a script", () => {
  it("one address: 61 plain posts, varying every name, phone and email, take one place; the rest wait for the office, told so, and the office is alerted", async () => {
    const windows = await openKeys("127.0.6.1");
    const replies: Reply[] = [];
    for (let n = 0; n < 61; n++) {
      replies.push(await plainPost(booking(n, windows[n % windows.length] ?? ""), "127.0.6.1"));
    }
    expect(replies.every((reply) => reply.status === 303)).toBe(true);
    expect(site.leads()).toHaveLength(61);
    expect(booked()).toHaveLength(1);
    // What the last visitor was told: the truth, from the request as stored.
    const location = String(replies.at(-1)?.headers.location);
    const page = await send(new URL(location, site.baseURL).href);
    const t = dictionaries.en.booking.answer;
    expect(page.body).toContain(t.confirmTitle);
    expect(page.body).toContain("it isn&#x27;t booked yet: we&#x27;ll call you");
    expect(page.body).not.toContain(t.bookedTitle);
    // The office hears of it within the hour, once: by email.
    await expect
      .poll(async () => (await mailsTo("office@example.com")).map((mail) => mail.subject), {
        timeout: 20_000,
      })
      .toContain("Online booking: a booking waits for you to confirm it");
    const waiting = await officeCommandWith(clock.env, "leads", site.file);
    expect(waiting).toContain(
      "NEEDS A TIME (one internet address had already made the most bookings it may make in a day",
    );
    // The times page still offers the fortnight: one place was taken, of three in its window.
    expect(await openKeys("127.0.6.2")).toEqual(windows);
  });

  it("eleven addresses with waited stamps take at most half the fortnight's places within the hour; a twelfth address then books", async () => {
    const windows = await openKeys("127.0.7.1");
    const takenBefore = booked().length;
    let n = 100;
    await Promise.all(
      Array.from({ length: 11 }, async (_, a) => {
        const address = `127.0.7.${a + 1}`;
        const posts = Array.from({ length: 6 }, () => n++);
        const stamps = await Promise.all(posts.map(() => startStamp(site.baseURL, address)));
        await waitAsAPerson();
        for (const [i, m] of posts.entries()) {
          // Each address's first post asks for a window of its own.
          const window = windows[i === 0 ? a : m % windows.length] ?? "";
          await postLead(site.baseURL, booking(m, window), {
            stamp: stamps[i],
            localAddress: address,
          });
        }
      }),
    );
    const taken = booked().length - takenBefore;
    expect(taken).toBeLessThanOrEqual(fortnight / 2);
    expect(taken).toBe(11);
    // A real visitor from a twelfth address books a place still open.
    const left = await openKeys("127.0.7.12");
    const stamp = await startStamp(site.baseURL, "127.0.7.12");
    await waitAsAPerson();
    const real = await postLead(
      site.baseURL,
      booking(900, left[0] ?? "", { email: "real@example.com" }),
      { stamp, localAddress: "127.0.7.12" },
    );
    expect(JSON.parse(real.body)).toMatchObject({ ok: true, visit: { kind: "booked" } });
  });

  it("past the hour's instant bookings, booking pauses itself: the next waits, and the office is alerted by email and text", async () => {
    const windows = await openKeys("127.0.8.1");
    // 13 instant bookings so far this hour; 20 is the most.
    const outcomes: string[] = [];
    for (let a = 0; a < 9; a++) {
      const reply = await plainPost(booking(300 + a, windows[a] ?? ""), `127.0.8.${a + 1}`);
      const stored = site.leads().at(-1);
      outcomes.push(stored?.visit?.status === "booked" ? "booked" : `${reply.status} waits`);
    }
    expect(outcomes.filter((outcome) => outcome === "booked")).toHaveLength(7);
    await expect
      .poll(() => sms.messages.filter((text) => text.to === onCall).map((text) => text.body), {
        timeout: 20_000,
      })
      .toContainEqual(expect.stringMatching(/^Online booking paused itself/));
    await expect
      .poll(async () => (await mailsTo("office@example.com")).map((mail) => mail.subject), {
        timeout: 20_000,
      })
      .toContain("Online booking paused itself: bookings wait for you to confirm them");
    // An hour on, instant booking is back.
    await clock.advance(61 * 60_000);
    await plainPost(booking(400, windows[10] ?? ""), "127.0.8.20");
    expect(site.leads().at(-1)?.visit?.status).toBe("booked");
  });
});

describe("what the site sends, under a script", () => {
  it("strangers' posts cannot hold back a real booking's confirmation or a real emergency's text", async () => {
    await clock.advance(61 * 60_000);
    // Two addresses, under the burst mark, send requests for twelve chosen mailboxes...
    for (let n = 0; n < 12; n++) {
      await plainPost(
        validLead(500 + n, { email: `chosen-${n}@example.net` }),
        `127.0.9.${(n % 2) + 1}`,
      );
    }
    // ...and two more send twelve emergencies, with stamps three seconds old, as a person's.
    const flood = Array.from({ length: 12 }, (_, n) => `127.0.9.${(n % 2) + 3}`);
    const floodStamps = await Promise.all(
      flood.map((address) => startStamp(site.baseURL, address)),
    );
    await waitAsAPerson();
    for (const [n, address] of flood.entries()) {
      await postLead(site.baseURL, validLead(600 + n, { urgency: "emergency" }), {
        stamp: floodStamps[n],
        localAddress: address,
      });
    }
    // A real booking from another address: its confirmation, with the calendar file, goes out.
    const windows = await openKeys("127.0.9.5");
    const stamp = await startStamp(site.baseURL, "127.0.9.5");
    await waitAsAPerson();
    await postLead(
      site.baseURL,
      booking(700, windows[0] ?? "", { email: "real-booking@example.com" }),
      { stamp, localAddress: "127.0.9.5" },
    );
    await expect
      .poll(() => mailsTo("real-booking@example.com"), { timeout: 20_000 })
      .toHaveLength(1);
    const [confirmation] = await mailsTo("real-booking@example.com");
    expect(confirmation?.subject).toMatch(/^Visit booked: /);
    expect(confirmation?.attachments[0]?.content).toContain("BEGIN:VEVENT");
    // The strangers' mailboxes got two each of their addresses; the rest wait for the hour.
    const chosen = await Promise.all(
      Array.from({ length: 12 }, (_, n) => mailsTo(`chosen-${n}@example.net`)),
    );
    expect(chosen.filter((list) => list.length === 1)).toHaveLength(4);
    // A real emergency from a sixth address is texted, whatever the flood.
    const texted = () => sms.messages.filter((text) => text.body.startsWith("EMERGENCY R-"));
    await expect.poll(() => texted().length, { timeout: 20_000 }).toBe(2);
    const realStamp = await startStamp(site.baseURL, "127.0.9.6");
    await waitAsAPerson();
    await postLead(
      site.baseURL,
      validLead(701, { urgency: "emergency", email: "real-emergency@example.com" }),
      { stamp: realStamp, localAddress: "127.0.9.6" },
    );
    await expect.poll(() => texted().length, { timeout: 20_000 }).toBe(3);
  });

  it("folds look-alike characters before filtering: no link or number of the visitor's reaches the on-call text", async () => {
    const stamp = await startStamp(site.baseURL, "127.0.9.7");
    await waitAsAPerson();
    await postLead(
      site.baseURL,
      validLead(702, {
        urgency: "emergency",
        email: "lookalike@example.com",
        service: "AC Repair ｇｏ．ｅｖｉｌ．ｃｏｍ",
        message:
          "Pay at ｅｖｉｌ．ｃｏｍ／pay, evil。com/pay or evil․com; call ２１０５５５９９９９ or 𝟐𝟏𝟎𝟓𝟓𝟓𝟗𝟗𝟗𝟗",
      }),
      { stamp, localAddress: "127.0.9.7" },
    );
    let text = "";
    await expect
      .poll(
        () => {
          text = sms.messages.find((message) => message.body.includes("Pay at"))?.body ?? "";
          return text;
        },
        { timeout: 20_000 },
      )
      .toContain("Pay at");
    const words = text.split("\n").slice(3).join(" ");
    for (const found of ["evil", "2105559999", "210555", "．", "。", "․", "２", "𝟐"]) {
      expect(words).not.toContain(found);
    }
  });

  it("greets only a name that reads as one, and keeps a campaign's number or address out of the office's lines", async () => {
    const visit = JSON.stringify({
      landing: "service:servicePage-acRepair",
      referrer: null,
      utmSource: "www.evil.com",
      utmMedium: "email",
      utmCampaign: "Call 210 555 9999 now",
      clickId: null,
      device: "phone",
    });
    await plainPost(
      validLead(703, {
        email: "phished@example.com",
        firstName: "Your refund is approved. Reply with your card PIN",
        visit,
      }),
      "127.0.9.8",
    );
    await expect.poll(() => mailsTo("phished@example.com"), { timeout: 20_000 }).toHaveLength(1);
    const [confirmation] = await mailsTo("phished@example.com");
    expect(confirmation?.text.split("\n")[0]).toBe("Hello,");
    expect(confirmation?.text).not.toMatch(/refund|PIN/);
    let officeMail = "";
    await expect
      .poll(
        async () => {
          officeMail =
            (await mailsTo("office@example.com")).find((mail) =>
              mail.text.includes("phished@example.com"),
            )?.text ?? "";
          return officeMail;
        },
        { timeout: 20_000 },
      )
      .toContain("Came from:");
    const cameFrom = /Came from: ([^,]*)/.exec(officeMail)?.[1] ?? "";
    expect(cameFrom).toBe("Campaign: www evil com / Call now");
    const results = await officeCommandWith(clock.env, "results", site.file);
    expect(results).not.toMatch(/555 9999|evil\.com/);
  });

  it("counts the open times shown once per address, however often a script asks", async () => {
    const shown = async () =>
      Number(
        /open times shown (\d+)/.exec(
          await officeCommandWith(clock.env, "results", site.file),
        )?.[1] ?? 0,
      );
    // The counts reach the store a few seconds after they are made: those of the tests above first.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 5000));
    await settled();
    const before = await shown();
    for (let n = 0; n < 300; n++) await openKeys("127.0.10.1");
    await settled();
    expect(await shown()).toBe(before + 1);
  });
});
