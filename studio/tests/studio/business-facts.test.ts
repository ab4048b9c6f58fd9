import { businessFactsId } from "@hvac/content/page-documents";
import { afterEach, describe, expect, it } from "vitest";
import { webhookReceiver } from "../support/site/webhook-receiver";
import { desk } from "../support/studio/desk";
import { studioSession } from "../support/studio/session";

const session = studioSession();
const { lake } = session;
const secret = "test-webhook-secret";
let receiver: Awaited<ReturnType<typeof webhookReceiver>> | undefined;

afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

describe("Business facts in the Studio", () => {
  it("says how to write the phone number, and keeps Publish disabled, when it is written another way", async () => {
    const studio = desk(await session.open());
    await studio.open("Business facts");
    await studio.fill("Phone number", "210-555-0188");

    await expect
      .poll(() => studio.validationMessages())
      .toEqual(["Phone number Write the number like (210) 555-0123."]);
    await studio.picture("business-facts-phone-message");
    // Saved, so only the message can be what holds Publish back.
    await studio.saved();
    expect(await studio.publishButton().isDisabled()).toBe(true);
    expect(lake.published(businessFactsId)?.phone).toBe("(210) 555-0123");
  });

  it("publishes a new phone number, and Sanity's signed webhook tells the site", async () => {
    receiver = await webhookReceiver(secret);
    lake.webhook = { url: receiver.url, secret };
    const studio = desk(await session.open());
    await studio.open("Business facts");
    await studio.fill("Phone number", "(210) 555-0188");
    await studio.publish();

    await expect.poll(() => lake.journal.published).toEqual([businessFactsId]);
    expect(lake.published(businessFactsId)?.phone).toBe("(210) 555-0188");
    await studio.picture("business-facts-phone-published");
    await expect
      .poll(() => receiver?.received)
      .toEqual([{ body: { _id: businessFactsId, _type: "businessFacts" }, signed: true }]);
    expect(lake.journal.webhooks).toEqual([{ id: businessFactsId, status: 200 }]);
  });
});
