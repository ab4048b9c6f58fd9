import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import type { AddressInfo, Socket } from "node:net";
import { loadLocalDataset, localImagePath, withPlaceholders } from "@hvac/content";
import { type Action, ActionError, applyActions } from "./actions";
import { sanityHostPatterns, selfSignedCertificate } from "./certificate";
import { type Doc, DocumentStore, isDraft, type Transaction } from "./documents";
import { documentEvents, documentRevisions, transactionLog } from "./history";
import { type Call, type Request, type Response, type Route, readBody, sendJson } from "./http";
import { Journal } from "./journal";
import { listen, liveEvents, responseSink } from "./listeners";
import { applyMutations, type MutationRequest } from "./mutations";
import { answerPresence } from "./presence";
import { paramsOf, perspectiveOf, runQuery } from "./query";
import { SharedListeners } from "./shared-listeners";
import { moduleVersions, officeUser, studioServiceRoutes } from "./studio-services";
import { sendPublishWebhooks, type WebhookTarget } from "./webhook";

export interface ContentLakeOptions {
  projectId: string;
  dataset: string;
  /** The dataset as `sanity dataset import` reads it. */
  seedFile: string;
  /**
   * Where the dataset's pictures say they are: on Sanity's image CDN, as an
   * import into Sanity leaves them (the tests, whose browser reaches the lake
   * under Sanity's names), or at the addresses the site serves the starter's
   * pictures from (./scripts/local). The lake serves them at its own
   * `/images/` too, where the Studio's previews ask for them.
   */
  imageAddresses?: "sanity-cdn" | "site";
  /** What the lake records; by default everything, for a test to assert on. */
  journal?: Journal;
  /** The transactions (and revisions of a document) the history keeps. */
  historyLimit?: number;
}

/**
 * A stand-in for Sanity's Content Lake on loopback, enough for the built
 * Studio and for @sanity/client: the starter dataset, queries, documents,
 * listeners, actions, mutations, history, presence, and the signed publish
 * webhook. The tests serve it over HTTP/2 with a certificate made at start
 * (`start()`); ./scripts/local over HTTP/1.1 with the Studio (local/). Any
 * call it does not know, and any 5xx, lands in `journal.problems` (a test
 * fails on it). README.md lists what of the HTTP API it answers.
 */
export class ContentLake {
  readonly store: DocumentStore;
  readonly journal: Journal;
  /** Where a publish is sent (the site's /api/revalidate), when set. */
  webhook: WebhookTarget | undefined;
  #server: Http2SecureServer | undefined;
  readonly #sockets = new Set<Socket>();
  #plainServer: Server | undefined;
  #seed: { documents: Doc[]; images: Map<string, string> };
  #prepared: Promise<void> | undefined;
  readonly #routes: Route[];
  readonly #shared = new SharedListeners();

