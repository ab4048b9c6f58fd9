import { localSource } from "@hvac/content";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StoreKeys } from "@/stores/store-keys";
import { checkAtStart, type StartContext } from "./start-checks";

const working: Pick<StoreKeys, "signingKey"> = { signingKey: async () => "key" };
const readOnly: Pick<StoreKeys, "signingKey"> = {
  signingKey: async () => {
    throw new Error("attempt to write a readonly database");
  },
};

const said = () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  return () => error.mock.calls.map((call) => call.join(" ")).join("\n");
};

const context = (overrides: Partial<StartContext>): StartContext => ({
  store: () => working,
  content: localSource(),
  siteUrl: "http://localhost:3000",
  production: true,
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe("what the server says when it starts", () => {
  it("a lead store it cannot write, at once and loudly", async () => {
    const output = said();
    await checkAtStart(context({ store: () => readOnly }));
    expect(output()).toContain("SERVICE REQUESTS CANNOT BE STORED");
    expect(output()).toContain("attempt to write a readonly database");
  });

  it("public with the starter's stand-ins: each one, as npm run check:launch lists them", async () => {
    const output = said();
    await checkAtStart(context({ siteUrl: "https://www.example-hvac.com" }));
    expect(output()).toContain("public at https://www.example-hvac.com");
    expect(output()).toContain("- Business facts: phone number");
    expect(output()).toContain("- Service areas: Floresville: the owner's local story");
  });

  it("nothing on localhost, in development, or with a working store", async () => {
    const output = said();
    await checkAtStart(context({}));
    await checkAtStart(context({ siteUrl: "https://www.example-hvac.com", production: false }));
    expect(output()).toBe("");
  });
});
