import { randomBytes } from "node:crypto";
import {
  type BusinessFactsQueryResult,
  businessFactsId,
  type CopyFact,
  copyFactNames,
  copyFactWords,
  phoneNumber,
  townCountFacts,
} from "@hvac/content";
import { type Locale, localeOf, notFoundPaths } from "@hvac/routing";
import type { ServedSite } from "@hvac/test-fixtures/harness/served-site";
import { serveSiteCopy } from "@hvac/test-fixtures/harness/site-copy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessFacts } from "./support/content";
import { type EditableDataset, editableDataset, publish } from "./support/publish";
import { starterRoutes } from "./support/starter-routes";

/**
 * "Change a fact in Business facts and every page follows": every fact copy
 * states (promises, brands, ownership, phone, licence, address...) is given
 * a new value in a copy of the dataset, published, and looked for on all 78
 * pages and the two not-found pages: the new words wherever the old ones
 * stood, and the old words nowhere, text, head and structured data alike.
 */

const secret = randomBytes(24).toString("base64url");
let dataset: EditableDataset;
let site: ServedSite;

type Facts = NonNullable<BusinessFactsQueryResult>;
const l = (en: string, es: string) => ({ _type: "localeString" as const, en, es });

/** New facts, each unlike anything the copy says on its own. */
const edited = (facts: Facts): Facts => ({
  ...facts,
  name: "Río Medina Comfort Co.",
  phone: "(830) 555-0148",
  email: "hola@rio-medina.example",
  address: { ...facts.address, street: "400 Mission Rd", city: "Adkins" },
  licence: "TACLB00417E",
  hoursText: l("Open 6 a.m. to 10 p.m. daily", "Abierto de 6 a. m. a 10 p. m. todos los días"),
  hoursShort: l("6a–9p", "6–21h"),
  ownership: l("family-owned since 1998", "de una familia local desde 1998"),
  dealerBrand: "Acme Climate",
  dealerStatus: l("Gold Partner", "Socio Oro"),
  otherBrands: ["Alderwind", "Bexcool", "Corvair", "Dunmore", "Estrella"],
  responsePromise: l("within 6 hours", "en menos de 6 horas"),
  callbackPromise: l("within 9 minutes", "en menos de 9 minutos"),
  arrivalPromise: l("in 45 to 90 minutes", "en 45 a 90 minutos"),
  quotePromise: l("written quotes on the spot", "cotizaciones por escrito al momento"),
  serviceRadiusKm: 80,
});

const paths = [
  ...starterRoutes.allPages().map(({ path }) => path),
  ...Object.values(notFoundPaths),
];

/** A page's HTML as words: entities read, whitespace collapsed, lower case. */
async function words(path: string): Promise<string> {
  const html = await (await fetch(`${site.baseURL}${path}`)).text();
  return html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\\u0026/g, "&")
    .replace(/\s+/g, " ")
    .toLocaleLowerCase();
}

/** Each fact's words as a page may show them: the phone in all its forms, the street alone. */
function forms(words: Record<CopyFact, string>, fact: CopyFact, facts: Facts): string[] {
  if (fact === "address") return [words.address, facts.address?.street ?? ""];
  if (fact !== "phone") return [words[fact]];
  const number = phoneNumber(facts.phone ?? "");
  return [number.display, facts.phone ?? "", number.international, number.href];
}

let before: Map<string, string>;
let original: Facts;

beforeAll(async () => {
  dataset = await editableDataset();
  site = await serveSiteCopy({
    CONTENT_DATASET_FILE: dataset.file,
    SANITY_REVALIDATE_SECRET: secret,
  });
  original = await businessFacts();
  before = new Map();
  for (const path of paths) before.set(path, await words(path));
  dataset.edit(businessFactsId, (doc) => edited(doc as unknown as Facts) as never);
  const published = await publish(site.baseURL, secret, {
    _id: businessFactsId,
    _type: "businessFacts",
  });
  expect(published.status).toBe(200);
}, 300_000);

afterAll(async () => {
  await site?.stop();
  await dataset?.remove();
});

/** The office's town is also a town served: its page and the town lists keep the old name. */
const checkedApart: readonly CopyFact[] = [...townCountFacts, "officeTown"];

describe("every fact copy states comes from Business facts", () => {
  it.each(copyFactNames.filter((fact) => !checkedApart.includes(fact)))(
    "%s: the new words wherever the old stood, the old nowhere",
    async (fact) => {
      const changed = edited(original);
      const wordsIn = (facts: Facts, locale: Locale) =>
        copyFactWords(
          facts,
          locale,
          phoneNumber(facts.phone ?? "").display,
          starterRoutes.areas.length,
        );
      let stated = 0;
      for (const path of paths) {
        const locale = localeOf(path);
        const old = forms(wordsIn(original, locale), fact, original);
        const now = forms(wordsIn(changed, locale), fact, changed);
        const page = await words(path);
        for (const [index, oldForm] of old.entries()) {
          if (!before.get(path)?.includes(oldForm.toLocaleLowerCase())) continue;
          stated++;
          expect
            .soft(page, `${path} states the new ${fact}`)
            .toContain(now[index]?.toLocaleLowerCase());
        }
        for (const oldForm of old) {
          expect
            .soft(page, `${path} still states the old ${fact}`)
            .not.toContain(oldForm.toLocaleLowerCase());
        }
      }
      // A fact no page states would make this test say nothing.
      expect(stated, `no page states ${fact}`).toBeGreaterThan(0);
    },
  );
});

const occurrences = (text: string, word: string) => text.split(word).length - 1;

describe("the office's town follows the office address", () => {
  it("every old town name that named the office now names the new town; the town's own page and lists keep it", async () => {
    const town = (facts: Facts) => (facts.address?.city ?? "").toLocaleLowerCase();
    const [old, now] = [town(original), town(edited(original))];
    let moved = 0;
    for (const path of paths) {
      const page = await words(path);
      const was = occurrences(before.get(path) ?? "", old);
      expect.soft(occurrences(page, old) + occurrences(page, now), path).toBe(was);
      moved += occurrences(page, now);
    }
    expect(moved).toBeGreaterThan(0);
    expect(await words("/")).toContain(`based in ${now}`);
    expect(await words("/es")).toContain(`con oficina en ${now}`);
  });
});
