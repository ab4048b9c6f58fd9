import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sampleAnswers } from "@hvac/test-fixtures/sample-lead";
import { afterEach, describe, expect, it } from "vitest";
import { clientAddress } from "@/http/client-address";
import { memoryRequestCounter } from "@/http/request-counter";
import { leadMetaFields, servedFormMark } from "@/leads/lead-fields";
import { type Signs, spamReason, weakSign } from "@/leads/receive-lead";
import { memoryStampUses } from "@/leads/stamp-uses";
import { checkStamp, stampMaxAgeMs, startStamp } from "@/leads/start-stamp";
import { readSettings } from "@/server/settings";
import { type SqliteLeadStore, sqliteLeadStore } from "@/stores/sqlite/lead-store";
import { testReceiver } from "../../tests/support/test-receiver";

const key = "a key only the site knows";

describe("the start stamp", () => {
  it("measures the time since the form asked for it", () => {
    const stamp = startStamp(key, 1_800_000_000_000);
    expect(checkStamp(key, stamp, 1_800_000_004_000)).toEqual({ kind: "valid", elapsedMs: 4000 });
  });

  it.each([
    ["absent", undefined],
    ["empty", ""],
  ])("is missing when %s", (_name, stamp) => {
    expect(checkStamp(key, stamp, 1_800_000_004_000)).toEqual({ kind: "missing" });
  });

  it("is the served form's when the page's own mark came back (JavaScript off)", () => {
    expect(checkStamp(key, servedFormMark, 1_800_000_004_000)).toEqual({ kind: "served" });
    expect(checkStamp(key, `${servedFormMark}x`, 1_800_000_004_000)).toEqual({ kind: "forged" });
  });

  it.each([
    ["unsigned", "1800000000000"],
    ["made up", "1700000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["re-timed", startStamp(key, 1_800_000_000_000).replace(/^\d{13}/, "1700000000000")],
    [
      "with its random part changed",
      startStamp(key, 1_800_000_000_000).replace(/\.[\w-]{11}\./, ".AAAAAAAAAAA."),
    ],
    ["signed with another key", startStamp("another site's key", 1_800_000_000_000)],
    ["from an hour ahead", startStamp(key, 1_800_003_600_000)],
    ["given extra parts", `${startStamp(key, 1_800_000_000_000)}.garbage`],
    ["given a longer signature", `${startStamp(key, 1_800_000_000_000)}A`],
  ])("is forged when %s", (_name, stamp) => {
    expect(checkStamp(key, stamp, 1_800_000_004_000)).toEqual({ kind: "forged" });
  });

  it("differs for two forms shown in the same millisecond: each is good for its own request", () => {
    const [first, second] = [
      startStamp(key, 1_800_000_000_000),
      startStamp(key, 1_800_000_000_000),
    ];
    expect(first).not.toBe(second);
    expect(checkStamp(key, second, 1_800_000_004_000)).toEqual({ kind: "valid", elapsedMs: 4000 });
  });

  it("from a form shown before stamps had a random part, is still the site's", () => {
    const time = "1800000000000";
    const legacy = `${time}.${createHmac("sha256", key).update(time).digest("base64url")}`;
    expect(checkStamp(key, legacy, 1_800_000_004_000)).toEqual({ kind: "valid", elapsedMs: 4000 });
  });

  it("lasts two hours: an older one is old, not forged", () => {
    const stamp = startStamp(key, 1_800_000_000_000);
    expect(checkStamp(key, stamp, 1_800_000_000_000 + stampMaxAgeMs)).toMatchObject({
      kind: "valid",
    });
    expect(checkStamp(key, stamp, 1_800_000_000_001 + stampMaxAgeMs)).toEqual({ kind: "old" });
  });

  it("is good for one request, sent again as often as a double click sends it", async () => {
    const uses = memoryStampUses();
    expect(await uses.take("stamp", "request a", 0)).toBe(true);
    expect(await uses.take("stamp", "request a", 10)).toBe(true);
    expect(await uses.take("stamp", "request b", 20)).toBe(false);
    expect(await uses.take("another stamp", "request b", 30)).toBe(true);
  });

  it("forgives another instance's clock a few seconds ahead", () => {
    const stamp = startStamp(key, 1_800_000_002_000);
    expect(checkStamp(key, stamp, 1_800_000_000_000)).toEqual({ kind: "valid", elapsedMs: 0 });
  });
});

describe("what makes a valid request look automated", () => {
  const defaults = readSettings({}).leads;
  const person: Signs = {
    honeypot: false,
    stamp: { kind: "valid", elapsedMs: 45_000 },
    stampFree: true,
    scripted: true,
    recentRequests: 1,
  };

  it("nothing, for a person who took their time, or whose form carried no stamp", () => {
    expect(spamReason(person, defaults)).toBeNull();
    expect(spamReason({ ...person, stamp: { kind: "missing" } }, defaults)).toBeNull();
    expect(spamReason({ ...person, recentRequests: 6 }, defaults)).toBeNull();
  });

  it.each([
    ["the honeypot filled", { honeypot: true }, "honeypot"],
    ["a forged stamp", { stamp: { kind: "forged" } }, "forgedStamp"],
    ["sent 1 s after the form showed", { stamp: { kind: "valid", elapsedMs: 1000 } }, "tooFast"],
    ["the 7th request from one address in 10 minutes", { recentRequests: 7 }, "burst"],
    ["a stamp another request already used", { stampFree: false }, "reusedStamp"],
    [
      "a stamp past its age another request already used",
      { stamp: { kind: "old" }, stampFree: false },
      "reusedStamp",
    ],
  ] as const)("%s", (_name, patch, reason) => {
    expect(spamReason({ ...person, ...patch }, defaults)).toBe(reason);
  });

  it.each([
    ["a script that sent no stamp", { stamp: { kind: "missing" } }, "noStamp"],
    ["a plain post with no stamp", { stamp: { kind: "missing" }, scripted: false }, "noStamp"],
    ["a stamp older than a stamp lasts", { stamp: { kind: "old" } }, "oldStamp"],
    [
      "nothing, for the form without JavaScript",
      { stamp: { kind: "served" }, scripted: false },
      null,
    ],
  ] as const)("records a weak sign for %s, and no spam", (_name, patch, sign) => {
    expect(weakSign({ ...person, ...patch })).toBe(sign);
    expect(spamReason({ ...person, ...patch }, defaults)).toBeNull();
  });
});

describe("a stamp past its age, sent again with another request", () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("is mailed once as a weak sign, then kept apart as a reused stamp", async () => {
    folder = mkdtempSync(join(tmpdir(), "old-stamp-"));
    const store: SqliteLeadStore = sqliteLeadStore(join(folder, "leads.sqlite"));
    try {
      const receiver = testReceiver(store);
      const stamp = startStamp(await store.signingKey(), Date.now() - stampMaxAgeMs - 60_000);
      const send = (message: string) =>
        receiver.receive(
          {
            ...sampleAnswers,
            message,
            locale: "en",
            page: "contact",
            [leadMetaFields.started]: stamp,
          },
          { address: "203.0.113.9", stamp, scripted: true, fallbackLocale: "en" },
        );
      expect(await send("No cooling upstairs.")).toMatchObject({
        kind: "received",
        outbound: true,
      });
      expect(await send("Buy cheap watches.")).toMatchObject({ kind: "received", outbound: false });
      expect(store.list().map((lead) => [lead.message, lead.weakSign])).toEqual([
        ["No cooling upstairs.", "oldStamp"],
      ]);
      expect(store.list({ spam: true }).map((lead) => [lead.message, lead.spamReason])).toEqual([
        ["Buy cheap watches.", "reusedStamp"],
      ]);
    } finally {
      store.close();
    }
  });
});

describe("counting requests per address", () => {
  it("counts an address's requests in the window, apart from other addresses", async () => {
    const counter = memoryRequestCounter({ windowMs: 1000 });
    const counts = [];
    for (const t of [0, 10, 20, 30]) counts.push(await counter.hit("a", t));
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(await counter.hit("b", 30)).toBe(1);
    expect(await counter.hit("a", 1015)).toBe(3);
  });
});

describe("the visitor's address", () => {
  const headers = (value?: string) => new Headers(value ? { "x-forwarded-for": value } : {});
  it.each([
    ["127.0.0.7", "127.0.0.7"],
    ["::ffff:127.0.0.7", "127.0.0.7"],
    // The server appends the connection's own address: earlier entries are the visitor's to forge.
    ["6.6.6.6, 203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s is counted as %s", (forwarded, address) => {
    expect(clientAddress(headers(forwarded), { trustedHops: 0 })).toBe(address);
  });
  it("is unknown without the header", () => {
    expect(clientAddress(headers(), { trustedHops: 0 })).toBe("unknown");
  });
});
