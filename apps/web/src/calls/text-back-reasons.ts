/**
 * Why a missed call got no text back, as the office reads it (the call's
 * record, `npm run results`): one text a caller a day, never to a phone that
 * replied STOP, never to a number that takes no texts.
 */
export const textedToday = "Not texted: this caller had a text back today (one a day).";
export const textsStoppedReason = "Not texted: this phone replied STOP to our texts.";
export const noNumberReason = "Not texted: the caller's number was hidden or not a US number.";
export const noTwilioReason = "Not texted: the website has no Twilio number to text from.";
export const landlineReason = "Not texted: the caller's number takes no texts (a landline).";
export const wroteFirstReason =
  "Not texted: the caller wrote to us first; their text is a request in Leads.";
export const hourlyLimitReason = (limit: number) =>
  `Not texted: ${limit} missed calls were texted back in the last hour, the most the website sends. Call them back.`;
