/**
 * Spanish is written in sentence case: headings, buttons and titles
 * capitalise their first word and proper names only ("Llame ahora para
 * reparar su aire", not "Llame Ahora para Reparar su Aire"). This finds the
 * words a text capitalises that Spanish would not.
 */

/** Names Spanish writes with a capital wherever they stand. */
export const properNames = [
  // Agencies and their programs, named in full (before "Texas", which they contain)
  "Departamento de Licencias y Regulación de Texas",
  "Seguro Social",
  // Places
  "San Antonio",
  "Texas",
  "TX",
  "Elmendorf",
  "Von Ormy",
  "Windcrest",
  "China Grove",
  "Losoya",
  "Sayers",
  "Kicaster",
  "Martinez",
  "Saspamco",
  "Calaveras",
  "Balcones Heights",
  "Boldtville",
  "Sandy Oaks",
  "Floresville",
  "Pecan Valley",
  "Southton",
  "Bexar",
  "Wilson",
  "Guadalupe",
  "Atascosa",
  "Loop",
  "Medina",
  "Golfo de México",
  "Estados Unidos",
  "EE. UU.",
  "New Sulphur Springs Road",
  // Languages, as the language link names them
  "English",
  // Brands and trademarks
  "Élite",
  "Wi-Fi",
  "Google",
  "Microsoft",
  "Meta",
  "Twilio",
  // Browser settings, named as browsers name them
  "Do Not Track",
  "Global Privacy Control",
  // Business facts as copy names them ({dealerBrand}, see @hvac/content
  // copy-facts): the site puts the fact's words in their place.
];

const sentenceStart = /(^|[.!?:;¡¿…\n]|(?:^|\n)\s*[-–—•])\s*["“«(]?$/u;

/** The words of `text` written with a capital where Spanish would not write one. */
export function titleCaseWords(text: string, names: readonly string[] = properNames): string[] {
  let rest = text;
  for (const name of names) rest = rest.replaceAll(name, " ".repeat(name.length));
  const found: string[] = [];
  for (const match of rest.matchAll(/\p{Lu}[\p{Ll}\p{M}]+/gu)) {
    const before = rest.slice(0, match.index);
    // Acronyms and units (HVAC, SEER2, AFUE) are all capitals and never match.
    if (!sentenceStart.test(before)) found.push(match[0]);
  }
  return found;
}

/**
 * Wordings that read translated from English rather than written in
 * Spanish, each with what a local writer would say instead.
 */
const translatedWordings: Array<[RegExp, string]> = [
  [/\bcalifi(quen|ca|can)\b/iu, 'to qualify for financing is "cumplir con los requisitos"'],
  [/reseñas[^.]{0,30}\bo más\b/iu, '"80+ reviews" is "80+ reseñas", not "80 reseñas o más"'],
  [
    /\bsegún (?:\{\w+\}|\d)[^.]{0,12}\breseñas\b/iu,
    'a rating "from 80+ reviews" is "en 80+ reseñas", not "según 80+ reseñas"',
  ],
  [
    /\ben \d+(?: a |-)\d+ (?:minutos|horas|días|semanas|meses|años)\b/iu,
    '"in 3 to 5 hours" is "de 3 a 5 horas" or "en un plazo de 3 a 5 horas", not "en 3 a 5 horas"',
  ],
  [
    /\b\d+ pueblos\b|(?<!ciudades y )\bpueblos (cercanos|que atendemos|más)\b|\ben qué pueblos\b/iu,
    'San Antonio, Windcrest and Balcones Heights are cities: "comunidades", or "ciudades y pueblos"',
  ],
  [
    /\b(?:le )?(?:devolvemos|regresamos) la llamada\b/iu,
    'to a visitor who wrote and never called, "we\'ll call you back" is "le llamamos"',
  ],
  [
    /(?<!¿\s*)\bqué sigue\s*:/iu,
    '"What happens next:" is "Lo que sigue:"; "Qué sigue" reads as a question missing its "¿"',
  ],
  [
    /\breparaci[oó]n de hornos\b/iu,
    'a "horno" is first a kitchen oven: "reparación de calefacción", with "(horno)" where the equipment is meant',
  ],
  [
    /\ben cuanto llega\b/iu,
    '"en cuanto llega" has no subject: say what arrives, "en cuanto nos llega su solicitud"',
  ],
  [
    /\balmacenamiento local\b/iu,
    'the browser\'s "local storage" is its memory: "su navegador lo guarda en su memoria"',
  ],
  [/\bseguro social\b/u, 'the program is a proper name: "Seguro Social"'],
  [
    /\bleyes de Texas y federales\b/iu,
    'state and federal law is "las leyes estatales y federales"',
  ],
  [
    /\bdel? \d{1,2}\s*[–-]\s*\d{1,2} de \p{L}+/iu,
    'a span of days is "del 16 al 22 de noviembre", not "del 16–22 de noviembre"',
  ],
  [
    /(?<![\d.,]\s?)\b1 (?:casos|solicitudes|visitas|llamadas|toques|mensajes|veces|minutos|horas|días|semanas|meses|años)\b/iu,
    'one of a thing is singular: "1 caso", "se borró 1 caso", not "se borraron 1 casos"',
  ],
  // The booking's words (issue 59's review).
  [
    /\bcuéntel[eo]s? a sus vecinos\b/iu,
    'to ask for a review: "¿nos deja una reseña en Google?", not "cuéntele a sus vecinos"',
  ],
  [
    /\bhasta que (?:quede confirmado el nuevo|el nuevo sea suyo)\b/iu,
    'a move that fails leaves the visit as it was: "si alguien más toma ese horario antes que usted, su visita se queda como está"',
  ],
  [
    /\blugares disponibles\b|\blugares\s*:/iu,
    'the room left in a window is "quedan 2", not "lugares disponibles:"',
  ],
  [
    /\ba dónde ir\b|\bdónde llegar\b/iu,
    'where the technician goes is "la dirección de la visita", not "dónde llegar"',
  ],
  [
    /\bno irá ningún técnico\b|\bno iremos\b/iu,
    'a cancelled visit: "ya no le mandaremos un técnico", not "no irá ningún técnico"',
  ],
];

/** The wordings of `text` that read translated, with the reason. */
export function translatedWording(text: string): string[] {
  return translatedWordings.flatMap(([pattern, why]) => {
    const match = text.match(pattern);
    return match ? [`"${match[0]}": ${why}`] : [];
  });
}
