/**
 * Publish: how long after the webhook's answer a visitor first gets the new
 * copy. The build is served on a private copy (pages re-rendered after a
 * publish are written into the build folder served, so the runner's own
 * `site` is not used) reading a copy of the starter dataset. Each run edits
 * the dataset copy as a publish in the Studio would, posts the signed webhook
 * Sanity would send and, from its answer on, visits the page until it shows
 * the new text. With `expire: 0` the first visit must already show it,
 * rendered while the visitor waits; a run that needs a second visit fails.
 *
 *   BENCH_PUBLISH_RUNS=9 npm run bench -- publish
 */
import { randomBytes } from "node:crypto";
import { businessFactsId, documentIdForPage } from "@hvac/content";
import { href } from "@hvac/routing";
import { serveSiteCopy } from "@hvac/test-fixtures/harness/site-copy";
import {
  type EditableDataset,
  editableDataset,
  publish,
} from "../../apps/web/tests/support/publish";
import type { BenchModule } from "../lib/bench-module";

const giveUpMs = 10_000;

interface Edit {
  name: string;
  document: { _id: string; _type: string };
  path: string;
  /** Changes the dataset copy and returns the text the page must then show. */
  apply(dataset: EditableDataset): string;
}

function edits(): Edit[] {
  let phoneLine = 100;
  return [
    {
      name: "Financing text (guarantees page)",
      document: { _id: documentIdForPage({ id: "guaranteesFinancing" }), _type: "guaranteesPage" },
      path: href("guaranteesFinancing", "en"),
      apply(dataset) {
        const terms = `Financing from 0% APR, offer ${randomBytes(3).toString("hex")}.`;
        dataset.edit(documentIdForPage({ id: "guaranteesFinancing" }), (doc) => {
          const financing = doc.financing as { body: Record<string, unknown> };
          const paragraph = {
            _type: "block",
            _key: randomBytes(6).toString("hex"),
            style: "normal",
            markDefs: [],
            children: [{ _type: "span", _key: "terms", text: terms, marks: [] }],
          };
          return {
            ...doc,
            financing: { ...financing, body: { ...financing.body, en: [paragraph] } },
          };
        });
        return terms;
      },
    },
    {
      name: "Phone number (every page; home visited)",
      document: { _id: businessFactsId, _type: "businessFacts" },
      path: href("home", "en"),
      apply(dataset) {
        const phone = `(830) 555-0${phoneLine++}`;
        dataset.edit(businessFactsId, (doc) => ({ ...doc, phone }));
        // The call links carry it in a form no other text on the page has.
        return `tel:+1${phone.replace(/\D/g, "")}`;
      },
    },
  ];
}

interface Run {
  answerMs: number;
  freshMs: number;
  visits: number;
}

async function measure(
  baseURL: string,
  secret: string,
  edit: Edit,
  dataset: EditableDataset,
  runs: number,
): Promise<Run[]> {
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

export default {
  name: "publish",
  description: "Publish webhook: from the webhook's answer to the first visit showing the new copy",
  async run({ log }) {
    const runs = Number(process.env.BENCH_PUBLISH_RUNS ?? 9);
    const dataset = await editableDataset();
    const secret = randomBytes(24).toString("base64url");
    const site = await serveSiteCopy({
      CONTENT_DATASET_FILE: dataset.file,
      SANITY_REVALIDATE_SECRET: secret,
    });
    try {
      const plan = edits();
      // The server's first requests load its code; the runs measure a running site.
      for (const edit of plan) await fetch(`${site.baseURL}${edit.path}`);
      const measured: Array<{ edit: string; runs: Run[] }> = [];
      for (const edit of plan) {
        log(`${edit.name}: ${runs} publishes`);
        measured.push({
          edit: edit.name,
          runs: await measure(site.baseURL, secret, edit, dataset, runs),
        });
      }
      const ms = (value: number) => Math.round(value);
      return {
        table: {
          title: "Publish: from the webhook's answer to the first fresh visit",
          columns: [
            "Edit",
            "Runs",
            "Webhook answer, median (ms)",
            "To fresh visit, median (ms)",
            "To fresh visit, max (ms)",
            "Visits needed, max",
          ],
          rows: measured.map(({ edit, runs: results }) => {
            const fresh = results.map((r) => r.freshMs);
            return [
              edit,
              results.length,
              ms(median(results.map((r) => r.answerMs))),
              ms(median(fresh)),
              ms(Math.max(...fresh)),
              Math.max(...results.map((r) => r.visits)),
            ];
          }),
          notes: [
            "Local content source (a copy of the starter dataset); with Sanity the webhook answers about 3 s later (it waits for the Content Lake to settle) and the fresh render reads over the network.",
          ],
        },
        data: measured,
        failures: measured
          .filter(({ runs: results }) => results.some((r) => r.visits > 1))
          .map(
            ({ edit }) => `${edit}: a visit after the webhook's answer still showed the old copy`,
          ),
      };
    } finally {
      await site.stop();
      await dataset.remove();
    }
  },
} satisfies BenchModule;
