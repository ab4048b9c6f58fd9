import { describe, expect, it } from "vitest";
import { pagingSettingsId } from "../schemas/documents/paging-settings";
import { publishErrors } from "./studio-validation";

/**
 * "Paging and integrations" as the Studio checks it before the office can
 * publish: a number that cannot take a text message, an escalation time out
 * of range or a webhook without its secret is refused with words the office
 * understands.
 */
const settings = (patch: Record<string, unknown> = {}) => ({
  _id: `drafts.${pagingSettingsId}`,
  _type: "pagingSettings",
  onCall: [
    { _key: "a", _type: "onCallPhone", name: "Luis", phone: "(210) 555-0111" },
    { _key: "b", _type: "onCallPhone", name: "Marta", phone: "210-555-0112" },
  ],
  escalateAfterMinutes: 15,
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
