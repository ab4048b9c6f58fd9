import { sameSignature, signature } from "@/security/signature";

/**
 * The signature of a booking's answer as the lead endpoint puts it in the
 * request-received page's address (without JavaScript): its status, window
 * and reference, signed with the store's key, so a link someone else crafts
 * cannot make the site's page say a visit is booked.
 */
export const signVisitAnswer = (key: string, status: string, window: string, reference: string) =>
  signature(key, ["visit-answer", status, window, reference], 22);

export const checkVisitAnswer = (
  key: string,
  answer: { status: string; window: string; reference: string; sig: string },
) =>
  sameSignature(signVisitAnswer(key, answer.status, answer.window, answer.reference), answer.sig);
