import { readFile, writeFile } from "node:fs/promises";
import { type ServedSite, serveBuiltSite } from "@hvac/test-fixtures/harness/served-site";
import { copyBuiltSite, copyDataset, type SiteCopy } from "@hvac/test-fixtures/harness/site-copy";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated, nodesOfType, policyViolations, recordPolicyViolations } from "./support/head";
import { baseURL, sharedBrowser } from "./support/visit";

const browser = sharedBrowser();

/** What an editor (or whoever took over their account) types into the CMS. */
const attack = "</script><script>alert(1)</script>";

type Doc = Record<string, unknown> & { _id: string };

/** The starter dataset with the attack in the business name, a page title and an FAQ question. */
async function poison(file: string) {
  const documents: Doc[] = (await readFile(file, "utf8"))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  const both = { _type: "localeString", en: attack, es: attack };
  const facts = byId.get("businessFacts");
  const repair = byId.get("servicePage-acRepair");
  const faqRef = (repair?.faqs as Array<{ _ref: string }> | undefined)?.[0]?._ref ?? "";
  const faq = byId.get(faqRef);
  if (!facts || !repair || !faq) throw new Error("the starter dataset changed shape");
  facts.name = attack;
  repair.seo = { ...(repair.seo as object), title: both };
  faq.question = both;
  await writeFile(file, `${documents.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
}

describe("CMS text that tries to run a script, on pages re-rendered after a publish", () => {
  let copy: SiteCopy;
  let dataset: Awaited<ReturnType<typeof copyDataset>>;
  let site: ServedSite;

  beforeAll(async () => {
    [copy, dataset] = await Promise.all([copyBuiltSite(), copyDataset()]);
    await poison(dataset.file);
    site = await serveBuiltSite({ CONTENT_DATASET_FILE: dataset.file }, copy.dir);
  });

  afterAll(async () => {
    await site?.stop();
    await Promise.all([copy?.remove(), dataset?.remove()]);
  });

  /** Opens a page of the poisoned site, watching for dialogs and policy violations. */
  async function open(path: string, options: { rerender: boolean }) {
    const page = await browser.newPage();
    await recordPolicyViolations(page.context());
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Next's on-demand revalidation: the page is rendered again from the
    // content source, as after a publish, and that fresh render is served.
    if (options.rerender) {
      await page.setExtraHTTPHeaders({ "x-prerender-revalidate": copy.revalidationKey });
    }
    const response = await page.goto(`${site.baseURL}${path}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    return { page, response, dialogs };
  }

  async function expectNothingRan(page: Page, dialogs: string[]) {
    expect(dialogs).toEqual([]);
    expect(await policyViolations(page)).toEqual([]);
    const injected = await page.evaluate(
      () =>
        [...document.scripts].filter((script) => script.textContent?.trim() === "alert(1)").length,
    );
    expect(injected).toBe(0);
  }

  async function jsonLd(page: Page) {
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
    expect(blocks).toHaveLength(1);
    return JSON.parse(blocks[0] ?? "");
  }

  // The home page shows the business name; the AC repair page also its title and an FAQ.
  it.each([
    ["/", false],
    ["/es/aire-acondicionado/reparacion", true],
    ["/air-conditioning-contractor/repair", true],
  ])(
    "%s: the fresh render shows the text, keeps it in its JSON-LD, runs nothing",
    async (path, repair) => {
      const { page, response, dialogs } = await open(path, { rerender: true });
      expect(response?.headers()["x-nextjs-cache"]).toBe("REVALIDATED");
      // The new copy changed the page's inline scripts: the policy names their
      // new hashes, not those of the build.
      const policy = response?.headers()["content-security-policy"] ?? "";
      const built = (await fetch(`${baseURL()}${path}`)).headers.get("content-security-policy");
      expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
      expect(policy).not.toBe(built);
      await expectNothingRan(page, dialogs);

      const graph = await jsonLd(page);
      expect(nodesOfType(graph, "HVACBusiness")[0]?.name).toBe(attack);
      const siteName = page.locator("meta[property='og:site_name']");
      expect(await siteName.getAttribute("content")).toBe(attack);
      // The visitor reads it as text (the header shows the business name).
      expect(await page.getByText(attack).first().isVisible()).toBe(true);
      if (repair) {
        expect(await page.title()).toBe(attack);
        const [faqPage] = nodesOfType(graph, "FAQPage");
        const questions = (faqPage?.mainEntity ?? []) as Array<{ name: string }>;
        expect(questions[0]?.name).toBe(attack);
      }
    },
  );

  it("the page served from the cache afterwards is the same, and runs nothing", async () => {
    const { page, response, dialogs } = await open("/air-conditioning-contractor/repair", {
      rerender: false,
    });
    expect(response?.headers()["x-nextjs-cache"]).toBe("HIT");
    await expectNothingRan(page, dialogs);
    expect(await page.title()).toBe(attack);
  });

  it("the JSON-LD as sent holds no markup at all", async () => {
    const html = await (await fetch(`${site.baseURL}/air-conditioning-contractor/repair`)).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => match[1] ?? "");
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).not.toMatch(/[<>]/);
    expect(blocks[0]).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
    expect(html).not.toContain(attack);
  });
});
