import {
  copyFactNames,
  copyFacts,
  copyFactWords,
  documentIdForPage,
  loadLocalDataset,
} from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { bookingClaims, changeOnline } from "@hvac/test-fixtures/booking-claims";
import { describe, expect, it } from "vitest";
import { datasetFile } from "../seed/build";
import { documentText, starterFacts, starterTownCount } from "./copy-text";

/**
 * Claims the business can sign: what the copy must not say, in either
 * language, because it is not true as worded, cannot be shown or dates the
 * equipment facts.
 */

const { documents } = loadLocalDataset(datasetFile);
const content = documents.filter((d) => !d._type.startsWith("sanity."));
const facts = await starterFacts();

type Rule = { why: string } & Record<Locale, RegExp>;

/** The rest of a sentence: a decimal point ("14.3") does not end it. */
const inSentence = String.raw`(?:(?![.;!?](?:\s|$))[^\n])*?`;
/** A rating without its unit, "16+" or "16 or higher", as a sentence about SEER writes it. */
const bareRating: Record<Locale, string> = {
  en: String.raw`\b\d+(?:\.\d+)?(?:\+|\s+or\s+(?:higher|more|above|better)\b)`,
  es: String.raw`\b\d+(?:\.\d+)?(?:\+|\s+o\s+(?:más|mayor)(?!\p{L}))`,
};
const bareSeer = (locale: Locale) =>
  new RegExp(
    `SEER${inSentence}${bareRating[locale]}|${bareRating[locale]}(?=${inSentence}SEER)`,
    "u",
  );

const rules: Rule[] = [
  {
    why: "in Texas the contractor holds the license; technicians work under it",
    en: /licensed (local )?(technicians?|team|crew|staff)\b/i,
    es: /(técnicos?|personal|cuadrilla) (locales )?con licencia/i,
  },
  {
    why: "an absolute no one can show",
    en: /right the first time|every job is done|done to Texas rules/i,
    es: /desde la primera vez|cada trabajo se hace|según las reglas de(l estado| Texas)/i,
  },
  {
    why: "a superlative",
    en: /\bthe best (protection|balance|tool)\b/i,
    es: /\b(la|el) mejor (protección|equilibrio|herramienta)\b/i,
  },
  {
    why: "a health claim: what dust does to a body is not the contractor's to show",
    en: /\blungs?\b/i,
    es: /\bpulm(ón|ones)\b/iu,
  },
  {
    why: "running down other companies",
    en: /be careful with|far below \$\d+|when you compare prices/i,
    es: /tenga cuidado con|mucho menos de \$\d+|cuando compare precios/i,
  },
  {
    why: "heat pumps are rated in HSPF2 since 2023",
    en: /\bHSPF(?!2)/,
    es: /\bHSPF(?!2)/,
  },
  {
    why: "a SEER figure goes with its SEER2 figure",
    en: /\b\d+(\.\d+)? SEER\b(?!2)(?![^.;]{0,12}\d+(\.\d+)? SEER2)/,
    es: /\b\d+(\.\d+)? SEER\b(?!2)(?![^.;]{0,12}\d+(\.\d+)? SEER2)/,
  },
  {
    why: "a rating in a sentence about SEER, written without its unit, goes with its SEER2 figure",
    en: bareSeer("en"),
    es: bareSeer("es"),
  },
  {
    why: "refrigerant work takes EPA Section 608 certification, not a license",
    en: /refrigerant[^.]*requires a licen/i,
    es: /refrigerante[^.]*requiere licencia/i,
  },
  {
    why: "a diagnosis no visit can promise: say what the visit checks and what can help",
    en: /\bwe(?: will|'ll)? find (?:out )?what(?: is|'s) (?:driving|causing)\b/i,
    es: /\bencontramos qu[eé] (?:la|las|lo|los) (?:provoca|causa)\b/i,
  },
  {
    why: "the site counts page views and call taps, not visits and calls",
    en: /\bcounts? of visits and calls\b/i,
    es: /\btotales (?:diarios )?de visitas y llamadas\b/i,
  },
  // What online booking does not keep (issue 59): in pages, FAQs and terms as in the site's words.
  ...bookingClaims,
];

/** How the copy hedges the emergency arrival promise, as every sentence stating it must. */
const arrivalHedge: Record<Locale, RegExp> = {
  en: /\b(?:typically|usually)\b/i,
  es: /\b(?:normalmente|solemos|suele|por lo general)\b/i,
};

/** Each fact named as written, {arrivalPromise}, in rich text as in plain. */
const factNames = Object.fromEntries(copyFactNames.map((name) => [name, `{${name}}`]));

/** The sentences of a text that state the arrival promise as a certainty. */
const unhedgedArrivals = (text: string, locale: Locale) =>
  text
    .split(/(?<=[.!?;])\s+|\n/)
    .filter(
      (sentence) => sentence.includes("{arrivalPromise}") && !arrivalHedge[locale].test(sentence),
    );

