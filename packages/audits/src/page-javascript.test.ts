import { createServer, type Server } from "node:http";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { javascriptGzipBytes } from "./page-javascript";

const scripts: Record<string, string> = {
  "/a.js": "console.log('a');".repeat(200),
  "/b.js": "export const b = [1, 2, 3];",
};

describe("javascriptGzipBytes", () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const body = scripts[request.url ?? ""];
      response.writeHead(body === undefined ? 404 : 200).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("adds the gzip size of each script, counting a script listed twice once", async () => {
    const expected = Object.values(scripts).reduce((sum, s) => sum + gzipSync(s).length, 0);
    const urls = [`${origin}/a.js`, `${origin}/b.js`, `${origin}/a.js`];
    expect(await javascriptGzipBytes(urls)).toBe(expected);
  });

  it("refuses to guess the weight of a script it cannot fetch", async () => {
    await expect(javascriptGzipBytes([`${origin}/missing.js`])).rejects.toThrow(/404/);
  });
});
