import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signature of a booking's answer as the lead endpoint puts it in the
 * request-received page's address (without JavaScript): its status, window
 * and reference, signed with the store's key, so a link someone else crafts
 * cannot make the site's page say a visit is booked.
 */
export const signVisitAnswer = (key: string, status: string, window: string, reference: string) =>
  createHmac("sha256", key)
    .update(`visit-answer:${status}:${window}:${reference}`)
    .digest("base64url")
    .slice(0, 22);

export function checkVisitAnswer(
  key: string,
  answer: { status: string; window: string; reference: string; sig: string },
): boolean {
  const expected = Buffer.from(
    signVisitAnswer(key, answer.status, answer.window, answer.reference),
  );
  const given = Buffer.from(answer.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