/** The rules a text breaks, each with the words that break it. */
function broken(text: string, locale: Locale): string[] {
  return rules.flatMap((rule) => {
    const match = text.match(rule[locale]);
    return match ? [`${rule.why}: "${match[0]}"`] : [];
  });
}

describe("the copy makes only claims the business can sign", () => {
  it.each(
    content.flatMap((d) => (["en", "es"] as const).map((locale) => [d._id, locale, d] as const)),
  )("%s (%s)", (_id, locale, document) => {
    const words = copyFactWords(facts, locale, facts.phone ?? "", starterTownCount);
    expect(broken(documentText(document, locale, words), locale)).toEqual([]);
  });
});

/**
 * A technician typically arrives {arrivalPromise}: the promise is what usually
 * happens, so no sentence states it as what always does ("a technician at
 * your door in 2 to 4 hours").
 */
describe("the emergency arrival promise is said as what typically happens", () => {
  it.each(
    content.flatMap((d) => (["en", "es"] as const).map((locale) => [d._id, locale, d] as const)),
  )("%s (%s)", (_id, locale, document) => {
    expect(unhedgedArrivals(documentText(document, locale, factNames), locale)).toEqual([]);
  });
});

/** Words that describe the owners, typed rather than drawn from the Ownership fact. */
const typedOwnership = { en: /-owned|\bowned by\b/i, es: /propiedad de|dueños son/i };

/** The office's address, hours and service radius, typed rather than stated from Business facts. */
const typedFacts: Record<Locale, RegExp> = {
  en: /office (is |sits )?on I-37|on I-37 in|office in Elmendorf, Texas|24 hours a day|7 days a week|within about \d+ miles/i,
  es: /oficina (está )?sobre la I-37|oficina en Elmendorf, Texas|las 24 horas, los 7 días|a unas \d+ millas o menos/i,
};

/**
 * Each page document in each language, as written (facts unfilled): the
 * owners, the address, the hours and the radius are said only by naming
 * their Business fact, {ownership}, {address}, {hoursText}, {serviceRadius}.
 */
describe("the ownership, address, hours and service radius are stated from Business facts", () => {
  it.each(
    content
      .filter((d) => d._type !== "businessFacts")
      .flatMap((d) => (["en", "es"] as const).map((locale) => [d._id, locale, d] as const)),
  )("%s (%s)", (_id, locale, document) => {
    const text = documentText(document, locale);
    expect(text.match(typedOwnership[locale])).toBeNull();
    expect(text.match(typedFacts[locale])).toBeNull();
  });
});

/**
 * The office's town (the City of the office address), typed where copy says
 * where the office is: it is named {officeTown}. A town page keeps the name
 * (its text places the town from the office), and so does a range of towns
 * served, "from Elmendorf to Floresville".
 */
const typedOfficeTown = (town: string) =>
  new RegExp(`\\b${town.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b(?! (?:to|a) \\p{Lu})`, "u");

describe("where the office is, copy names the office's town from Business facts", () => {
  const town = typedOfficeTown(facts.address?.city ?? "");
  it.each(
    content
      .filter((d) => d._type !== "businessFacts" && d._type !== "serviceArea")
      .flatMap((d) => (["en", "es"] as const).map((locale) => [d._id, locale, d] as const)),
  )("%s (%s)", (_id, locale, document) => {
    expect(documentText(document, locale).match(town)).toBeNull();
  });
});

/**
 * The call-back promise is the emergency one (paged at once): the fact
 * picker names it so, or an editor states it for every request.
 */
describe("the Studio's fact picker", () => {
  it("names the call-back promise for emergency requests only", () => {
    expect(copyFacts.callbackPromise).toMatch(/\bemergency request\b/);
    expect(copyFacts.callbackPromise).not.toMatch(/\bservice request\b/);
  });
});

/**
 * The booking said the same everywhere it is told (issue 59): what a visitor
 * can change online, until when and at what cost; that an installation
 * booked online is an estimate visit; and who sends the visitor's texts.
 */
describe("the booking's terms are said the same wherever they are told", () => {
  const text = (id: string, locale: Locale) => {
    const document = content.find((d) => d._id === id);
    if (!document) throw new Error(`The starter dataset has no ${id}`);
    return documentText(
      document,
      locale,
      copyFactWords(facts, locale, facts.phone ?? "", starterTownCount),
    );
  };
  const booking = documentIdForPage({ id: "booking" });
  const pages = [
    booking,
    documentIdForPage({ id: "terms" }),
    documentIdForPage({ id: "guaranteesFinancing" }),
  ];

  it.each(pages.flatMap((id) => (["en", "es"] as const).map((locale) => [id, locale] as const)))(
    "%s (%s): a booked visit is moved or cancelled online at no charge until its window starts",
    (id, locale) => {
      expect(text(id, locale)).toMatch(changeOnline[locale]);
    },
  );

  it.each([
    ["en", /\binstallation, the visit you book is an estimate\b/],
    ["es", /\binstalación, la visita que agenda es para cotizar\b/],
  ] as const)(
    "the booking page says an installation booked online is an estimate visit (%s)",
    (locale, estimate) => {
      expect(text(booking, locale)).toMatch(estimate);
    },
  );

  it.each([
    ["en", /\bTwilio also receives your phone number and the reminder\b/],
    ["es", /\bTwilio también recibe su número de teléfono y el recordatorio\b/],
  ] as const)(
    "the privacy policy names Twilio for the visitor's own texts (%s)",
    (locale, twilio) => {
      expect(text(documentIdForPage({ id: "privacy" }), locale)).toMatch(twilio);
    },
  );
});

