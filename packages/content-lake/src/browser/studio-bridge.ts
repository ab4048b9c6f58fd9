/**
 * The Studio's side of the local content lake, installed by the Studio's
 * configuration when the lake serves it (./scripts/local). Two things an
 * ordinary browser needs, with no flag and no certificate:
 *
 * - Every call the Studio's Sanity client makes goes to the lake that served
 *   the page. The client puts the project in front of the API host
 *   (`local.localhost`); Chromium and Firefox resolve such names to loopback
 *   themselves, but not every system does, and the lake then is one origin
 *   with the page: no CORS, no `*.localhost`. Calls to Sanity's own hosts
 *   (the version check, telemetry) go to the lake too, which answers them
 *   as a project without those services: nothing leaves the machine.
 * - The Studio's listeners share one stream. Over HTTP/1.1 a browser keeps at
 *   most six connections to a host; the Studio holds seven listeners open
 *   with one document open (measured: releases, previews, the document, its
 *   versions, the Preview's locations...), and its saves then wait behind
 *   them for ever (forms stay read-only). The Content Lake answers over
 *   HTTP/2, which browsers speak only over TLS with a trusted certificate.
 *
 * The client's fetch-based EventSource and its requests both call the page's
 * `fetch` when they run, so wrapping it before the Studio starts is enough;
 * the presence socket is the one WebSocket.
 */

/** A listener's address: the listen API and the Live Content API's events. */
const listenPath = /^\/v[^/]+\/data\/(listen|live\/events)\//;

/** Sanity's own hosts the Studio calls: the API and its CDN (version checks). */
const sanityHost = /(^|\.)(sanity\.io|sanity-cdn\.com)$/;

export interface StudioBridge {
  /** Where a URL the Studio asks for is answered: the lake's own address, or the URL unchanged. */
  route(url: URL): URL;
  /** The page's fetch, bridged. */
  fetch: typeof fetch;
}

/**
 * The bridge for a Studio served by the lake at `lake` (the page's origin),
 * whose client addresses the project at `projectHost` (`local.localhost:3333`).
 */
export function studioBridge(
  lake: string,
  projectHost: string,
  send: typeof fetch = globalThis.fetch.bind(globalThis),
): StudioBridge {
  const lakeUrl = new URL(lake);
  const route = (url: URL) =>
    url.host === projectHost || (url.protocol === "https:" && sanityHost.test(url.hostname))
      ? new URL(`${url.pathname}${url.search}`, lakeUrl)
      : url;
  const listeners = sharedListeners(lakeUrl, send);

  const bridged = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const asked = new URL(input instanceof Request ? input.url : String(input), lakeUrl);
    const routed = route(asked);
    if (routed === asked) return send(input, init);
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    if (method === "GET" && listenPath.test(routed.pathname)) {
      return listeners.listen(routed, init?.signal ?? undefined);
    }
    if (!(input instanceof Request)) return send(routed, init);
    const body = method === "GET" || method === "HEAD" ? undefined : await input.arrayBuffer();
    return send(routed, {
      method,
      headers: input.headers,
      credentials: input.credentials,
      signal: input.signal,
      ...init,
      ...(body === undefined ? {} : { body }),
    });
  };
  return { route, fetch: bridged };
}

/**
 * Installs the bridge in the page: its `fetch` and its `WebSocket` (the
 * presence socket, at the project host) go to the lake.
 */
export function installStudioBridge(projectId: string) {
  const lake = globalThis.location.origin;
  const bridge = studioBridge(lake, `${projectId}.${globalThis.location.host}`);
  globalThis.fetch = bridge.fetch;
  const PageSocket = globalThis.WebSocket;
  globalThis.WebSocket = class extends PageSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      const asked = new URL(String(address).replace(/^ws/, "http"));
      const routed = bridge.route(asked);
      super(routed === asked ? address : routed.href.replace(/^http/, "ws"), protocols);
    }
  };
}

/** One line of the shared stream (the lake's shared-listeners.ts). */
type SharedLine = { channel: string } | { key: number; text: string };

/**
 * The page's listeners over one stream from the lake, opened with the first
 * listener and again after it ends (each listener then ends with an error,
 * and the client connects it again, as after any dropped connection).
 */
function sharedListeners(lake: URL, send: typeof fetch) {
  const encoder = new TextEncoder();
  const open = new Map<number, ReadableStreamDefaultController<Uint8Array>>();
  let channel: Promise<string> | undefined;
  let nextKey = 0;

  const end = (reason: unknown) => {
    channel = undefined;
    for (const stream of open.values()) stream.error(reason);
    open.clear();
  };

  const connect = () =>
    new Promise<string>((named, failed) => {
      send(new URL("/local-lake/channels", lake), { cache: "no-store" })
        .then(async (response) => {
          if (!response.ok || !response.body) throw new Error(`Shared stream: ${response.status}`);
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let pending = "";
          for (;;) {
            const { done, value } = await reader.read();
            if (done) throw new Error("The local content lake closed the shared stream.");
            pending += value;
            const lines = pending.split("\n");
            pending = lines.pop() ?? "";
            for (const line of lines.filter(Boolean)) {
              const parsed = JSON.parse(line) as SharedLine;
              if ("channel" in parsed) named(parsed.channel);
              else open.get(parsed.key)?.enqueue(encoder.encode(parsed.text));
            }
          }
        })
        .catch((error: unknown) => {
          failed(error);
          end(error);
        });
    });

  /** Stops a listener on the lake (once more is harmless there). */
  const stop = (name: string, key: number) => {
    open.delete(key);
    void send(new URL(`/local-lake/channels/${name}/listeners/${key}`, lake), {
      method: "DELETE",
    }).catch(() => undefined);
  };

  return {
    async listen(url: URL, signal?: AbortSignal): Promise<Response> {
      channel ??= connect();
      const name = await channel;
      const key = ++nextKey;
      const body = new ReadableStream<Uint8Array>({
        start: (stream) => {
          open.set(key, stream);
        },
        cancel: () => stop(name, key),
      });
      signal?.addEventListener("abort", () => {
        open.get(key)?.error(signal.reason);
        stop(name, key);
      });
      const added = await send(new URL(`/local-lake/channels/${name}/listeners/${key}`, lake), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url: `${url.pathname}${url.search}` }),
      });
      if (!added.ok) {
        open.delete(key);
        // 503: the lake lost the stream (it restarted): the next listener opens another.
        if (added.status === 503) channel = undefined;
        return added;
      }
      // Closed while it was being added: the lake may have added it after the stop.
      if (signal?.aborted) stop(name, key);
      return new Response(body, {
        status: 200,
        headers: { "content-type": "text/event-stream", "cache-control": "no-store" },
      });
    },
  };
}
