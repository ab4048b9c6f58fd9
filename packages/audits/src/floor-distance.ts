import type { Lighthouse, PageAudit } from "./lighthouse";
import { type MedianAudit, medianOf, type Spread, spread } from "./median-audit";

/**
 * How far a page is from the floor (an empty Next page on the same machine),
 * round by round: points of performance lost, TBT and LCP added. A page's
 * absolute score moves with the machine; its distance to a floor measured
 * beside it moves far less, and it is the part the site owns.
 */
export interface FloorDistance {
  pointsLost: Spread;
  tbtOverMs: Spread;
  lcpOverMs: Spread;
}

export interface PageAgainstFloor extends MedianAudit {
  url: string;
  distance: FloorDistance;
}

export interface FloorRun {
  floor: MedianAudit;
  pages: PageAgainstFloor[];
}

/**
 * Lighthouse on the floor and on every page, interleaved round by round
 * (floor, page A, page B, ..., then again), so that whatever the machine is
 * doing weighs on the floor's run and the pages' runs of a round alike. Each
 * distance is the median of the rounds' differences, page minus that round's
 * floor. Before the rounds, one run of the categories that do not depend on
 * timing on each (a fresh Chromium's first run and a page's first visit after
 * a start pay start-up costs, so they are not timed): those categories come
 * from it, and the rounds measure timing alone. `onRun` hears of each
 * run (progress; round -1 is the first).
 */
export async function againstFloor(
  lighthouse: Lighthouse,
  floorUrl: string,
  urls: readonly string[],
  rounds: number,
  onRun: (url: string, round: number) => void = () => {},
): Promise<FloorRun> {
  const firstRuns: PageAudit[] = [];
  for (const url of [floorUrl, ...urls]) {
    onRun(url, -1);
    firstRuns.push(await lighthouse.audit(url, "categories"));
  }
  const floorRuns: PageAudit[] = [];
  const pageRuns = urls.map((): PageAudit[] => []);
  for (let round = 0; round < rounds; round++) {
    onRun(floorUrl, round);
    floorRuns.push(await lighthouse.audit(floorUrl, "timing"));
    for (const [i, url] of urls.entries()) {
      onRun(url, round);
      pageRuns[i]?.push(await lighthouse.audit(url, "timing"));
    }
  }
  const [floorFirst, ...pagesFirst] = firstRuns as [PageAudit, ...PageAudit[]];
  return {
    floor: withCategories(medianOf(floorRuns), floorFirst),
    pages: urls.map((url, i) => {
      const runs = pageRuns[i] ?? [];
      const by = (figure: (run: PageAudit) => number) =>
        spread(runs.map((run, round) => figure(run) - figure(floorRuns[round] as PageAudit)));
      return {
        ...withCategories(medianOf(runs), pagesFirst[i] as PageAudit),
        url,
        distance: {
          pointsLost: by((run) => -run.scores.performance),
          tbtOverMs: by((run) => run.tbtMs),
          lcpOverMs: by((run) => run.lcpMs),
        },
      };
    }),
  };
}

/** The timing rounds' median run, with the other categories' scores and shortfalls from the first run. */
function withCategories(timing: MedianAudit, all: PageAudit): MedianAudit {
  const { median } = timing;
  return {
    ...timing,
    median: {
      ...median,
      scores: { ...all.scores, performance: median.scores.performance },
      shortfalls: [
        ...median.shortfalls,
        ...all.shortfalls.filter((shortfall) => shortfall.category !== "performance"),
      ],
    },
  };
}
