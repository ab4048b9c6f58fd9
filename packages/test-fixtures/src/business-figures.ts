import type { FixedPageId, Locale, PageRef } from "@hvac/routing";

/**
 * The business's published figures (prices, warranties, durations, ratings,
 * efficiency ratings) and the page each must appear on. The copy tests check
 * each row against the page's documents in the starter dataset and against
 * the page a visitor sees.
 *
 * A figure is written once for both languages ("$79-150", "22", "92-96%"), or
 * per language where words carry it ({ en: "24 hours", es: "24 horas" }).
 * Ranges match however the copy writes them: "$79 to $150", "$79-$150" and
 * "de $79 a $150" all satisfy "$79-150", "$79" and "$150".
 */
export type Figure = string | { en: string; es: string };

export interface PageFigures {
  /** Written in the page's own copy (its document and the FAQs and tables it uses). */
  copy: Figure[];
  /**
   * Drawn on the page from Business facts (the copy writes {arrivalPromise}
   * and the like, never the words); checked against that document.
   */
  facts?: Figure[];
}

const hours24 = { en: "24 hours", es: "24 horas" };
const repairWarranty = { en: "90-day", es: "90 días" };
const installWarranty = { en: "1-year", es: "1 año" };
/** The promises, brands and ownership copy states through Business facts. */
const arrival = "2-4";
const reply = { en: "within 24 hours", es: "en menos de 24 horas" };
const quotes = { en: "same-day quotes", es: "cotizaciones el mismo día" };
const dealer = { en: "Elite dealer", es: "distribuidor Élite" };
const ownership = { en: "Latino- and women-owned", es: "propiedad de latinos y mujeres" };
const payment: Figure[] = [
  { en: "cash", es: "efectivo" },
  { en: "check", es: "cheque" },
  { en: "credit cards", es: "tarjetas de crédito" },
];
const licence = "TACLA29221C";
const address = ["17812 I-37", "78112"];

/**
 * Pages not listed state no figure of their own. Fixed pages by id, the
 * starter dataset's service pages by their document's id.
 */
const pageFigures: Partial<Record<FixedPageId | `servicePage-${string}`, PageFigures>> = {
  home: {
    copy: ["24/7"],
    facts: ["4.7", "80", licence, ...address, hours24, arrival, reply, quotes, dealer, ownership],
  },
  about: {
    copy: ["24/7", "90", installWarranty],
    facts: [licence, quotes, ownership],
  },
  contact: { copy: [], facts: [licence, ...address, reply] },
  guaranteesFinancing: {
    copy: [
      repairWarranty,
      installWarranty,
      "5-10",
      { en: "details pending", es: "pendientes" },
      hours24,
      { en: "fee", es: "cargo" },
      { en: "due when the work is complete", es: "al terminar el trabajo" },
      ...payment,
    ],
  },
  emergency: { copy: ["24/7"], facts: [arrival] },
  terms: {
    copy: [
      hours24,
      { en: "fee", es: "cargo" },
      { en: "due when the work is complete", es: "al terminar el trabajo" },
      ...payment,
      repairWarranty,
      installWarranty,
      "5-10",
    ],
    facts: [reply],
  },
  acHub: { copy: ["24/7"] },
  "servicePage-acRepair": {
    copy: ["$150-3000", "50%", "$1000", "$1500", "10-15", "90", "15", "14.3", "14.5", "13.8", "16"],
    facts: [arrival, quotes],
  },
  "servicePage-acInstallation": {
    copy: ["1-2", "14", "15", "14.3", "14.5", "13.8", "16", "2-5"],
    facts: [quotes, dealer],
  },
  "servicePage-acMaintenance": { copy: ["22", "$79-150", "60-90", "$199"] },
  heatingHub: { copy: ["24/7"], facts: [arrival] },
  "servicePage-heatPump": { copy: ["15", "14.3", "16"], facts: [arrival, quotes, dealer] },
  "servicePage-furnaceRepair": { copy: ["90"] },
  "servicePage-heatingInstallation": {
    copy: ["1-2", "3-5", "80-85%", "90-98%", "92-96%", "$2500-8000"],
  },
  "servicePage-heatingMaintenance": {
    copy: ["18", "$79-150", "90-120", "$149", "$279", "10%", "15%"],
  },
  "servicePage-ductCleaning": {
    copy: [
      "$400-800",
      { en: "3-5 years", es: "3-5 años" },
      { en: "3-5 hours", es: "3-5 horas" },
      "15",
    ],
  },
  "servicePage-indoorAirQuality": { copy: ["1-16", "99.97%", "0.3", "40-50%", "1-3"] },
  serviceAreas: { copy: ["17", "16"] },
};

/** The towns' ZIP codes; every town page also states the emergency arrival time, from Business facts. */
const zips: Record<string, string> = {
  losoya: "78221",
  sayers: "78263",
  kicaster: "78101",
  martinez: "78220",
  saspamco: "78114",
  calaveras: "78114",
  boldtville: "78222",
  "sandy-oaks": "78112",
  floresville: "78114",
  southton: "78223",
};

export function figuresFor(page: PageRef): PageFigures {
  if (page.id === "area") {
    const zip = zips[page.doc.replace(/^serviceArea-/, "")];
    return { copy: zip ? [zip] : [], facts: [arrival] };
  }
  const key = "doc" in page ? page.doc : page.id;
  return pageFigures[key as keyof typeof pageFigures] ?? { copy: [] };
}

const number = String.raw`(\$?)(\d+(?:\.\d+)?)(%?)`;
const rangeWords = ["-", "to", "through", "and", "a", "al", "y", "hasta"].join("|");
const range = new RegExp(String.raw`${number}\s*(?:${rangeWords})\s*${number}`, "gi");

/**
 * One spelling for figures: lower case, one kind of dash, no thousands
 * separators, and every range as "$A-$B", "A%-B%" or "A-B".
 */
export function canonical(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/g, " ")
    .replace(/(\d),(?=\d{3}(?!\d))/g, "$1")
    .replace(/(\d) %/g, "$1%")
    .replace(range, (_all, d1, a, p1, d2, b, p2) => {
      const dollar = d1 || d2;
      const percent = p1 || p2;
      return `${dollar}${a}${percent}-${dollar}${b}${percent}`;
    });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The figure in one language, as written in the table. */
const figureText = (figure: Figure, locale: Locale) =>
  typeof figure === "string" ? figure : figure[locale];

/** Whether the text shows the figure, as a whole number (22 is not in 2022). */
export function showsFigure(text: string, figure: Figure, locale: Locale): boolean {
  const wanted = canonical(figureText(figure, locale));
  const edge = /^[\d$]/.test(wanted) ? String.raw`(?<![\d.])` : "";
  const end = /\d%?$/.test(wanted) ? String.raw`(?!\.?\d)` : "";
  return new RegExp(`${edge}${escapeRegExp(wanted)}${end}`).test(canonical(text));
}

/** The figures of the list that the text does not show. */
export const missingFigures = (text: string, figures: readonly Figure[], locale: Locale) =>
  figures.filter((figure) => !showsFigure(text, figure, locale)).map((f) => figureText(f, locale));
