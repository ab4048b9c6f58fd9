import { serveBuiltSite } from "@hvac/test-fixtures/harness/served-site";
import { describe, expect, it } from "vitest";

/**
 * A setting the site cannot read stops its start, with the variable named and
 * what it wants (src/server/settings.ts): a typo in a deployment is seen at
 * once, not as mail or paging that silently never happens.
 */
describe("the served build started with a setting it cannot read", () => {
  it("stops, naming the variable and what it wants", async () => {
    const start = serveBuiltSite({ SMTP_HOST: "smtp.example.com", SMTP_PORT: "five-eight-seven" });
    await expect(start).rejects.toThrow(/The server exited:/);
    await expect(start).rejects.toThrow(
      /The site cannot start with these settings:\n- SMTP_PORT="five-eight-seven": /,
    );
  });
});