describe("the checks themselves", () => {
  it("report each kind of claim, and pass what is true", () => {
    expect(broken("Our licensed technicians do it right the first time.", "en")).toHaveLength(2);
    expect(broken("Attic dust lands on your furniture and in your lungs.", "en")).toHaveLength(1);
    expect(broken("El sur de Texas es duro para los pulmones.", "es")).toHaveLength(1);
    expect(broken("Recomendamos 16 SEER o más, y el HSPF.", "es")).toHaveLength(2);
    expect(broken("We recommend 16 SEER (15.2 SEER2) and 7.5 HSPF2.", "en")).toEqual([]);
    expect(broken("15 SEER, or 14.3 SEER2, is the minimum.", "en")).toEqual([]);
    expect(broken("15 SEER (14.3 SEER2) minimum, 16+ recommended.", "en")).toHaveLength(1);
    expect(broken("We recommend 16 or higher. The minimum is 15 SEER (14.3 SEER2).", "en")).toEqual(
      [],
    );
    expect(broken("Mínimo 15 SEER (14.3 SEER2), recomendamos 16 o más.", "es")).toHaveLength(1);
    expect(
      broken(
        "Recomendamos 16 SEER (15.2 SEER2) o más, o 14.5 SEER (13.8 SEER2) de 45,000 BTU/h o más.",
        "es",
      ),
    ).toEqual([]);
    expect(broken("Técnicos que trabajan bajo nuestra licencia de Texas.", "es")).toEqual([]);
    expect(broken("All from one licensed team.", "en")).toHaveLength(1);
    expect(broken("All from one licensed company.", "en")).toEqual([]);
    expect(
      broken("We will find what is driving it and tell you what will help.", "en"),
    ).toHaveLength(1);
    expect(
      broken("Encontramos qué las provoca y le decimos qué le va a ayudar.", "es"),
    ).toHaveLength(1);
    expect(
      broken("We look at your filter, humidity and ducts, and tell you what can help.", "en"),
    ).toEqual([]);
    expect(
      broken("The daily counts of visits and calls: deleted after 25 months.", "en"),
    ).toHaveLength(1);
    expect(broken("Los totales diarios de visitas y llamadas: se borran.", "es")).toHaveLength(1);
    expect(broken("The daily counts of page views and call taps.", "en")).toEqual([]);
  });

  it("report an arrival promise stated as a certainty, and pass one that is hedged", () => {
    expect(
      unhedgedArrivals("In an emergency a technician at your door {arrivalPromise}.", "en"),
    ).toHaveLength(1);
    expect(
      unhedgedArrivals("Un técnico en su puerta {arrivalPromise}, de día o de noche.", "es"),
    ).toHaveLength(1);
    expect(
      unhedgedArrivals("A technician typically at your door {arrivalPromise}. Call now.", "en"),
    ).toEqual([]);
    expect(
      unhedgedArrivals("Un técnico que normalmente llega a su puerta {arrivalPromise}.", "es"),
    ).toEqual([]);
  });

  it("report an address, hours or radius typed into a page", () => {
    expect("Our office is on I-37 in Elmendorf.".match(typedFacts.en)).not.toBeNull();
    expect(
      "Contestamos las 24 horas, los 7 días de la semana.".match(typedFacts.es),
    ).not.toBeNull();
    expect("All within about 30 miles of our office.".match(typedFacts.en)).not.toBeNull();
    expect("Our office is at {address}. {hoursText}.".match(typedFacts.en)).toBeNull();
  });

  it("report the office's town typed into a page, not a range of towns served", () => {
    const town = typedOfficeTown("Elmendorf");
    expect("A licensed, local contractor based in Elmendorf.".match(town)).not.toBeNull();
    expect("Servicio 24/7 desde Elmendorf.".match(town)).not.toBeNull();
    expect("A licensed contractor based in {officeTown}.".match(town)).toBeNull();
    expect("From Elmendorf to Floresville and Von Ormy.".match(town)).toBeNull();
    expect("De Elmendorf a Floresville y Von Ormy.".match(town)).toBeNull();
  });

  it("report ownership typed into a page", () => {
    expect("A Latino-, women- and disabled-owned team".match(typedOwnership.en)).not.toBeNull();
    expect("Una empresa propiedad de latinos".match(typedOwnership.es)).not.toBeNull();
    expect("A {ownership} business".match(typedOwnership.en)).toBeNull();
  });
});
