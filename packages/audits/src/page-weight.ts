import { gzipSync } from "node:zlib";

/** What a page weighs as served: its HTML, the part of it that is Next's RSC payload, its elements. */
export interface PageWeight {
  htmlBytes: number;
  htmlGzipBytes: number;
  /** The inline `self.__next_f.push(...)` scripts: the page's content a second time, for React. */
  rscBytes: number;
  /** Elements of the document as parsed (scripts' and styles' contents not counted). */
  domElements: number;
}

export async function pageWeight(url: string): Promise<PageWeight> {
  const html = await (await fetch(url)).text();
  const rsc = [...html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)];
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, "<$1>");
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    rscBytes: rsc.reduce((sum, [, script = ""]) => sum + Buffer.byteLength(script), 0),
    domElements: (markup.match(/<[a-zA-Z][^\s/>]*/g) ?? []).length,
  };
}
