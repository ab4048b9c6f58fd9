import { describe, expect, it } from "vitest";
import { againstFloor } from "./floor-distance";
import type { Lighthouse, PageAudit } from "./lighthouse";

/** A run with the figures the distance reads; the rest empty. */
const run = (url: string, performance: number, tbtMs: number, lcpMs: number): PageAudit => ({
  url,
  scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
  lcpMs,
  tbtMs,
  cls: 0,
  scriptUrls: [],
  shortfalls: [],
  warnings: [],
  mainThreadMs: {},
  longTasks: [],
});

/**
 * Lighthouse that answers each URL's runs in turn (its run of the categories
 * that do not depend on timing first, a perfect one unless given), and remembers what it was asked, in order.
 */
function scripted(runs: Record<string, PageAudit[]>, firstRuns: Record<string, PageAudit> = {}) {
  const asked: string[] = [];
  const lighthouse: Lighthouse = {
    async audit(url, scope = "all") {
      asked.push(`${url} ${scope}`);
      const next =
        scope === "categories" ? (firstRuns[url] ?? run(url, 100, 0, 0)) : runs[url]?.shift();
      if (!next) throw new Error(`no run left for ${url}`);
      return next;
    },
    async close() {},
  };
  return { lighthouse, asked };
}

describe("againstFloor", () => {
  it("interleaves the floor and the pages round by round", async () => {
    const floor = [run("f", 99, 100, 700), run("f", 99, 100, 700)];
    const a = [run("a", 97, 150, 1500), run("a", 97, 150, 1500)];
    const b = [run("b", 98, 120, 1000), run("b", 98, 120, 1000)];
    const { lighthouse, asked } = scripted({ f: floor, a, b });
    await againstFloor(lighthouse, "f", ["a", "b"], 2);
    expect(asked).toEqual([
      ...["f categories", "a categories", "b categories"],
      ...["f timing", "a timing", "b timing"],
      ...["f timing", "a timing", "b timing"],
    ]);
  });

  it("judges the categories that do not depend on timing from the first run", async () => {
    const timing = { ...run("p", 95, 140, 1000), shortfalls: [] };
    const first = {
      ...run("p", 60, 900, 4000),
      scores: { performance: 60, accessibility: 92, "best-practices": 100, seo: 100 },
      shortfalls: [
        { category: "performance" as const, id: "lcp", title: "LCP", score: 0.2, items: [] },
        { category: "accessibility" as const, id: "label", title: "Label", score: 0, items: [] },
      ],
    };
    const { lighthouse } = scripted({ f: [run("f", 99, 100, 700)], p: [timing] }, { p: first });
    const [measured] = (await againstFloor(lighthouse, "f", ["p"], 1)).pages;
    expect(measured?.median.scores).toEqual({
      performance: 95,
      accessibility: 92,
      "best-practices": 100,
      seo: 100,
    });
    expect(measured?.median.shortfalls.map((s) => s.id)).toEqual(["label"]);
    expect(measured?.distance.pointsLost.median).toBe(4);
  });

  it("takes each distance against the floor of the same round, not the floors' median", async () => {
    // A slow second round: the floor and the page slow down together.
    const floor = [run("f", 99, 100, 700), run("f", 90, 300, 1400), run("f", 98, 110, 720)];
    const page = [run("p", 97, 140, 1000), run("p", 87, 360, 1800), run("p", 97, 150, 1020)];
    const { lighthouse } = scripted({ f: floor, p: page });
    const result = await againstFloor(lighthouse, "f", ["p"], 3);
    const [measured] = result.pages;
    expect(measured?.distance.pointsLost).toMatchObject({ median: 2, min: 1, max: 3 });
    expect(measured?.distance.tbtOverMs).toMatchObject({ median: 40, min: 40, max: 60 });
    expect(measured?.distance.lcpOverMs).toMatchObject({ median: 300, min: 300, max: 400 });
    // The absolute figures are the page's own medians, beside the floor's.
    expect(measured?.performance.median).toBe(97);
    expect(result.floor.performance.median).toBe(98);
  });
});
