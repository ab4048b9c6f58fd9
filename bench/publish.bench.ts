/**
 * Publish benchmark: how long after the webhook's answer a visitor first gets
 * the new copy. The production build is served by `next start` on a copy of
 * the starter dataset; each run edits the copy as a publish in the Studio
 * would, posts the signed webhook Sanity would send, and from its answer on
 * visits the page until it shows the new text (with `expire: 0` the first
 * visit should already, rendered while the visitor waits).
 *
 *   npx tsx --tsconfig apps/web/tsconfig.json bench/publish.bench.ts [--runs 9]
 *
 * Needs a build (npm run build). Two edits: the financing text (one document,
 * the guarantees page in English) and the phone number (Business facts, read
 * by every page; the home page is visited).
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { singletonIds } from "@hvac/content";
import { pathFor } from "@hvac/routing";
import { type DatasetCopy, datasetCopy, publish } from "../apps/web/tests/support/publish";
import { serveBuildCopy } from "../apps/web/tests/support/served-site";

const { values } = parseArgs({ options: { runs: { type: "string", default: "9" } } });
const runs = Number(values.runs);
const giveUpMs = 10_000;

interface Edit {
  name: string;
  document: { _id: string; _type: string };
  path: string;
  /** Changes the dataset copy and returns the text the page must then show. */
  apply(dataset: DatasetCopy): string;
}

let financing = "Financing details pending.";
let phoneLine = 100;
const edits: Edit[] = [
  {
    name: "financing text (guarantees page)",
    document: { _id: singletonIds.guaranteesPage, _type: "guaranteesPage" },
    path: pathFor({ id: "guaranteesFinancing" }, "en"),
    apply(dataset) {
      const terms = `Financing from 0% APR, offer ${randomBytes(3).toString("hex")}.`;
      dataset.replaceText(singletonIds.guaranteesPage, financing, terms);
      financing = terms;
      return terms;
    },
  },
  {
    name: "phone number (every page; home visited)",
    document: { _id: singletonIds.businessFacts, _type: "businessFacts" },
    path: pathFor({ id: "home" }, "en"),
    apply(dataset) {
      const phone = `(830) 555-0${phoneLine++}`;
      dataset.edit(singletonIds.businessFacts, (doc) => ({ ...doc, phone }));
      return phone;
    },
  },
];

interface Run {
  answerMs: number;
  freshMs: number;
  visits: number;
}

async function measure(baseURL: string, secret: string, edit: Edit, dataset: DatasetCopy) {
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) {
    const expected = edit.apply(dataset);
    const posted = performance.now();
    const response = await publish(baseURL, secret, edit.document);
    await response.text();
    if (response.status !== 200) throw new Error(`The webhook answered ${response.status}`);
    const answered = performance.now();
    for (let visits = 1; ; visits++) {
      const html = await (await fetch(`${baseURL}${edit.path}`)).text();
      const now = performance.now();
      if (html.includes(expected)) {
        results.push({ answerMs: answered - posted, freshMs: now - answered, visits });
        break;
      }
      if (now - answered > giveUpMs) throw new Error(`${edit.path} never showed "${expected}"`);
    }
  }
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (value: number) => Math.round(value);

// A function rather than top-level await: the root package is CommonJS.
async function main() {
  const dataset = datasetCopy();
  const secret = randomBytes(24).toString("base64url");
  const site = await serveBuildCopy({
    CONTENT_DATASET_FILE: dataset.file,
    SANITY_REVALIDATE_SECRET: secret,
  });
  try {
    // The server's first requests load its code; the runs measure a running site.
    for (const edit of edits) await fetch(`${site.baseURL}${edit.path}`);
    const rows: Record<string, Record<string, number>> = {};
    for (const edit of edits) {
      const results = await measure(site.baseURL, secret, edit, dataset);
      const fresh = results.map((r) => r.freshMs);
      rows[edit.name] = {
        runs: results.length,
        "webhook answer, median (ms)": ms(median(results.map((r) => r.answerMs))),
        "answer to fresh visit, median (ms)": ms(median(fresh)),
        "answer to fresh visit, max (ms)": ms(Math.max(...fresh)),
        "visits until fresh, max": Math.max(...results.map((r) => r.visits)),
      };
    }
    console.table(rows);
  } finally {
    await site.stop();
    dataset.remove();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
