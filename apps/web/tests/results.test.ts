import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { countEndpoint } from "@hvac/routing";
import { send, serveWithLeadStore } from "@hvac/test-fixtures/harness/lead-requests";
import { officeMailServer, officeMailSettings } from "@hvac/test-fixtures/harness/office-mail";
import { serveBuiltSite } from "@hvac/test-fixtures/harness/served-site";
import { directVisit, sampleAnswers } from "@hvac/test-fixtures/sample-lead";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { sqliteResultsStore } from "@/stores/sqlite/results-store";
import { formWords } from "./support/content";
import { officeClock } from "./support/office-clock";
import { officeCommand } from "./support/office-command";
import { servicePage, starterRoutes } from "./support/starter-routes";
import { sharedBrowser } from "./support/visit";

/**
 * What each page brings, as the office reads it: a visit from a campaign
 * address, a tap on a call link and a request, counted on their page and
 * source with no cookie, shown by `npm run results`; forged beacons count
 * nothing.
 */

const browser = sharedBrowser();
const repositoryRoot = fileURLToPath(new URL("../../..", import.meta.url));
const acRepair = servicePage("acRepair");
const form = (await formWords("en")).acRepair;

let site: Awaited<ReturnType<typeof serveWithLeadStore>>;
beforeAll(async () => {
  site = await serveWithLeadStore({ LEADS_MIN_FILL_SECONDS: "0" });
});
afterAll(() => site.stop());

/** `npm run results` on the site's store, as the office runs it. */
const results = (...args: string[]) => officeCommand("results", site.file, ...args);

const isBeacon = (kind: string) => (request: Request) =>
  request.url().endsWith(countEndpoint) && (request.postData() ?? "").includes(`"kind":"${kind}"`);

/** A tel: link opens the phone's dialer; here the tap is kept on the page. */
const keepTapsOnPage = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest?.('a[href^="tel:"]')) event.preventDefault();
    }),
  );

