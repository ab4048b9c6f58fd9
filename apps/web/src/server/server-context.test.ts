import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { duplicateKey } from "@/leads/duplicate-key";
import { checkStamp } from "@/leads/start-stamp";
import { contactedLink } from "@/outbound/contacted-link";
import { readSettings } from "@/server/settings";
import { openStores } from "@/stores/open-stores";
import { GET as contactedPage, POST as markContacted } from "../../app/api/leads/contacted/route";
import { GET as stamp } from "../../app/api/leads/stamp/route";
import { provideServerContext } from "../../tests/support/test-server-context";

/**
 * The server put together by a test: its own settings and stores in the
 * server's context, and the routes answering from them, with no build and
 * no server running.
 */
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function serverWithStore(env: Record<string, string> = {}) {
  const folder = mkdtempSync(join(tmpdir(), "server-context-"));
  folders.push(folder);
  const settings = readSettings({ LEADS_DB_FILE: join(folder, "leads.sqlite"), ...env });
  const stores = openStores(settings);
  provideServerContext(settings, { stores });
  return stores;
}

describe("the server's context, as a test puts it together", () => {
  it("hands the routes its stores: the form's start stamp is signed with LEADS_SECRET", async () => {
    serverWithStore({ LEADS_SECRET: "a-secret-for-this-test-only" });
    const answer = await stamp(new NextRequest("http://localhost/api/leads/stamp"));
    const body = (await answer.json()) as { stamp: string };
    expect(checkStamp("a-secret-for-this-test-only", body.stamp)).toMatchObject({ kind: "valid" });
    expect(checkStamp("another key entirely", body.stamp)).toEqual({ kind: "forged" });
  });

  it("hands one address a bounded number of start stamps an hour; another address still gets one", async () => {
    serverWithStore({ STAMPS_PER_ADDRESS_PER_HOUR: "3" });
    const from = (address: string) =>
      stamp(
        new NextRequest("http://localhost/api/leads/stamp", {
          headers: { "x-forwarded-for": address },
        }),
      );
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await from("203.0.113.5")).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const other = await from("203.0.113.6");
    expect(other.status).toBe(200);
    expect(((await other.json()) as { stamp?: string }).stamp).toBeTruthy();
  });

  it("marks a request of its own store contacted through the link's page, and nothing from another site", async () => {
    const { leads, keys } = serverWithStore();
    const lead = sampleLead({ id: "lead-in-context" });
    await leads.save(lead, { duplicateKey: duplicateKey(lead), steps: ["page"] });
    const link = new URL(contactedLink(await keys.signingKey(), lead.id));
    const page = await contactedPage(new NextRequest(link));
    expect(await page.text()).toContain("Mark contacted");
    const press = (origin: string) =>
      markContacted(
        new NextRequest(link, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin, host: link.host },
          body: link.searchParams.toString(),
        }),
      );
    expect((await press("https://evil.example")).status).toBe(403);
    expect((await leads.leadsBetween("2000-01-01", "2100-01-01"))[0]?.contactedAt).toBeNull();
    expect((await press(link.origin)).status).toBe(200);
    expect((await leads.leadsBetween("2000-01-01", "2100-01-01"))[0]).toMatchObject({
      status: "contacted",
      contactedAt: expect.stringMatching(/^\d{4}-/),
    });
  });
});
