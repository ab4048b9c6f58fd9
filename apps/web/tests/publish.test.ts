import { randomBytes } from "node:crypto";
import { businessFactsId, documentIdForPage } from "@hvac/content";
import { type Locale, locales, notFoundPaths, publishWebhookEndpoint } from "@hvac/routing";
import type { ServedSite } from "@hvac/test-fixtures/harness/served-site";
import { serveSiteCopy } from "@hvac/test-fixtures/harness/site-copy";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type EditableDataset,
  editableDataset,
  postPublish,
  publish,
  publishBody,
  signature,
} from "./support/publish";
import { servicePage, starterRoutes } from "./support/starter-routes";
import { sharedBrowser } from "./support/visit";

/**
 * The publish loop offline: the built site served by `next start` on a copy
 * of the starter dataset; a test edits the copy as a publish in the Studio
 * would, posts the webhook Sanity would send, and reads the pages.
 *
 * Next's x-nextjs-cache header tells how a page was answered: HIT from the
 * page cache, MISS when it was rendered for this very request. A page is
 * rendered on its first visit after the server starts (every page is visited
 * once before the tests), and a page rendered again reads the dataset copy as
 * it is now.
 */

const browser = sharedBrowser();
const secret = randomBytes(24).toString("base64url");
let dataset: EditableDataset;
let site: ServedSite;
let page: Page;

beforeAll(async () => {
  dataset = await editableDataset();
  site = await serveSiteCopy({
    CONTENT_DATASET_FILE: dataset.file,
    SANITY_REVALIDATE_SECRET: secret,
  });
  page = await browser.newPage({ baseURL: site.baseURL });
  // A running site's pages have been visited: each is in the page cache, as
  // rendered from the dataset before any edit of these tests.
  for (const path of [
    ...starterRoutes.allPages().map((p) => p.path),
    ...Object.values(notFoundPaths),
  ]) {
    await fetch(`${site.baseURL}${path}`);
  }
}, 120_000);
afterAll(async () => {
  await site?.stop();
  await dataset?.remove();
});

type Texts = Record<Locale, string>;
const guaranteesPage = {
  _id: documentIdForPage({ id: "guaranteesFinancing" }),
  _type: "guaranteesPage",
};
const businessFacts = { _id: businessFactsId, _type: "businessFacts" };
const guarantees = starterRoutes.allPages().filter((p) => p.page.id === "guaranteesFinancing");

type Block = { children?: Array<{ text?: string }> };
type Financing = { financing: { body: Record<Locale, Block[]> } };
const paragraph = (text: string) => ({
  _type: "block",
  _key: randomBytes(6).toString("hex"),
  style: "normal",
  markDefs: [],
  children: [{ _type: "span", _key: randomBytes(6).toString("hex"), text, marks: [] }],
});

/** The first paragraph of the financing section the served site shows. */
let shownFinancing: Texts;
beforeAll(() => {
  const { body } = dataset.document<Financing>(guaranteesPage._id).financing;
  const firstParagraph = (blocks: Block[]) =>
    (blocks[0]?.children ?? []).map((span) => span.text ?? "").join("");
  shownFinancing = { en: firstParagraph(body.en), es: firstParagraph(body.es) };
});

/** Replaces the financing section's placeholder with terms, as an editor would in the Studio. */
function editFinancing(): Texts {
  const offer = randomBytes(3).toString("hex");
  const terms: Texts = {
    en: `Financing from 0% APR for 12 months, offer ${offer}.`,
    es: `Financiamiento desde 0% de interés por 12 meses, oferta ${offer}.`,
  };
  dataset.edit(guaranteesPage._id, (doc) => {
    const { financing } = doc as unknown as Financing;
    const body = { ...financing.body, en: [paragraph(terms.en)], es: [paragraph(terms.es)] };
    return { ...doc, financing: { ...financing, body } };
  });
  return terms;
}

const cacheState = async (path: string) =>
  (await fetch(`${site.baseURL}${path}`)).headers.get("x-nextjs-cache");

