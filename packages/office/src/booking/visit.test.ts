import { describe, expect, it } from "vitest";
import { bookedWindowId, changeSteps, holdsPlace, waitAnswer, waitReasons } from "./visit";

describe("a visit booked online", () => {
  it("holds a place while booked, confirmed, moved or done; wanted, cancelled or none holds none", () => {
    const holding = (["booked", "confirmed", "moved", "done", "wanted", "cancelled"] as const)
      .filter((status) => holdsPlace({ status }))
      .join(" ");
    expect(holding).toBe("booked confirmed moved done");
    expect(holdsPlace(null)).toBe(false);
    expect(holdsPlace(undefined)).toBe(false);
  });

  it("tells the visitor to pick another time only when that is why it waits; else the office calls", () => {
    expect(Object.fromEntries(waitReasons.map((reason) => [reason, waitAnswer(reason)]))).toEqual({
      taken: "taken",
      closed: "closed",
      outside: "outside",
      paused: "confirm",
      busy: "confirm",
      address: "confirm",
      phone: "confirm",
      email: "confirm",
      suspected: "confirm",
    });
  });

  it("counts a window's visits in a document named by the window, and no other key", () => {
    expect(bookedWindowId("2027-03-15T08:00-12:00")).toBe("booking.window-2027-03-15-0800-1200");
    expect(() => bookedWindowId("booking.window-2027-03-15")).toThrow(
      "Not an arrival window: booking.window-2027-03-15",
    );
  });

  describe("a change told", () => {
    const planned = (...steps: Array<"crm" | "reminder" | "reminderText" | "officeEmail">) =>
      steps.map((step) => ({ step }));

    it("by the visitor: to them, the office and the CRM, with the reminders of a move only", () => {
      const had = planned("officeEmail", "crm", "reminder", "reminderText");
      expect(changeSteps("visitor", "move", had)).toEqual([
        "visitNotice",
        "officeNotice",
        "crm",
        "reminder",
        "reminderText",
      ]);
      expect(changeSteps("visitor", "cancel", had)).toEqual(["visitNotice", "officeNotice", "crm"]);
    });

    it("by the office: to the visitor, and the CRM and the reminders only where they were planned", () => {
      expect(changeSteps("office", "move", planned("officeEmail", "reminder"))).toEqual([
        "visitNotice",
        "reminder",
      ]);
      expect(changeSteps("office", "cancel", planned("officeEmail"))).toEqual(["visitNotice"]);
    });
  });
});
