import { businessFactsId } from "@hvac/content/page-documents";
import { describe, expect, it } from "vitest";
import { desk } from "../support/studio/desk";
import { officeRecipe } from "../support/studio/office-recipe";

/**
 * The office's recipes of docs/office.md, done in the built Studio as the office does them,
 * each ending on the site: the publish reaches the site's webhook and the next
 * visit shows the change, the site reading its content from the same stand-in.
 * Changing, moving and withdrawing (the others: office-recipes-adding.test.ts).
 */
const { session, lake, site, webhookLanded, pollSite } = officeRecipe();

describe("The office's recipes, from the Studio to the site: changing and withdrawing", () => {
  it("changes a page's address: the new one answers, the old one leads to it", async () => {
    const studio = desk(await session.open());
    // Only Publish changes an address (no release publishes it past the old one's keeping).
    await studio.page.getByText("Structure", { exact: true }).first().waitFor();
    expect(await studio.page.getByText("Releases", { exact: true }).count()).toBe(0);
    await studio.open("Service areas", "Floresville");
    await studio.fill("English", "hvac-floresville-tx");
    await studio.publish(lake.journal, "serviceArea-floresville");

    await expect
      .poll(() => lake.published("serviceArea-floresville")?.address)
      .toMatchObject({ en: "hvac-floresville-tx", es: "hvac-floresville" });
    expect(lake.published("serviceArea-floresville")?.formerPaths).toEqual([
      "/service-areas/hvac-floresville",
    ]);
    await webhookLanded("serviceArea-floresville");
    await pollSite("/service-areas/hvac-floresville-tx").toBe("200");
    expect(await site().visit("/service-areas/hvac-floresville")).toMatchObject({
      status: 308,
      location: expect.stringMatching(/\/service-areas\/hvac-floresville-tx$/),
    });
    expect(lake.journal.published).toEqual(["serviceArea-floresville"]);
    await studio.picture("address-changed");
  });

  it("moves an old address: a redirect to a page of the site", async () => {
    const studio = desk(await session.open());
    await studio.open("Redirects");
    await studio.page.getByRole("link", { name: "Redirect", exact: true }).click();
    await studio.fill("Old address", "/services/ac.html");
    await studio.page.getByLabel("Leads to").click();
    await studio.page.getByLabel("Leads to").fill("Floresville");
    await studio.page
      .getByRole("option", { name: /Floresville/ })
      .first()
      .click();
    await studio.page.getByRole("radio", { name: "English" }).check();
    await studio.picture("redirect-added");
    const id = await studio.publish(lake.journal);

    await pollSite("/services/ac.html").toBe("308 /service-areas/hvac-floresville");
    expect(lake.journal.published).toEqual([id]);
  });

  it("withdraws a page: Delete, and both its addresses answer page not found", async () => {
    const studio = desk(await session.open());
    await studio.open("Service areas", "Sayers");
    await studio.documentAction(/^Delete/);
    await studio.picture("town-delete");
    await studio.page.getByRole("button", { name: "Delete document" }).click();

    await expect.poll(() => lake.published("serviceArea-sayers")).toBeNull();
    await webhookLanded("serviceArea-sayers");
    await pollSite("/service-areas/hvac-sayers").toBe("404");
    expect((await site().visit("/es/areas-de-servicio/hvac-sayers")).status).toBe(404);
    expect((await site().visit("/service-areas")).body).not.toContain("hvac-sayers");
    await expect
      .poll(async () => (await site().visit("/")).body)
      .not.toMatch(/"@type":"City","name":"Sayers"/);
  });

  it("withdraws a page that other copy links to: the Studio names the documents and Sanity keeps it", async () => {
    const studio = desk(await session.open());
    await studio.open("Services", "Air Conditioning", "AC Maintenance");
    await studio.documentAction(/^Delete/);
    const dialog = studio.page.getByRole("dialog", { name: "Delete document?" });
    await dialog.getByText("documents refer to “AC Maintenance”", { exact: false }).waitFor();
    // The pages whose copy links to it, and the redirect that leads to it.
    // Each listed by its preview, which loads a moment after the list.
    await expect
      .poll(async () => (await dialog.getByRole("listitem").allInnerTexts()).map((t) => t.trim()))
      .toEqual(
        expect.arrayContaining([
          "AC Repair",
          "Heat Pump Service",
          "/es/air-conditioning-contractor/maintenance",
        ]),
      );
    await studio.picture("page-delete-linked");
    await dialog.getByRole("button", { name: "Delete anyway" }).click();

    // The Content Lake keeps a page that others link to, and the Studio says so.
    await studio.page
      .getByRole("alert")
      .filter({ hasText: "other documents that refers to it" })
      .waitFor();
    expect(lake.published("servicePage-acMaintenance")).not.toBeNull();
    expect(lake.journal.problems.splice(0)).toEqual([
      expect.stringMatching(/^Action refused: .*servicePage-acMaintenance.*references/),
    ]);
    expect((await site().visit("/air-conditioning-contractor/maintenance")).status).toBe(200);
  });

  it("changes the phone number in Business facts: every page shows the new one", async () => {
    const studio = desk(await session.open());
    await studio.open("Business facts");
    await studio.fill("Phone number", "(210) 555-0188");
    await studio.publish(lake.journal, businessFactsId);
    await webhookLanded(businessFactsId);
    await studio.picture("business-facts-phone-published");

    const sitemap = (await site().visit("/sitemap.xml")).body;
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url]) => new URL(url ?? "").pathname,
    );
    expect(paths.length).toBeGreaterThan(70);
    for (const path of paths) {
      const { body } = await site().visit(path);
      // The number is shown with a non-breaking space and hyphen, and dialled from its tel: link.
      expect({
        path,
        shown: /\(210\)\s555.0188/.test(body),
        old: /555.0123|5550123/.test(body),
      }).toEqual({
        path,
        shown: true,
        old: false,
      });
      expect(body, path).toContain('href="tel:+12105550188"');
    }
    expect(lake.journal.published).toEqual([businessFactsId]);
  });
});
