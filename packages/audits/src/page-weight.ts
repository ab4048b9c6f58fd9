import { gzipSync } from "node:zlib";

/** What a page weighs as served: its HTML, the part of it that is Next's RSC payload, its elements. */
export interface PageWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  /** The inline `self.__next_f.push(...)` scripts: the page's content a second time, for React. */
  rscBytes: number;
  /** Elements of the document as a browser running scripts builds it (see documentElements). */
  domElements: number;
}

/**
 * The elements a browser with scripts on makes of a page: the contents of
 * <script> and <style> are text, and so is a <noscript>'s (it becomes
 * elements only where scripts are off).
 */
export const documentElements = (html: string): number =>
  (
    html
      .replace(/<(script|style|noscript)\b[^>]*>[\s\S]*?<\/\1>/g, "<$1>")
      .match(/<[a-zA-Z][^\s/>]*/g) ?? []
  ).length;

/** The weight of a page's HTML as served. */
export function weightOf(html: string): PageWeight {
  const rsc = [...html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)];
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    rscBytes: rsc.reduce((sum, [, script = ""]) => sum + Buffer.byteLength(script), 0),
    domElements: documentElements(html),
  };
}

export async function pageWeight(url: string): Promise<PageWeight> {
  return weightOf(await (await fetch(url)).text());
}
