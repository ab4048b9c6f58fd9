import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SiteReadingTheLake, siteReadingTheLake } from "../support/site/site-reading-the-lake";
import { desk } from "../support/studio/desk";
import { studioSession } from "../support/studio/session";

/**
 * The office's Results in the Studio, when the site keeps its requests and
 * counts in Sanity: a visit from a campaign address, a call tap and a
 * request on the served site reach the dataset, and the Studio shows them
 * by page, source and language, and the request says where it came from;
 * the calls the site recorded to the office's numbers show by channel and
 * by number.
 */
const session = studioSession();
const { lake } = session;
let site: SiteReadingTheLake;

beforeAll(async () => {
  lake.reset();
  // The site keeps leads and counts in the dataset (docs/deploying.md, Deploying); the
  // robot filling the form here is as quick as it likes.
  site = await siteReadingTheLake(lake, { env: { LEADS_MIN_FILL_SECONDS: "0" } });
});
afterAll(() => site?.stop());

const stored = (type: string) => lake.store.all().filter((doc) => doc._type === type);

describe("Results in the Studio", () => {
  it("shows what a campaign's visit brought, and the request says where it came from", async () => {
    const studio = desk(await session.open());
    const visitor = await studio.page.context().newPage();
    // A tap on a call link opens the phone's dialer; here it stays on the page.
    await visitor.addInitScript(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest?.('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    await visitor.goto(`${site.site.baseURL}/contact?utm_source=mailer&utm_campaign=spring`, {
      referer: "https://www.facebook.com/",
    });
    await visitor.waitForLoadState("load");
    await visitor.getByRole("banner").getByRole("link", { name: "Emergency Service" }).click();
    for (const [label, value] of [
      ["First name", "Ana"],
      ["Last name", "Nguyễn"],
      ["Phone", "(210) 555-0199"],
      ["Email", "ana@example.com"],
      ["Street address", "17812 I-37"],
      ["City", "Elmendorf"],
      ["ZIP code", "78112"],
    ] as const) {
      await visitor.getByLabel(label, { exact: true }).fill(value);
    }
    await visitor.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => stored("lead").length).toBe(1);
    expect(stored("lead")[0]).not.toHaveProperty("spamReason");
    expect(stored("lead")[0]?.origin).toEqual({
      landing: "contact",
      referrer: "www.facebook.com",
      utmSource: "mailer",
      utmCampaign: "spring",
      device: "desktop",
      channel: "campaign",
      source: "mailer / spring",
    });
    // The site writes its counts a few seconds after the first.
    await expect
      .poll(() => stored("resultsCounts").flatMap((doc) => doc.rows as unknown[]), {
        timeout: 20_000,
      })
      .toHaveLength(2);

    // Two calls to the website's number, as the site records them (apps/web/src/calls):
    // one answered for 4 min 5 s, one missed, texted back, and its caller replied.
    const call = {
      _type: "call",
      caller: "+12105550177",
      number: "+12105550100",
      channel: "Website",
    };
    const at = new Date().toISOString();
    lake.store.commit(
      new Map([
        [
          "call.CA01",
          { ...call, _id: "call.CA01", at, language: "en", outcome: "answered", seconds: 245 },
        ],
        [
          "call.CA02",
          {
            ...call,
            _id: "call.CA02",
            at,
            language: "es",
            outcome: "missed",
            seconds: 0,
            textBack: { status: "sent" },
            requests: ["lead.from-reply"],
          },
        ],
      ]),
    );

    await studio.open("Results");
    const row = (name: string) =>
      studio.page.getByRole("row", { name: new RegExp(`^${name}`) }).getByRole("cell");
    await expect
      .poll(() => row("Contact, /contact").allInnerTexts())
      .toEqual(["1", "1", "1", "0", "100", "100"]);
    expect(await row("Campaign: mailer / spring").allInnerTexts()).toEqual([
      "1",
      "1",
      "1",
      "0",
      "100",
      "100",
    ]);
    expect(await row("English").allInnerTexts()).toEqual(["1", "1", "1", "0", "100", "100"]);
    await studio.page.getByText("Header: 1").waitFor();
    expect(await row("Website").allInnerTexts()).toEqual(["2", "1", "1", "1", "1", "4:05", "4:05"]);
    expect(await row("\\(210\\) 555-0100, Website").allInnerTexts()).toEqual([
      "2",
      "1",
      "1",
      "1",
      "1",
      "4:05",
      "4:05",
    ]);
    await studio.picture("results");

    await studio.openFromStart("Leads", "Requests", "Ana Nguyễn");
    expect(await studio.shown("Source")).toBe("mailer / spring");
    expect(await studio.shown("Campaign (utm_campaign)")).toBe("spring");
    await studio.field("Source").scrollIntoViewIfNeeded();
    await studio.picture("lead-origin");
  });
});
