import { DatabaseSync } from "node:sqlite";
import { callEndpoints, smsEndpoint } from "@hvac/routing";
import { siteUrlFrom } from "@hvac/seo";
import { serveWithLeadStore } from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { smsStandIn, standInSmsSettings } from "@hvac/test-fixtures/harness/sms-standin";
import {
  twilioSid,
  twilioSignature,
  twilioStandIn,
} from "@hvac/test-fixtures/harness/twilio-voice-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeCommand } from "./support/office-command";

/** The public address the served build was made for (SITE_URL, read at build). */
const siteUrl = siteUrlFrom(process.env.SITE_URL);

/**
 * Issue 62, on the served build: a call to the office's Spanish number
 * (its Google Business Profile's) rings the office's phones; nobody answers;
 * the caller gets one text back in Spanish within a minute, from the number
 * they called; their reply is a request with source "Missed call" in
 * `npm run leads` and the office's email; `npm run results` counts the call
 * by channel. Twilio's side is the stand-in, signing as Twilio documents it;
 * a webhook it did not sign is refused and records nothing. (The retries,
 * the caller who calls twice and the races are src/calls/missed-calls.test.ts.)
 */
const office = officeMailServer();
const sms = smsStandIn();
const token = standInSmsSettings("").TWILIO_AUTH_TOKEN;
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;
let twilio: ReturnType<typeof twilioStandIn>;

const caller = "+12105550177";
const googleProfile = "+12105550101";

beforeAll(async () => {
  const [port, api] = await Promise.all([office.listen(), sms.start()]);
  site = await serveWithLeadStore({
    ...officeMailSettings(port),
    ...standInSmsSettings(api),
    CALL_NUMBERS: "(210) 555-0100 en Website; (210) 555-0101 es Google Business Profile",
    CALL_RING_PHONES: "(210) 555-0111, (210) 555-0112",
    CALL_RING_SECONDS: "18",
  });
  twilio = twilioStandIn({
    baseURL: site.baseURL,
    publicUrl: siteUrl,
    authToken: token,
    accountSid: standInSmsSettings("").TWILIO_ACCOUNT_SID,
  });
});
afterAll(async () => {
  await site?.stop();
  await Promise.all([office.close(), sms.stop()]);
});

/** The calls the site recorded, as its store file holds them. */
function recordedCalls(): Array<Record<string, unknown>> {
  const db = new DatabaseSync(site.file, { readOnly: true });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE name = 'calls'").get();
    return table ? (db.prepare("SELECT * FROM calls").all() as Array<Record<string, unknown>>) : [];
  } finally {
    db.close();
  }
}

describe("a missed call in Spanish, on the served site", () => {
  it("refuses a webhook Twilio did not sign, recording nothing", async () => {
    const sid = twilioSid("CA");
    const params = { CallSid: sid, From: caller, To: googleProfile, DialCallStatus: "no-answer" };
    const forged = twilioSignature("not-the-token", `${siteUrl}${callEndpoints.status}`, params);
    const answers = await Promise.all([
      twilio.post(callEndpoints.voice, params, null),
      twilio.post(callEndpoints.status, params, null),
      twilio.post(callEndpoints.status, params, forged),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [403, "Not signed by Twilio"],
      [403, "Not signed by Twilio"],
      [403, "Not signed by Twilio"],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(recordedCalls()).toEqual([]);
    expect(sms.messages).toEqual([]);
  });

  it("rings the office, texts the caller back within a minute, and the reply reaches the office as a request", async () => {
    const leg = { sid: twilioSid("CA"), from: caller, to: googleProfile };
    const rang = await twilio.incomingCall(callEndpoints.voice, leg);
    expect(rang.status).toBe(200);
    expect(rang.dial).toEqual({
      timeout: 18,
      action: `${siteUrl}${callEndpoints.status}`,
      method: "POST",
      numbers: ["+12105550111", "+12105550112"],
    });

    const endedAt = Date.now();
    const ended = await twilio.dialEnded(rang, leg, { status: "no-answer" });
    expect(ended.said.map((say) => say.language)).toEqual(["es-MX"]);
    // Twilio's retry of the same report: still one call, one text.
    await twilio.dialEnded(rang, leg, { status: "no-answer" });
    await expect.poll(() => sms.messages.length, { timeout: 60_000 }).toBe(1);
    const [text] = sms.messages;
    expect((text?.at ?? Infinity) - endedAt).toBeLessThan(60_000);
    expect(text).toMatchObject({ to: caller, from: googleProfile });
    expect(text?.body).toContain(": lamentamos no haber contestado su llamada. Responda aqui");
    // Recorded sent once Twilio's API answered.
    await expect.poll(() => recordedCalls()[0]?.text_status).toBe("sent");
    expect(recordedCalls()).toMatchObject([
      {
        sid: leg.sid,
        caller,
        number: googleProfile,
        channel: "Google Business Profile",
        outcome: "missed",
        dial_status: "no-answer",
        text_status: "sent",
      },
    ]);

    const reply = await twilio.textReceived(smsEndpoint, {
      sid: twilioSid("SM"),
      from: caller,
      to: googleProfile,
      body: "Hola, el minisplit de la recámara no enfría. ¿Pueden venir mañana?",
    });
    expect(reply.status).toBe(200);
    await expect
      .poll(async () => (await office.messages()).map((mail) => mail.subject))
      .toContain("New request by text after a missed call: (210) 555-0177");
    const mail = (await office.messages()).find((one) => one.subject.includes("missed call"));
    expect(mail?.text).toContain("Language: Spanish");
    expect(mail?.text).toContain("Came from: Missed call: Google Business Profile, phone");
    expect(mail?.text).toContain(
      "> Hola, el minisplit de la recámara no enfría. ¿Pueden venir mañana?",
    );

    const leads = await officeCommand("leads", site.file);
    expect(leads).toMatch(/\(210\) 555-0177.*Missed call: Google Business Profile/);
    const results = await officeCommand("results", site.file);
    expect(results).toContain("Calls by channel");
    expect(results).toMatch(
      /'Google Business Profile'\s*│\s*1\s*│\s*0\s*│\s*1\s*│\s*1\s*│\s*1\s*│\s*'0:00'\s*│\s*'-'/,
    );
  });
});
