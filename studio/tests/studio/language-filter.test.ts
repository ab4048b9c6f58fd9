import { describe, expect, it } from "vitest";
import { desk } from "../support/studio/desk";
import { studioSession } from "../support/studio/session";

const session = studioSession();

describe("The language filter in the Studio", () => {
  it("hides the Spanish fields while the office writes English, and shows them again", async () => {
    const studio = desk(await session.open());
    const { page } = studio;
    await studio.open("Service areas", "Floresville");
    const english = page.getByText("English", { exact: true }).filter({ visible: true });
    const spanish = page.getByText("Español", { exact: true }).filter({ visible: true });
    await spanish.first().waitFor();
    const fieldsInEach = await english.count();
    expect(fieldsInEach).toBeGreaterThan(0);
    expect(await spanish.count()).toBe(fieldsInEach);

    const filter = page.getByRole("button", { name: /^Showing/ });
    /** Opens the filter, turns Spanish on or off, and closes it again. */
    const toggleSpanish = async () => {
      await filter.click();
      // English is the default language: always shown, its button disabled.
      expect(await page.getByRole("button", { name: "English en" }).isDisabled()).toBe(true);
      await page.getByRole("button", { name: "Español es" }).click();
      await filter.click();
      await page.getByRole("button", { name: "Español es" }).waitFor({ state: "detached" });
    };

    await toggleSpanish();
    await page.getByRole("button", { name: "Showing 1 / 2" }).waitFor();
    await expect.poll(() => spanish.count()).toBe(0);
    await studio.picture("language-filter-english-only");
    expect(await english.count()).toBe(fieldsInEach);

    await toggleSpanish();
    await page.getByRole("button", { name: "Showing all" }).waitFor();
    await expect.poll(() => spanish.count()).toBe(fieldsInEach);
  });
});
