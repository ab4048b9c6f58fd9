/**
 * The fields of the request form and their limits, written
 * once: the form renders them as native constraints (required, maxLength,
 * pattern, type) and the server schema (lead-schema.ts) enforces the same
 * rules again. Plain data, so the browser bundle never carries the validator.
 */

import type { PreferredTime, Urgency } from "@hvac/office/lead-document";

/** Letters of any script, spaces, apostrophes, periods and hyphens: García, Nguyễn, O'Brien. */
const namePattern = "[\\p{L}\\p{M}][\\p{L}\\p{M}'’. \\-]*";
/** No angle brackets: nothing in a single-line field looks like markup. */
const plainLinePattern = "[^<>]*";

export const leadFields = {
  firstName: { maxLength: 50, pattern: namePattern, autoComplete: "given-name", type: "text" },
  lastName: { maxLength: 50, pattern: namePattern, autoComplete: "family-name", type: "text" },
  /** A US number: 10 digits (area code not starting with 0 or 1), an optional +1, usual separators. */
  phone: {
    maxLength: 20,
    pattern: "(\\+?1[ .\\-]?)?\\(?[2-9][0-9]{2}\\)?[ .\\-]?[0-9]{3}[ .\\-]?[0-9]{4}",
    autoComplete: "tel",
    type: "tel",
  },
  email: { maxLength: 254, pattern: undefined, autoComplete: "email", type: "email" },
  address: {
    maxLength: 120,
    pattern: plainLinePattern,
    autoComplete: "address-line1",
    type: "text",
  },
  city: { maxLength: 60, pattern: namePattern, autoComplete: "address-level2", type: "text" },
  state: {
    maxLength: 2,
    pattern: "[A-Za-z]{2}",
    autoComplete: "address-level1",
    type: "text",
  },
  zip: { maxLength: 5, pattern: "[0-9]{5}", autoComplete: "postal-code", type: "text" },
  service: { maxLength: 80, pattern: plainLinePattern, autoComplete: "off", type: "text" },
} as const;

export type LeadTextField = keyof typeof leadFields;
export const leadTextFields = Object.keys(leadFields) as LeadTextField[];

/** The optional description of the problem (a textarea: no pattern attribute exists for it). */
export const messageMaxLength = 1000;

export type LeadField = LeadTextField | "message";

/**
 * The form's choices: "How soon do you need us?" (one tap, optional: a
 * request that leaves it unsaid is not an emergency) and the best time to call.
 */
export const leadChoices = {
  urgency: ["emergency", "thisWeek", "planning"],
  preferredTime: ["morning", "afternoon", "evening"],
} as const satisfies { urgency: readonly Urgency[]; preferredTime: readonly PreferredTime[] };

/** The emergency choice's id: the emergency call bands link to it (call-band.tsx). */
export const emergencyChoiceId = "emergency-request";

/** Nearly every visitor is in Texas: the state field starts with TX. */
export const defaultState = "TX";

/** Hidden fields: what the server needs besides the visitor's answers. */
export const leadMetaFields = {
  locale: "locale",
  page: "page",
  variant: "variant",
  /** The honeypot: hidden from people and assistive technology, so only robots fill it. */
  honeypot: "website",
  /**
   * The signed moment the form was first shown or touched (see start-stamp.ts),
   * or `servedFormMark` before (or without) the form's script.
   */
  started: "started",
  /** Where the visit began, as the browser tab kept it (results/visit-origin.ts); empty without JavaScript. */
  visit: "visit",
  /**
   * A visit booked online (issue 38): the arrival window picked (its key,
   * @hvac/office/arrival-windows) and the service page's id; both or neither.
   */
  bookWindow: "bookWindow",
  bookService: "bookService",
  /** "Text me about my visit", ticked (value "yes"); unticked by default. */
  bookTexts: "bookTexts",
} as const;

/**
 * The start stamp of the form as the page serves it (the same for everyone:
 * pages are cached), replaced by a signed one once the form's script runs. A
 * post without any stamp was not sent from the site's form.
 */
export const servedFormMark = "form";
