import {
  type LeadFields,
  postLead,
  send,
  serveWithLeadStore,
  startStamp,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { smsStandIn, standInSmsSettings } from "@hvac/test-fixtures/harness/sms-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxSegments, segments } from "@/outbound/text-message";
import businessFacts from "../../../studio/seed/documents/business-facts";
import { officeClock } from "./support/office-clock";
import { officeCommand } from "./support/office-command";
import { encoding } from "./support/text-encoding";

/**
 * What goes out after a request cannot be turned against anyone (issue 39),
 * on the served build with its clock set by the test and stand-ins for the
 * SMTP server and Twilio's API: plain form posts from a few loopback
 * addresses, as a stranger's script sends them, and emergencies with the
 * form's stamp, as a flood of people (or a better script) would.
 */

const clock = officeClock();
const office = officeMailServer();
const sms = smsStandIn();
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;

// Wednesday 25 November 2026, 2:05 a.m. in San Antonio.
const night = Date.parse("2026-11-25T08:05:00Z");
const minutes = 60_000;
const onCall = "+12105550111";

beforeAll(async () => {
  await clock.set(night);
  const [port, twilio] = await Promise.all([office.listen(), sms.start()]);
  site = await serveWithLeadStore({
    ...clock.env,
    ...officeMailSettings(port),
    SMTP_FROM: "website@example.com",
    ...standInSmsSettings(twilio),
    ONCALL_PHONES: "(210) 555-0111, (210) 555-0112",
    // The defaults, but for the confirmations in all: 20 keeps the test short.
    CONFIRMATIONS_PER_HOUR: "20",
    // Each address's requests are more than a burst here: that bound is tested on its own.
    LEADS_RATE_LIMIT_MAX: "100",
    LEADS_MIN_FILL_SECONDS: "0",
  });
});
afterAll(async () => {
  await site?.stop();
  await Promise.all([office.close(), sms.stop()]);
  clock.dispose();
});

const mails = () => office.messages();
const mailsTo = async (address: string) =>
  (await mails()).filter((mail) => mail.to.some((to) => to.includes(address)));
const leadsTo = (address: string) => site.leads().filter((lead) => lead.email === address);
/** Each lead's step, once it has run to its end for now. */
const settled = (step: string, emails: string[]) =>
  site
    .leads()
    .filter((lead) => emails.includes(String(lead.email)))
    .map((lead) => lead.steps[step]?.status)
    .filter((status) => status !== undefined && !["pending", "sending", "failed"].includes(status))
    .length;

/** A plain form post (no JavaScript, no start stamp), as a script sends it. */
const plainPost = (fields: LeadFields, localAddress: string) =>
  postLead(site.baseURL, fields, { json: false, localAddress });

describe("the confirmation email is no relay", () => {
  const victims = Array.from({ length: 6 }, (_, n) => `victim-${n}@example.net`);

  it("mails a chosen address the site's own words only, and pages no one for a post without the form's stamp", async () => {
    for (const [n, email] of victims.entries()) {
      const reply = await plainPost(
        validLead(100 + n, {
          email,
          firstName: "Win evil.example",
          service: "Claim at https://evil.example/prize",
          message: "Go to https://evil.example/prize now",
          urgency: "emergency",
        }),
        `127.0.1.${(n % 3) + 1}`,
      );
      expect(reply.status).toBe(303);
    }
    await expect.poll(() => settled("visitorEmail", victims), { timeout: 20_000 }).toBe(6);
    for (const email of victims) {
      const [confirmation] = await mailsTo(email);
      expect(`${confirmation?.subject}\n${confirmation?.text}`).not.toMatch(
        /evil|Claim|prize|Win|https?:/i,
      );
      expect(confirmation?.text.split("\n").slice(0, 3)).toEqual([
        "Hello,",
        "",
        `Thank you for writing to ${businessFacts.name}. We received your service request.`,
      ]);
      expect(leadsTo(email)).toMatchObject([{ weak_sign: "noStamp" }]);
      // Stored and mailed to the office as any request; no page step at all.
      expect(Object.keys(leadsTo(email)[0]?.steps ?? {}).sort()).toEqual([
        "officeEmail",
        "visitorEmail",
      ]);
    }
    await expect
      .poll(async () => (await mailsTo("office@example.com")).length, { timeout: 10_000 })
      .toBe(6);
    for (const mail of await mailsTo("office@example.com")) {
      expect(mail.text).toContain(
        "Paged: nobody (sent without the form's start stamp: a script, not the site's form)",
      );
    }
    expect(sms.messages).toEqual([]);
  });

  it("sends one mailbox 3 confirmations an hour at most, however its address is written; the rest wait for the hour", async () => {
    const emails = [
      "boss@victim.test",
      "BOSS@victim.test",
      "b.o.s.s@VICTIM.test",
      "boss+1@victim.test",
    ];
    for (const [n, email] of emails.entries()) {
      const reply = await plainPost(
        validLead(110 + n, { email, urgency: "planning" }),
        `127.0.2.${n + 1}`,
      );
      expect(reply.status).toBe(303);
    }
    const stored = () => site.leads().filter((lead) => emails.includes(String(lead.email)));
    const waiting = () =>
      stored().filter((lead) => lead.steps.visitorEmail?.error?.startsWith("Waiting:"));
    await expect.poll(() => waiting().length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => settled("visitorEmail", emails), { timeout: 20_000 }).toBe(3);
    expect((await mails()).filter((mail) => /victim\.test/i.test(mail.to.join(" ")))).toHaveLength(
      3,
    );
    // Not held for good: it waits, and says why, where the office sees it.
    expect(waiting()[0]?.steps.visitorEmail).toMatchObject({
      status: "pending",
      error:
        "Waiting: 3 confirmations went to this email address in the last hour, the most one address gets in an hour. It goes out when the hour allows.",
    });
    const stdout = await officeCommand("leads", site.file);
    expect(stdout).toContain("visitor email pending: Waiting: 3 confirmations went to");
  });

  it("gives each address its share of the hour's confirmations: a few addresses cannot spend a real visitor's", async () => {
    // Two strangers' addresses send for eight chosen addresses each: two of each go out.
    const strangers = Array.from({ length: 16 }, (_, n) => `chosen-${n}@example.net`);
    for (const [n, email] of strangers.entries()) {
      await plainPost(validLead(200 + n, { email }), `127.0.4.${(n % 2) + 1}`);
    }
    const waitingOf = (emails: string[]) =>
      site
        .leads()
        .filter((lead) => emails.includes(String(lead.email)))
        .filter((lead) => lead.steps.visitorEmail?.error?.startsWith("Waiting:")).length;
    await expect.poll(() => waitingOf(strangers), { timeout: 20_000 }).toBe(12);
    await expect.poll(() => settled("visitorEmail", strangers), { timeout: 20_000 }).toBe(4);
    const share = leadsTo("chosen-15@example.net")[0]?.steps.visitorEmail?.error;
    expect(share).toMatch(
      /^Waiting: 2 confirmations went out about requests from this visitor's internet address/,
    );
    // A real visitor from another address: confirmed at once.
    await plainPost(validLead(230, { email: "real-visitor@example.com" }), "127.0.4.9");
    await expect
      .poll(() => mailsTo("real-visitor@example.com"), { timeout: 20_000 })
      .toHaveLength(1);
  });

  it("sends 20 confirmations an hour in all (CONFIRMATIONS_PER_HOUR), but a source's first; a waiting one goes out when the hour allows", async () => {
    // 6 + 3 + 4 + 1 went out above. Four more addresses send two each: each one's first goes
    // out, and its second while the hour's twenty last.
    const emails = Array.from({ length: 8 }, (_, n) => `late-${n}@example.net`);
    for (const [n, email] of emails.entries()) {
      await plainPost(validLead(120 + n, { email }), `127.0.5.${Math.floor(n / 2) + 1}`);
    }
    await expect.poll(() => settled("visitorEmail", emails), { timeout: 20_000 }).toBe(7);
    const waits = () =>
      emails.filter((email) =>
        /^Waiting: \d+ confirmations went out in the last hour/.test(
          leadsTo(email)[0]?.steps.visitorEmail?.error ?? "",
        ),
      );
    await expect.poll(() => waits(), { timeout: 20_000 }).toEqual(["late-7@example.net"]);
    // The hour passes: the one waiting goes out (the office's hour allows it again).
    await clock.advance(61 * minutes);
    await expect.poll(() => mailsTo("late-7@example.net"), { timeout: 20_000 }).toHaveLength(1);
    expect(leadsTo("late-7@example.net")[0]?.steps.visitorEmail?.status).toBe("sent");
  });
});

describe("a flood of emergencies", () => {
  const emails = Array.from({ length: 9 }, (_, n) => `flood-${n}@example.net`);

  it("pages once an hour for each address, then sends one summary text; an address that has not paged pages", async () => {
    for (const [n, email] of emails.entries()) {
      const localAddress = `127.0.3.${(n % 2) + 1}`;
      const stamp = await startStamp(site.baseURL, localAddress);
      const reply = await postLead(
        site.baseURL,
        validLead(130 + n, {
          email,
          urgency: "emergency",
          message: "Contacted? https://evil.example/go and call 210-555-0999",
        }),
        { stamp, localAddress },
      );
      expect(reply.status).toBe(201);
    }
    await expect.poll(() => settled("page", emails) + pending(emails), { timeout: 20_000 }).toBe(9);
    // One request from each of the two addresses paged, and one summary of the rest.
    const pages = () => sms.messages.filter((text) => text.body.startsWith("EMERGENCY R-"));
    expect(pages()).toHaveLength(2);
    const [summary] = sms.messages.filter((text) => text.body.startsWith("Paging held"));
    expect(summary).toMatchObject({ to: onCall });
    expect(summary?.body).toMatch(
      /^Paging held: the hour's texts are spent, or one address sent several emergencies\. R-[0-9A-F]{8} and any more held this hour are in your email, not texted\.$/,
    );
    const held = emails
      .map((email) => leadsTo(email)[0]?.steps.page)
      .filter((step) => step?.status === "held");
    expect(held).toHaveLength(7);
    for (const step of held) {
      expect(step?.error).toMatch(
        /^Not paged: this visitor's internet address already paged for 1 request in the last hour/,
      );
    }
    // A real emergency from another address is texted, whatever the flood.
    const stamp = await startStamp(site.baseURL, "127.0.3.9");
    await postLead(
      site.baseURL,
      validLead(150, { email: "real-emergency@example.com", urgency: "emergency" }),
      {
        stamp,
        localAddress: "127.0.3.9",
      },
    );
    await expect.poll(() => pages().length, { timeout: 20_000 }).toBe(3);
    for (const text of sms.messages) {
      expect([encoding(text.body), segments(text.body) <= maxSegments]).toEqual(["GSM-7", true]);
      expect(text.body).not.toMatch(/evil|555-0999/);
    }
    for (const page of pages()) {
      expect(page.body.split("\n")[2]).toMatch(
        /^Contacted\? http:\/\/localhost:3000\/api\/leads\/contacted\?lead=[\w-]+&at=\d+&sig=[\w-]+$/,
      );
    }
    await expect
      .poll(
        async () =>
          (await mailsTo("office@example.com")).filter((mail) =>
            mail.subject.startsWith("EMERGENCY: New request"),
          ).length,
        { timeout: 20_000 },
      )
      .toBe(10);
  });

  it("escalates the requests that paged to the next phone; the held ones stay held", async () => {
    const escalationMails = async () =>
      (await mails()).filter((mail) => mail.subject.startsWith("Not yet contacted")).length;
    const texted = sms.messages.length;
    // The next phone is due 5 minutes after each text (the default, inside the 15-minute promise).
    await clock.advance(6 * minutes);
    await expect
      .poll(() => sms.messages.filter((text) => text.body.startsWith("NOT YET CONTACTED")).length, {
        timeout: 20_000,
      })
      .toBe(3);
    expect(sms.messages.length).toBe(texted + 3);
    const held = emails.filter((email) => leadsTo(email)[0]?.steps.page?.status === "held");
    expect(held).toHaveLength(7);
    await expect.poll(escalationMails, { timeout: 20_000 }).toBe(3);
  });
});

/** Page steps still waiting for their escalation (one text sent). */
const pending = (emails: string[]) =>
  site
    .leads()
    .filter((lead) => emails.includes(String(lead.email)))
    .filter((lead) => lead.steps.page?.status === "pending" && lead.steps.page.pages.length === 1)
    .length;

describe("the contacted link", () => {
  const linkOf = (n: number) => {
    const pages = sms.messages.filter((text) => text.body.startsWith("EMERGENCY R-"));
    const url = new URL(pages[n]?.body.split("\n")[2]?.replace(/^Contacted\? /, "") ?? "");
    return { path: `${url.pathname}${url.search}`, form: url.searchParams.toString(), url };
  };
  const leadOf = (n: number) =>
    site.leads().find((lead) => lead.id === linkOf(n).url.searchParams.get("lead"));
  const press = (n: number, origin: string) =>
    send(`${site.baseURL}/api/leads/contacted`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: linkOf(n).form,
    });

  it("marks nothing when another site's page presses the button", async () => {
    const reply = await press(0, "https://evil.example");
    expect(reply.status).toBe(403);
    expect(leadOf(0)?.contacted_at).toBeNull();
  });

  it("marks a request contacted from the site's own page", async () => {
    const page = await send(`${site.baseURL}${linkOf(1).path}`);
    expect(page.body).toContain("Mark contacted");
    const reply = await press(1, site.baseURL);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatch(/Request R-[0-9A-F]{8} is marked contacted/);
    expect(leadOf(1)?.contacted_at).toEqual(expect.stringMatching(/^2026-11-25T/));
  });

  it("has expired a week after it was sent: it shows why, and marks nothing", async () => {
    await clock.advance(8 * 24 * 60 * minutes);
    const page = await send(`${site.baseURL}${linkOf(2).path}`);
    expect(page.status).toBe(410);
    expect(page.body).toContain("This link has expired");
    expect(page.body).not.toContain("<form");
    const reply = await press(2, site.baseURL);
    expect(reply.status).toBe(410);
    expect(leadOf(2)?.contacted_at).toBeNull();
  });
});
