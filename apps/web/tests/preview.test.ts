import { appendFileSync } from "node:fs";
import { draftModeEndpoints } from "@hvac/routing";
import type { ServedSite } from "@hvac/test-fixtures/harness/served-site";
import { serveSiteCopy } from "@hvac/test-fixtures/harness/site-copy";
import { createPreviewSecret } from "@sanity/preview-url-secret/create-secret";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "@/server/settings";
import { type EditableDataset, editableDataset } from "./support/publish";
import { starterRoutes } from "./support/starter-routes";
import { sharedBrowser } from "./support/visit";

/** Where the site takes the Studio to be: SANITY_STUDIO_URL, or its default. */
const { studioUrl } = readSettings();

/**
 * The office's preview offline: a draft of the About page sits in a copy of
 * the starter dataset beside its published document; the Studio's preview
 * secret is written into the same copy the way the Studio writes it; the
 * built site, served on that copy, shows the draft only to a browser that
 * came in through the enable route with that secret.
 */

const browser = sharedBrowser();
const about = {
  en: starterRoutes.pathFor({ id: "about" }, "en"),
  es: starterRoutes.pathFor({ id: "about" }, "es"),
};
/** The about page's heading as the dataset holds it: the office's town is a Business fact. */
const stored = {
  en: "A Local Heating and Air Team from {officeTown}",
  es: "Una empresa de aire y calefacción de aquí, de {officeTown}",
};
const published = {
  en: "A Local Heating and Air Team from Elmendorf",
  es: "Una empresa de aire y calefacción de aquí, de Elmendorf",
};
const draft = {
  en: "Family-run heating and air, three generations in Elmendorf",
  es: "Aire y calefacción en familia: tres generaciones en Elmendorf",
};
// Sanity's stega marks: zero-width characters hidden in texts.
const stegaCharacters = /[\u200B-\u200D\uFEFF]/;

let dataset: EditableDataset;
let site: ServedSite;
let secret: string;

/**
 * The Studio's client as createPreviewSecret uses it: the secret document it
 * writes (a transaction of create and patch) lands in the dataset copy.
 */
function datasetWriter(file: string) {
  const fields: Record<string, unknown> = {};
  const client = {
    withConfig: () => client,
    patch: (_id: string) => ({
      set: (values: Record<string, unknown>) => Object.assign(fields, values),
    }),
    transaction: () => {
      let created: Record<string, unknown> = {};
      const transaction = {
        createOrReplace: (document: Record<string, unknown>) => {
          created = document;
          return transaction;
        },
        patch: () => transaction,
        commit: async () => {
          const document = { ...created, ...fields, _updatedAt: new Date().toISOString() };
          appendFileSync(file, `${JSON.stringify(document)}\n`);
        },
      };
      return transaction;
    },
    delete: async () => undefined,
  };
  return client as never;
}

const enableURL = (secretValue: string | undefined, path = about.en) => {
  const url = new URL(draftModeEndpoints.enable, site.baseURL);
  if (secretValue !== undefined) url.searchParams.set("sanity-preview-secret", secretValue);
  url.searchParams.set("sanity-preview-pathname", path);
  return url.href;
};

beforeAll(async () => {
  dataset = await editableDataset();
  const aboutPage = dataset.document("aboutPage");
  const json = JSON.stringify(aboutPage)
    .replace(JSON.stringify(stored.en), JSON.stringify(draft.en))
    .replace(JSON.stringify(stored.es), JSON.stringify(draft.es));
  appendFileSync(
    dataset.file,
    `${JSON.stringify({ ...JSON.parse(json), _id: "drafts.aboutPage" })}\n`,
  );
  ({ secret } = await createPreviewSecret(
    datasetWriter(dataset.file),
    "presentation",
    studioUrl,
    "office-user",
  ));
  site = await serveSiteCopy({ CONTENT_DATASET_FILE: dataset.file });
}, 120_000);
afterAll(async () => {
  await site?.stop();
  await dataset?.remove();
});

const h1Text = async (page: Page) => (await page.locator("h1").textContent())?.trim();

