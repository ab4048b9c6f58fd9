import { serverPart } from "@/server/server-context";

declare module "@/server/server-context" {
  interface ServerParts {
    fastLanes: Map<string, FastLane>;
  }
}

/** A lane's answer: a status alone, or a whole answer. */
export type LaneAnswer = number | Response;

/**
 * A request the production server answers before Next (scripts/front-door.mjs),
 * for answers so small that Next's request handling would be most of their
 * cost: a POST's body capped at `maxBytes` (undefined when over), a GET's
 * query; and the request's headers.
 */
export type FastLane =
  | {
      method: "POST";
      maxBytes: number;
      answer(body: Uint8Array<ArrayBuffer> | undefined, headers: Headers): Promise<LaneAnswer>;
    }
  | { method: "GET"; answer(query: URLSearchParams, headers: Headers): Promise<LaneAnswer> };

/** Opens a lane at a path (its route in app/api stays, for `next dev`). */
export function openFastLane(path: string, lane: FastLane) {
  serverPart("fastLanes", () => new Map<string, FastLane>()).set(path, lane);
}
