import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { businessFactsId, placeholderFields } from "@hvac/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EditableDataset, editableDataset } from "./support/publish";
import { repositoryRoot } from "./support/repository-copy";

/**
 * `npm run check:launch` as a developer runs it before going live: it names
 * every stand-in the content still holds and fails until none is left.
 */

const run = promisify(execFile);

async function checkLaunch(datasetFile?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.SANITY_PROJECT_ID;
  delete env.CONTENT_DATASET_FILE;
  if (datasetFile) env.CONTENT_DATASET_FILE = datasetFile;
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", "check:launch"], {
      cwd: repositoryRoot,
      env,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const l = (en: string, es: string) => ({ _type: "localeString", en, es });
const block = (text: string) => [
  {
    _type: "block",
    _key: "b",
    style: "normal",
    markDefs: [],
    children: [{ _type: "span", _key: "s", marks: [], text }],
  },
];
const story = (en: string, es: string) => ({ en: block(en), es: block(es) });

describe("npm run check:launch", () => {
  let dataset: EditableDataset;
  beforeAll(async () => {
    dataset = await editableDataset();
  });
  afterAll(() => dataset?.remove());

  it("fails on the starter content, naming each stand-in and each town still without the owner's story", async () => {
    const { code, output } = await checkLaunch();
    expect(code).toBe(1);
    for (const { label } of placeholderFields) expect(output).toContain(label);
    const towns = dataset.documents().filter((d) => d._type === "serviceArea");
    expect(towns).toHaveLength(17);
    for (const { name } of towns) {
      expect(output).toContain(`Service areas: ${String(name)}: the owner's local story`);
      // A town page needs words of its own, or search engines pass it over.
      expect(output).toMatch(
        new RegExp(`Service areas: ${String(name)}: \\d+ words of its own, about 150 wanted`),
      );
    }
  });

  it("passes once the owners' facts and stories are in, and catches a stand-in typed into copy", async () => {
    dataset.edit(businessFactsId, (facts) => ({
      ...facts,
      name: "Río Medina Comfort Co.",
      phone: "(830) 438-2211",
      email: "office@riomedinacomfort.com",
      dealerBrand: "Acme Climate",
      otherBrands: ["Alderwind", "Bexcool"],
      reviewWidgetUrl: "https://reviews.riomedinacomfort.com/widget",
      reviewLink: "https://g.page/r/riomedinacomfort/review",
      mapEmbedUrl: "https://maps.riomedinacomfort.com/embed",
      websiteCredit: {
        label: l("Website by Nopal Web", "Sitio web de Nopal Web"),
        url: "https://nopal.dev",
      },
    }));
    dataset.edit("aboutPage", (page) => ({
      ...page,
      story: story("Founded in 2009 by two sisters.", "Fundada en 2009 por dos hermanas."),
    }));
    dataset.edit("guaranteesPage", (page) => ({
      ...page,
      financing: story(
        "Financing through Lone Star Credit.",
        "Financiamiento con Lone Star Credit.",
      ),
    }));
    // Each town's story, long enough to give its page about 150 words of its own.
    const years = (town: string, first: string) =>
      Array.from(
        { length: 16 },
        (_, year) => `${first} ${town}, ${2009 + year}: a new customer.`,
      ).join(" ");
    for (const town of dataset.documents().filter((d) => d._type === "serviceArea")) {
      const name = String(town.name);
      dataset.edit(town._id, (area) => ({
        ...area,
        localStory: story(years(name, "Our work in"), years(name, "Nuestro trabajo en")),
      }));
    }
    const ready = await checkLaunch(dataset.file);
    expect(ready.output).toContain("ready for launch");
    expect(ready.code).toBe(0);

    dataset.replaceText(
      "faq-ac-installation-cost",
      "Financing is available.",
      "Call (210) 555-0187.",
    );
    const typed = await checkLaunch(dataset.file);
    expect(typed.code).toBe(1);
    expect(typed.output).toMatch(/faq-ac-installation-cost\.[^:]*: ".*555-0187/);
  });
});
