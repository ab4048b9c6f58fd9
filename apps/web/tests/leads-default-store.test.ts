import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { postLead, startStamp, validLead } from "@hvac/test-fixtures/harness/lead-requests";
import { freePort } from "@hvac/test-fixtures/harness/served-site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import { checkStamp } from "@/leads/start-stamp";
import { formWords } from "./support/content";
import { copyRepository } from "./support/repository-copy";
import { servicePage, starterRoutes } from "./support/starter-routes";
import { sharedBrowser } from "./support/visit";

/**
 * The configuration README describes, with no lead settings at all: the site
 * started with `npm start` from the repository root (what ./scripts/local
 * runs) stores a request where `npm run leads` finds it, and a form stamped
 * before a new build still sends a lead after it (docs/architecture.md, "Service
 * requests"). In a copy of the repository,
 * so the developer's own var/ is never touched.
 */

const browser = sharedBrowser();
const forms = { en: await formWords("en") };
let repository: Awaited<ReturnType<typeof copyRepository>>;
let server: { baseURL: string; stop(): Promise<void> } | undefined;

/** The environment of a newcomer's shell: none of the site's lead or mail settings. */
const plainEnvironment = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(LEADS_|SMTP_|SANITY_)/.test(name)),
  ) as NodeJS.ProcessEnv;

/** `npm start` in the copy's root, as README gives it (PORT chooses the port). */
async function npmStart(): Promise<{ baseURL: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: repository.dir,
    env: { ...plainEnvironment(), PORT: String(port) },
    stdio: "ignore",
    detached: true,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (
      await fetch(baseURL).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error("npm start did not answer");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      // npm starts Next in a shell of its own: stop the whole group.
      process.kill(-(child.pid ?? 0), "SIGTERM");
      await exited;
    },
  };
}

const leadsCommand = async (...args: string[]) =>
  (
    await repository.run(
      ".",
      "npm",
      ["run", "--silent", "leads", "--", ...args],
      plainEnvironment(),
    )
  ).stdout;

beforeAll(async () => {
  repository = await copyRepository();
  await repository.copyBuild();
  server = await npmStart();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await repository?.remove();
});

describe("leads in the configuration README gives", () => {
  it("a request sent from the site is listed by npm run leads", async () => {
    const page = await browser.newPage({ baseURL: server?.baseURL ?? "" });
    await page.goto(starterRoutes.pathFor(servicePage("acRepair"), "en"));
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("form") ?? {}).some((k) => k.startsWith("__react")),
    );
    const labels = dictionaries.en.leadForm.fields;
    const values: Array<[keyof typeof labels, string]> = [
      ["firstName", "Rosa"],
      ["lastName", "Villarreal"],
      ["phone", "(830) 555-0177"],
      ["email", "rosa.default@example.com"],
      ["address", "88 County Road 124"],
      ["city", "Floresville"],
      ["zip", "78114"],
    ];
    for (const [name, value] of values)
      await page.getByLabel(labels[name], { exact: true }).fill(value);
    await page.waitForTimeout(3200);
    await page.getByRole("button", { name: forms.en.acRepair?.submitLabel ?? "" }).click();
    await expect
      .poll(() => page.locator("[data-sonner-toast]").last().textContent())
      .toContain("Request Received!");

    expect(existsSync(join(repository.dir, "var", "leads.sqlite"))).toBe(true);
    const listed = await leadsCommand();
    expect(listed).toContain("rosa.default@example.com");
    expect(listed).toContain("Rosa Villarreal");
    expect(listed).toMatch(/1 leads in .*var\/leads\.sqlite/);
  });

  it("suspected spam is listed apart with its reason, and can be moved back", async () => {
    const robot = validLead(1, {
      email: "robot.default@example.com",
      website: "https://x.example",
    });
    expect((await postLead(server?.baseURL ?? "", robot)).status).toBe(201);
    expect(await leadsCommand()).not.toContain("robot.default@example.com");
    const spam = await leadsCommand("--spam");
    expect(spam).toContain("robot.default@example.com");
    expect(spam).toContain("honeypot");
    const id = spam.match(/[0-9a-f]{8}-[0-9a-f-]{27}/)?.[0] ?? "";
    expect(await leadsCommand("--not-spam", id)).toContain(`Moved ${id} back to the leads.`);
    expect(await leadsCommand()).toContain("robot.default@example.com");
  });

  it("a form stamped before a new build still sends a lead after it", async () => {
    const stamp = await startStamp(server?.baseURL ?? "");
    const stamped = Date.now();
    // Signed with the key the store keeps in var/, which no build writes.
    const database = new DatabaseSync(join(repository.dir, "var", "leads.sqlite"));
    const key = database.prepare("SELECT value FROM settings WHERE name = 'stampKey'").get();
    database.close();
    expect(checkStamp(String(key?.value), stamp)).toMatchObject({ kind: "valid" });
    // A new build deployed: every file of the old one gone, another build ID.
    await server?.stop();
    await rm(join(repository.dir, "apps/web/.next"), { recursive: true });
    await repository.copyBuild();
    await writeFile(
      join(repository.dir, "apps/web/.next/standalone/apps/web/.next/BUILD_ID"),
      "a-new-build",
    );
    server = await npmStart();
    // As long as a person takes to fill the form, at least.
    await new Promise((r) => setTimeout(r, Math.max(0, stamped + 3200 - Date.now())));
    const lead = validLead(2, { email: "after.rebuild@example.com" });
    const reply = await postLead(server.baseURL, lead, { stamp });
    expect(reply.status).toBe(201);
    expect(await leadsCommand()).toContain("after.rebuild@example.com");
    expect(await leadsCommand("--spam")).not.toContain("after.rebuild@example.com");
  });
});
