import {
  categories,
  type Lighthouse,
  medianAudit,
  openLighthouse,
  type PageAudit,
} from "@hvac/audits";
import { href, pathFor } from "@hvac/routing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgedRuns, judgedScores as thresholds } from "../support/judged-scores";
import { baseURL } from "../support/visit";

/**
 * One page of each kind a visitor lands on (the noindex legal pages are not
 * among them), and two of the longest service pages in each language (each
 * within 5 % of the heaviest by bytes served).
 */
const representative = [
  href("home", "en"),
  href("home", "es"),
  href("acRepair", "en"),
  href("acRepair", "es"),
  href("indoorAirQuality", "en"),
  href("indoorAirQuality", "es"),
  pathFor({ id: "area", slug: "floresville" }, "en"),
  href("contact", "en"),
];

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
      // The median of the runs: what a visitor most often gets.
      const url = `${baseURL()}${path}`;
      const { median, performance } = await medianAudit(lighthouse, url, judgedRuns);
      const spread = `performance of ${judgedRuns} runs: ${JSON.stringify(performance)}`;
      expect(failures(median), spread).toEqual([]);
    },
    240_000,
  );
});