/** The text a visitor reads on a page (closed FAQ answers aside). */
async function visibleText(path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without hidden parts.
  return page.locator("body").innerText();
}

describe("publishes the site refuses", () => {
  it.each([
    ["unsigned", async (body: string) => postPublish(site.baseURL, body)],
    [
      "signed with another secret",
      async (body: string) => postPublish(site.baseURL, body, await signature(body, "guessed")),
    ],
    [
      "signed for another body",
      async (body: string) =>
        postPublish(site.baseURL, body, await signature(publishBody(businessFacts), secret)),
    ],
    [
      "signed six minutes ago",
      async (body: string) =>
        postPublish(site.baseURL, body, await signature(body, secret, Date.now() - 6 * 60_000)),
    ],
  ])("%s: 401, and the page keeps its copy", async (_case, send) => {
    const terms = editFinancing();
    const response = await send(publishBody(guaranteesPage));
    expect(response.status).toBe(401);
    for (const { path, locale } of guarantees) {
      expect(await cacheState(path)).toBe("HIT");
      const text = await visibleText(path);
      expect(text).toContain(shownFinancing[locale]);
      expect(text).not.toContain(terms[locale]);
    }
  });

  it.each([
    ["not JSON", "_id=guaranteesPage"],
    ["no document type", JSON.stringify({ _id: guaranteesPage._id })],
  ])("a signed body with %s: 400, and the page keeps its copy", async (_case, body) => {
    const terms = editFinancing();
    const response = await postPublish(site.baseURL, body, await signature(body, secret));
    expect(response.status).toBe(400);
    for (const { path, locale } of guarantees) {
      expect(await cacheState(path)).toBe("HIT");
      expect(await visibleText(path)).not.toContain(terms[locale]);
    }
  });

  it("a site without a secret refuses every publish", async () => {
    const unconfigured = await serveSiteCopy({
      CONTENT_DATASET_FILE: dataset.file,
      SANITY_REVALIDATE_SECRET: "",
    });
    try {
      for (const { path } of guarantees) await fetch(`${unconfigured.baseURL}${path}`);
      const terms = editFinancing();
      const body = publishBody(guaranteesPage);
      const response = await postPublish(unconfigured.baseURL, body, await signature(body, secret));
      expect(response.status).toBe(401);
      for (const { path, locale } of guarantees) {
        const html = await (await fetch(`${unconfigured.baseURL}${path}`)).text();
        expect(html).not.toContain(terms[locale]);
      }
    } finally {
      await unconfigured.stop();
    }
  });

  it.each(["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"])("%s: 405", async (method) => {
    const response = await fetch(`${site.baseURL}${publishWebhookEndpoint}`, { method });
    expect(response.status).toBe(405);
  });
});