  constructor(readonly options: ContentLakeOptions) {
    this.store = new DocumentStore(options.historyLimit);
    this.journal = options.journal ?? new Journal({ keep: true });
    const { documents, images } = loadLocalDataset(options.seedFile);
    const cdnImages = `https://cdn.sanity.io/images/${options.projectId}/${options.dataset}/`;
    this.#seed = {
      images,
      documents:
        options.imageAddresses === "site"
          ? documents
          : documents.map((document) =>
              document._type === "sanity.imageAsset"
                ? { ...document, url: String(document.url).replace(localImagePath, cdnImages) }
                : document,
            ),
    };
    const dataset = `/(${options.dataset})`;
    const ids = (call: Call) => idsOf(call.match);
    this.#routes = [
      ...studioServiceRoutes(options.projectId, options.dataset),
      ["GET", new RegExp(`^/data/query${dataset}$`), (call) => this.#query(call)],
      ["POST", new RegExp(`^/data/query${dataset}$`), (call) => this.#query(call)],
      ["GET", new RegExp(`^/data/doc${dataset}/(.+)$`), (call) => this.#documents(ids(call))],
      [
        "GET",
        new RegExp(`^/data/listen${dataset}$`),
        ({ request, response, url }) => this.#listen(url, responseSink(request, response)),
      ],
      [
        "GET",
        new RegExp(`^/data/live/events${dataset}$`),
        ({ request, response }) => liveEvents(responseSink(request, response)),
      ],
      ["POST", new RegExp(`^/data/actions${dataset}$`), (call) => this.#actions(call)],
      ["POST", new RegExp(`^/data/mutate${dataset}$`), (call) => this.#mutate(call)],
      [
        "GET",
        new RegExp(`^/data/history${dataset}/transactions/(.+)$`),
        (call) =>
          transactionLog(
            this.store,
            ids(call),
            call.url.searchParams,
            officeUser.id,
            call.response,
          ),
      ],
      [
        "GET",
        new RegExp(`^/data/history${dataset}/documents/(.+)$`),
        (call) => documentRevisions(this.store, ids(call), call.url.searchParams),
      ],
      [
        "GET",
        new RegExp(`^/data/history${dataset}/events/documents/(.+)$`),
        (call) => documentEvents(ids(call)),
      ],
      // A photo or file the office uploads: the lake keeps no files (README.md).
      [
        "POST",
        new RegExp(`^/assets/(images|files)${dataset}$`),
        ({ response }) =>
          sendJson(response, 422, {
            error: "Uploads need a Sanity project",
            message: uploadRefusal,
          }),
      ],
      // The module CDN's answer to the Studio's version check (sanity-cdn.com).
      ["GET", /^\/modules\/sanity\//, moduleVersions],
      // The Studio bridge's shared listeners (shared-listeners.ts).
      [
        "GET",
        /^\/local-lake\/channels$/,
        ({ request, response }) => this.#shared.open(request, response),
      ],
      [
        "POST",
        /^\/local-lake\/channels\/([\w-]+)\/listeners\/(\d+)$/,
        (call) => this.#sharedListen(call),
      ],
      [
        "DELETE",
        /^\/local-lake\/channels\/([\w-]+)\/listeners\/(\d+)$/,
        ({ match }) => {
          this.#shared.remove(match[1] ?? "", Number(match[2]));
          return {};
        },
      ],
    ];
  }

  /**
   * The starter documents as Sanity holds them after an import: each raster
   * picture with the blurred placeholder Sanity makes on upload. Made once,
   * before the lake first answers.
   */
  prepare(): Promise<void> {
    this.#prepared ??= withPlaceholders(this.#seed).then((documents) => {
      this.#seed = { ...this.#seed, documents: documents as Doc[] };
    });
    return this.#prepared;
  }

  /** The starter dataset, as `reset()` brings it back. */
  get seedDocuments(): readonly Doc[] {
    return this.#seed.documents;
  }

  /**
   * Starts the server on a free loopback port for the browser (HTTP/2 over
   * TLS), and the same API over plain HTTP on another for a server-side
   * client such as the site's, which would otherwise have to trust the
   * self-signed certificate.
   */
  async start(): Promise<this> {
    await this.prepare();
    const { key, cert } = selfSignedCertificate();
    const server = createSecureServer({ key, cert, allowHTTP1: true }, this.answer);
    // Every connection, so closing never waits on one a browser left open
    // (HTTP/2 sessions, presence's upgraded sockets).
    server.on("connection", (socket: Socket) => {
      this.#sockets.add(socket);
      socket.on("close", () => this.#sockets.delete(socket));
    });
    answerPresence(server, this.journal);
    // HTTP/1.1 requests carry the same fields the handler reads from HTTP/2's.
    const plainServer = createServer(this.answer as unknown as Parameters<typeof createServer>[1]);
    await Promise.all(
      [server, plainServer].map(
        (listening) =>
          new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", () => resolve())),
      ),
    );
    this.#server = server;
    this.#plainServer = plainServer;
    return this;
  }

  /**
   * The API host for @sanity/client on the test machine: `apiHost` set to it,
   * with `useProjectHostname: false`, reaches this stand-in.
   */
  get apiHost(): string {
    if (!this.#plainServer) throw new Error("The stand-in Content Lake is not started.");
    return `http://127.0.0.1:${(this.#plainServer.address() as AddressInfo).port}`;
  }

  get port(): number {
    if (!this.#server) throw new Error("The stand-in Content Lake is not started.");
    return (this.#server.address() as AddressInfo).port;
  }

  /** Chromium's flags to reach this stand-in under Sanity's own host names. */
  chromiumArgs(): string[] {
    const rules = sanityHostPatterns.map((host) => `MAP ${host} 127.0.0.1:${this.port}`);
    return [`--host-resolver-rules=${rules.join(", ")}`, "--ignore-certificate-errors"];
  }

  /** Back to the starter dataset (with any documents a test adds) and an empty journal. */
  reset(extra: readonly Doc[] = []) {
    this.store.reset([...this.#seed.documents, ...extra]);
    this.journal.clear();
    this.webhook = undefined;
  }

  /** A document as published (what visitors and the site see), or null. */
  published(id: string): Doc | null {
    if (isDraft(id)) throw new Error(`${id} is a draft's id; ask for the published id.`);
    return this.store.get(id);
  }

  async close() {
    this.#plainServer?.closeAllConnections();
    for (const socket of this.#sockets) socket.destroy();
    await Promise.all(
      [this.#server, this.#plainServer].map(
        (server) =>
          new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
      ),
    );
  }

  /** Sends the publish webhook of each change, as Sanity does after a transaction. */
  sendWebhooks(transaction: Pick<Transaction, "id" | "changes">) {
    if (!this.webhook) return;
    const { projectId, dataset } = this.options;
    sendPublishWebhooks(this.webhook, transaction, this.journal, { projectId, dataset }).catch(
      (error: unknown) => this.journal.problem(`Webhook failed: ${String(error)}`),
    );
  }

  /** Answers one request to the API (HTTP/2 or HTTP/1.1); a failure is a problem and a 500. */
  readonly answer = (request: Request, response: Response) => {
    this.#answer(request, response).catch((error: unknown) => {
      this.journal.problem(`${request.method} ${request.url}: ${String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  };

  async #answer(request: Request, response: Response) {
    const origin = request.headers.origin;
    if (origin) {
      response.setHeader("access-control-allow-origin", origin);
      response.setHeader("access-control-allow-credentials", "true");
      response.setHeader("vary", "origin");
    }
    const url = new URL(request.url ?? "/", `https://${hostOf(request)}`);
    this.journal.request(`${request.method} ${url.host}${url.pathname}`);
    if (request.method === "OPTIONS") return this.#preflight(request, response);
    if (url.pathname.startsWith("/images/")) return this.#image(url, response);
    if (url.pathname === "/bridge.js") {
      // Sanity's dashboard bridge (core.sanity-cdn.com), which a Studio outside the dashboard leaves unused.
      response.writeHead(200, { "content-type": "text/javascript" });
      return response.end("");
    }
    if (harmless.some((pattern) => pattern.test(`${url.host}${url.pathname}`))) {
      return sendJson(response, 404, { error: "Not served by the stand-in" });
    }

    const versioned = url.pathname.match(/^\/v(\d{4}-\d{2}-\d{2}|\d+|X)(\/.*)$/);
    const path = versioned?.[2] ?? url.pathname;
    for (const [method, pattern, handler] of this.#routes) {
      const match = path.match(pattern);
      if (method !== request.method || !match) continue;
      const call: Call = { request, response, url, apiVersion: versioned?.[1] ?? "1", match };
      const body = await handler(call);
      if (body !== undefined) sendJson(response, 200, body);
      return;
    }
    this.journal.problem(`Unknown endpoint ${request.method} ${url.host}${url.pathname}`);
    sendJson(response, 404, { error: "Not found in the stand-in Content Lake" });
  }

  #preflight(request: Request, response: Response) {
    response.writeHead(204, {
      "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
      "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "*",
      "access-control-max-age": "600",
    });
    response.end();
  }

  /** Sanity's image CDN, `/images/{project}/{dataset}/{file}`: the dataset's files at full size (no resizing here). */
  #image(url: URL, response: Response) {
    const file = this.#seed.images.get(url.pathname.split("/").pop() ?? "");
    if (!file) {
      this.journal.problem(`Unknown image ${url.pathname}`);
      sendJson(response, 404, { error: "No such image" });
      return;
    }
    const type = { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", webp: "image/webp" };
    const extension = file.split(".").pop() as keyof typeof type;
    response.writeHead(200, { "content-type": type[extension] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  }

  async #query({ request, url, apiVersion }: Call) {
    const started = performance.now();
    const posted = request.method === "POST" ? JSON.parse(await readBody(request)) : undefined;
    const query: string = posted?.query ?? url.searchParams.get("query") ?? "";
    const params = posted?.params ?? paramsOf(url.searchParams);
    const perspective = perspectiveOf(url.searchParams.get("perspective"), apiVersion);
    const result = await runQuery(this.store.all(), query, params, perspective, officeUser.id);
    return { ms: Math.round(performance.now() - started), query, result };
  }

  #documents(ids: string[]) {
    const found = ids.map((id) => this.store.get(id));
    return {
      documents: found.filter((document) => document !== null),
      omitted: ids.filter((_, index) => !found[index]).map((id) => ({ id, reason: "existence" })),
    };
  }

  #listen(url: URL, sink: Parameters<typeof listen>[2]) {
    listen(this.store, url, sink, (error) =>
      this.journal.problem(`Listener ${url.searchParams.get("query")}: ${String(error)}`),
    );
    return undefined;
  }

  /** A listener of the Studio bridge: its address as the Studio asked for it, its events down the shared stream. */
  async #sharedListen({ request, response, match }: Call) {
    const asked = new URL(
      (JSON.parse(await readBody(request)) as { url: string }).url,
      "http://lake",
    );
    const path = asked.pathname.replace(/^\/v[^/]+/, "");
    const start =
      path === `/data/listen/${this.options.dataset}`
        ? (sink: Parameters<typeof listen>[2]) => this.#listen(asked, sink)
        : path === `/data/live/events/${this.options.dataset}`
          ? liveEvents
          : undefined;
    if (!start) {
      this.journal.problem(`Unknown listener ${asked.pathname}`);
      return sendJson(response, 404, { error: `Not a listener: ${asked.pathname}` });
    }
    // 503: the stream is gone (the lake restarted); the page opens another and asks again.
    if (!this.#shared.add(match[1] ?? "", Number(match[2]), start)) {
      return sendJson(response, 503, { error: "No such shared stream" });
    }
    return {};
  }

  async #actions({ request, response }: Call) {
    const { actions, transactionId } = JSON.parse(await readBody(request)) as {
      actions: Action[];
      transactionId?: string;
    };
    const transaction = this.#transact(response, () =>
      applyActions(this.store, this.journal, actions, transactionId),
    );
    return transaction && { transactionId: transaction.id };
  }

  async #mutate({ request, response, url }: Call) {
    const { mutations, transactionId } = JSON.parse(await readBody(request)) as {
      mutations: MutationRequest[];
      transactionId?: string;
    };
    const expanded = (
      await Promise.all(mutations.map((mutation) => this.#byQuery(mutation)))
    ).flat();
    const transaction = this.#transact(
      response,
      () => applyMutations(this.store, this.journal, expanded, transactionId),
      // A mutation refused for a document that moved on or went (a worker's lease when a test
      // resets the dataset) is an answer its writer handles: the stores retry or give up.
      (error) => error.status === 409,
    );
    if (!transaction) return undefined;
    const returnDocuments = url.searchParams.get("returnDocuments") === "true";
    return {
      transactionId: transaction.id,
      results: transaction.changes.map(({ id, before, after }) => ({
        id,
        operation: !after ? "delete" : before ? "update" : "create",
        ...(returnDocuments && after ? { document: after } : {}),
      })),
    };
  }

  /**
   * A delete by query (`{delete: {query, params}}`, as the Studio clears
   * expired preview secrets) becomes a delete of each document it selects.
   */
  async #byQuery(mutation: MutationRequest): Promise<MutationRequest[]> {
    const query = mutation.delete?.query;
    if (typeof query !== "string") return [mutation];
    const params = (mutation.delete?.params ?? {}) as Record<string, unknown>;
    const ids = await runQuery(this.store.all(), `${query}._id`, params, "raw", officeUser.id);
    return (ids as string[]).map((id) => ({ delete: { id } }));
  }

  /** Commits a transaction and sends its webhooks, or answers the refusal as the Content Lake would. */
  #transact(
    response: Response,
    commit: () => Transaction,
    handled: (error: ActionError) => boolean = () => false,
  ) {
    try {
      const transaction = commit();
      // Sanity sends webhooks after answering; the journal records each as it lands.
      this.sendWebhooks(transaction);
      return transaction;
    } catch (error) {
      if (!(error instanceof ActionError)) throw error;
      if (handled(error)) this.journal.refused(error.message);
      else this.journal.problem(`Action refused: ${error.message}`);
      sendJson(response, error.status, { error: { description: error.message } });
      return undefined;
    }
  }
}

/** What the Studio shows when the office uploads a photo on the local lake. */
const uploadRefusal =
  "Photos cannot be uploaded to the local content lake (./scripts/local): it keeps no files. " +
  "With a Sanity project they upload as usual; to add one to the starter content, see docs/office.md, " +
  '"Try it on your computer".';

/**
 * Calls answered 404 without failing the test: the web fonts of the design
 * system and of the Studio itself (the Studio falls back to the system font).
 * Which of them a test asks for depends on the text on screen (an italic
 * description asks for Inter-MediumItalic).
 */
const harmless = [/^(design-system|studio)-static\.sanity\.io\/.*\.woff2$/];

/** The comma-separated document ids a path ends with. */
const idsOf = (match: RegExpMatchArray) => decodeURIComponent(match[2] ?? "").split(",");

const hostOf = (request: Request) =>
  String(request.headers[":authority"] ?? request.headers.host ?? "api.sanity.io");

export type { Doc } from "./documents";
export { Journal } from "./journal";
export type { WebhookTarget } from "./webhook";
