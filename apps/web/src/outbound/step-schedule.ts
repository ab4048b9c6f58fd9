import type { OutboundStep } from "@hvac/office/lead-document";

/**
 * When each outbound step is tried again after a failure: soon, then less
 * often (a provider that is down stays down a while). After the last delay
 * the step gives up and stays "gaveUp" for the office to see. The CRM
 * webhook keeps trying for a day; the page tries the next phone at once,
 * and these delays are between whole rounds of phones (steps/page.ts).
 */
const seconds = 1000;
const minutes = 60 * seconds;
const hours = 60 * minutes;

// A mail is tried again soon, then at longer gaps.
const mailDelays = [
  5 * seconds,
  30 * seconds,
  2 * minutes,
  10 * minutes,
  30 * minutes,
  1 * hours,
  2 * hours,
  4 * hours,
  8 * hours,
];

const retryDelays: Record<OutboundStep, readonly number[]> = {
  // Rounds of every on-call phone, after one round failed.
  page: [15 * seconds, 1 * minutes, 5 * minutes, 15 * minutes],
  officeEmail: mailDelays,
  // A confirmation hours late says little: the visitor's stops after two hours.
  visitorEmail: mailDelays.slice(0, 7),
  // A reminder a day late is no reminder: it stops within the hour.
  reminder: mailDelays.slice(0, 5),
  reminderText: [30 * seconds, 2 * minutes, 10 * minutes, 30 * minutes],
  visitNotice: mailDelays.slice(0, 7),
  officeNotice: mailDelays,
  bookingAlert: mailDelays.slice(0, 5),
  reviewRequest: mailDelays,
  crm: [
    30 * seconds,
    2 * minutes,
    10 * minutes,
    30 * minutes,
    1 * hours,
    2 * hours,
    4 * hours,
    6 * hours,
    8 * hours,
  ],
};

/** The next try after the `attempts`-th failure, or undefined when the step gives up. */
export function nextTry(
  step: OutboundStep,
  attempts: number,
  now = Date.now(),
): string | undefined {
  const delay = retryDelays[step][attempts - 1];
  return delay === undefined ? undefined : new Date(now + delay).toISOString();
}
