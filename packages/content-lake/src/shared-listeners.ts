import { randomUUID } from "node:crypto";
import type { Request, Response } from "./http";
import type { EventSink } from "./listeners";

/** A line of a shared stream: its name first, then the events of each listener by key. */
export type SharedLine = { channel: string } | { key: number; text: string };

interface Channel {
  send(line: SharedLine): void;
  /** How each open listener is stopped, by key. */
  listeners: Map<number, () => void>;
}

/**
 * The lake's side of the Studio bridge (browser/studio-bridge.ts): the
 * listeners of one Studio page share one long-lived response, so that over
 * HTTP/1.1, where a browser opens at most six connections to a host, they
 * never take the connections the Studio's other calls need. The stream is
 * newline-delimited JSON: its name, then each listener's Server-Sent Events
 * text under the key the page gave the listener.
 */
export class SharedListeners {
  readonly #channels = new Map<string, Channel>();

  /** `GET /local-lake/channels`: a new shared stream, open until the page goes. */
  open(request: Request, response: Response) {
    const name = randomUUID();
    response.writeHead(200, {
      "content-type": "application/x-ndjson",
      "cache-control": "no-store",
    });
    const channel: Channel = {
      send: (line) => response.write(`${JSON.stringify(line)}\n`),
      listeners: new Map(),
    };
    this.#channels.set(name, channel);
    channel.send({ channel: name });
    request.on("close", () => {
      for (const stop of channel.listeners.values()) stop();
      this.#channels.delete(name);
    });
  }

  /**
   * `POST /local-lake/channels/{name}/listeners/{key}`: a listener whose
   * events go down the stream named; false when there is no such stream.
   */
  add(name: string, key: number, start: (sink: EventSink) => void): boolean {
    const channel = this.#channels.get(name);
    if (!channel) return false;
    channel.listeners.get(key)?.();
    let stops: (() => void)[] = [];
    channel.listeners.set(key, () => {
      for (const stop of stops) stop();
      stops = [];
      channel.listeners.delete(key);
    });
    start({
      write: (text) => channel.send({ key, text }),
      onClose: (stop) => stops.push(stop),
    });
    return true;
  }

  /** `DELETE /local-lake/channels/{name}/listeners/{key}`: the page closed the listener. */
  remove(name: string, key: number) {
    this.#channels.get(name)?.listeners.get(key)?.();
  }
}
