// `npm run bench [-- <module>...]`: builds the site once, serves it, runs the
// benchmark modules of bench/modules/ (all, or the ones named) one after the
// other, prints each one's table and writes bench-results/<module>.json.

import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runStep, type ServedSite, serveNextBuild } from "@hvac/audits";
import type { BenchModule } from "./lib/bench-module";

import { formatTable } from "./lib/table";

const root = fileURLToPath(new URL("..", import.meta.url));
const webDir = join(root, "apps/web");
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

async function loadModules(names: string[]): Promise<BenchModule[]> {
  const dir = fileURLToPath(new URL("./modules", import.meta.url));
  const modules: BenchModule[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .sort()) {
    modules.push((await import(join(dir, file))).default as BenchModule);
  }
  const unknown = names.filter((name) => !modules.some((m) => m.name === name));
  if (unknown.length) {
    throw new Error(
      `No benchmark named ${unknown.join(", ")}; there are: ${modules.map((m) => m.name).join(", ")}`,
    );
  }
  return names.length ? modules.filter((m) => names.includes(m.name)) : modules;
}

const commit = () => {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
  } catch {
    return "unknown";
  }
};

const modules = await loadModules(process.argv.slice(2));
const started = Date.now();
log("building apps/web");
await runStep("npm", ["run", "build", "--", "--filter=web"], root);
const servers: ServedSite[] = [];
const serve = async (env: Record<string, string> = {}) => {
  const site = await serveNextBuild(webDir, env);
  servers.push(site);
  return site;
};
try {
  const site = await serve();
  const resultsDir = join(root, "bench-results");
  mkdirSync(resultsDir, { recursive: true });
  for (const module of modules) {
    log(`${module.name}: ${module.description}`);
    const moduleStarted = Date.now();
    const {
      table,
      details = [],
      data,
      failures = [],
    } = await module.run({ root, site, serve, log });
    const seconds = Math.round((Date.now() - moduleStarted) / 1000);
    for (const printed of [table, ...details]) process.stdout.write(`${formatTable(printed)}\n`);
    for (const failure of failures) log(`${module.name} FAILED: ${failure}`);
    if (failures.length) process.exitCode = 1;
    const file = join(resultsDir, `${module.name}.json`);
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          module: module.name,
          description: module.description,
          commit: commit(),
          date: new Date().toISOString(),
          seconds,
          table,
          details,
          data,
          failures,
        },
        null,
        2,
      )}\n`,
    );
    log(`${module.name}: ${seconds} s, results in ${file}`);
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
