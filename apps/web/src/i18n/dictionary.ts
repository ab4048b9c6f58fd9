import { bookingWords } from "./booking-words";
import { interfaceWords } from "./interface-words";
import { requestFormWords } from "./request-form-words";
import type { SameShape } from "./same-shape";
import { textAndCallWords } from "./text-and-call-words";
import { visitorEmailWords } from "./visitor-email-words";

/**
 * The site's own words in both languages, joined into one table per language
 * for translate.ts. This file holds no words: each lives in the file named
 * for who reads it.
 *
 *   interface-words.ts      header, menus, footer, buttons, labels, toasts, the 404 page
 *   request-form-words.ts   the request form, its errors and its answer
 *   booking-words.ts        the booking pages, the calendar file, "Manage my visit"
 *   visitor-email-words.ts  the confirmation, reminder, visit-notice and review emails
 *   text-and-call-words.ts  the reminder text, what a missed caller hears and is texted
 *
 * Each file's Spanish table is typed by its English one; a section named in
 * two files is refused by translate.test.ts.
 */
const en = {
  ...interfaceWords.en,
  ...requestFormWords.en,
  ...bookingWords.en,
  ...visitorEmailWords.en,
  ...textAndCallWords.en,
};

export type Dictionary = typeof en;

const es: SameShape<Dictionary> = {
  ...interfaceWords.es,
  ...requestFormWords.es,
  ...bookingWords.es,
  ...visitorEmailWords.es,
  ...textAndCallWords.es,
};

export const dictionaries = { en, es } as const;