describe("results", () => {
  it("count a campaign visit, a call tap and a request on their page and source, with no cookie", async () => {
    const page = await browser.newPage({ baseURL: site.baseURL, width: 390, height: 844 });
    await keepTapsOnPage(page);
    const path = starterRoutes.pathFor(acRepair, "en");
    const view = page.waitForRequest(isBeacon("view"));
    await page.goto(`${path}?utm_source=mailer&utm_medium=print&utm_campaign=spring`, {
      referer: "https://www.facebook.com/",
    });
    expect(JSON.parse((await view).postData() ?? "")).toMatchObject({
      kind: "view",
      began: true,
      page: "service:servicePage-acRepair",
      locale: "en",
      origin: {
        utmSource: "mailer",
        utmCampaign: "spring",
        referrer: "www.facebook.com",
        device: "phone",
      },
    });

    const tap = page.waitForRequest(isBeacon("call"));
    await page.locator('a[data-call="hero"]').click();
    expect(JSON.parse((await tap).postData() ?? "")).toMatchObject({
      kind: "call",
      placement: "hero",
    });

    const fields = dictionaries.en.leadForm.fields;
    for (const name of [
      "firstName",
      "lastName",
      "phone",
      "email",
      "address",
      "city",
      "zip",
    ] as const) {
      await page.getByLabel(fields[name], { exact: true }).fill(sampleAnswers[name]);
    }
    await page.getByRole("button", { name: form.submitLabel, exact: true }).click();
    await expect.poll(() => site.leads().length, { timeout: 10_000 }).toBe(1);
    expect(JSON.parse(String(site.leads()[0]?.origin))).toEqual({
      landing: "service:servicePage-acRepair",
      referrer: "www.facebook.com",
      utmSource: "mailer",
      utmMedium: "print",
      utmCampaign: "spring",
      clickId: null,
      device: "phone",
      channel: "campaign",
      source: "mailer / spring",
    });
    expect(await page.context().cookies()).toEqual([]);

    // Counts reach the store a few seconds after the first one.
    await expect
      .poll(() => results("--csv", "-"), { timeout: 20_000, interval: 1000 })
      .toContain(
        '"By page","AC Repair, /air-conditioning-contractor/repair","1","1","1","0","100","100"',
      );
    const csv = await results("--csv", "-");
    expect(csv).toContain('"By source","Campaign: mailer / spring","1","1","1","0","100","100"');
    expect(csv).toContain('"By language","English","1","1","1","0","100","100"');
    expect(csv).toContain('"Call taps by placement","Top of page","","1"');
    const table = await results("--days", "1");
    expect(table).toMatch(
      /'AC Repair, \/air-conditioning-contractor\/repair' *│ 1 +│ 1 +│ 1 +│ 0 +│ 100 +│ 100 /,
    );
    expect(table).toMatch(/'Campaign: mailer \/ spring' *│ 1 +│ 1 +│ 1 /);
    expect(table).toContain(
      "In all: 1 visit, 1 call tap, 1 request, 0 visits booked online (suspected spam left out).",
    );
    const leads = await promisify(execFile)(
      "npm",
      ["run", "--silent", "leads", "--", "--csv", "-"],
      {
        cwd: repositoryRoot,
        env: { ...process.env, LEADS_DB_FILE: site.file },
      },
    );
    expect(leads.stdout).toContain(
      '"campaign","mailer / spring","service:servicePage-acRepair","www.facebook.com","mailer","print","spring","","phone"',
    );
  });

  it("leave out a visitor who asks not to be followed (Global Privacy Control)", async () => {
    const page = await browser.newPage({ baseURL: site.baseURL, width: 390, height: 844 });
    await keepTapsOnPage(page);
    // Global Privacy Control on; every beacon the page hands the browser is noted in the page.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
      const sent: string[] = [];
      Object.assign(window, { beaconsSent: sent });
      const sendBeacon = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        sent.push(String(url));
        return sendBeacon(url, data);
      };
    });
    const beacons: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(countEndpoint)) beacons.push(request.url());
    });
    const noted = () =>
      page.evaluate(
        () =>
          // The browser idle twice over: a visit's beacon, sent once it is idle, has gone by then.
          new Promise<string[]>((resolve) =>
            requestIdleCallback(() =>
              requestIdleCallback(() =>
                resolve((window as unknown as { beaconsSent: string[] }).beaconsSent),
              ),
            ),
          ),
      );
    await page.goto(starterRoutes.pathFor(acRepair, "es"));
    // The page's effects have run (the visit counter's with the call bar's): the bar
    // shows once scrolled.
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator('[data-testid="sticky-call-bar"]').waitFor({ state: "visible" });
    expect(await noted()).toEqual([]);
    // A tap on a call link is not counted either.
    await page.locator('a[data-call="sticky"]').click();
    expect(await noted()).toEqual([]);
    expect(beacons).toEqual([]);
  });

  it("drop forged beacons with no error page, and count none of them", async () => {
    const beacon = {
      kind: "view",
      began: true,
      page: "contact",
      locale: "en",
      origin: directVisit("contact", { device: "desktop" }),
    };
    const post = (body: string, headers: Record<string, string> = {}, localAddress = "127.0.0.9") =>
      send(`${site.baseURL}${countEndpoint}`, {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", ...headers },
        body,
        localAddress,
      });
    for (const [body, status] of [
      [JSON.stringify({ ...beacon, page: "service:servicePage-nowhere" }), 400],
      [JSON.stringify({ ...beacon, kind: "call", placement: "popup" }), 400],
      [
        JSON.stringify({ ...beacon, origin: { ...beacon.origin, utmSource: "x".repeat(800) } }),
        413,
      ],
      ["not json", 400],
      [JSON.stringify([beacon]), 400],
    ] as const) {
      const reply = await post(body);
      expect([reply.status, reply.body]).toEqual([status, ""]);
      expect(reply.headers["strict-transport-security"]).toBeDefined();
    }
    // A visitor who sent Do Not Track or Global Privacy Control is not counted either.
    expect((await post(JSON.stringify(beacon), { dnt: "1" })).status).toBe(204);
    expect((await post(JSON.stringify(beacon), { "sec-gpc": "1" })).status).toBe(204);

    // One address's flood stops at its bound; another visitor is counted all the same.
    const flood = await Promise.all(
      Array.from({ length: 150 }, () => post(JSON.stringify(beacon), {}, "127.0.0.10")),
    );
    // Answered alike (a browser would log an error answer), 30 of them counted for nothing.
    expect(flood.filter((reply) => reply.status === 204)).toHaveLength(150);
    expect((await post(JSON.stringify(beacon), {}, "127.0.0.11")).status).toBe(204);
    await expect
      .poll(
        async () =>
          (await results("--csv", "-")).match(/"By page","Contact, \/contact","(\d+)"/)?.[1],
        {
          timeout: 20_000,
          interval: 1000,
        },
      )
      .toBe("121");
  });
});

