import { businessFactsId } from "@hvac/content/page-documents";
import { describe, expect, it } from "vitest";
import { desk } from "../support/studio/desk";
import { studioSession } from "../support/studio/session";

const session = studioSession();
const { lake } = session;

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
});
