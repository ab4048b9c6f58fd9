import {
  decodeSignatureHeader,
  encodeSignatureHeader,
  SIGNATURE_HEADER_NAME,
} from "@sanity/webhook";
import { describe, expect, it } from "vitest";
import { bodyMaxBytes, readSignedChange, signatureMaxAgeMs } from "./signed-change";

const secret = "a-shared-secret";
const now = Date.UTC(2026, 0, 15, 12);
const change = JSON.stringify({ _id: "guaranteesPage", _type: "guaranteesPage" });

const request = (body: string, signature?: string) =>
  new Request("http://localhost/api/revalidate", {
    method: "POST",
    headers: signature ? { [SIGNATURE_HEADER_NAME]: signature } : {},
    body,
  });

const signed = async (body: string, options: { at?: number; key?: string } = {}) =>
  request(body, await encodeSignatureHeader(body, options.at ?? now, options.key ?? secret));

describe("a publish webhook request", () => {
  it("signed with the shared secret gives the changed document, and its signature until it expires", async () => {
    const request = await signed(change, { at: now - 60_000 });
    const { hashedPayload } = decodeSignatureHeader(
      request.headers.get(SIGNATURE_HEADER_NAME) ?? "",
    );
    expect(await readSignedChange(request, secret, now)).toEqual({
      ok: true,
      change: { _id: "guaranteesPage", _type: "guaranteesPage" },
      signature: { hash: hashedPayload, expiresAt: now - 60_000 + signatureMaxAgeMs },
    });
  });

  it("keeps only the document's id and type from a larger projection", async () => {
    const body = JSON.stringify({ _id: "faq-1", _type: "faq", slug: "x", extra: [1] });
    expect(await readSignedChange(await signed(body), secret, now)).toMatchObject({
      ok: true,
      change: { _id: "faq-1", _type: "faq" },
    });
  });

  it("is read whole up to the largest body, padding included", async () => {
    const body = JSON.stringify({ _id: "faq-1", _type: "faq", pad: "" });
    const padded = body.replace('""', `"${"x".repeat(bodyMaxBytes - body.length)}"`);
    expect(padded).toHaveLength(bodyMaxBytes);
    expect(await readSignedChange(await signed(padded), secret, now)).toMatchObject({ ok: true });
  });

  it("is refused with 413 past the largest body, announced or streamed, before its signature is checked", async () => {
    const body = "x".repeat(bodyMaxBytes + 1);
    const announced = await signed(body);
    expect(await readSignedChange(announced, secret, now)).toMatchObject({
      ok: false,
      status: 413,
    });
    const chunk = new TextEncoder().encode("x".repeat(1024));
    let sent = 0;
    const streamed = new Request("http://localhost/api/revalidate", {
      method: "POST",
      headers: { [SIGNATURE_HEADER_NAME]: announced.headers.get(SIGNATURE_HEADER_NAME) ?? "" },
      body: new ReadableStream({
        pull(controller) {
          sent += 1;
          if (sent > 10_000) controller.close();
          else controller.enqueue(chunk);
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(await readSignedChange(streamed, secret, now)).toMatchObject({ ok: false, status: 413 });
    // It stopped reading soon after the limit, not at the end of the 10 MB.
    expect(sent).toBeLessThan(100);
  });

  it.each([
    ["the site has no secret", async () => signed(change), ""],
    ["it has no signature", async () => request(change), secret],
    ["it is signed with another secret", async () => signed(change, { key: "another" }), secret],
    ["the signature is not Sanity's format", async () => request(change, "v1=abc"), secret],
    [
      "the body was changed after signing",
      async () => {
        const { headers } = await signed(change);
        return request(
          change.replace("guarantees", "about"),
          headers.get(SIGNATURE_HEADER_NAME) ?? "",
        );
      },
      secret,
    ],
    [
      "the signature is older than five minutes",
      async () => signed(change, { at: now - signatureMaxAgeMs - 1 }),
      secret,
    ],
    [
      "the signature is dated more than five minutes ahead",
      async () => signed(change, { at: now + signatureMaxAgeMs + 1 }),
      secret,
    ],
  ])("is refused with 401 when %s", async (_case, make, siteSecret) => {
    const result = await readSignedChange(await make(), siteSecret, now);
    expect(result).toMatchObject({ ok: false, status: 401 });
  });

  it("signed four minutes ago is still accepted", async () => {
    const result = await readSignedChange(
      await signed(change, { at: now - 4 * 60_000 }),
      secret,
      now,
    );
    expect(result.ok).toBe(true);
  });

  it.each([
    ["not JSON", "<xml/>"],
    ["JSON without a document", "[1,2]"],
    ["JSON null", "null"],
    ["a document without _type", JSON.stringify({ _id: "guaranteesPage" })],
    ["a document with an empty _id", JSON.stringify({ _id: "", _type: "faq" })],
    ["a document whose _id is not text", JSON.stringify({ _id: 7, _type: "faq" })],
  ])("is refused with 400 when correctly signed but %s", async (_case, body) => {
    const result = await readSignedChange(await signed(body), secret, now);
    expect(result).toMatchObject({ ok: false, status: 400 });
  });
});
