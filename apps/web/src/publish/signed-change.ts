import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { bodyUpTo } from "@/hosting/capped-body";

/** A signature older (or further ahead) than this is refused: a captured request cannot be replayed later. */
export const signatureMaxAgeMs = 5 * 60 * 1000;

/**
 * The largest body read. What Sanity sends is the projection docs/deploying.md gives,
 * `{_id, _type}`: two strings, an id of at most 128 characters, about 100
 * bytes. 64 KB (nginx's own limit for a request body) leaves room for a far
 * larger projection and reads no more of anything else.
 */
export const bodyMaxBytes = 64 * 1024;

/** What the webhook's projection sends: the published document that changed. */
export interface DocumentChange {
  _id: string;
  _type: string;
}

export type SignedChange =
  | {
      ok: true;
      change: DocumentChange;
      /** The signature's own part (unique to this body at this time), and when it stops being accepted. */
      signature: { hash: string; expiresAt: number };
    }
  | { ok: false; status: 400 | 401 | 413; error: string };

const refuse = (status: 400 | 401 | 413, error: string): SignedChange => ({
  ok: false,
  status,
  error,
});

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0;

/**
 * Reads a Sanity webhook request: the signature is checked on the raw body
 * (read up to bodyMaxBytes) before anything in it is trusted, then its age,
 * then the body's shape.
 */
export async function readSignedChange(
  request: Request,
  secret: string | undefined,
  now = Date.now(),
): Promise<SignedChange> {
  if (!secret) return refuse(401, "The webhook secret is not configured.");
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return refuse(401, `Missing ${SIGNATURE_HEADER_NAME} header.`);
  const bytes = await bodyUpTo(request, bodyMaxBytes);
  if (!bytes) return refuse(413, `The body is larger than ${bodyMaxBytes} bytes.`);
  const body = new TextDecoder().decode(bytes);
  if ((await isValidSignature(body, signature, secret)) !== true) {
    return refuse(401, "Invalid signature.");
  }
  const { timestamp, hashedPayload } = decodeSignatureHeader(signature);
  if (Math.abs(now - timestamp) > signatureMaxAgeMs) return refuse(401, "Signature expired.");

  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return refuse(400, "The body is not JSON.");
  }
  const { _id, _type } = (payload ?? {}) as Record<string, unknown>;
  if (!isNonEmptyString(_id) || !isNonEmptyString(_type)) {
    return refuse(400, "The body must hold the changed document's _id and _type.");
  }
  return {
    ok: true,
    change: { _id, _type },
    signature: { hash: hashedPayload, expiresAt: timestamp + signatureMaxAgeMs },
  };
}
