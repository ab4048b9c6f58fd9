import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import {
  postLead,
  startStamp,
  storedLeads,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { type ServedSite, serveBuiltSite, webRoot } from "@hvac/test-fixtures/harness/served-site";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteLeadStore } from "@/stores/sqlite/lead-store";

/**
 * The suspected-spam quota full (10,000 kept, and one address past 30 in
 * the window): a person whose browser filled the form in under 3 seconds
 * is still stored and listed for the office, and the spam is bounded by
 * deleting the oldest of it.
 */

const folder = mkdtempSync(join(tmpdir(), "hvac-spam-quota-"));
const file = join(folder, "leads.sqlite");
let site: ServedSite;

beforeAll(async () => {
  // A flood already stored: 10,000 robots that filled the hidden field.
  const store = sqliteLeadStore(file);
  const day = Date.now() - 24 * 60 * 60 * 1000;
  await Promise.all(
    Array.from({ length: 10_000 }, (_, n) => {
      const lead = sampleLead({
        id: `flood-${n}`,
        receivedAt: new Date(day + n).toISOString(),
        email: `robot.${n}@example.com`,
        spamReason: "honeypot" as const,
      });
      return store.save(lead, { duplicateKey: `flood-${n}`, steps: [] });
    }),
  );
  store.close();
  site = await serveBuiltSite({ LEADS_DB_FILE: file });
}, 60_000);
afterAll(async () => {
  await site.stop();
  rmSync(folder, { recursive: true, force: true });
});

const row = (email: string) => storedLeads(file).find((lead) => lead.email === email);
const leadsCommand = (...args: string[]) =>
  promisify(execFile)("npm", ["run", "--silent", "leads", "--", ...args], {
    cwd: join(webRoot, "..", ".."),
    env: { ...process.env, LEADS_DB_FILE: file },
  });

describe("with the suspected-spam quota full", () => {
  it("stores a request sent under 3 seconds after the form showed, and lists it", async () => {
    const stamp = await startStamp(site.baseURL, "127.0.0.91");
    const person = validLead(1, { email: "quick.fingers@example.com" });
    const reply = await postLead(site.baseURL, person, { stamp, localAddress: "127.0.0.91" });
    expect(reply.status).toBe(201);
    expect(row("quick.fingers@example.com")).toMatchObject({ spam_reason: "tooFast" });
    const { stdout } = await leadsCommand("--spam");
    expect(stdout).toContain("quick.fingers@example.com");
  });

  it("stores a robot's request too, in place of the oldest robot's, and counts what went", async () => {
    const robot = validLead(2, { website: "https://spam.example" });
    expect((await postLead(site.baseURL, robot, { localAddress: "127.0.0.92" })).status).toBe(201);
    expect(row(robot.email ?? "")).toMatchObject({ spam_reason: "honeypot" });
    const robots = storedLeads(file).filter((lead) => lead.spam_reason === "honeypot");
    expect(robots).toHaveLength(10_000);
    expect(robots.some((lead) => lead.email === "robot.0@example.com")).toBe(false);
    const { stdout } = await leadsCommand("--spam");
    expect(stdout).toMatch(/1 older suspected spam deleted to make room in the last 7 days/);
  });

  it("never evicts a request a person may have sent for robots' requests", async () => {
    for (let n = 0; n < 5; n++) {
      const robot = validLead(100 + n, { website: "https://spam.example" });
      await postLead(site.baseURL, robot, { localAddress: "127.0.0.93" });
    }
    expect(row("quick.fingers@example.com")).toMatchObject({ spam_reason: "tooFast" });
  });

  it("stores a quick request from an address that already sent 30 suspected ones", async () => {
    const address = "127.0.0.94";
    for (let n = 0; n < 31; n++) {
      const robot = validLead(200 + n, { website: "https://spam.example" });
      expect((await postLead(site.baseURL, robot, { localAddress: address })).status).toBe(201);
    }
    const stamp = await startStamp(site.baseURL, address);
    const person = validLead(3, { email: "same.office@example.com" });
    expect((await postLead(site.baseURL, person, { stamp, localAddress: address })).status).toBe(
      201,
    );
    expect(row("same.office@example.com")).toBeDefined();
  });
});
