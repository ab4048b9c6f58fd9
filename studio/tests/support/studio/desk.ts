import type { Locator, Page } from "playwright-core";
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
    /** A picture of the screen at this step, for README (see pictures.ts). */
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
     * Publishes: the click waits for the button to be enabled (saved and
     * valid), and the button is disabled again once nothing is left to publish.
     */
    async publish() {
      await this.publishButton().click();
      await this.publishButton().and(page.locator(":disabled")).waitFor();
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

export type Desk = ReturnType<typeof desk>;
