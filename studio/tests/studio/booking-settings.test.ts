import { bookingSettingsId } from "@hvac/office/booking-settings";
import { describe, expect, it } from "vitest";
import { desk } from "../support/studio/desk";
import { studioSession } from "../support/studio/session";

const session = studioSession();
const { lake } = session;

describe("Online booking in the Studio", () => {
  it("says which arrival windows overlap, and keeps Publish disabled", async () => {
    const studio = desk(await session.open());
    await studio.open("Online booking");
    const before = lake.published(bookingSettingsId)?.windows;
    expect(before).toHaveLength(11);

    // Monday's afternoon window made to start at 11, inside the morning's.
    await studio.page.getByRole("button", { name: /^Monday 12:00 PM to 4:00 PM/ }).click();
    await studio.field("From").selectOption({ label: "11:00 AM" });
    await studio.page.keyboard.press("Escape");

    await expect
      .poll(() => studio.validationMessages())
      .toEqual([
        "Arrival windows Monday 8:00 AM to 12:00 PM and 11:00 AM to 4:00 PM overlap: a visit can arrive in only one window.",
      ]);
    await studio.picture("booking-windows-overlap");
    // Saved, so only the message can be what holds Publish back.
    await studio.saved();
    expect(await studio.publishButton().isDisabled()).toBe(true);
    expect(lake.published(bookingSettingsId)?.windows).toEqual(before);
  });
});
