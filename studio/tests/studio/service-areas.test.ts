import { describe, expect, it } from "vitest";
import { desk } from "../support/studio/desk";
import { studioSession } from "../support/studio/session";

const session = studioSession();
const { lake } = session;

/** The towns of the dataset as the Service areas list shows them: by position, name then ZIP. */
const townsInDataset = () =>
  lake.store
    .all()
    .filter((document) => document._type === "serviceArea")
    .sort((a, b) => Number(a.order) - Number(b.order))
    .map((town) => [town.name, town.zip].filter(Boolean).join(" "));

describe("Service areas in the Studio", () => {
  it("lists the starter dataset's 17 towns in their order", async () => {
    const studio = desk(await session.open());
    await studio.open("Service areas");
    const towns = townsInDataset();
    expect(towns).toHaveLength(17);
    await expect.poll(() => studio.listed("Service areas")).toEqual(towns);
    await studio.picture("service-areas");
  });

  it("finds a town by the start of its name in the list's search", async () => {
    const studio = desk(await session.open());
    await studio.open("Service areas");
    await studio.page.getByRole("combobox", { name: "Search list" }).fill("Flores");
    await expect.poll(() => studio.listed("Service areas")).toEqual(["Floresville 78114"]);
  });

  it("shows the ZIP code's message and keeps Publish disabled while the ZIP is malformed", async () => {
    const studio = desk(await session.open());
    await studio.open("Service areas", "Floresville");
    await studio.fill("ZIP code", "7811");

    await expect
      .poll(() => studio.validationMessages())
      .toEqual([
        // A starter town's text is short until the owners write more: a warning the office sees too.
        expect.stringMatching(/^This town's page has \d+ words of its own/),
        'ZIP code Does not match "5-digit ZIP"-pattern',
      ]);
    await studio.picture("town-zip-message");
    // Saved, so only the message can be what holds Publish back.
    await studio.saved();
    expect(await studio.publishButton().isDisabled()).toBe(true);
    // The edit is saved as a draft; what visitors see is untouched.
    await expect.poll(() => lake.store.get("drafts.serviceArea-floresville")?.zip).toBe("7811");
    expect(lake.published("serviceArea-floresville")?.zip).toBe("78114");
    expect(lake.journal.published).toEqual([]);
  });

  it("publishes a corrected ZIP code to the dataset", async () => {
    const studio = desk(await session.open());
    await studio.open("Service areas", "Floresville");
    await studio.fill("ZIP code", "78115");
    await studio.publish(lake.journal, "serviceArea-floresville");

    await expect.poll(() => lake.journal.published).toEqual(["serviceArea-floresville"]);
    expect(lake.published("serviceArea-floresville")?.zip).toBe("78115");
    expect(lake.store.get("drafts.serviceArea-floresville")).toBeNull();
    await expect.poll(() => studio.listed("Service areas")).toContain("Floresville 78115");
    await studio.picture("town-published");
  });
});
