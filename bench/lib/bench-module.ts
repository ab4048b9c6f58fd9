import type { ServedSite } from "@hvac/audits";

/** What the runner hands every benchmark module. */
export interface BenchContext {
  /** The repository root. */
  root: string;
  /** The production build of apps/web (built once by the runner), served by `next start`. */
  site: ServedSite;
  /** Serves the same build once more, with extra environment; the runner stops it afterwards. */
  serve(env?: Record<string, string>): Promise<ServedSite>;
  /** Progress for the person waiting: goes to stderr, so stdout holds only the tables. */
  log(message: string): void;
}

export interface BenchTable {
  title: string;
  columns: string[];
  rows: Array<Array<string | number>>;
  /** Lines printed under the table: targets, how to read it, what was left out. */
  notes?: string[];
}

export interface BenchResult {
  /** Printed to stdout. */
  table: BenchTable;
  /** More tables from the same measurements, printed after the first. */
  details?: BenchTable[];
  /** Written, with the table, to bench-results/<module name>.json. */
  data: unknown;
  /** Broken promises the figures reveal (e.g. a lost lead): printed, and the run exits 1. */
  failures?: string[];
}

/** A file in bench/modules/ whose default export is one of these joins `npm run bench`. */
export interface BenchModule {
  /** kebab-case; selects the module on the command line and names its JSON file. */
  name: string;
  description: string;
  run(context: BenchContext): Promise<BenchResult>;
}