/** The heading a browser is shown on a page, whether the preview bar shows, and the headers. */
const heading = async (page: Page, path: string) => {
  const response = await page.goto(`${site.baseURL}${path}`);
  const text = await h1Text(page);
  const bar = await page
    .getByRole("status")
    .filter({ hasText: /preview|vista previa/i })
    .count();
  return { text, bar, headers: response?.headers() ?? {} };
};

describe("a visitor", () => {
  it("sees the published page, kept by shared caches and never framed", async () => {
    const visitor = await browser.newPage();
    for (const locale of ["en", "es"] as const) {
      const { text, bar, headers } = await heading(visitor, about[locale]);
      expect(text).toBe(published[locale]);
      expect(bar).toBe(0);
      expect(headers["cache-control"]).toMatch(/s-maxage=\d+/);
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("is refused preview without the Studio's secret, with a forged one or with an expired one", async () => {
    const expired = "expired-secret-of-yesterday";
    appendFileSync(
      dataset.file,
      `${JSON.stringify({
        _id: "drafts.old-secret",
        _type: "sanity.previewUrlSecret",
        secret: expired,
        studioUrl,
        _updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
      })}\n`,
    );
    for (const attempt of [undefined, "", `${secret}x`, expired]) {
      const response = await fetch(enableURL(attempt), { redirect: "manual" });
      expect(response.status, String(attempt)).toBe(401);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });
});

describe("the office with the Studio's secret", () => {
  it("sees the draft with the preview bar in both languages, and a visitor still sees the published page", async () => {
    const page = await browser.newPage();
    const response = await page.goto(enableURL(secret));
    expect(new URL(page.url()).pathname).toBe(about.en);
    expect(response?.status()).toBe(200);
    await expect.poll(() => h1Text(page)).toBe(draft.en);
    const bar = page.getByRole("status").filter({ hasText: "Preview: draft content." });
    await expect.poll(() => bar.count()).toBe(1);
    expect(await bar.textContent()).toContain("Visitors do not see these changes");

    // Never kept by a cache; framed by the Studio only.
    const headers = response?.headers() ?? {};
    expect(headers["cache-control"]).toContain("no-store");
    expect(headers["cache-control"]).toContain("private");
    expect(headers["x-frame-options"]).toBeUndefined();
    expect(headers["content-security-policy"]).toContain(
      `frame-ancestors ${new URL(studioUrl).origin}`,
    );
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);

    // The language switch keeps the preview.
    await page.getByRole("link", { name: "Español" }).first().click();
    await page.waitForURL(`**${about.es}`);
    expect(await h1Text(page)).toBe(draft.es);
    expect(
      await page
        .getByRole("status")
        .filter({ hasText: "Vista previa: contenido en borrador." })
        .count(),
    ).toBe(1);

    // Meanwhile, in another browser, the published page as before.
    const visitor = await browser.newPage();
    for (const locale of ["en", "es"] as const) {
      const seen = await heading(visitor, about[locale]);
      expect(seen.text).toBe(published[locale]);
      expect(seen.bar).toBe(0);
    }
    const html = await (await fetch(`${site.baseURL}${about.es}`)).text();
    expect(html).not.toMatch(stegaCharacters);
    expect(html).not.toContain(draft.es);

    // Leaving the preview: the same page as visitors see it.
    await page.getByRole("link", { name: "Salir de la vista previa" }).click();
    await page.waitForURL(`**${about.es}`);
    await expect.poll(() => h1Text(page)).toBe(published.es);
    expect(
      await page
        .getByRole("status")
        .filter({ hasText: /vista previa/i })
        .count(),
    ).toBe(0);
    const cookies = await page.context().cookies();
    expect(cookies.map(({ name }) => name)).not.toContain("__prerender_bypass");
  });

  it("the exit leads only to a page of the site", async () => {
    for (const wanted of ["https://example.com/", "//example.com/", "/not-a-page"]) {
      const response = await fetch(
        `${site.baseURL}${draftModeEndpoints.disable}?page=${encodeURIComponent(wanted)}`,
        { redirect: "manual" },
      );
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/");
    }
  });
});
