import { describe, expect, it } from "vitest";
import { checkContactedLink, contactedLink } from "@/outbound/contacted-link";

const key = "the store's key";
const issued = Date.parse("2026-11-25T08:05:00Z");
const day = 24 * 60 * 60 * 1000;
const partsOf = (link: string) => {
  const query = new URL(link).searchParams;
  return { lead: query.get("lead") ?? "", at: query.get("at") ?? "", sig: query.get("sig") ?? "" };
};

describe("the signed contacted link", () => {
  const link = partsOf(contactedLink(key, "lead-1", issued));

  it("works for seven days from when it was written, then has expired", () => {
    expect(checkContactedLink(key, link, issued + 1000)).toBe("valid");
    expect(checkContactedLink(key, link, issued + 7 * day - 1000)).toBe("valid");
    expect(checkContactedLink(key, link, issued + 7 * day + 1000)).toBe("expired");
  });

  it("is refused when re-dated, moved to another request, signed elsewhere or without its time", () => {
    const later = String(Number(link.at) + 7 * 86_400);
    expect(checkContactedLink(key, { ...link, at: later }, issued + 8 * day)).toBe("invalid");
    expect(checkContactedLink(key, { ...link, lead: "lead-2" }, issued)).toBe("invalid");
    expect(checkContactedLink("another key", link, issued)).toBe("invalid");
    expect(checkContactedLink(key, { ...link, at: "" }, issued)).toBe("invalid");
    expect(checkContactedLink(key, link, issued - day)).toBe("invalid");
  });
});
