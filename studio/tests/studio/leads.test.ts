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

const request = leadDocument("request", {
  firstName: "Ana",
  lastName: "Nguyễn",
  city: "Elmendorf",
});
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
});
