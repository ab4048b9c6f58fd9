import { withRedis } from "@/hosting/shared-redis";
import { serverPart } from "@/server/server-context";

declare module "@/server/server-context" {
  interface ServerParts {
    acceptedSignatures: Map<string, number>;
  }
}

/**
 * The signatures of the publishes already accepted, each remembered until it
 * expires (it is refused after that anyway): a captured publish sent again
 * within its window is recognised on every instance through Redis, or by
 * this instance alone without Redis (or while it is away).
 */

export interface Signature {
  /** The signature's hash of its time and body: the same only for the same request. */
  hash: string;
  expiresAt: number;
}

const keyOf = ({ hash }: Signature) => `hvac:publish:signature:${hash}`;

/** This instance's memory of them, without Redis: hash -> when it expires (one per process). */
const rememberedSignatures = () => serverPart("acceptedSignatures", () => new Map());

function firstUseInMemory({ hash, expiresAt }: Signature, now: number): boolean {
  const remembered = rememberedSignatures();
  for (const [seen, until] of remembered) if (until < now) remembered.delete(seen);
  if (remembered.has(hash)) return false;
  remembered.set(hash, expiresAt);
  return true;
}

/** True the first time a signature is presented within its window, false for every repeat. */
export function firstUse(signature: Signature, now = Date.now()): Promise<boolean> {
  return withRedis(
    async (redis) =>
      (await redis.set(keyOf(signature), "1", {
        condition: "NX",
        expiration: { type: "PXAT", value: signature.expiresAt },
      })) === "OK",
    () => firstUseInMemory(signature, now),
  );
}

/** Forgets a signature whose publish failed, so that Sanity's retry of the same request passes. */
export async function forget(signature: Signature): Promise<void> {
  rememberedSignatures().delete(signature.hash);
  await withRedis(
    async (redis) => {
      await redis.del(keyOf(signature));
    },
    () => undefined,
  );
}
