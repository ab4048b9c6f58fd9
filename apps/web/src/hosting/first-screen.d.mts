/** See first-screen.mjs. */
export function firstScreenPainter(
  readStylesheet: (href: string) => string | undefined,
): (html: string) => string | undefined;
