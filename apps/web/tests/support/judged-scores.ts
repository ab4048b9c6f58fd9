import type { Category, FloorRun, PageAgainstFloor, PageAudit } from "@hvac/audits";

/**
 * What CI requires of a judged page. Performance is judged as the distance
 * to the floor (an empty Next page, measured in the same interleaved rounds),
 * never as an absolute score: a slow or busy machine lowers the floor and the
 * pages alike, while a page that got heavy moves away from it. Each side is
 * taken at its best round (the page's least TBT against the floor's least,
 * its best score against the floor's best): whatever else a machine does
 * only ever adds time to a run, so a best round is the one nearest the
 * page's own cost. The medians did not hold still: a fresh-clone run measured
 * the Spanish indoor-air page 148-635 ms of TBT against the floor's 53-213,
 * the median of their differences 264 ms one run and under 100 the next, for
 * the same build. The categories that do not depend on timing must be
 * perfect.
 */
const judgedDistance = {
  /** Performance points a page's best round may lose against the floor's best. */
  pointsLost: 5,
  /**
   * TBT a page's best round may add to the floor's best: this many ms, or the
   * floor's own best where that is more (a slower machine stretches every
   * task alike).
   */
  tbtOverMs: 100,
};

const judgedScores: Record<Exclude<Category, "performance">, number> = {
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/**
 * Interleaved rounds per judged page: seven, so a page and the floor each
 * have more than one chance at a round the machine leaves alone.
 */
export const judgedRounds = 7;

/** The audits that kept a category of a run from full marks. */
const why = (audit: PageAudit, category: Category) =>
  audit.shortfalls
    .filter((s) => s.category === category)
    .map(
      (s) => `\n    ${s.id} (${s.score}): ${s.title}${s.items.map((i) => `\n      ${i}`).join("")}`,
    )
    .join("");

/** Why a page's timing misses the bar against the floor (nothing when it passes). */
function timingFailures(page: PageAgainstFloor, { floor }: FloorRun): string[] {
  const pointsLost = floor.performance.max - page.performance.max;
  const tbtOver = page.tbtMs.min - floor.tbtMs.min;
  const tbtBar = Math.max(judgedDistance.tbtOverMs, floor.tbtMs.min);
  const timing = [
    pointsLost > judgedDistance.pointsLost &&
      `performance at best ${page.performance.max}, ${pointsLost} points under the floor's best (${floor.performance.max}), more than ${judgedDistance.pointsLost}${why(page.median, "performance")}`,
    tbtOver > tbtBar &&
      `TBT at least ${Math.round(page.tbtMs.min)} ms, ${Math.round(tbtOver)} ms over the floor's least (${Math.round(floor.tbtMs.min)} ms), more than ${Math.round(tbtBar)}`,
  ];
  return timing.filter((failure): failure is string => Boolean(failure));
}

/** Why a run misses the bar of a category that does not depend on timing (nothing when it passes). */
export function categoryFailures(audit: PageAudit): string[] {
  const categories = Object.keys(judgedScores) as Array<keyof typeof judgedScores>;
  return categories
    .filter((category) => !(audit.scores[category] >= judgedScores[category]))
    .map(
      (category) =>
        `${category} ${audit.scores[category]} < ${judgedScores[category]}${why(audit, category)}`,
    );
}

/** Why a page misses any bar: its timing against the floor, or a category short of 100. */
export function failures(page: PageAgainstFloor, run: FloorRun): string[] {
  return [...timingFailures(page, run), ...categoryFailures(page.median)];
}

/** The figures a failure message shows: the page's and the floor's runs. */
export const spreadOf = (page: PageAgainstFloor, { floor }: FloorRun) =>
  JSON.stringify({
    page: { performance: page.performance, tbtMs: page.tbtMs, lcpMs: page.lcpMs },
    floor: { performance: floor.performance, tbtMs: floor.tbtMs },
    distance: page.distance,
  });
