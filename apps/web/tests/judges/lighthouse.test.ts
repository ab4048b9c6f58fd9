import {
  type Category,
  categories,
  type Lighthouse,
  openLighthouse,
  type PageAudit,
} from "@hvac/audits";
import { areaSlugs, href, pathFor } from "@hvac/routing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseURL } from "../support/visit";

/** One page of each kind a visitor lands on (the noindex legal pages are not among them). */
const representative = [
  href("home", "en"),
  href("home", "es"),
  href("acRepair", "en"),
  href("heatingMaintenance", "es"),
  pathFor({ id: "area", slug: areaSlugs[0] }, "en"),
  href("contact", "en"),
];

/**
 * Lower than the benchmark's goal (performance 100) by a margin that a busy
 * two-core machine cannot eat on a good page; the other categories do not
 * depend on timing, so they must be perfect.
 */
const thresholds: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

function failures(audit: PageAudit): string[] {
  return categories
    .filter((category) => audit.scores[category] < thresholds[category])
    .map((category) => {
      const why = audit.shortfalls
        .filter((s) => s.category === category)
        .map(
          (s) =>
            `\n    ${s.id} (${s.score}): ${s.title}${s.items.map((i) => `\n      ${i}`).join("")}`,
        );
      return `${category} ${audit.scores[category]} < ${thresholds[category]}${why.join("")}`;
    });
}

describe("Lighthouse mobile on representative pages", () => {
  let lighthouse: Lighthouse;
  beforeAll(async () => {
    lighthouse = await openLighthouse();
    // A fresh Chromium's first run pays its start-up costs: throw it away.
    await lighthouse.audit(`${baseURL()}/`);
  }, 120_000);
  afterAll(() => lighthouse?.close());

  it.each(representative)(
    "%s",
    async (path) => {
      const url = `${baseURL()}${path}`;
      let judged = await lighthouse.audit(url);
      // Other work on the machine only ever adds time: before failing a page,
      // give it two more runs and judge the best of the three.
      for (let run = 2; run <= 3 && judged.scores.performance < thresholds.performance; run++) {
        const again = await lighthouse.audit(url);
        if (again.scores.performance > judged.scores.performance) judged = again;
      }
      expect(failures(judged)).toEqual([]);
    },
    120_000,
  );
});
