import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type SiteReadingTheLake, siteReadingTheLake } from "../support/site/site-reading-the-lake";
import { previewSiteAt } from "../support/studio/build-studio";
import { desk } from "../support/studio/desk";
import { studioSession } from "../support/studio/session";

/**
 * The Studio's Preview (Presentation tool) on the served site: the site at the
 * address the Studio was built to preview, framed by the Studio's origin only,
 * with a read token to check the preview secret the Studio writes.
 */
const session = studioSession();
const { lake } = session;
let site: SiteReadingTheLake;

beforeAll(async () => {
  lake.reset();
  // Served on a port bound now; the address the Studio previews passes on to it.
  site = await siteReadingTheLake(lake, {
    env: {
      SANITY_STUDIO_URL: session.studioUrl(),
      SANITY_READ_TOKEN: randomBytes(16).toString("hex"),
    },
  });
  previewSiteAt(inject("previewTargetFile"), Number(new URL(site.site.baseURL).port));
});
afterAll(() => site?.stop());

const publishedHeading = "Heating and Air Conditioning for San Antonio and South Texas";
const draftHeading = "Cooling San Antonio since 1998";

describe("Preview in the Studio", () => {
  it("shows the home page in draft mode beside its form; an unpublished edit shows there, not to visitors", async () => {
    const studio = desk(await session.open());
    await studio.page.getByRole("link", { name: "Preview", exact: true }).click();
    const framed = studio.page.frameLocator("iframe");
    await framed.getByRole("status").filter({ hasText: "Preview: draft content." }).waitFor();
    const headline = (text: string) =>
      framed.getByRole("heading", { level: 1 }).filter({ hasText: text }).waitFor();
    await headline(publishedHeading);

    const heading = studio.inLanguage("Headline", "English");
    await heading.fill(draftHeading);
    await studio.saved();

    await headline(draftHeading);
    const visitor = await site.visit("/");
    expect(visitor.body).toContain(publishedHeading);
    expect(visitor.body).not.toContain(draftHeading);
    expect(visitor.body).not.toContain("Preview: draft content");
  });
});
