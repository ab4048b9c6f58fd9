import { randomBytes } from "node:crypto";
import { type OutgoingHttpHeaders, request } from "node:http";
import { documentIdForPage } from "@hvac/content";
import { href, publishWebhookEndpoint } from "@hvac/routing";
import type { ServedSite } from "@hvac/test-fixtures/harness/served-site";
import { serveSiteCopy } from "@hvac/test-fixtures/harness/site-copy";
import {
  type Instance,
  type Redis,
  siteInstance,
  startRedis,
} from "@hvac/test-fixtures/harness/topology";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type EditableDataset,
  editableDataset,
  postPublish,
  publishBody,
  signature,
} from "./support/publish";

/**
 * What someone who captured a signed publish, or who has no signature at all,
 * can make the publish webhook do: a capture sent again is refused and throws
 * no page out of the cache (by the instance that accepted it, or, in a fleet
 * sharing Redis, by any other); a body far larger than any publish is
 * refused before it is read.
 */

const secret = randomBytes(24).toString("base64url");
const about = href("about", "en");
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

/** How the page was answered: HIT from the page cache, MISS when rendered for this request. */
const cacheState = async (path: string) =>
  (await fetch(`${site.baseURL}${path}`)).headers.get("x-nextjs-cache");

describe("a captured signed publish sent again", () => {
  it("is refused with 409 and renders nothing again", async () => {
    const body = publishBody(aboutDocument);
    const captured = await signature(body, secret);

    const first = await postPublish(site.baseURL, body, captured);
    expect(first.status).toBe(200);
    // The publish refreshed the page: rendered once, then kept.
    expect(await cacheState(about)).toBe("MISS");
    expect(await cacheState(about)).toBe("HIT");

    for (let replay = 0; replay < 3; replay++) {
      const again = await postPublish(site.baseURL, body, captured);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: "This publish was already received." });
      expect(await cacheState(about)).toBe("HIT");
    }

    // The next real publish, signed anew, is accepted as before.
    const next = await postPublish(site.baseURL, body, await signature(body, secret));
    expect(next.status).toBe(200);
    expect(await cacheState(about)).toBe("MISS");
  });
});

describe("a change to one of the site's own records, from a webhook set up with an older filter", () => {
  it("is answered 200 and refreshes no page", async () => {
    expect(await cacheState(about)).toMatch(/HIT|MISS/);
    expect(await cacheState(about)).toBe("HIT");
    // The outbound worker's lease changes every few seconds while it runs.
    const body = publishBody({ _id: "lead.worker-lease", _type: "workerLease" });
    const answer = await postPublish(site.baseURL, body, await signature(body, secret));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ revalidated: [] });
    expect(await cacheState(about)).toBe("HIT");
  });
});

describe("a body far larger than a publish", () => {
  const huge = JSON.stringify({ ...aboutDocument, padding: "x".repeat(1024 * 1024) });

  /**
   * Posts on a connection of its own, closed after the answer: the site
   * answers before it has read such a body, and a pooled connection left
   * with the rest of it unsent would stall the next request of this file.
   */
  const postOnce = async (headers: OutgoingHttpHeaders, chunks: Uint8Array[]) => {
    const url = `${site.baseURL}${publishWebhookEndpoint}`;
    const signed = { ...headers, "sanity-webhook-signature": await signature(huge, secret) };
    return new Promise<number | "reset">((resolve, reject) => {
      let answered = false;
      const sending = request(url, { method: "POST", headers: signed, agent: false }, (reply) => {
        answered = true;
        reply.resume();
        resolve(reply.statusCode ?? 0);
        sending.destroy();
      });
      // Once answered, the rest of the body meeting a closed socket is expected.
      sending.on("error", (error: NodeJS.ErrnoException) => {
        if (answered) return;
        if (error.code === "EPIPE" || error.code === "ECONNRESET") resolve("reset");
        else reject(error);
      });
      for (const chunk of chunks) sending.write(chunk);
      sending.end();
    });
  };

  /**
   * The site closes the connection with the body unread, so this side's kernel
   * may drop the answer it had received (RFC 9112, 9.6): a reset is asked again.
   */
  const postAlone = async (headers: OutgoingHttpHeaders, chunks: Uint8Array[]) => {
    for (let attempt = 1; ; attempt++) {
      const status = await postOnce(headers, chunks);
      if (status !== "reset" || attempt === 3) return status;
    }
  };

  it("is refused with 413, with its length announced", async () => {
    const body = new TextEncoder().encode(huge);
    const status = await postAlone(
      { "content-type": "application/json", "content-length": body.byteLength },
      [body],
    );
    expect(status).toBe(413);
  });

  it("is refused with 413 when sent in chunks without a length", async () => {
    // 4 MB in all, in 64 KB chunks, without a length.
    const chunk = new TextEncoder().encode(huge.slice(0, 64 * 1024));
    const status = await postAlone(
      { "content-type": "application/json" },
      Array.from({ length: 64 }, () => chunk),
    );
    expect(status).toBe(413);
  });

  it("a real publish, its body padded to 16 KB, is still accepted", async () => {
    const padded = JSON.stringify({ ...aboutDocument, padding: "x".repeat(16 * 1024) });
    const response = await postPublish(site.baseURL, padded, await signature(padded, secret));
    expect(response.status).toBe(200);
  });
});

describe("a captured signed publish, in a fleet sharing Redis", () => {
  let redis: Redis;
  let one: Instance;
  let two: Instance;

  beforeAll(async () => {
    redis = await startRedis();
    const env = {
      REDIS_URL: redis.url,
      CONTENT_DATASET_FILE: dataset.file,
      SANITY_REVALIDATE_SECRET: secret,
    };
    [one, two] = await Promise.all([siteInstance(env), siteInstance(env)]);
    await Promise.all([one.start(), two.start()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([one?.remove(), two?.remove()]);
    await redis?.stop();
  });

  it("is accepted by one instance and refused by every instance after", async () => {
    const body = publishBody(aboutDocument);
    const captured = await signature(body, secret);
    expect((await postPublish(one.baseURL, body, captured)).status).toBe(200);
    expect((await postPublish(two.baseURL, body, captured)).status).toBe(409);
    expect((await postPublish(one.baseURL, body, captured)).status).toBe(409);
  });
});
