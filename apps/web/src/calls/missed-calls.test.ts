import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { callEndpoints, smsEndpoint } from "@hvac/routing";
import { defaultSiteUrl as siteUrl } from "@hvac/seo";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { smsStandIn, standInSmsSettings } from "@hvac/test-fixtures/harness/sms-standin";
import {
  twilioSid,
  twilioSignature,
  twilioStandIn,
} from "@hvac/test-fixtures/harness/twilio-voice-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteCallStore } from "@/calls/sqlite-call-store";
import { textedToday, textsStoppedReason, wroteFirstReason } from "@/calls/text-back-reasons";
import { readSettings } from "@/server/settings";
import { sqliteLeadStore } from "@/stores/sqlite/lead-store";
import { POST as callStatus } from "../../app/api/calls/status/route";
import { POST as callVoice } from "../../app/api/calls/voice/route";
import { POST as textIn } from "../../app/api/sms/route";
import { provideServerContext } from "../../tests/support/test-server-context";

/**
 * Calls to the office's numbers through the site's own webhook routes, in
 * this process (the served build's test, tests/missed-calls.test.ts, keeps
 * to the story the issue names): Twilio's side played by the stand-in,
 * which signs as Twilio documents it; texts go to the Messages API stand-in
 * through the outbound worker; the office's mail to the SMTP stand-in.
 */
const folder = mkdtempSync(join(tmpdir(), "missed-calls-"));
const file = join(folder, "leads.sqlite");
const sms = smsStandIn();
const mail = officeMailServer();
const token = standInSmsSettings("").TWILIO_AUTH_TOKEN;
const routes: Record<string, (request: Request) => Promise<Response>> = {
  [callEndpoints.voice]: callVoice,
  [callEndpoints.status]: callStatus,
  [smsEndpoint]: textIn,
};
const twilio = twilioStandIn({
  baseURL: "http://127.0.0.1:1",
  publicUrl: siteUrl,
  authToken: token,
  accountSid: standInSmsSettings("").TWILIO_ACCOUNT_SID,
  fetch: async (url, init) => {
    const route = routes[new URL(url).pathname];
    if (!route) throw new Error(`No route for ${url}`);
    return route(new Request(url, init));
  },
});
const calls = () => sqliteCallStore(file);
const leads = () => sqliteLeadStore(file);

const website = "+12105550100";
const googleProfile = "+12105550101";

beforeAll(async () => {
  const [api, port] = await Promise.all([sms.start(), mail.listen()]);
  provideServerContext(
    readSettings({
      LEADS_DB_FILE: file,
      ...standInSmsSettings(api),
      ...officeMailSettings(port),
      ONCALL_PHONES: "(210) 555-0130",
      CALL_NUMBERS: "(210) 555-0100 en Website; (210) 555-0101 es Google Business Profile",
      CALL_RING_PHONES: "(210) 555-0111, (210) 555-0112",
      CALL_RING_SECONDS: "20",
    }),
  );
});
afterAll(async () => {
  await Promise.all([sms.stop(), mail.close()]);
  rmSync(folder, { recursive: true, force: true });
});

/** A call from `from` to `to` that rang, then ended as Twilio reports it. */
async function call(from: string, to: string, ended: { status: string; seconds?: number }) {
  const sid = twilioSid("CA");
  const rang = await twilio.incomingCall(callEndpoints.voice, { sid, from, to });
  const after = await twilio.dialEnded(rang, { sid, from, to }, ended);
  return { sid, rang, after };
}

/** The stored call of `sid`, as the office's tools read it. */
async function stored(caller: string, sid: string) {
  const store = calls();
  try {
    return (await store.unansweredCalls(caller, new Date(0).toISOString())).find(
      (one) => one.sid === sid,
    );
  } finally {
    store.close();
  }
}

const textsTo = (phone: string) => sms.messages.filter((message) => message.to === phone);
/** What the outbound worker does, it does within seconds, on a busy machine too. */
const soon = { timeout: 10_000 };

