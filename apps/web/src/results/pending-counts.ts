import { type CountBuffer, countBuffer } from "@/results/count-buffer";
import { serverPart } from "@/server/server-context";
import { resultsStore } from "@/stores/server-stores";

declare module "@/server/server-context" {
  interface ServerParts {
    counts: CountBuffer;
  }
}

/** The server's counts on their way to the store. */
export const pendingCounts = (): CountBuffer =>
  serverPart("counts", () => countBuffer(resultsStore));
