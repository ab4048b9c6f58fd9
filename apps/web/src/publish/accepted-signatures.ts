import { sharedRedis } from "@/hosting/shared-redis";

/**
 * The signatures of the publishes already accepted, each remembered until it
 * expires (it is refused after that anyway): a captured publish sent again
 * within its window is recognised on every instance through Redis, or by
 * this instance alone without Redis.
 */

export interface Signature {
  /** The signature's hash of its time and body: the same only for the same request. */
  hash: string;
  expiresAt: number;
}

const keyOf = ({ hash }: Signature) => `hvac:publish:signature:${hash}`;

/** This instance's memory of them, without Redis: hash -> when it expires. */
const remembered = new Map<string, number>();

async function firstUseShared(signature: Signature): Promise<boolean> {
  const redis = await sharedRedis();
  const set = await redis?.set(keyOf(signature), "1", {
    condition: "NX",
    expiration: { type: "PXAT", value: signature.expiresAt },
  });
  return set === "OK";
}

async function forgetShared(signature: Signature): Promise<void> {
  await (await sharedRedis())?.del(keyOf(signature));
}

function firstUseInMemory({ hash, expiresAt }: Signature, now: number): boolean {
  for (const [seen, until] of remembered) if (until < now) remembered.delete(seen);
  if (remembered.has(hash)) return false;
  remembered.set(hash, expiresAt);
  return true;
}

/** True the first time a signature is presented within its window, false for every repeat. */
export function firstUse(signature: Signature, now = Date.now()): Promise<boolean> {
  if (sharedRedis()) return firstUseShared(signature);
  return Promise.resolve(firstUseInMemory(signature, now));
}

/** Forgets a signature whose publish failed, so that Sanity's retry of the same request passes. */
export async function forget(signature: Signature): Promise<void> {
  if (sharedRedis()) await forgetShared(signature);
  else remembered.delete(signature.hash);
}
