/**
 * What `./scripts/local` serves once it has built: the site (`npm start`) and
 * the office's Studio, with the content they share.
 *
 * Without a Sanity project (no SANITY_PROJECT_ID), the local content lake
 * (packages/content-lake) holds the starter content and keeps what the office
 * publishes in CONTENT_LAKE_DIR (var/content-lake/), and serves the Studio on
 * STUDIO_PORT (3333); the site reads it as it would read Sanity, keeps its
 * requests there, and hears each publish through the signed webhook.
 * With a Sanity project, the site and the Studio (`sanity preview`) read
 * Sanity, and nothing of the lake runs.
 *
 *   ./scripts/local            build, then serve
 *   ./scripts/local --reset    the local content back to the starter, then serve
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { serveLocalLake } from "@hvac/content-lake/local";
import { localDatasetFile } from "@/content/source";
import { localProject, localRunEnvironment } from "@/server/local-run";
import { repositoryRoot } from "@/server/repository-root";
import { readSettings } from "@/server/settings";

const { values } = parseArgs({ options: { reset: { type: "boolean", default: false } } });
const settings = readSettings();
const root = repositoryRoot();
const sitePort = Number(process.env.PORT || 3000);
const { port: studioPort, folder } = settings.localLake;
const running: ChildProcess[] = [];
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(0));

if (settings.sanity) {
  if (values.reset)
    console.warn("--reset empties the local content lake, which a Sanity project does not use.");
  site({});
  started(
    spawn(
      join(root, "node_modules", ".bin", "sanity"),
      ["preview", "dist", "--port", String(studioPort)],
      { cwd: join(root, "studio"), stdio: "inherit" },
    ),
  );
  await answered(`http://127.0.0.1:${sitePort}/robots.txt`);
  console.log(
    `Serving the site at http://localhost:${sitePort} and the Studio at http://localhost:${studioPort}, both on the Sanity project ${settings.sanity.projectId}.`,
  );
} else {
  if (values.reset) {
    rmSync(folder, { recursive: true, force: true });
    console.log(`The local content is the starter content again (${folder} emptied).`);
  }
  const secret = randomBytes(32).toString("base64url");
  const local = await serveLocalLake({
    ...localProject,
    port: studioPort,
    folder,
    seedFile: localDatasetFile(settings),
    studioFolder: join(root, "studio", "dist"),
    webhook: { url: `http://127.0.0.1:${sitePort}/api/revalidate`, secret },
    report: (problem) => console.warn(`Local content lake: ${problem}`),
  });
  site(localRunEnvironment({ lakePort: studioPort, token: lakeToken(), secret }));
  await answered(`http://127.0.0.1:${sitePort}/robots.txt`);
  // The pages made at build time show the starter: what the office has published since is sent again.
  local.catchUp();
  if (local.starterChanged) {
    console.warn(
      "The starter content changed since the local content lake began from it: ./scripts/local --reset begins again from it (the local edits are then lost).",
    );
  }
  console.log(
    [
      `Serving the site at http://localhost:${sitePort} and the Studio at ${local.url}.`,
      `What the office publishes in the Studio is kept in ${folder}; ./scripts/local --reset goes back to the starter content.`,
    ].join("\n"),
  );
}

/** A process the run needs: when it stops, the run stops. */
function started(child: ChildProcess) {
  running.push(child);
  child.on("exit", (code) => stop(code ?? 1));
}

/** The site as `npm start` serves it, with `env` over the environment. */
function site(env: Record<string, string>) {
  started(
    spawn(process.execPath, [join(root, "apps", "web", "scripts", "start.mjs")], {
      cwd: join(root, "apps", "web"),
      env: { ...process.env, ...env, PORT: String(sitePort) },
      stdio: "inherit",
    }),
  );
}

/** The lake's token, made once and kept beside its dataset (the site derives its form stamps' key from it). */
function lakeToken(): string {
  const file = join(folder, "site-token");
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

/** Waits for `url` to answer, a minute at most. */
async function answered(url: string) {
  for (const since = Date.now(); Date.now() - since < 60_000; await sleep(200)) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
  }
  console.error(`Nothing answered at ${url} within a minute.`);
  stop(1);
}

/** Stops everything the run started. */
function stop(code: number) {
  for (const child of running) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}