describe("the weekly results email", () => {
  it("reaches the office once on Monday morning, however many instances run", async () => {
    const office = officeMailServer();
    const port = await office.listen();
    const folder = mkdtempSync(join(tmpdir(), "hvac-digest-"));
    const file = join(folder, "leads.sqlite");
    // Monday 23 November 2026, 7:30 a.m. in San Antonio: the email about 16-22 November is due.
    // The second instance's clock reads Sunday the 29th, noon: the same week is due there.
    const [monday, sunday] = [officeClock(), officeClock()];
    await monday.set(Date.parse("2026-11-23T13:30:00Z"));
    await sunday.set(Date.parse("2026-11-29T18:00:00Z"));
    const count = { page: "contact", locale: "es" as const, placement: null, calls: 0 };
    const store = sqliteResultsStore(file);
    await store.addCounts([
      // The site was counting during the week the email reports.
      { ...count, day: "2026-11-16", channel: "paid", source: "Google Ads", views: 7, visits: 5 },
      // A day older than the 25 months kept on Sunday the 29th, and not on Monday the 23rd:
      // gone once the second instance has looked, the moment before its look at the email.
      { ...count, day: "2024-10-25", channel: "direct", source: "Direct", views: 1, visits: 1 },
    ]);
    store.close?.();
    const settings = { LEADS_DB_FILE: file, ...officeMailSettings(port) };
    const instances = await Promise.all([
      serveBuiltSite({ ...settings, ...monday.env }),
      serveBuiltSite({ ...settings, ...sunday.env }),
    ]);
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      await expect.poll(() => office.received.length, { timeout: 20_000 }).toBe(1);
      await expect
        .poll(
          () => db.prepare("SELECT count(*) AS n FROM counts WHERE day < '2026-01-01'").get()?.n,
          {
            timeout: 20_000,
          },
        )
        .toBe(0);
      // The week is given to one instance, once (what keeps the other from sending it).
      expect(db.prepare("SELECT week FROM digests").all()).toEqual([{ week: "2026-11-16" }]);
      // Both have looked: read the mailbox once neither can send any more.
      await Promise.all(instances.map((instance) => instance.stop()));
      expect(office.received).toHaveLength(1);
      const [mail] = await office.messages();
      expect(mail?.to).toEqual(["office@example.com"]);
      expect(mail?.subject).toBe(
        "Website results, week of Nov 16 – 22, 2026: 5 visits, 0 call taps, 0 requests",
      );
      expect(mail?.text).toMatch(/Contact, \/contact +7 +0 +0 +0\n/);
      expect(mail?.text).toMatch(/Paid ads: Google Ads +5 +0 +0 +0\n/);
      expect(mail?.text).toContain("No request waits in suspected spam.");
    } finally {
      db.close();
      await Promise.all(instances.map((instance) => instance.stop()));
      await office.close();
      for (const clock of [monday, sunday]) clock.dispose();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
