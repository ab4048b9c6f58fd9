import { describe, expect, it } from "vitest";
import { visitOf } from "./dataset-visits";

/** The placement and changes themselves run against the stand-in Content Lake: apps/web/src/stores. */
describe("a lead document's visit as read", () => {
  const window = "2027-03-15T08:00-12:00";
  const service = "service:servicePage-acRepair";

  it("is the whole visit, or none when the document has no window, service or known status", () => {
    expect(visitOf({ visit: { window, service, status: "booked" } })).toEqual({
      window,
      service,
      status: "booked",
    });
    expect(visitOf(null)).toBeNull();
    expect(visitOf(undefined)).toBeNull();
    expect(visitOf({})).toBeNull();
    expect(visitOf({ visit: { service, status: "booked" } })).toBeNull();
    expect(visitOf({ visit: { window, status: "booked" } })).toBeNull();
    expect(visitOf({ visit: { window, service, status: "pencilled" } })).toBeNull();
    expect(visitOf({ visit: { window, service } })).toBeNull();
  });

  it("says why it waits only while it waits, and only for a reason the site knows", () => {
    expect(visitOf({ visit: { window, service, status: "wanted", waiting: "phone" } })).toEqual({
      window,
      service,
      status: "wanted",
      waiting: "phone",
    });
    expect(
      Object.keys(
        visitOf({ visit: { window, service, status: "wanted", waiting: "later" } }) ?? {},
      ),
    ).not.toContain("waiting");
    expect(
      Object.keys(visitOf({ visit: { window, service, status: "wanted" } }) ?? {}),
    ).not.toContain("waiting");
    expect(
      Object.keys(
        visitOf({ visit: { window, service, status: "booked", waiting: "taken" } }) ?? {},
      ),
    ).not.toContain("waiting");
  });

  it("keeps its sequence, the window it had, its texts and who changed it last", () => {
    const moved = {
      window,
      service,
      status: "moved",
      texts: true,
      sequence: 2,
      was: "2027-03-14T08:00-12:00",
      changedBy: "office",
    } as const;
    expect(visitOf({ visit: moved })).toEqual(moved);
    expect(visitOf({ visit: { window, service, status: "moved", changedBy: "robot" } })).toEqual({
      window,
      service,
      status: "moved",
    });
  });
});
