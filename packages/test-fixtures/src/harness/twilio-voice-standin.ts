import { createHmac, randomBytes } from "node:crypto";
import { DomUtils, parseDocument } from "htmlparser2";

/**
 * A stand-in for Twilio's side of the office's numbers: it posts the
 * webhooks Twilio posts for a call (the voice webhook, then the dial's
 * action taken from the TwiML the site answered) and for a text received,
 * each signed as Twilio documents it, computed here on its own (not with
 * the `twilio` package the site checks with): X-Twilio-Signature =
 * base64(HMAC-SHA1(auth token, the full public URL, then each POST
 * parameter's name and value, sorted by name)). Twilio signs the address it
 * was given (the site's public SITE_URL); the stand-in sends to the served
 * site (`baseURL`), as Twilio reaches the site through its proxies.
 */

export interface TwilioAnswer {
  status: number;
  body: string;
  /** The <Dial> of the TwiML, if any: its attributes and the numbers it rings. */
  dial?: { timeout: number; action: string; method: string; numbers: string[] };
  /** What <Say> tells the caller, with its language. */
  said: Array<{ language: string; text: string }>;
}

/** Twilio's signature of a POST to `url` with `params`, as its documentation gives it. */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const signed =
    url +
    Object.keys(params)
      .sort()
      .map((name) => `${name}${params[name]}`)
      .join("");
  return createHmac("sha1", authToken).update(signed, "utf8").digest("base64");
}

/** A CallSid or MessageSid as Twilio writes them: two letters and 32 hex digits. */
export const twilioSid = (kind: "CA" | "SM") => `${kind}${randomBytes(16).toString("hex")}`;

function readTwiml(status: number, body: string): TwilioAnswer {
  const document = parseDocument(body, { xmlMode: true });
  const dial = DomUtils.findOne((element) => element.name === "Dial", document.children);
  const said = DomUtils.findAll((element) => element.name === "Say", document.children).map(
    (say) => ({ language: say.attribs.language ?? "", text: DomUtils.textContent(say) }),
  );
  return {
    status,
    body,
    said,
    ...(dial
      ? {
          dial: {
            timeout: Number(dial.attribs.timeout ?? 30),
            action: dial.attribs.action ?? "",
            method: dial.attribs.method ?? "POST",
            numbers: DomUtils.findAll((element) => element.name === "Number", dial.children).map(
              (number) => DomUtils.textContent(number).trim(),
            ),
          },
        }
      : {}),
  };
}

export function twilioStandIn(options: {
  /** Where the served site answers (http://127.0.0.1:PORT). */
  baseURL: string;
  /** The site's public address (SITE_URL), which Twilio signs. */
  publicUrl: string;
  authToken: string;
  accountSid: string;
  /** How a request reaches the site: over HTTP unless said (a test may hand it to the routes). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}) {
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  /** Posts `params` to `path` as Twilio does: signed, unless `signature` says what to send instead. */
  async function post(
    path: string,
    params: Record<string, string>,
    signature?: string | null,
  ): Promise<TwilioAnswer> {
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": "TwilioProxy/1.1",
    };
    const signed = twilioSignature(options.authToken, `${options.publicUrl}${path}`, params);
    if (signature !== null) headers["x-twilio-signature"] = signature ?? signed;
    const response = await send(new URL(path, options.baseURL).toString(), {
      method: "POST",
      headers,
      body: new URLSearchParams(params),
    });
    return readTwiml(response.status, await response.text());
  }

  const callParams = (call: { sid: string; from: string; to: string }) => ({
    AccountSid: options.accountSid,
    ApiVersion: "2010-04-01",
    CallSid: call.sid,
    Direction: "inbound",
    From: call.from,
    To: call.to,
    Called: call.to,
    Caller: call.from,
    FromCity: "SAN ANTONIO",
    FromState: "TX",
    FromCountry: "US",
  });

  return {
    post,
    /** A call comes in to `to`: the voice webhook at `voicePath`, answered with TwiML. */
    incomingCall: (voicePath: string, call: { sid: string; from: string; to: string }) =>
      post(voicePath, { ...callParams(call), CallStatus: "ringing" }),
    /**
     * The ringing the TwiML asked for has ended: Twilio requests the dial's
     * action (the path of its public address) with how it ended.
     */
    dialEnded: (
      answer: TwilioAnswer,
      call: { sid: string; from: string; to: string },
      ended: { status: string; seconds?: number },
    ) => {
      const action = new URL(answer.dial?.action ?? "");
      if (`${action.origin}${action.pathname}`.indexOf(options.publicUrl) !== 0) {
        throw new Error(`The dial's action ${answer.dial?.action} is not on ${options.publicUrl}`);
      }
      return post(action.pathname, {
        ...callParams(call),
        CallStatus: "in-progress",
        DialCallSid: twilioSid("CA"),
        DialCallStatus: ended.status,
        ...(ended.seconds === undefined ? {} : { DialCallDuration: String(ended.seconds) }),
        DialBridged: ended.status === "completed" ? "true" : "false",
      });
    },
    /** A text arrives at `to` from `from`: the messaging webhook at `smsPath`. */
    textReceived: (
      smsPath: string,
      text: { sid: string; from: string; to: string; body: string },
    ) =>
      post(smsPath, {
        AccountSid: options.accountSid,
        ApiVersion: "2010-04-01",
        MessageSid: text.sid,
        SmsSid: text.sid,
        SmsMessageSid: text.sid,
        From: text.from,
        To: text.to,
        Body: text.body,
        NumMedia: "0",
        NumSegments: "1",
      }),
  };
}
