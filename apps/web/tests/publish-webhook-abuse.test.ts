import { randomBytes } from "node:crypto";
import { documentIdForPage } from "@hvac/content";
import { publishWebhookEndpoint } from "@hvac/routing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EditableDataset, editableDataset, postPublish, signature } from "./support/publish";
import type { ServedSite } from "./support/served-site";
import { serveSiteCopy } from "./support/site-copy";

/**
 * What someone without a signature can make the publish webhook do: a body
 * far larger than any publish is refused before it is read.
 */

const secret = randomBytes(24).toString("base64url");
const aboutDocument = { _id: documentIdForPage({ id: "about" }), _type: "aboutPage" };
let dataset: EditableDataset;
let site: ServedSite;

beforeAll(async () => {
  dataset = await editableDataset();
  site = await serveSiteCopy({
    CONTENT_DATASET_FILE: dataset.file,
    SANITY_REVALIDATE_SECRET: secret,
  });
}, 120_000);
afterAll(async () => {
  await site?.stop();
  await dataset?.remove();
});

describe("a body far larger than a publish", () => {
  const huge = JSON.stringify({ ...aboutDocument, padding: "x".repeat(1024 * 1024) });

  it("is refused with 413, with its length announced", async () => {
    const response = await postPublish(site.baseURL, huge, await signature(huge, secret));
    expect(response.status).toBe(413);
  });

  it("is refused with 413 when sent in chunks without a length", async () => {
    const chunk = new TextEncoder().encode(huge.slice(0, 64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 4 MB in all, unless the site stops reading first.
        if (sent++ < 64) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(`${site.baseURL}${publishWebhookEndpoint}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": await signature(huge, secret),
      },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("a real publish, its body padded to 16 KB, is still accepted", async () => {
    const padded = JSON.stringify({ ...aboutDocument, padding: "x".repeat(16 * 1024) });
    const response = await postPublish(site.baseURL, padded, await signature(padded, secret));
    expect(response.status).toBe(200);
  });
});
