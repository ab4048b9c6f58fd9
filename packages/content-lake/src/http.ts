import type { Http2ServerRequest, Http2ServerResponse } from "node:http2";

/** HTTP/2's compatibility API; an HTTP/1.1 request arrives in objects of the same shape. */
export type Request = Http2ServerRequest;
export type Response = Http2ServerResponse;

export async function readBody(request: Request): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export function sendJson(response: Response, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

/** What a route handler sees of a request to the API, the version prefix taken off. */
export interface Call {
  request: Request;
  response: Response;
  url: URL;
  apiVersion: string;
  /** The route's pattern matched on the path after `/v{version}`. */
  match: RegExpMatchArray;
}

/** A handler returns the JSON body to send, or undefined when it answered itself. */
export type Route = [method: string, pattern: RegExp, handler: (call: Call) => unknown];
