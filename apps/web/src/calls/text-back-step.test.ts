import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { smsStandIn, standInSmsSettings } from "@hvac/test-fixtures/harness/sms-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallRang } from "@/calls/call-store";
import { sqliteCallStore } from "@/calls/sqlite-call-store";
import { hourlyLimitReason, landlineReason } from "@/calls/text-back-reasons";
import { runTextBack } from "@/calls/text-back-step";
import { readSettings } from "@/server/settings";
import { sqliteLeadStore } from "@/stores/sqlite/lead-store";
import { provideServerContext } from "../../tests/support/test-server-context";

/**
 * The text back as the outbound worker runs it: within the hour's limit,
 * however many made-up numbers call; a landline told apart from a failure.
 */
const folder = mkdtempSync(join(tmpdir(), "text-back-"));
const file = join(folder, "leads.sqlite");
const sms = smsStandIn();
const calls = sqliteCallStore(file);
const leads = sqliteLeadStore(file);
let sent = standInSmsSettings("");

beforeAll(async () => {
  const api = await sms.start();
  sent = standInSmsSettings(api);
  provideServerContext(readSettings({ LEADS_DB_FILE: file, ...sent }));
});
afterAll(async () => {
  await sms.stop();
  calls.close();
  leads.close();
  rmSync(folder, { recursive: true, force: true });
});

const now = Date.now();
let n = 0;
/** A missed call from a new number a minute ago, its text back taken by the worker. */
async function missedCall() {
  n++;
  const call: CallRang = {
    sid: `CA${String(n).padStart(32, "0")}`,
    at: new Date(now - 60_000).toISOString(),
    caller: `+121055502${String(n).padStart(2, "0")}`,
    number: "+12105550100",
    channel: "Website",
    language: "en",
  };
  await calls.ended(
    call,
    { outcome: "missed", dialStatus: "no-answer", seconds: 0, endedAt: call.at },
    { day: "2026-11-20" },
  );
  const claimed = await calls.claimTextBack(now);
  if (!claimed) throw new Error("No text back to take");
  return claimed;
}

const context = (perHour: number) => ({
  sms: {
    accountSid: sent.TWILIO_ACCOUNT_SID,
    authToken: sent.TWILIO_AUTH_TOKEN,
    from: sent.TWILIO_FROM,
    apiUrl: sent.TWILIO_API_URL,
  },
  perHour,
  calls,
  texts: leads,
});

describe("the text back to a missed call", () => {
  it("goes out from the number dialled until the hour's limit, then is recorded as not sent", async () => {
    for (let i = 0; i < 2; i++) {
      const call = await missedCall();
      const update = await runTextBack(call, context(2), now);
      expect(update).toEqual({ status: "sent", error: null });
      await calls.recordTextBack(call.sid, update);
    }
    expect(sms.messages.map((message) => message.from)).toEqual(["+12105550100", "+12105550100"]);
    const third = await missedCall();
    expect(await runTextBack(third, context(2), now)).toEqual({
      status: "skipped",
      error: hourlyLimitReason(2),
    });
    expect(sms.messages).toHaveLength(2);
  });

  it("skips a landline Twilio says takes no texts, and tries again after a failure", async () => {
    const landline = await missedCall();
    sms.refuse(landline.caller, 21614);
    expect(await runTextBack(landline, context(100), now)).toEqual({
      status: "skipped",
      error: landlineReason,
    });
    const down = await missedCall();
    sms.fail(true);
    const update = await runTextBack(down, context(100), now);
    sms.fail(false);
    expect(update.status).toBe("failed");
    expect(update.dueAt).toBe(new Date(now + 15_000).toISOString());
  });
});
