import { describe, expect, it } from "vitest";
import { desk } from "../support/studio/desk";
import { officeRecipe } from "../support/studio/office-recipe";

/**
 * The office's recipes of docs/office.md, done in the built Studio as the office does them,
 * each ending on the site: the publish reaches the site's webhook and the next
 * visit shows the change, the site reading its content from the same stand-in.
 * Adding a town or a page (the others: office-recipes-changing.test.ts).
 */
const { session, lake, site, webhookLanded, pollSite } = officeRecipe();

describe("The office's recipes, from the Studio to the site: adding", () => {
  it("adds a town: created in Service areas, written in both languages, published", async () => {
    const studio = desk(await session.open());
    await studio.open("Service areas");
    await studio.page.getByRole("link", { name: "Service area", exact: true }).click();
    await studio.fill("Town name", "Seguin");
    await studio.write("Page address", { en: "hvac-seguin", es: "hvac-seguin" });
    await studio.fill("ZIP code", "78155");
    await studio.fill("County", "Guadalupe");
    await studio.fill("Miles from our office", "24");
    await studio.field("Title wording").selectOption({ label: "HVAC Service" });
    await studio.fill("Position in lists", "18");
    await studio.write("About serving this town", {
      en: "Seguin sits on the Guadalupe River, northeast of our Elmendorf office along I-10.",
      es: "Seguin está junto al río Guadalupe, al noreste de nuestra oficina en Elmendorf por la I-10.",
    });
    await studio.picture("town-created");
    await studio.page.getByRole("tab", { name: "Search and sharing" }).click();
    await studio.page.getByRole("button", { name: "Search and sharing" }).click();
    await studio.write("Page title", {
      en: "HVAC Service Seguin TX | 24/7",
      es: "Servicio de HVAC en Seguin, TX | 24/7",
    });
    await studio.write("Search description", {
      en: "Heating and air conditioning in Seguin, TX: repair, maintenance and installation.",
      es: "Aire acondicionado y calefacción en Seguin, TX: reparación, mantenimiento e instalación.",
    });
    const id = await studio.publish(lake.journal);

    await webhookLanded(id);
    await pollSite("/service-areas/hvac-seguin").toBe("200");
    const english = await site().visit("/service-areas/hvac-seguin");
    expect(english.body).toContain("Seguin sits on the Guadalupe River");
    const spanish = await site().visit("/es/areas-de-servicio/hvac-seguin");
    expect(spanish.body).toContain("Seguin está junto al río Guadalupe");
    expect((await site().visit("/service-areas")).body).toContain(
      'href="/service-areas/hvac-seguin"',
    );
    expect((await site().visit("/sitemap.xml")).body).toContain(
      "/es/areas-de-servicio/hvac-seguin",
    );
    // Google is told of the town too (the business's areaServed, on every page).
    expect((await site().visit("/")).body).toMatch(/"areaServed":\[[^\]]*"Seguin"/);
    // The site shows it: published once, whatever the clicks.
    expect(lake.journal.published).toEqual([id]);
  });

  it("adds a service page: created under its group, written in both languages, published", async () => {
    const studio = desk(await session.open());
    await studio.open("Services", "Heating");
    await studio.page.getByRole("link", { name: "Service page", exact: true }).click();
    // Every tab's fields on one page; a short page needs only the top, a card and one text.
    await studio.page.getByRole("tab", { name: "All fields" }).click();
    await studio.write("Name", { en: "Boiler Repair", es: "Reparación de calderas" });
    await studio.choose("Service group", "Heating");
    await studio.write("Page address", { en: "boiler-repair", es: "reparacion-calderas" });
    await studio.choose("Listed in the menu of", "Heating");
    await studio.fill("Position in the menu", "12");
    // The picture shows the page's tab from its name down.
    await studio.page
      .getByText("Name", { exact: true })
      .evaluate((title) => title.scrollIntoView({ block: "start" }));
    await studio.picture("service-page-created");
    await studio.choose("Layout", "Short page");
    await studio.field("Icon").selectOption({ label: "Flame" });
    await studio.write("Card title", { en: "Boiler Repair", es: "Reparación de calderas" });
    await studio.write("Card text", {
      en: "Hot-water and steam boilers repaired the same day.",
      es: "Calderas de agua caliente y de vapor reparadas el mismo día.",
    });
    await studio.write("Headline", {
      en: "Boiler Repair in San Antonio",
      es: "Reparación de calderas en San Antonio",
    });
    await studio.write("Subtitle", {
      en: "No heat or no hot water: a technician the same day.",
      es: "Sin calefacción o sin agua caliente: un técnico el mismo día.",
    });
    await studio.write("Call button text", { en: "Call Now", es: "Llame ahora" });
    await studio.write("Introduction", {
      en: "We repair gas boilers.",
      es: "Reparamos calderas de gas.",
    });
    await studio.page.getByRole("button", { name: "Search and sharing" }).click();
    await studio.write("Page title", {
      en: "Boiler Repair San Antonio | 24/7",
      es: "Reparación de calderas en San Antonio | 24/7",
    });
    await studio.write("Search description", {
      en: "Boiler repair in San Antonio, TX: gas and electric boilers, the same day.",
      es: "Reparación de calderas en San Antonio, TX: de gas y eléctricas, el mismo día.",
    });
    const id = await studio.publish(lake.journal);

    await webhookLanded(id);
    const en = "/heating-contractor/boiler-repair";
    const es = "/es/calefaccion/reparacion-calderas";
    await pollSite(en).toBe("200");
    expect((await site().visit(en)).body).toContain("We repair gas boilers.");
    expect((await site().visit(es)).body).toContain("Reparamos calderas de gas.");
    // In the Heating menu of every page (the drawer's, here the contact page's), in each language.
    expect((await site().visit("/contact")).body).toMatch(
      new RegExp(`href="${en}"[^>]*>(<[^>]+>)*Boiler Repair<`),
    );
    expect((await site().visit("/es/contacto")).body).toMatch(
      new RegExp(`href="${es}"[^>]*>(<[^>]+>)*Reparación de calderas<`),
    );
    expect((await site().visit("/heating-contractor")).body).toContain(`href="${en}"`);
    expect(lake.journal.published).toEqual([id]);
  });

  it("adds a town by duplicating one that moved: the copy keeps none of its former addresses", async () => {
    // Floresville moved once: its old address is kept, as its Publish keeps it.
    const floresville = lake.published("serviceArea-floresville");
    if (!floresville) throw new Error("no Floresville");
    const formerPaths = ["/service-areas/floresville"];
    lake.store.commit(new Map([[floresville._id, { ...floresville, formerPaths }]]));

    const studio = desk(await session.open());
    await studio.open("Service areas", "Floresville");
    await studio.page.getByText("Former addresses", { exact: true }).waitFor();
    await studio.documentAction(/^Duplicate/);

    const copies = () =>
      lake.store
        .all()
        .filter((doc) => doc._type === "serviceArea" && doc._id.startsWith("drafts."));
    await expect.poll(() => copies().length).toBe(1);
    expect(copies()[0]).toMatchObject({ name: "Floresville", address: floresville.address });
    expect(copies()[0]?.formerPaths).toBeUndefined();
    expect(lake.published(floresville._id)?.formerPaths).toEqual(formerPaths);
    // The copy cannot be published until it has an address of its own.
    await expect
      .poll(() => studio.validationMessages())
      .toContainEqual(expect.stringMatching(/^Page address .*hvac-floresville.*"Floresville"/));
    expect(await studio.page.getByText("Former addresses", { exact: true }).count()).toBe(0);
  });

  it("says why an address cannot be published: taken, malformed, or a language missing", async () => {
    const studio = desk(await session.open());
    await studio.open("Service areas", "Floresville");
    await studio.fill("English", "hvac-elmendorf");
    await expect
      .poll(() => studio.validationMessages())
      .toContainEqual(expect.stringMatching(/^Page address .*hvac-elmendorf.*Elmendorf/));
    await studio.picture("address-taken");
    await studio.fill("English", "HVAC Floresville");
    await expect
      .poll(() => studio.validationMessages())
      .toContainEqual(expect.stringMatching(/^Page address \/ English Use only lowercase letters/));
    await studio.fill("English", "hvac-floresville");
    await studio.fill("Español", "");
    await expect
      .poll(() => studio.validationMessages())
      .toContainEqual(expect.stringMatching(/^Page address .*Español/));
    await studio.saved();
    expect(await studio.publishButton().isDisabled()).toBe(true);
    expect(lake.journal.published).toEqual([]);
  });
});
