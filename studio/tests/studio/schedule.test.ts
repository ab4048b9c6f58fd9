import { windowsInRange } from "@hvac/office/arrival-windows";
import { starterBookingSettings } from "@hvac/office/booking-settings";
import { leadDocumentId } from "@hvac/office/lead-document";
import { bookedWindowId } from "@hvac/office/visit";
import { windowWords } from "@hvac/office/window-words";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { desk } from "../support/studio/desk";
import { studioSession } from "../support/studio/session";

/**
 * The office's Schedule (issue 38): the coming days window by window from the
 * starter content's Online booking, the visits the website booked (counted
 * windows included), and the office's Confirm, Move and Cancel written to the
 * dataset as the website's store writes them.
 */

// Windows from tomorrow on, as the starter settings give them today.
const tomorrow = Date.now() + 24 * 60 * 60 * 1000;
const [first, second, third] = windowsInRange(starterBookingSettings, {
  now: tomorrow,
  booked: () => 0,
});
if (!first || !second || !third) throw new Error("The starter settings give no windows.");
const service = "service:servicePage-acRepair";
/** A window the settings do not have: booked before the office changed them. */
const outside = `${first.day}T07:00-09:00`;

function lead(key: string, name: [string, string], window: string, status: string) {
  const {
    id: _,
    spamReason: _none,
    origin: _origin,
    ...answers
  } = sampleLead({
    firstName: name[0],
    lastName: name[1],
  });
  return {
    ...answers,
    _id: leadDocumentId(key),
    _type: "lead",
    status: "new",
    receivedAt: new Date().toISOString(),
    steps: [],
    visit: { window, service, status },
  };
}
const counter = (window: string, booked: number) => ({
  _id: bookedWindowId(window),
  _type: "bookedWindow",
  window,
  booked,
});

const ana = lead("ana", ["Ana", "Nguyễn"], first.key, "booked");
const luis = lead("luis", ["Luis", "Ortega"], second.key, "booked");
const rosa = lead("rosa", ["Rosa", "Garza"], first.key, "wanted");
const marta = lead("marta", ["Marta", "Ruiz"], outside, "booked");
const session = studioSession(() => [
  ana,
  luis,
  rosa,
  marta,
  counter(first.key, 1),
  counter(second.key, 1),
  counter(outside, 1),
]);
const { lake } = session;
/** A window's words as the screen reads them, spaces plain. */
const words = (key: string) => {
  const found = windowWords(key, "en");
  return found && { day: found.day, time: found.time.replace(/\s/g, " ") };
};

describe("the Schedule in the Studio", () => {
  it("shows the coming days window by window, the visits in them, and who wants a time", async () => {
    const studio = desk(await session.open());
    await studio.open("Schedule");
    const page = studio.page;
    await page.getByRole("heading", { name: "Schedule", level: 1 }).waitFor();
    const shown = async () =>
      (await page.locator("body").allInnerTexts()).join(" ").replace(/\s+/g, " ");
    await expect.poll(shown).toContain("Needs a time (1)");
    const day = page.getByRole("region", { name: words(first.key)?.day });
    await expect
      .poll(async () => (await day.allInnerTexts()).join(" ").replace(/\s+/g, " "))
      .toContain(`${words(first.key)?.time} 1 of ${first.visits} booked Ana Nguyễn AC Repair`);
    expect(await shown()).toContain(
      `${words(outside)?.time} 1 booked Not one of the current windows: move its visits Marta Ruiz`,
    );
    await studio.picture("schedule");
  });

  it("confirms a visit (the request counts as contacted), moves one and cancels one, telling the visitor", async () => {
    const studio = desk(await session.open());
    await studio.open("Schedule");
    const page = studio.page;
    const row = (name: string) =>
      page
        .locator("[data-ui=Card]")
        .filter({ hasText: name })
        .filter({ has: page.getByRole("button") })
        .last();

    await row("Ana Nguyễn")
      .getByRole("button", { name: "Confirm: marks it contacted, no email" })
      .click();
    await expect.poll(() => lake.published(ana._id)?.visit).toMatchObject({ status: "confirmed" });
    expect(lake.published(ana._id)).toMatchObject({
      status: "contacted",
      contactedAt: expect.stringMatching(/^\d{4}-/),
    });

    await page.getByLabel("Move Luis Ortega to").selectOption(third.key);
    await row("Luis Ortega").getByRole("button", { name: "Move: emails the visitor" }).click();
    await expect
      .poll(() => lake.published(luis._id)?.visit)
      .toEqual({
        window: third.key,
        service,
        status: "moved",
        // A newer version of the visit, the office's: the visitor's calendar file replaces the old.
        sequence: 1,
        was: second.key,
        changedBy: "office",
      });
    expect(lake.published(bookedWindowId(second.key))).toMatchObject({ booked: 0 });
    expect(lake.published(bookedWindowId(third.key))).toMatchObject({ booked: 1 });
    expect(lake.published(luis._id)?.steps).toEqual([
      expect.objectContaining({ step: "visitNotice", status: "pending" }),
    ]);

    await row("Marta Ruiz").getByRole("button", { name: "Cancel visit…" }).click();
    await row("Marta Ruiz").getByRole("button", { name: "Cancel it: emails the visitor" }).click();
    await expect
      .poll(() => lake.published(marta._id)?.visit)
      .toMatchObject({ status: "cancelled" });
    expect(lake.published(bookedWindowId(outside))).toMatchObject({ booked: 0 });
    expect(lake.published(marta._id)?.steps).toEqual([
      expect.objectContaining({ step: "visitNotice", status: "pending" }),
    ]);
  });
});
