import type { Locale } from "@hvac/routing";

/**
 * What the words around online booking must not say, in either language,
 * because the booking does not keep it (issue 59's review of the booking's
 * words). Checked in the site's interface strings and in the starter
 * content, wherever they could come back.
 *
 * What the booking keeps: an arrival window is when a technician is
 * scheduled to arrive; a window counts visits, not technicians; a visit is
 * booked at once only within bounds, and otherwise the office calls; a
 * booked visit is moved or cancelled online at no charge until its window
 * starts; plan members get no priority in online windows; no price is
 * stated when booking; the hours are a Business fact.
 */
export interface BookingClaim {
  why: string;
  en: RegExp;
  es: RegExp;
}

export const bookingClaims: BookingClaim[] = [
  {
    why: 'an arrival window is when a technician is scheduled to arrive ("scheduled to arrive between"), not a promise',
    en: /\bwill arrive\b|\barrives? within (?:the|this|your) window\b|\barrives tomorrow\b|\bplans to arrive\b|\bwhen (?:the|a) technician arrives\b/i,
    es: /\bllega dentro (?:del|de este) horario\b|\bllega mañana\b|\bmañana llega un técnico\b|\bplanea llegar\b|\bcuándo llega el técnico\b/iu,
  },
  {
    why: "a window counts visits, not technicians",
    en: /\bwith a technician (?:free|available)\b/i,
    es: /\bcon un técnico disponible\b/iu,
  },
  {
    why: "a booking past the bounds needs a time, and the office calls",
    en: /\bno (?:phone )?call needed\b/i,
    es: /\bno hace falta llamar\b/iu,
  },
  {
    why: 'the hours are a Business fact: {hoursShort} or {hoursText}, never typed ("A cualquier hora" is the visitor\'s best time to be called)',
    en: /\bany hour\b|\bany time, day or night\b/i,
    es: /\ba cualquier hora\b/u,
  },
  {
    why: "a visit booked online is moved or cancelled at no charge until its window starts: notice and fees are for visits set up by phone",
    en: /\bnotice to cancel or move an appointment\b|\bamount when you book\b/i,
    es: /\bpara cancelar o cambiar una cita\b|\bla cantidad cuando haga la cita\b/iu,
  },
  {
    why: "booking online states no price",
    en: /\bprice when you book\b/i,
    es: /\bprecio (?:desde que hace|al hacer) la cita\b/iu,
  },
  {
    why: "online windows are first come, first served: plan members are not seen first",
    en: /\byou are (?:seen|called) first\b/i,
    es: /\b(?:lo|la|los|las) atendemos primero\b|\busted va primero\b/iu,
  },
  {
    why: "a visitor who did not book is not sent to cancel someone else's visit",
    en: /\bdid not book this visit, cancel\b/i,
    es: /\bno agendó esta visita, cancél/iu,
  },
  {
    why: 'a window is said as its two ends ("between {start} and {end}") or as a window ("in the {time} window")',
    en: /\bbetween \{time\}/,
    es: /\bentre \{time\}/,
  },
];

/**
 * What a visitor can change online, until when and at what cost, as the
 * booking page, the emails, the terms and the guarantees page all say it.
 */
export const changeOnline: Record<Locale, RegExp> = {
  en: /\bmove or cancel\b[^.]*\bat no charge\b[^.]*\buntil (?:its|the) arrival window starts\b/i,
  es: /\bcambiar o cancelar\b[^.]*\bsin costo\b[^.]*\bhasta que empiece su horario de llegada\b/iu,
};

/** The booking claims a text makes, each with the words that make it. */
export function unkeptBookingClaims(text: string, locale: Locale): string[] {
  return bookingClaims.flatMap((claim) => {
    const match = text.match(claim[locale]);
    return match ? [`${claim.why}: "${match[0]}"`] : [];
  });
}
