import { readFileSync } from "node:fs";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { publishWebhookFilter, siteRecordTypes } from "./site-records";

describe("the publish webhook's filter", () => {
  it("is the one docs/deploying.md tells the office to paste", () => {
    const guide = readFileSync(new URL("../../../docs/deploying.md", import.meta.url), "utf8");
    expect(guide).toContain(`\`\`\`groq\n${publishWebhookFilter}\n\`\`\``);
  });

  it("passes published copy and leaves out drafts, versions and every record the site writes", async () => {
    const dataset = [
      { _id: "businessFacts", _type: "businessFacts" },
      { _id: "servicePage.heat-pumps", _type: "servicePage" },
      { _id: "drafts.homePage", _type: "homePage" },
      { _id: "versions.spring.homePage", _type: "homePage" },
      ...siteRecordTypes.map((type) => ({ _id: `record.${type}`, _type: type })),
    ];
    const passed = await (
      await evaluate(parse(`*[${publishWebhookFilter}]._id`), { dataset })
    ).get();
    expect(passed).toEqual(["businessFacts", "servicePage.heat-pumps"]);
  });
});