describe("a signed publish", () => {
  it("of the financing text refreshes the guarantees page in both languages, and no other page", async () => {
    const terms = editFinancing();
    // An edit of the about page that nobody published: a render of it would show it.
    const about = dataset.document<{ hero: { heading: Texts } }>(
      documentIdForPage({ id: "about" }),
    );
    const aboutHeading = about.hero.heading.en;
    dataset.replaceText(documentIdForPage({ id: "about" }), aboutHeading, "An unpublished heading");

    const response = await publish(site.baseURL, secret, guaranteesPage);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ["doc:guaranteesPage", "type:guaranteesPage"],
    });
    shownFinancing = terms;

    for (const { path, locale } of guarantees) {
      expect(await cacheState(path)).toBe("MISS");
      expect(await visibleText(path)).toContain(terms[locale]);
    }
    for (const { path } of starterRoutes
      .allPages()
      .filter((p) => p.page.id !== "guaranteesFinancing")) {
      expect([path, await cacheState(path)]).toEqual([path, "HIT"]);
    }
    // The page kept: the published heading (its words before any Business fact it names), not the edit.
    const aboutText = await visibleText(starterRoutes.pathFor({ id: "about" }, "en"));
    expect(aboutText).toContain(aboutHeading.replace(/\{\w+\}.*$/, ""));
    expect(aboutText).not.toContain("An unpublished heading");
  });

  it("of an FAQ refreshes every page whose document lists it, in both languages", async () => {
    const service = dataset.document<{ faqs: Array<{ _ref: string }> }>(
      "servicePage-acInstallation",
    );
    const faqId = service.faqs[0]?._ref ?? "";
    const faq = dataset.document<{ question: Texts }>(faqId);
    const mark = randomBytes(3).toString("hex");
    const asked: Texts = {
      en: `${faq.question.en} (updated ${mark})`,
      es: `${faq.question.es} (actualizada ${mark})`,
    };
    for (const locale of locales) dataset.replaceText(faqId, faq.question[locale], asked[locale]);

    const response = await publish(site.baseURL, secret, { _id: faqId, _type: "faq" });
    expect(response.status).toBe(200);
    // The pages whose document lists the FAQ, read from the dataset (not from the webhook's answer).
    const listing = new Set(
      dataset
        .documents()
        .filter((doc) => JSON.stringify(doc).includes(`"_ref":${JSON.stringify(faqId)}`))
        .map((doc) => doc._id),
    );
    const showing = starterRoutes.allPages().filter((p) => listing.has(documentIdForPage(p.page)));
    expect(showing.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        starterRoutes.pathFor(servicePage("acInstallation"), "en"),
        starterRoutes.pathFor(servicePage("acInstallation"), "es"),
      ]),
    );
    for (const { path, locale } of showing) {
      expect([path, await visibleText(path)].join("\n")).toContain(asked[locale]);
    }
  });

  it("of the phone number changes every tel: link, shown number and JSON-LD telephone on all 80 pages", async () => {
    const oldPhone = dataset.document<{ phone: string }>(businessFacts._id).phone;
    const newPhone = "(830) 555-0147";
    dataset.edit(businessFacts._id, (doc) => ({ ...doc, phone: newPhone }));

    const response = await publish(site.baseURL, secret, businessFacts);
    expect(response.status).toBe(200);

    const digits = (phone: string) => phone.replace(/\D/g, "");
    // The site keeps a number on one line with a non-breaking space and hyphen.
    const plain = (text: string) => text.replaceAll("\u00a0", " ").replaceAll("\u2011", "-");
    // The 80 pages, and the not-found page of each language (which has no JSON-LD).
    const paths = [
      ...starterRoutes.allPages().map((p) => p.path),
      "/no-such-page",
      "/es/no-existe",
    ];
    expect(paths).toHaveLength(82);
    for (const [index, path] of paths.entries()) {
      await page.goto(path);
      const shown = await page.evaluate(() => ({
        links: [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')].map((a) =>
          a.getAttribute("href"),
        ),
        html: document.documentElement.outerHTML,
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => script.textContent ?? "",
        ),
      }));
      expect.soft(shown.links.length, path).toBeGreaterThan(0);
      expect.soft(new Set(shown.links), path).toEqual(new Set([`tel:+1${digits(newPhone)}`]));
      const html = plain(shown.html);
      expect.soft(html, path).toContain(newPhone);
      expect.soft(html.includes(oldPhone), path).toBe(false);
      expect.soft(html.includes(digits(oldPhone)), path).toBe(false);
      const telephones = shown.jsonLd.flatMap((text) => telephonesIn(JSON.parse(text)));
      if (index < starterRoutes.allPages().length)
        expect.soft(telephones.length, path).toBeGreaterThan(0);
      for (const telephone of telephones) {
        expect.soft(digits(telephone), path).toBe(`1${digits(newPhone)}`);
      }
    }
  });
});

/** Every `telephone` value in a JSON-LD graph, however deep. */
function telephonesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(telephonesIn);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "telephone" && typeof inner === "string" ? [inner] : telephonesIn(inner),
  );
}
