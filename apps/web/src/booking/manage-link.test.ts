import { formResultPaths } from "@hvac/routing";
import { describe, expect, it } from "vitest";
import { checkManageLink, manageLink, manageLinkFields } from "./manage-link";

const key = "a-test-key";
const window = "2027-03-14T08:00-12:00";

describe("the Manage my visit link", () => {
  it("names the visit in the visitor's language and works until the day after its window", () => {
    const link = new URL(manageLink(key, "lead-1", window, "es"));
    expect(link.pathname).toBe(formResultPaths.manageVisit.es);
    expect(link.searchParams.get("visit")).toBe("lead-1");
    // The window ends at 12:00 in San Antonio on the day clocks spring forward (CDT, UTC-5).
    const end = Date.parse("2027-03-14T17:00:00Z");
    expect(Number(link.searchParams.get("until")) * 1000).toBe(end + 24 * 60 * 60 * 1000);
    const fields = Object.fromEntries(link.searchParams);
    expect(checkManageLink(key, fields, end)).toBe("valid");
    expect(checkManageLink(key, fields, end + 25 * 60 * 60 * 1000)).toBe("expired");
  });

  it("is refused when altered, signed with another key or cut short", () => {
    const fields = manageLinkFields(key, "lead-1", window);
    const now = Date.parse("2027-03-10T12:00:00Z");
    expect(checkManageLink(key, { ...fields, visit: "lead-2" }, now)).toBe("invalid");
    expect(
      checkManageLink(key, { ...fields, until: String(Number(fields.until) + 86400) }, now),
    ).toBe("invalid");
    expect(checkManageLink("another-key", fields, now)).toBe("invalid");
    expect(checkManageLink(key, { ...fields, sig: fields.sig.slice(1) }, now)).toBe("invalid");
    expect(checkManageLink(key, {}, now)).toBe("invalid");
  });

  it("is refused without its signature, however far ahead it says it works", () => {
    const fields = manageLinkFields(key, "lead-1", window);
    const now = Date.parse("2027-03-10T12:00:00Z");
    // What a stranger would send for anyone's visit: its id, a far expiry, no signature.
    for (const sig of ["", " ", "=", fields.sig.slice(0, 1)]) {
      expect(checkManageLink(key, { visit: "lead-1", until: "9999999999", sig }, now)).toBe(
        "invalid",
      );
      expect(checkManageLink(key, { ...fields, sig }, now)).toBe("invalid");
    }
    expect(checkManageLink(key, { visit: "lead-1", until: fields.until }, now)).toBe("invalid");
  });
});

describe("a Manage my visit link already sent", () => {
  it("opens after an update as before: the visitor's email keeps working", () => {
    // What a release of November 2026 put in a confirmation for this key, visit and window.
    const sent = { visit: "lead-1", until: "1805130000", sig: "ggCBw_4dfWDAEb5c-r3jjNa5haYbuuQ7" };
    expect(manageLinkFields(key, "lead-1", window)).toEqual(sent);
    expect(checkManageLink(key, sent, Date.parse("2027-03-10T12:00:00Z"))).toBe("valid");
  });

  it("works through its last second, and not one after", () => {
    const fields = manageLinkFields(key, "lead-1", window);
    const last = Number(fields.until) * 1000;
    expect(checkManageLink(key, fields, last)).toBe("valid");
    expect(checkManageLink(key, fields, last + 1000)).toBe("expired");
  });

  it("is made only for a window the booking offers", () => {
    expect(() => manageLinkFields(key, "lead-1", "tomorrow morning")).toThrow(
      "Not an arrival window: tomorrow morning",
    );
  });
});
