// What every answer of the server carries, whoever writes it. Next answers
// some requests before the site's headers (next.config.ts) or its proxy run:
// its 308 for an address like `//x/`, and a 500 with a stack trace in the log
// for a method its request object refuses (TRACE, TRACK, CONNECT). Here, in
// front of Next's request handler: such methods answer 405, every answer
// that lacks the site's headers gets those next.config gives a file, no
// answer names Next's internal x-middleware-* headers (a not-found page's
// rewrite target), what a request header selected is kept by no shared
// cache (Next hides those headers from the site's proxy), and each request
// carries the address of the connection it came on.
import { readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";

/**
 * Headers with which any client makes Next answer a page's address with
 * something else (its flight data, or a redirect to `?_rsc`): such an answer
 * is private, never kept as the page (nginx bypasses its cache for them too).
 */
const routerHeaders = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
];

/** Methods Next cannot take (the fetch standard forbids them). */
const refusedMethods = new Set(["CONNECT", "TRACE", "TRACK"]);

/**
 * The headers next.config.ts gives a file (/robots.txt), as the build wrote
 * them into its routes manifest: one source for both.
 */
function fileHeaders(appDir) {
  const manifest = JSON.parse(readFileSync(join(appDir, ".next", "routes-manifest.json"), "utf8"));
  const headers = new Map();
  for (const rule of manifest.headers ?? []) {
    if (!new RegExp(rule.regex).test("/robots.txt")) continue;
    for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
  }
  if (!headers.has("strict-transport-security")) {
    throw new Error("The build's routes manifest gives files no security headers.");
  }
  return headers;
}

function guard(request, response, headers) {
  const selected = routerHeaders.some((name) => request.headers[name] !== undefined);
  const writeHead = response.writeHead;
  response.writeHead = function (...args) {
    if (selected) this.setHeader("cache-control", "private, no-store");
    for (const name of this.getHeaderNames()) {
      if (name.startsWith("x-middleware-")) this.removeHeader(name);
    }
    if (!this.hasHeader("strict-transport-security")) {
      for (const [key, value] of headers) if (!this.hasHeader(key)) this.setHeader(key, value);
    }
    return writeHead.apply(this, args);
  };
}

/**
 * Next hands a route no socket address, and writes one into x-forwarded-for
 * only when the request carries none: a visitor reaching the server directly
 * would choose its own. So the connection's address is appended, as a proxy
 * appends the address it saw (src/http/client-address.ts counts
 * TRUSTED_PROXY_HOPS back from it).
 */
function forwardPeer(request) {
  const peer = request.socket.remoteAddress ?? "unknown";
  const forwarded = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${peer}` : peer;
}

/**
 * Requests the site's own code answers ahead of Next (src/hosting/fast-lanes.ts;
 * the lanes are opened when the server starts): a POST or a GET to a path in
 * this map, a part of the server's context (src/server/server-context.ts).
 */
const lanes = () => globalThis[Symbol.for("hvac.server")]?.parts.get("fastLanes");

/** The lane of a request, if the site opened one for its method and path. */
function laneOf(request) {
  const path = request.url?.split("?", 1)[0];
  const lane = path && lanes()?.get(path);
  return lane?.method === request.method ? lane : undefined;
}

/** The request's headers as the fetch standard has them; undefined when one cannot be. */
function headersOf(request) {
  const headers = new Headers();
  try {
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
  } catch {
    return undefined;
  }
  return headers;
}

/**
 * Writes a lane's answer once it comes: a status alone (no body, kept by no
 * one), or a whole answer; a lane that fails answers 500.
 */
function answerWith(response, request, pending, close = false) {
  pending
    .then(async (answer) => {
      if (response.headersSent) return;
      const closing = close ? { connection: "close" } : {};
      if (typeof answer === "number") {
        response.writeHead(answer, {
          "cache-control": "no-store",
          "content-length": 0,
          ...closing,
        });
        return response.end();
      }
      const body = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, {
        ...Object.fromEntries(answer.headers),
        "content-length": body.length,
        ...closing,
      });
      response.end(body);
    })
    .catch((error) => {
      console.error(`${request.method} ${request.url} could not be answered:`, error);
      if (response.headersSent) return response.destroy();
      response.writeHead(500, { "cache-control": "no-store", "content-length": 0 });
      response.end();
    });
}

/** A GET lane: the query and the headers. */
function answerGet(lane, request, response) {
  const headers = headersOf(request);
  if (!headers) return answerWith(response, request, Promise.resolve(400));
  answerWith(
    response,
    request,
    lane.answer(new URL(request.url, "http://lane").searchParams, headers),
  );
}

/**
 * A POST lane: reads the body up to the lane's cap; over it, the lane
 * answers as soon as it is known (the rest is read and dropped, the
 * connection then closed).
 */
function answerPost(lane, request, response) {
  const headers = headersOf(request);
  if (!headers) {
    request.resume();
    return answerWith(response, request, Promise.resolve(400), true);
  }
  const chunks = [];
  let size = 0;
  const over = () => {
    request.resume();
    answerWith(response, request, lane.answer(undefined, headers), true);
  };
  if (Number(request.headers["content-length"] ?? 0) > lane.maxBytes) return over();
  request.on("data", (chunk) => {
    size += chunk.length;
    if (size > lane.maxBytes) {
      request.removeAllListeners("data");
      over();
    } else chunks.push(chunk);
  });
  request.on("end", () => {
    if (size > lane.maxBytes) return;
    answerWith(response, request, lane.answer(new Uint8Array(Buffer.concat(chunks)), headers));
  });
}

/** Makes every HTTP server created from now on answer through the front door. */
export function openFrontDoor(appDir) {
  const headers = fileHeaders(appDir);
  const createServer = http.createServer;
  http.createServer = (...args) => {
    const handler = args.pop();
    if (typeof handler !== "function") return createServer(...args, handler);
    return createServer(...args, (request, response) => {
      forwardPeer(request);
      guard(request, response, headers);
      const lane = laneOf(request);
      if (lane) return (lane.method === "GET" ? answerGet : answerPost)(lane, request, response);
      if (!refusedMethods.has(request.method)) return handler(request, response);
      const allow = request.url?.startsWith("/api/") ? "GET, HEAD, POST" : "GET, HEAD";
      response.writeHead(405, { allow, "cache-control": "no-store", "content-length": 0 });
      response.end();
    });
  };
}
