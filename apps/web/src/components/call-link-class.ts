/**
 * Marks a call link whose words surround the number (a button, a phrase in
 * the text). html-validate checks number-only call links for characters a
 * line could break at; these it leaves alone (see apps/web/.htmlvalidate.json).
 */
export const callLinkClass = "call-link";