describe("a call to the office's numbers", () => {
  it("rings both office phones for the set time, and a missed one gets one text back in the number's language", async () => {
    const caller = "+12105550177";
    const { sid, rang, after } = await call(caller, googleProfile, { status: "no-answer" });
    expect(rang.status).toBe(200);
    expect(rang.dial).toEqual({
      timeout: 20,
      action: `${siteUrl}${callEndpoints.status}`,
      method: "POST",
      numbers: ["+12105550111", "+12105550112"],
    });
    // The caller hears it in Spanish, and that a text is coming.
    expect(after.said).toEqual([
      {
        language: "es-MX",
        text: "Lamentamos no haber contestado su llamada. Ahora le enviamos un mensaje de texto: respóndalo con lo que necesita y nos comunicamos con usted.",
      },
    ]);
    await expect.poll(() => textsTo(caller), soon).toHaveLength(1);
    const [text] = textsTo(caller);
    // From the number dialled, so the reply comes back to it.
    expect(text?.from).toBe(googleProfile);
    expect(text?.body).toMatch(/^.+: lamentamos no haber contestado su llamada\. Responda aqui/);
    expect(text?.body).toContain("agende una visita: http://localhost:3000/es/agendar-visita");
    await expect.poll(async () => (await stored(caller, sid))?.textBack?.status, soon).toBe("sent");
  });

  it("records an answered call once with its talk time, and texts nobody", async () => {
    const caller = "+12105550178";
    const { sid } = await call(caller, website, { status: "completed", seconds: 245 });
    // Twilio's retry of the report changes nothing.
    const retried = await twilio.dialEnded(
      {
        status: 200,
        body: "",
        said: [],
        dial: {
          timeout: 20,
          action: `${siteUrl}${callEndpoints.status}`,
          method: "POST",
          numbers: [],
        },
      },
      { sid, from: caller, to: website },
      { status: "no-answer" },
    );
    expect(retried.said).toEqual([]);
    const store = calls();
    const rows = await store.rows(
      new Date(0).toISOString(),
      new Date(Date.now() + 1000).toISOString(),
    );
    store.close();
    expect(rows.filter((row) => row.outcome === "answered")).toEqual([
      {
        number: website,
        channel: "Website",
        outcome: "answered",
        seconds: 245,
        textedBack: false,
        replied: false,
      },
    ]);
    expect(await stored(caller, sid)).toBeUndefined();
    expect(textsTo(caller)).toEqual([]);
  });

  it("takes Twilio's retries of a missed call's report as one: one call, one text", async () => {
    const caller = "+12105550179";
    const sid = twilioSid("CA");
    const leg = { sid, from: caller, to: website };
    const rang = await twilio.incomingCall(callEndpoints.voice, leg);
    await Promise.all([
      twilio.dialEnded(rang, leg, { status: "busy" }),
      twilio.dialEnded(rang, leg, { status: "busy" }),
    ]);
    await twilio.dialEnded(rang, leg, { status: "busy" });
    await expect.poll(async () => (await stored(caller, sid))?.textBack?.status, soon).toBe("sent");
    expect(textsTo(caller)).toHaveLength(1);
    const store = calls();
    const mine = await store.unansweredCalls(caller, new Date(0).toISOString());
    store.close();
    expect(mine.map((one) => [one.sid, one.dialStatus, one.textBack?.status])).toEqual([
      [sid, "busy", "sent"],
    ]);
    // In English, as the website's number says.
    expect(textsTo(caller)[0]?.body).toMatch(/: sorry we missed your call\. Reply here/);
  });

  it("texts a caller who calls twice in a day once, and says why the second got none", async () => {
    const caller = "+12105550180";
    const first = await call(caller, website, { status: "no-answer" });
    await expect.poll(() => textsTo(caller), soon).toHaveLength(1);
    const second = await call(caller, googleProfile, { status: "no-answer" });
    // The caller is not told a text is coming: none is.
    expect(second.after.said[0]?.text).toBe(
      "Lamentamos no haber contestado su llamada. Vuelva a llamar, o envíenos una solicitud desde nuestro sitio web.",
    );
    expect((await stored(caller, second.sid))?.textBack).toMatchObject({
      status: "skipped",
      error: textedToday,
    });
    await expect
      .poll(async () => (await stored(caller, first.sid))?.textBack?.status, soon)
      .toBe("sent");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(textsTo(caller)).toHaveLength(1);
  });

  it("refuses a webhook Twilio did not sign with 403, and records nothing", async () => {
    const caller = "+12105550181";
    const sid = twilioSid("CA");
    const params = {
      CallSid: sid,
      From: caller,
      To: website,
      DialCallStatus: "no-answer",
      AccountSid: "AC1",
    };
    const status = `${siteUrl}${callEndpoints.status}`;
    const refused = await Promise.all([
      // No signature, another token's, another address's, and a parameter changed after signing.
      twilio.post(callEndpoints.status, params, null),
      twilio.post(callEndpoints.status, params, twilioSignature("not-the-token", status, params)),
      twilio.post(
        callEndpoints.status,
        params,
        twilioSignature(token, "https://attacker.example/api/calls/status", params),
      ),
      twilio.post(
        callEndpoints.status,
        { ...params, From: "+12105550999" },
        twilioSignature(token, status, params),
      ),
      twilio.post(callEndpoints.voice, params, "forged"),
      twilio.post(
        smsEndpoint,
        { From: caller, To: website, Body: "hola", MessageSid: twilioSid("SM") },
        null,
      ),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
    // Nothing said to Twilio: neither the office's phones nor the caller's number.
    for (const answer of refused) expect(answer.body).toBe("Not signed by Twilio");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await stored(caller, sid)).toBeUndefined();
    expect(await stored("+12105550999", sid)).toBeUndefined();
    expect(textsTo(caller)).toEqual([]);
  });
});

describe("the caller's reply", () => {
  it("becomes a request with source Missed call, the same steps as a form's, and an emergency word pages", async () => {
    const caller = "+12105550182";
    const { sid } = await call(caller, googleProfile, { status: "no-answer" });
    await expect.poll(() => textsTo(caller), soon).toHaveLength(1);
    const reply = await twilio.textReceived(smsEndpoint, {
      sid: twilioSid("SM"),
      from: caller,
      to: googleProfile,
      body: "El aire no enfría y es urgente, tenemos un bebé en casa",
    });
    expect(reply.status).toBe(200);
    const store = leads();
    const lead = store.list().find((one) => one.phone === "(210) 555-0182");
    store.close();
    expect(lead).toMatchObject({
      locale: "es",
      page: "Missed call",
      urgency: "emergency",
      message: "El aire no enfría y es urgente, tenemos un bebé en casa",
      origin: { channel: "call", source: "Google Business Profile" },
    });
    expect(lead?.steps.map((step) => step.step)).toEqual(["page", "officeEmail"]);
    expect((await stored(caller, sid))?.requests).toEqual([lead?.id]);
    // The on-call phone is paged with the caller's number and words.
    await expect.poll(() => textsTo("+12105550130"), soon).toHaveLength(1);
    expect(textsTo("+12105550130")[0]?.body).toMatch(
      /^EMERGENCY R-\w+\nCall \+12105550182\nContacted\? .+\n"El aire no enfria y es urgente, tenemos un bebé en casa"$/,
    );
    await expect
      .poll(async () => (await mail.messages()).map((message) => message.subject), soon)
      .toContain("EMERGENCY: New request by text after a missed call: (210) 555-0182");
  });

  it("wins the race with the text back: written before it went, the caller gets no text, and one request", async () => {
    const caller = "+12105550183";
    const sid = twilioSid("CA");
    const leg = { sid, from: caller, to: website };
    const rang = await twilio.incomingCall(callEndpoints.voice, leg);
    // The caller texts while the phones still ring, then the report of no answer comes.
    const message = { sid: twilioSid("SM"), from: caller, to: website, body: "Need a tune-up" };
    await twilio.textReceived(smsEndpoint, message);
    await twilio.dialEnded(rang, leg, { status: "no-answer" });
    await twilio.textReceived(smsEndpoint, message);
    await expect
      .poll(async () => (await stored(caller, sid))?.textBack, soon)
      .toMatchObject({ status: "skipped", error: wroteFirstReason });
    expect(textsTo(caller)).toEqual([]);
    const store = leads();
    const requests = store.list().filter((one) => one.phone === "(210) 555-0183");
    store.close();
    expect(requests.map((one) => [one.message, one.urgency, one.origin.source])).toEqual([
      ["Need a tune-up", null, "Website"],
    ]);
  });

  it("racing the report of the call, still makes one request and at most one text", async () => {
    const caller = "+12105550184";
    const sid = twilioSid("CA");
    const leg = { sid, from: caller, to: website };
    const rang = await twilio.incomingCall(callEndpoints.voice, leg);
    await Promise.all([
      twilio.dialEnded(rang, leg, { status: "no-answer" }),
      twilio.textReceived(smsEndpoint, {
        sid: twilioSid("SM"),
        from: caller,
        to: website,
        body: "Call me back",
      }),
    ]);
    await expect
      .poll(async () => (await stored(caller, sid))?.textBack?.status, soon)
      .toMatch(/^(sent|skipped)$/);
    expect(textsTo(caller).length).toBeLessThanOrEqual(1);
    expect((await stored(caller, sid))?.requests).toHaveLength(1);
  });

  it("STOP is no request, and a caller who sent it is not texted back again", async () => {
    const caller = "+12105550185";
    await call(caller, website, { status: "no-answer" });
    await expect.poll(() => textsTo(caller), soon).toHaveLength(1);
    await twilio.textReceived(smsEndpoint, {
      sid: twilioSid("SM"),
      from: caller,
      to: website,
      body: "STOP",
    });
    const next = await call(caller, website, { status: "no-answer" });
    expect((await stored(caller, next.sid))?.textBack).toMatchObject({
      status: "skipped",
      error: textsStoppedReason,
    });
    const store = leads();
    expect(store.list().filter((one) => one.phone === "(210) 555-0185")).toEqual([]);
    store.close();
    // A stranger's text, from a phone that never called, is no request either.
    await twilio.textReceived(smsEndpoint, {
      sid: twilioSid("SM"),
      from: "+12105550186",
      to: website,
      body: "Buy followers",
    });
    const after = leads();
    expect(after.list().filter((one) => one.phone === "(210) 555-0186")).toEqual([]);
    after.close();
  });
});
