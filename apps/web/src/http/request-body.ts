import { bodyUpTo } from "@/hosting/capped-body";

/**
 * Reads a posted form, whatever its encoding, without ever holding more than
 * the limit in memory: a 1 MB body is refused after its first 32 KB.
 */
export const maxBodyBytes = 32 * 1024;

export type Body = { ok: true; value: unknown } | { ok: false; reason: "tooLarge" | "malformed" };

export async function readBody(request: Request): Promise<Body> {
  return bodyFrom(await bodyUpTo(request, maxBodyBytes), request.headers.get("content-type"));
}

/** A body already read up to the limit (undefined when over it), by its content type. */
export async function bodyFrom(
  bytes: Uint8Array<ArrayBuffer> | undefined,
  contentType: string | null,
): Promise<Body> {
  if (!bytes) return { ok: false, reason: "tooLarge" };
  const type = contentType ?? "";
  try {
    if (type.startsWith("application/json")) {
      return {
        ok: true,
        value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)),
      };
    }
    if (type.startsWith("application/x-www-form-urlencoded")) {
      const fields = new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
      return { ok: true, value: Object.fromEntries(fields) };
    }
    if (type.startsWith("multipart/form-data")) {
      const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
      return { ok: true, value: Object.fromEntries(form) };
    }
  } catch {
    // Unreadable JSON, bad UTF-8 or a broken multipart body: not a form of ours.
  }
  return { ok: false, reason: "malformed" };
}
