import { gzipSync } from "node:zlib";

const gzipped = new Map<string, Promise<number>>();

/** Gzip size (default level) of one script, fetched once however many pages load it. */
function gzipBytes(url: string): Promise<number> {
  let size = gzipped.get(url);
  if (!size) {
    size = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return gzipSync(Buffer.from(await response.arrayBuffer())).length;
    });
    gzipped.set(url, size);
  }
  return size;
}

/** Total gzip bytes of the scripts a page loaded (each script counted once). */
export async function javascriptGzipBytes(scriptUrls: string[]): Promise<number> {
  const sizes = await Promise.all([...new Set(scriptUrls)].map(gzipBytes));
  return sizes.reduce((sum, size) => sum + size, 0);
}
