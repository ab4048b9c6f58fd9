import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/**
 * Answers for a built Studio (`sanity build`'s folder) as a host does: its
 * files, and its index.html for every other address (the Studio routes in
 * the browser). The files under static/ are named by their content and kept;
 * the page is asked for again each time, so a new build shows at once.
 */
export function studioFiles(folder: string) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    const file = join(folder, path);
    const found = file.startsWith(folder) && existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(folder, "index.html");
    response.writeHead(200, {
      "content-type": types[extname(served)] ?? "application/octet-stream",
      "cache-control": path.startsWith("/static/")
        ? "public, max-age=31536000, immutable"
        : "no-cache",
    });
    response.end(readFileSync(served));
  };
}

/** Serves a built Studio alone on a free loopback port (the Studio tests, whose lake is elsewhere). */
export async function serveStudio(
  folder: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(studioFiles(folder));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
