import { execFileSync } from "node:child_process";
import { formResultPaths, leadEndpoint } from "@hvac/routing";
import {
  postLead,
  send,
  serveWithLeadStore,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessFacts } from "./support/content";

/**
 * The lead store's disk fills up while the site serves: the kernel refuses
 * the server process any further byte in a file (its file-size limit set to
 * 0 with prlimit, what a full disk answers SQLite), then allows them again.
 * A request that could not be stored is never answered as received: the
 * visitor is told to phone, and the office is told.
 */

const office = officeMailServer();
let site: Awaited<ReturnType<typeof serveWithLeadStore>>;
const phone = (await businessFacts()).phone ?? "";

beforeAll(async () => {
  const port = await office.listen();
  site = await serveWithLeadStore(officeMailSettings(port));
});
afterAll(async () => {
  await site.stop();
  await office.close();
});

const fileSizeLimit = (limit: string) =>
  execFileSync("prlimit", [`--pid=${site.process.pid}`, `--fsize=${limit}:`]);
const stored = (n: number) => site.leads().filter((lead) => lead.email === validLead(n).email);

describe("the lead store's disk full mid-run", () => {
  beforeAll(async () => {
    expect((await postLead(site.baseURL, validLead(1))).status).toBe(201);
    fileSizeLimit("0");
  });

  it("tells a visitor with JavaScript, in English, that the request was not saved and to phone", async () => {
    const reply = await postLead(site.baseURL, validLead(2), { localAddress: "127.0.0.95" });
    expect(reply.status).toBe(503);
    const body = JSON.parse(reply.body);
    expect(body).toMatchObject({ ok: false, reason: "unavailable", phone });
    expect(body.message).toContain("could not be saved");
  });

  it("and in Spanish", async () => {
    const reply = await postLead(site.baseURL, validLead(3, { locale: "es" }), {
      localAddress: "127.0.0.95",
    });
    expect(reply.status).toBe(503);
    expect(JSON.parse(reply.body)).toMatchObject({ phone });
    expect(JSON.parse(reply.body).message).toContain("no se pudo guardar");
  });

  it("sends a visitor without JavaScript to the page that says so, with the number", async () => {
    const reply = await postLead(site.baseURL, validLead(4, { locale: "es" }), {
      localAddress: "127.0.0.95",
      json: false,
    });
    expect(reply.status).toBe(303);
    const location = new URL(String(reply.headers.location), site.baseURL);
    expect(location.pathname).toBe(formResultPaths.notSent.es);
    const page = await send(location.href);
    expect(page.body).toContain("no se pudo guardar");
    expect(page.body).toContain(phone.replaceAll(" ", "\u00a0").replaceAll("-", "\u2011"));
  });

  it("tells the office: in the log, and by email with the visitor's answers", async () => {
    // The store's own error, not one about undoing it.
    expect(site.output()).toMatch(/A lead could not be stored.*: Error: (?!cannot rollback)/);
    await expect
      .poll(() => office.received.find((mail) => mail.includes(validLead(2).email ?? "")), {
        timeout: 15_000,
      })
      .toContain("could not save this request: call the visitor back from");
  });

  it("tells the office by email at most 20 times an hour, however the requests reach the server", async () => {
    // The front door answers /api/leads; Next's own route answers /api/leads/: two bundles, one
    // count. Each from its own address, so none is a burst kept as suspected spam.
    for (let n = 10; n < 30; n++) {
      const path = n % 2 === 0 ? leadEndpoint : `${leadEndpoint}/`;
      const reply = await send(`${site.baseURL}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: new URLSearchParams(validLead(n)).toString(),
        localAddress: `127.0.1.${n}`,
      });
      expect(reply.status, path).toBe(503);
    }
    const alarms = async () =>
      (await office.messages()).filter((mail) => mail.subject.startsWith("NOT SAVED")).length;
    await expect.poll(alarms).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await alarms()).toBe(20);
  });

  it("stores nothing it answered, and stores again once the disk has room", async () => {
    fileSizeLimit("unlimited");
    expect([2, 3, 4].flatMap(stored)).toEqual([]);
    expect(
      (await postLead(site.baseURL, validLead(5), { localAddress: "127.0.0.96" })).status,
    ).toBe(201);
    expect(stored(5)).toHaveLength(1);
  });
});
