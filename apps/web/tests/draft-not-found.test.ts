import { readFileSync } from "node:fs";
import { join } from "node:path";
import { send } from "@hvac/test-fixtures/harness/lead-requests";
import { webRoot } from "@hvac/test-fixtures/harness/served-site";
import { describe, expect, it } from "vitest";
import { readSettings } from "@/server/settings";
import { baseURL } from "./support/visit";

/** Where the site takes the Studio to be: SANITY_STUDIO_URL, or its default. */
const { studioUrl } = readSettings();

/**
 * In the office's draft preview, a path that is no page (a town just
 * withdrawn, a mistyped address) answers the not-found page rendered per
 * request: under the same policy as draft pages, a fresh nonce that Next
 * puts on each of its scripts, framed by the Studio only, kept nowhere.
 */

/** The cookie Next sets when the enable route turns draft mode on: this build's preview id. */
const draftCookie = () => {
  const manifest = JSON.parse(
    readFileSync(join(webRoot, ".next", "prerender-manifest.json"), "utf8"),
  ) as { preview: { previewModeId: string } };
  return `__prerender_bypass=${manifest.preview.previewModeId}`;
};

const nonceOf = (policy: string) => policy.match(/script-src 'self' 'nonce-([\w+/=]+)'/)?.[1];

describe("a missing page in draft preview", () => {
  it.each([
    ["/no-such-draft-page", "en"],
    ["/es/no-existe-en-borrador", "es"],
  ])("%s: 404 under the draft pages' nonce policy", async (path, lang) => {
    const policies: string[] = [];
    for (let visit = 0; visit < 2; visit++) {
      const reply = await send(`${baseURL()}${path}`, { headers: { cookie: draftCookie() } });
      expect(reply.status).toBe(404);
      expect(reply.body).toContain(`<html lang="${lang}"`);
      const policy = String(reply.headers["content-security-policy"] ?? "");
      const nonce = nonceOf(policy);
      expect(nonce, policy).toBeDefined();
      expect(policy).toContain(`frame-ancestors ${new URL(studioUrl).origin}`);
      expect(reply.headers["x-frame-options"]).toBeUndefined();
      expect(reply.headers["cache-control"]).toMatch(/private/);
      expect(reply.headers["cache-control"]).toMatch(/no-store/);
      // Every inline script Next wrote carries the nonce, so it runs.
      const scripts = [...reply.body.matchAll(/<script\b([^>]*)>(?!<\/script>)/g)]
        .map((match) => match[1] ?? "")
        .filter((attributes) => !/\bsrc=|type="application\/ld\+json"/.test(attributes));
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
      policies.push(policy);
    }
    expect(policies[0]).not.toBe(policies[1]);
  });
});
