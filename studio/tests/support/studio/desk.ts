import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { picture } from "./pictures";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An item whose shown name starts with `title` (a document's subtitle may follow it). */
const named = (title: string) => new RegExp(`^${escapeRegExp(title)}( |$)`);

/**
 * The office's moves in the Studio, by what the screen shows: the titles the
 * structure and schemas give, the field labels, the buttons' names.
 */
export function desk(page: Page) {
  const validationPanel = page.getByRole("complementary").filter({
    has: page.getByRole("heading", { name: "Validation" }),
  });
  return {
    page,
    /** Opens desk items one pane after the next: `open("Service areas", "Floresville")`. */
    async open(...titles: string[]) {
      for (const title of titles) await page.getByRole("link", { name: named(title) }).click();
    },
    /** Back to the desk's first pane (panes to the left collapse as documents open), then `open`. */
    async openFromStart(...titles: string[]) {
      await page.getByRole("link", { name: "Structure", exact: true }).click();
      await this.open(...titles);
    },
    /** A picture of the screen at this step, for docs/office.md (see pictures.ts). */
    picture(name: string) {
      return picture(page, name);
    },
    /** A list pane by its title, e.g. "Service areas". */
    list(title: string): Locator {
      return page.getByRole("listbox", { name: title, exact: true });
    },
    /** A list's items as shown, "Title Subtitle" (empty until their previews load). */
    async listed(title: string): Promise<string[]> {
      const texts = await this.list(title).getByRole("option").allInnerTexts();
      return texts.map((text) => text.replace(/\s+/g, " ").trim());
    },
    /** A field's control by its label (a list pane can carry the same name). */
    field(label: string): Locator {
      return page.getByLabel(label, { exact: true }).and(page.locator("input, select, textarea"));
    },
    /** What a field shows: its text, or the title of the option chosen in a list. */
    shown(label: string): Promise<string> {
      return this.field(label).evaluate((control) =>
        control instanceof HTMLSelectElement
          ? (control.selectedOptions[0]?.text ?? "")
          : (control as HTMLInputElement).value,
      );
    },
    async fill(label: string, value: string) {
      await this.field(label).fill(value);
    },
    /** Picks an option of a field shown as radio buttons, by the field's title: `choose("Service group", "Heating")`. */
    async choose(title: string, option: string) {
      const radio = page.getByRole("radio", { name: option, exact: true });
      await page
        .locator("div, fieldset")
        .filter({ has: page.getByText(title, { exact: true }) })
        .filter({ has: radio })
        .last()
        .getByRole("radio", { name: option, exact: true })
        .check();
    },
    /**
     * Chooses an action in the menu beside Publish (the ··· button), e.g.
     * `documentAction(/^Delete/)`. A click that lands while the document is
     * still loading opens no menu, or one whose action is still greyed out
     * (and the menu then redraws): tried again then, as a person would.
     */
    async documentAction(name: RegExp) {
      const item = page.getByRole("menuitem", { name });
      const deadline = Date.now() + 20_000;
      for (;;) {
        if (Date.now() > deadline) throw new Error(`No document action ${name} to choose.`);
        if (!(await item.isVisible())) {
          await page.getByRole("button", { name: "Open document actions" }).click();
          await item.waitFor({ timeout: 2000 }).catch(() => undefined);
        } else if (!(await item.isEnabled({ timeout: 1000 }).catch(() => false))) {
          // Greyed out, or gone with a redraw of the menu between two looks.
          await page.keyboard.press("Escape");
          await page.waitForTimeout(500);
        } else if (
          await item.click({ timeout: 3000 }).then(
            () => true,
            () => false,
          )
        ) {
          return;
        }
      }
    },
    /** A field written in each language, by its title: its English or Español box. */
    inLanguage(title: string, language: "English" | "Español"): Locator {
      const field = page
        .getByRole("group")
        .filter({ hasText: new RegExp(`^${escapeRegExp(title)}`) })
        .last();
      return field.getByRole("textbox", { name: language, exact: true }).or(
        field
          .getByRole("group")
          .filter({ hasText: new RegExp(`^${language}`) })
          .getByRole("textbox"),
      );
    },
    /** Writes a field's text in each language: a plain box is filled, a rich text box given the text at once. */
    async write(title: string, texts: { en: string; es: string }) {
      for (const [language, text] of [
        ["English", texts.en],
        ["Español", texts.es],
      ] as const) {
        const box = this.inLanguage(title, language);
        if (await box.evaluate((element) => (element as HTMLElement).isContentEditable)) {
          await box.click();
          // One input of the whole text, as a paste or a dictation gives it: the editor
          // saves and checks once, not once for each key.
          await page.keyboard.insertText(text);
        } else {
          await box.fill(text);
        }
      }
    },
    /** Waits for the document's status to say its edits are saved ("Saved", later "Edited … ago"). */
    async saved() {
      await page
        .getByText(/^(Saved|Edited .+ ago)$/)
        .first()
        .waitFor();
    },
    /** The document's Publish button. */
    publishButton(): Locator {
      return page.getByRole("button", { name: "Publish", exact: true });
    },
    /**
     * Publishes the open document, and waits until the stand-in has published
     * it (`journal`, the stand-in's) and the Studio shows nothing left to
     * publish. A click that lands while the field just typed in is still being
     * saved or checked can go unheard (a person clicks again): so does this, up
     * to three clicks, only while nothing is published and the button is still
     * enabled a moment after the click. Each click again is said in the test's
     * output. Then the journal holds exactly one publish: `id` when given (a new
     * document's id is the Studio's own), which is returned.
     */
    async publish(journal: { published: readonly string[] }, id?: string): Promise<string> {
      const button = this.publishButton();
      for (let click = 1; journal.published.length === 0; click++) {
        if (click > 3) throw new Error("Publish did not go through after three clicks.");
        if (click > 1) {
          console.info(`Publish clicked again (click ${click}): the click before went unheard.`);
        }
        await button.click();
        const clicked = Date.now();
        // A click heard turns the button to "Publishing…", disabled, at once: one still
        // enabled a moment later, with nothing published, went unheard.
        await expect
          .poll(
            async () =>
              journal.published.length > 0 ||
              (Date.now() - clicked > 1500 && (await button.isEnabled())),
            { timeout: 30_000 },
          )
          .toBe(true);
      }
      // The Studio is done with it: nothing left to publish.
      await expect.poll(() => button.isDisabled()).toBe(true);
      expect(journal.published, "one publish, not more").toEqual([id ?? expect.any(String)]);
      return journal.published[0] ?? "";
    },
    /** The messages of the document's Validation panel, each "Field label Message". */
    async validationMessages(): Promise<string[]> {
      if (!(await validationPanel.isVisible())) {
        await page.getByRole("button", { name: "Validation", exact: true }).click();
        await validationPanel.waitFor();
      }
      // Each message is a button (it leads to its field); the panel's close button has no text.
      const messages = validationPanel.getByRole("button").filter({ hasText: /\S/ });
      return (await messages.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
    },
  };
}
