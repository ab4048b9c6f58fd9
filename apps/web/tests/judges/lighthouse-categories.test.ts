import { openLighthouse, type PageAudit } from "@hvac/audits";
import { href } from "@hvac/routing";
import { beforeAll, describe, expect, it } from "vitest";
import { categoryFailures } from "../support/judged-scores";
import { servicePage, starterPath, starterRoutes, town } from "../support/starter-routes";
import { baseURL } from "../support/visit";

/**
 * Lighthouse's accessibility, best practices and SEO, which do not depend on
 * timing, on the pages the timing judge (lighthouse.test.ts) does not time:
 * the home page, the other kinds and the timed pages' other language. Among
 * the other served tests, not in the quiet the timing needs.
 */
const pages = [
  href("home", "en"),
  href("home", "es"),
  starterPath(servicePage("indoorAirQuality"), "en"),
  starterRoutes.pathFor(town("floresville"), "en"),
  starterPath(servicePage("acRepair"), "en"),
  starterPath(servicePage("acRepair"), "es"),
];

describe("Lighthouse mobile, the categories that do not depend on timing", () => {
  const audits: PageAudit[] = [];
  beforeAll(async () => {
    const lighthouse = await openLighthouse();
    try {
      for (const path of pages)
        audits.push(await lighthouse.audit(`${baseURL()}${path}`, "categories"));
    } finally {
      await lighthouse.close();
    }
  }, 300_000);

  it.each(pages.map((path, i) => [path, i] as const))("%s", (_path, i) => {
    const audit = audits[i];
    if (!audit) throw new Error("the page was not measured");
    expect(categoryFailures(audit)).toEqual([]);
  });
});
