import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { freePort, lakeClient } from "../testing/lake-client";
import { type LocalLake, serveLocalLake } from "./local-lake";

const seedFile = join(import.meta.dirname, "..", "testing", "dataset.ndjson");
const scratch = mkdtempSync(join(tmpdir(), "local-lake-"));
const studioFolder = join(scratch, "studio");
mkdirSync(join(studioFolder, "static"), { recursive: true });
writeFileSync(join(studioFolder, "index.html"), "<!doctype html><title>Studio</title>");
writeFileSync(join(studioFolder, "static", "app-1a2b.js"), "console.log('studio')");
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const problems: string[] = [];
let served: LocalLake | undefined;
async function start(folder: string, webhookUrl = "http://127.0.0.1:9/api/revalidate") {
  served = await serveLocalLake({
    port: await freePort(),
    folder,
    seedFile,
    studioFolder,
    projectId: "local",
    dataset: "production",
    webhook: { url: webhookUrl, secret: "a-secret-for-the-test" },
    report: (problem) => problems.push(problem),
  });
  return served;
}
afterEach(async () => {
  await served?.close();
  served = undefined;
});

const client = (lake: LocalLake) => lakeClient(lake.url);

describe("the local content lake of ./scripts/local", () => {
  it("keeps what is published across a restart, and begins from the starter again once its folder is removed", async () => {
    const folder = join(scratch, "kept");
    let lake = await start(folder);
    await client(lake).patch("businessFacts").set({ phone: "(210) 555-0144" }).commit();
    await lake.close();
    lake = await start(folder);
    expect(await client(lake).fetch(`*[_id == "businessFacts"][0].phone`)).toBe("(210) 555-0144");
    expect(lake.starterChanged).toBe(false);
    await lake.close();
    rmSync(folder, { recursive: true });
    lake = await start(folder);
    expect(await client(lake).fetch(`*[_id == "businessFacts"][0].phone`)).toBe("(210) 555-0123");
  });

  it("at start, sends the publish webhook of each published document that differs from the starter", async () => {
    const received: string[] = [];
    const receiver = await import("node:http").then(({ createServer: http }) =>
      http((incoming, answer) => {
        let body = "";
        incoming.on("data", (chunk) => (body += chunk));
        incoming.on("end", () => {
          received.push(JSON.parse(body)._id);
          answer.writeHead(200).end();
        });
      }),
    );
    const port = await freePort();
    await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", resolve));
    try {
      const folder = join(scratch, "catch-up");
      let lake = await start(folder);
      await client(lake)
        .transaction()
        .patch("businessFacts", (patch) => patch.set({ phone: "(210) 555-0145" }))
        .delete("serviceArea-seguin")
        .delete("drafts.serviceArea-seguin")
        .create({ _id: "drafts.homePage", _type: "homePage" })
        .commit();
      await lake.close();
      lake = await start(folder, `http://127.0.0.1:${port}/api/revalidate`);
      lake.catchUp();
      await expect.poll(() => received.sort()).toEqual(["businessFacts", "serviceArea-seguin"]);
    } finally {
      receiver.close();
    }
  });

  it("serves the Studio, its files kept and its page asked for again, and the API beside it", async () => {
    const lake = await start(join(scratch, "studio-files"));
    const page = await fetch(`${lake.url}/structure/businessFacts`);
    expect(await page.text()).toContain("<title>Studio</title>");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    const script = await fetch(`${lake.url}/static/app-1a2b.js`);
    expect(script.headers.get("cache-control")).toContain("immutable");
    const me = await fetch(`${lake.url}/v2025-02-19/users/me`);
    expect(await me.json()).toMatchObject({ name: "Office Manager" });
  });

  it("answers this machine's pages only: another host (a DNS rebinding) and another site's page are refused", async () => {
    const lake = await start(join(scratch, "refusals"));
    const port = Number(new URL(lake.url).port);
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path: "/v2025-02-19/users/me", headers }, (answer) =>
          resolve(answer.statusCode ?? 0),
        )
          .on("error", reject)
          .end();
      });
    expect(await status({ host: `localhost:${port}` })).toBe(200);
    expect(await status({ host: `local.localhost:${port}` })).toBe(200);
    expect(await status({ host: `attacker.example:${port}` })).toBe(403);
    expect(await status({ host: `localhost:${port}`, origin: "https://attacker.example" })).toBe(
      403,
    );
    expect(await status({ host: `localhost:${port}`, origin: `http://localhost:${port}` })).toBe(
      200,
    );
  });
});
