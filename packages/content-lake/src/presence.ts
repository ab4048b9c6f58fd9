import type { IncomingMessage, Server } from "node:http";
import type { Http2SecureServer } from "node:http2";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { Journal } from "./journal";

const presencePath = /^\/v[\w-]+\/socket\/[\w-]+(\/.*)?$/;

/**
 * The Studio's presence socket (`/socket/{dataset}`), JSON-RPC 2.0: every call
 * is answered with a null result, so the Studio shows no one else editing.
 * Chromium opens it over HTTP/1.1, which the HTTP/2 server also accepts.
 */
export function answerPresence(server: Http2SecureServer | Server, journal: Journal) {
  const sockets = new WebSocketServer({ noServer: true });
  sockets.on("connection", (socket) => {
    socket.on("message", (data) => {
      const call = JSON.parse(String(data)) as { id?: unknown };
      if (call.id !== undefined)
        socket.send(JSON.stringify({ jsonrpc: "2.0", id: call.id, result: null }));
    });
  });
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(request.url ?? "/", "https://api.sanity.io").pathname;
    if (!presencePath.test(path)) {
      journal.problem(`Unknown socket ${path}`);
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (client) =>
      sockets.emit("connection", client, request),
    );
  });
  return sockets;
}
