import { createServer, type Server } from "node:net";
import { fileURLToPath } from "node:url";
import { ContentLake, type Doc } from "@hvac/content-lake";
import { postLead, validLead } from "@hvac/test-fixtures/harness/lead-requests";
import { freePort, type ServedSite, serveBuiltSite } from "@hvac/test-fixtures/harness/served-site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The CRM webhook address the office types in the Studio (Paging and
 * integrations) is checked on the server, on the address connected to: https
 * only, never this machine or a private network, so the Studio's field can
 * make the site call none of the machine's own services (the other forms of
 * address: src/outbound/public-address.test.ts). The site keeps its
 * leads in the stand-in Content Lake (where the Studio's settings live) and
 * reads its pages from the starter content.
 */

const lake = new ContentLake({
  projectId: "test",
  dataset: "production",
  seedFile: fileURLToPath(new URL("../../../studio/seed/production.ndjson", import.meta.url)),
});
/** Something listening on loopback, where the refused address points: it must hear nothing. */
let listener: Server;
let connections = 0;
let port = 0;
let site: ServedSite;

const write = (...docs: Doc[]) => lake.store.commit(new Map(docs.map((doc) => [doc._id, doc])));
const paging = (crmWebhookUrl: string) =>
  write({
    _id: "settings.paging",
    _type: "pagingSettings",
    onCall: [],
    escalateAfterMinutes: 5,
    crmWebhookUrl,
    crmWebhookSecret: "a-secret-of-enough-length",
  });
const crmStepOf = (email: string) =>
  (
    lake.store.all().find((doc) => doc._type === "lead" && doc.email === email)?.steps as
      | Doc[]
      | undefined
  )?.find((step) => step.step === "crm");

beforeAll(async () => {
  await lake.start();
  lake.reset();
  port = await freePort();
  listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(port, "127.0.0.1", resolve));
  // Before the site starts: it reads the Studio's settings when the first request goes out.
  paging(`https://localhost:${port}/hook`);
  // No SANITY_DATASET: the pages stay on the starter content, the leads go to the lake.
  site = await serveBuiltSite({
    SANITY_PROJECT_ID: "test",
    SANITY_WRITE_TOKEN: "t",
    SANITY_API_HOST: lake.apiHost,
  });
});
afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => listener?.close(resolve));
  lake.close();
});

describe("the CRM address typed in the Studio", () => {
  it("is refused when its name looks up to this machine, and nothing is sent there", async () => {
    const email = "crm-localhost@example.com";
    const reply = await postLead(site.baseURL, validLead(200, { email }));
    expect(reply.status).toBe(201);
    await expect
      .poll(() => crmStepOf(email)?.error, { timeout: 15_000 })
      .toBe("localhost is not a public internet address: the site sends nothing there.");
    // The office's email is not set up here: the CRM is the request's only step that ran.
    expect(connections).toBe(0);
  });
});
