import { datasetRouteTable } from "@hvac/content";
import { leadDocumentId } from "@hvac/office/lead-document";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { desk } from "../support/studio/desk";
import { studioSession } from "../support/studio/session";

/** A lead as the site's Sanity lead store writes it (published, under the `lead.` path). */
function leadDocument(key: string, patch: Parameters<typeof sampleLead>[0] = {}) {
  const { id: _, spamReason, ...answers } = sampleLead(patch);
  return {
    ...answers,
    ...(spamReason ? { spamReason } : {}),
    _id: leadDocumentId(key),
    _type: "lead",
    status: "new",
    notification: { status: "off", attempts: 0 },
  };
}

/** What the website did after the request, as its Sanity lead store records it: a step in each state. */
const steps = [
  {
    _key: "page",
    _type: "outboundStep",
    step: "page",
    status: "gaveUp",
    attempts: 3,
    error: "Unknown number",
    pages: [
      {
        _key: "p0",
        _type: "pageSent",
        name: "Luis",
        to: "+12105550111",
        at: "2026-11-25T08:05:04.000Z",
        error: "Unknown number",
      },
    ],
  },
  { _key: "officeEmail", _type: "outboundStep", step: "officeEmail", status: "sent", attempts: 1 },
  {
    _key: "visitorEmail",
    _type: "outboundStep",
    step: "visitorEmail",
    status: "failed",
    attempts: 2,
  },
  { _key: "crm", _type: "outboundStep", step: "crm", status: "pending", attempts: 0 },
];

const request = {
  ...leadDocument("request", { firstName: "Ana", lastName: "Nguyễn", city: "Elmendorf" }),
  steps,
  // Booked on the website's booking page.
  visit: {
    window: "2026-11-30T08:00-12:00",
    service: "service:servicePage-acRepair",
    status: "booked",
  },
};
const spam = leadDocument("spam", {
  firstName: "Rob",
  lastName: "Otto",
  city: "Floresville",
  spamReason: "tooFast",
});
const session = studioSession(() => [request, spam]);
const { lake } = session;

describe("Leads in the Studio", () => {
  it("keeps suspected spam apart from the requests the office works through", async () => {
    const studio = desk(await session.open());
    await studio.open("Leads", "Requests");
    await expect
      .poll(() => studio.listed("Requests"))
      .toEqual(["Ana Nguyễn new · Reparación de Aire Acondicionado · Elmendorf"]);
    await studio.picture("leads-requests");

    await studio.open("Suspected spam");
    await expect
      .poll(() => studio.listed("Suspected spam"))
      .toEqual(["Rob Otto new · Reparación de Aire Acondicionado · Floresville"]);
    await studio.picture("leads-suspected-spam");
  });

  it("moves a request out of suspected spam with Not spam", async () => {
    const studio = desk(await session.open());
    await studio.open("Leads", "Suspected spam", "Rob Otto");
    expect(await studio.shown("Suspected spam")).toBe(
      "Sent faster than a person can fill in the form",
    );
    await studio.picture("lead-not-spam-button");
    await studio.page.getByRole("button", { name: "Not spam: move to leads" }).click();

    await expect.poll(() => lake.journal.published).toEqual([spam._id]);
    expect(lake.published(spam._id)).not.toHaveProperty("spamReason");
    await expect.poll(() => studio.listed("Suspected spam")).toEqual([]);
    await studio.openFromStart("Leads", "Requests");
    await expect
      .poll(async () => (await studio.listed("Requests")).sort())
      .toEqual([
        "Ana Nguyễn new · Reparación de Aire Acondicionado · Elmendorf",
        "Rob Otto new · Reparación de Aire Acondicionado · Floresville",
      ]);
  });

  it("shows what the website did in the office's words: the page by its name, each step's state, who was paged", async () => {
    const studio = desk(await session.open());
    await studio.open("Leads", "Requests", "Ana Nguyễn");
    // The page the form was on, named as the office knows it; not the site's key for it.
    const routes = await datasetRouteTable();
    const page = routes.pageFromKey(request.page);
    if (!page) throw new Error(`No page for ${request.page}`);
    const named = `${routes.nameOf(page, "en")}, ${routes.pathFor(page, "en")}`;
    await expect.poll(() => studio.shown("Sent from page")).toBe(named);
    await expect.poll(() => studio.shown("First page of the visit")).toBe(named);
    // The visit booked online: the window in the office's words, the service by its name alone.
    await expect
      .poll(async () => (await studio.shown("Arrival window")).replace(/\s/g, " "))
      .toBe("Monday, November 30, 8:00 AM – 12:00 PM");
    const booked = routes.pageFromKey(request.visit.service);
    if (!booked) throw new Error(`No page for ${request.visit.service}`);
    await expect.poll(() => studio.shown("Service booked")).toBe(routes.nameOf(booked, "en"));
    expect(await studio.shown("Where it stands")).toBe("Booked");
    await studio.page.getByText("Visit booked online").first().scrollIntoViewIfNeeded();
    await studio.picture("lead-visit-booked");

    await studio.page.getByRole("tab", { name: "Delivery" }).click();
    // What the screen shows, as a person reads it.
    const shownText = async () =>
      (await studio.page.locator("body").allInnerTexts()).join(" ").replace(/\s+/g, " ");
    await expect
      .poll(shownText)
      .toMatch(
        /Text message to the on-call phone Gave up, 3 attempts.*Email to the office Sent, 1 attempt.*Confirmation email to the visitor Failed, will try again, 2 attempts.*CRM webhook Waiting/,
      );
    expect(await shownText()).not.toMatch(/gaveUp|pending|failed\b|service:/);
    await studio.picture("lead-delivery");

    await studio.page.getByText("Text message to the on-call phone").click();
    await expect
      .poll(() => studio.page.getByText("Luis at (210) 555-0111 (refused: Unknown number)").count())
      .toBeGreaterThan(0);
    expect(await studio.shown("Status")).toBe("Gave up");
  });

  it("marks a request contacted: the time kept, the status set, and the button gone", async () => {
    const studio = desk(await session.open());
    await studio.open("Leads", "Requests", "Ana Nguyễn");
    await studio.page.getByRole("button", { name: "Mark contacted" }).click();
    await expect.poll(() => lake.journal.published).toEqual([request._id]);
    expect(lake.published(request._id)).toMatchObject({
      status: "contacted",
      contactedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await expect
      .poll(() => studio.page.getByRole("button", { name: "Mark contacted" }).count())
      .toBe(0);
    await studio.picture("lead-mark-contacted");
  });

  it("asks a customer for one review: marking a request Customer makes its review request due", async () => {
    const studio = desk(await session.open());
    await studio.open("Leads", "Requests", "Ana Nguyễn");
    await studio.choose("Status", "Customer");
    // Beside Mark contacted, a lead's Publish is in the menu of document actions.
    await studio.documentAction(/^Publish/);
    await expect.poll(() => lake.journal.published).toEqual([request._id]);
    const asked = () =>
      (
        (lake.published(request._id)?.steps ?? []) as Array<{ step: string; status: string }>
      ).filter((step) => step.step === "reviewRequest");
    await expect.poll(asked).toEqual([expect.objectContaining({ status: "pending" })]);
    expect(lake.published(request._id)).toMatchObject({ status: "customer" });
  });
});
