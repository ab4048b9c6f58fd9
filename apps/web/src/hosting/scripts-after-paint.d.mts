/** See scripts-after-paint.mjs. */
export function runScriptsAfterPaint(html: string): string | undefined;
export function loaderScript(sources: string[]): string;
