/** See first-paint-rules.mjs. */
export type ThemeValues = { values: Map<string, string>; declared: Set<string> };
export function absoluteUrls(css: string | undefined, href: string): string | undefined;
export function layerOrder(sheets: string[]): string;
export function themeValues(sheets: string[]): ThemeValues;
export function firstPaintRules(css: string, html: string, theme: ThemeValues): string;
