import { describe, expect, it } from "vitest";
import {
  pagingSettings,
  pagingSettingsId,
  promisedMinutes,
} from "../schemas/documents/paging-settings";
import { documents, publishErrors } from "./studio-validation";

/**
 * "Paging and integrations" as the Studio checks it before the office can
 * publish: a number that cannot take a text message, an escalation time out
 * of range or as long as the call-back promise, or a webhook without its
 * secret is refused with words the office understands.
 */
const settings = (patch: Record<string, unknown> = {}) => ({
  _id: `drafts.${pagingSettingsId}`,
  _type: "pagingSettings",
  onCall: [
    { _key: "a", _type: "onCallPhone", name: "Luis", phone: "(210) 555-0111" },
    { _key: "b", _type: "onCallPhone", name: "Marta", phone: "210-555-0112" },
  ],
  escalateAfterMinutes: 5,
  pageOutsideOfficeHours: false,
  ...patch,
});

describe("the paging settings", () => {
  it("publish with on-call phones written as people write them", async () => {
    expect(await publishErrors(settings())).toEqual([]);
  });

  it.each(["555-0111", "(210) 555-011", "+44 20 7946 0958", "call Luis"])(
    "refuse the phone %s, saying how to write it",
    async (phone) => {
      const errors = await publishErrors(
        settings({ onCall: [{ _key: "a", _type: "onCallPhone", name: "Luis", phone }] }),
      );
      expect(errors).toEqual([
        "onCall.[a].phone: Write a 10-digit US mobile number, like (210) 555-0123.",
      ]);
    },
  );

  it("refuse a paging delay out of range, and a webhook address without its secret", async () => {
    expect(await publishErrors(settings({ escalateAfterMinutes: 0 }))).toHaveLength(1);
    expect(
      await publishErrors(settings({ crmWebhookUrl: "https://crm.example.com/hook" })),
    ).toEqual(["crmWebhookSecret: A webhook address needs a secret of at least 16 characters."]);
    expect(
      await publishErrors(
        settings({
          crmWebhookUrl: "https://crm.example.com/hook",
          crmWebhookSecret: "s".repeat(24),
        }),
      ),
    ).toEqual([]);
  });
});

describe("the office's numbers for calls", () => {
  const numbers = {
    callNumbers: [
      {
        _key: "w",
        _type: "callNumber",
        number: "(210) 555-0100",
        channel: "Website",
        language: "en",
      },
      {
        _key: "g",
        _type: "callNumber",
        number: "210-555-0101",
        channel: "Google Business Profile",
        language: "es",
      },
    ],
    ringPhones: [{ _key: "o", _type: "ringPhone", name: "Office", phone: "(210) 555-0111" }],
    ringSeconds: 20,
  };

  it("publish with each number's channel and language, and the phones that ring", async () => {
    expect(await publishErrors(settings(numbers))).toEqual([]);
  });

  it("refuse a number that is not a US number, a number without its channel, and a ring out of range", async () => {
    const errors = await publishErrors(
      settings({
        ...numbers,
        callNumbers: [
          {
            _key: "w",
            _type: "callNumber",
            number: "555-0100",
            channel: "Website",
            language: "en",
          },
          { _key: "x", _type: "callNumber", number: "(210) 555-0102", language: "es" },
        ],
        ringSeconds: 90,
      }),
    );
    expect(errors.sort()).toEqual([
      "callNumbers.[w].number: Write a 10-digit US number, like (210) 555-0123.",
      "callNumbers.[x].channel: Say where you give this number out, in 60 characters at most.",
      "ringSeconds: Ring for 5 to 60 seconds, a whole number.",
    ]);
  });
});

/** The starter dataset with another emergency call-back promise in Business facts. */
const promising = (en: string) =>
  documents.map((d) =>
    d._id === "businessFacts"
      ? { ...d, callbackPromise: { ...(d.callbackPromise as object), en } }
      : d,
  );

describe("the paging delay keeps the call-back promise (issue 39, item 9)", () => {
  it("is 5 minutes for a new document, well inside the starter promise of 15", () => {
    const field = pagingSettings.fields.find(({ name }) => name === "escalateAfterMinutes");
    expect(field && "initialValue" in field && field.initialValue).toBe(5);
  });

  it("may be anything shorter than the promise", async () => {
    expect(await publishErrors(settings({ escalateAfterMinutes: 14 }))).toEqual([]);
    expect(
      await publishErrors(settings({ escalateAfterMinutes: 45 }), promising("within an hour")),
    ).toEqual([]);
  });

  it.each([15, 20])("refuses %i minutes against a promise of 15, saying why", async (minutes) => {
    expect(await publishErrors(settings({ escalateAfterMinutes: minutes }))).toEqual([
      "escalateAfterMinutes: The next phone must be texted before the call-back promise runs out: Business facts promise a call back within 15 minutes, so choose fewer than 15.",
    ]);
  });

  it("reads the promise as Business facts say it today", async () => {
    expect(
      await publishErrors(settings({ escalateAfterMinutes: 60 }), promising("within 1 hour")),
    ).toEqual([
      "escalateAfterMinutes: The next phone must be texted before the call-back promise runs out: Business facts promise a call back within 1 hour, so choose fewer than 60.",
    ]);
  });

  it("accepts any delay when the promise names no time", async () => {
    expect(
      await publishErrors(settings({ escalateAfterMinutes: 120 }), promising("as soon as we can")),
    ).toEqual([]);
  });

  it.each([
    ["within 15 minutes", 15],
    ["within 10 min", 10],
    ["a 20-minute call back", 20],
    ["within an hour", 60],
    ["within 1 hour", 60],
    ["within one hour", 60],
    ["within 2 hours", 120],
    ["within 1.5 hours", 90],
    ["within half an hour", 30],
    ["in 10 to 15 minutes", 15],
    ["as soon as we can", undefined],
    ["within a few hours", undefined],
    ["", undefined],
  ])("%j promises %s minutes", (promise, minutes) => {
    expect(promisedMinutes(promise)).toBe(minutes);
  });
});
