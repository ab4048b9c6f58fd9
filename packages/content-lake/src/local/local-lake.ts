import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { ContentLake } from "../content-lake";
import { type Change, type Doc, isDraft } from "../documents";
import type { Request, Response } from "../http";
import { Journal } from "../journal";
import { answerPresence } from "../presence";
import { studioFiles } from "../studio-hosting";
import type { WebhookTarget } from "../webhook";
import { keptDataset } from "./kept-dataset";

export interface LocalLakeOptions {
  /** The loopback port of the lake and the Studio it serves (3333, or STUDIO_PORT). */
  port: number;
  /** Where the dataset is kept between runs (var/content-lake/). */
  folder: string;
  /** The starter dataset the lake begins from, and begins from again once `folder` is removed. */
  seedFile: string;
  /** The built Studio to serve (studio/dist, built without a Sanity project). */
  studioFolder: string;
  projectId: string;
  dataset: string;
  /** The site's publish webhook. */
  webhook: WebhookTarget;
  /** Hears each problem: a call the lake does not answer, a webhook not delivered. */
  report(problem: string): void;
}

export interface LocalLake {
  url: string;
  lake: ContentLake;
  /** Whether the kept dataset began from another starter than today's. */
  starterChanged: boolean;
  /**
   * Sends the publish webhook of every published document that differs from
   * the starter, so that a site built on the starter (its pages made at
   * build time) shows what the office published before this start.
   */
  catchUp(): void;
  close(): Promise<void>;
}

/** The API's addresses; any other is the Studio's. */
const apiPath = /^\/(v(\d{4}-\d{2}-\d{2}|\d+|X)\/|images\/|local-lake\/|bridge\.js$)/;

/** The names of this machine a browser may use for the lake: `localhost`, `*.localhost`, loopback. */
const loopbackName = /^(localhost|.+\.localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * The local content lake of ./scripts/local: the Content Lake's API and the
 * Studio on one loopback port over HTTP/1.1, the dataset kept on disk, the
 * publish webhook sent to the site. A Studio built without a Sanity project
 * addresses the origin that serves it (studio/sanity.config.ts) through the
 * Studio bridge (browser/studio-bridge.ts), so any browser opens it with no
 * flag, no certificate and no sign-in: every call is the office's.
 *
 * Only this machine's pages reach it: a request naming another host (a DNS
 * rebinding) or sent by another site's page (its Origin) is refused.
 */
export async function serveLocalLake(options: LocalLakeOptions): Promise<LocalLake> {
  const { port, folder, seedFile, projectId, dataset } = options;
  const journal = new Journal({ keep: false, report: options.report });
  const lake = new ContentLake({
    projectId,
    dataset,
    seedFile,
    imageAddresses: "site",
    journal,
    historyLimit: 1000,
  });
  await lake.prepare();
  const kept = keptDataset(folder, dataset);
  const documents = kept.load();
  const starterChanged = Boolean(documents) && kept.starterChanged(seedFile);
  lake.store.reset(documents ?? lake.seedDocuments);
  if (!documents) {
    kept.began(seedFile);
    kept.save(lake.store.all());
  }
  lake.store.subscribe(() => kept.save(lake.store.all()));
  lake.webhook = options.webhook;

  const studio = studioFiles(options.studioFolder);
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const refusal = refused(request, port);
    if (refusal) {
      response.writeHead(403, { "content-type": "text/plain; charset=utf-8" }).end(refusal);
      return;
    }
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (apiPath.test(path)) {
      lake.answer(request as unknown as Request, response as unknown as Response);
    } else studio(request, response);
  };
  const servers = await listenOnLoopback(handle, port);
  const sockets = new Set<Socket>();
  for (const server of servers) {
    answerPresence(server, journal);
    server.on("connection", (socket: Socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
  }

  return {
    url: `http://localhost:${port}`,
    lake,
    starterChanged,
    catchUp() {
      const changes = differences(lake.seedDocuments, lake.store.all());
      if (changes.length > 0) lake.sendWebhooks({ id: randomUUID(), changes });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
}

/** Why a request is refused, or undefined: the lake answers this machine's pages only. */
function refused(request: IncomingMessage, port: number): string | undefined {
  const host = new URL(`http://${request.headers.host ?? ""}`);
  if (!loopbackName.test(host.hostname) || Number(host.port || 80) !== port) {
    return "The local content lake answers at localhost only.";
  }
  const origin = request.headers.origin;
  if (origin) {
    const from = URL.canParse(origin) ? new URL(origin) : undefined;
    if (!from || !loopbackName.test(from.hostname) || Number(from.port || 80) !== port) {
      return "The local content lake answers the Studio it serves only.";
    }
  }
  return undefined;
}

/** Listens on IPv4's and, where the machine has it, IPv6's loopback: browsers try `localhost` at both. */
async function listenOnLoopback(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
  port: number,
): Promise<Server[]> {
  const servers: Server[] = [];
  for (const address of ["127.0.0.1", "::1"]) {
    const server = createServer(handle);
    const listening = await new Promise<boolean>((resolve, reject) => {
      server.once("error", (error: NodeJS.ErrnoException) =>
        address === "::1" && error.code === "EADDRNOTAVAIL" ? resolve(false) : reject(error),
      );
      server.listen(port, address, () => resolve(true));
    });
    if (listening) servers.push(server);
  }
  return servers;
}

/** A document as the site reads it: what Sanity changes at each write left out. */
const content = ({ _rev, _updatedAt, _createdAt, ...fields }: Doc) => JSON.stringify(fields);

/** The published documents that differ between two states of the dataset, as changes. */
export function differences(before: readonly Doc[], after: readonly Doc[]): Change[] {
  const published = (documents: readonly Doc[]) =>
    new Map(
      documents
        .filter(({ _id }) => !isDraft(_id) && !_id.startsWith("versions."))
        .map((document) => [document._id, document]),
    );
  const was = published(before);
  const is = published(after);
  return [...new Set([...was.keys(), ...is.keys()])]
    .map((id) => ({ id, before: was.get(id) ?? null, after: is.get(id) ?? null }))
    .filter(({ before, after }) => !before || !after || content(before) !== content(after));
}
