import type { PageAudit } from "./lighthouse";

/** A figure over repeated runs: the median, what a visitor most often gets, with its range. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

export interface MedianAudit {
  /** The run whose performance score is the median: its other scores and shortfalls go with it. */
  median: PageAudit;
  performance: Spread;
  lcpMs: Spread;
  tbtMs: Spread;
  runs: PageAudit[];
}

/** The median and range of a page's runs (an odd number, so one run is the median). */
export function medianOf(audits: PageAudit[]): MedianAudit {
  const byPerformance = [...audits].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    median: byPerformance[Math.floor(byPerformance.length / 2)] ?? (audits[0] as PageAudit),
    performance: spread(audits.map((audit) => audit.scores.performance)),
    lcpMs: spread(audits.map((audit) => audit.lcpMs)),
    tbtMs: spread(audits.map((audit) => audit.tbtMs)),
    runs: audits,
  };
}
