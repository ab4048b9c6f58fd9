import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@hvac/audits";
import { webRoot } from "./served-site";

export interface LocalRun {
  /** The site, as README's first command serves it. */
  siteUrl: string;
  /** The Studio and its local content lake. */
  studioUrl: string;
  /** The lake's API as a server reads it (`SANITY_API_HOST`). */
  apiHost: string;
  output(): string;
  stop(): void;
}

/**
 * `./scripts/local`'s run on the build the suite (or the bench) made:
 * `npm run local:serve`, what the script runs once it has built, with ports
 * and a lake folder of its own, started as its own process group and
 * stopped whole. Resolves once it says it serves.
 */
export async function serveLocalRun(): Promise<LocalRun> {
  const [sitePort, studioPort] = [await freePort(), await freePort()];
  const lakeFolder = mkdtempSync(join(tmpdir(), "local-run-lake-"));
  const served = spawn("npm", ["run", "--silent", "local:serve"], {
    cwd: join(webRoot, "..", ".."),
    env: {
      ...process.env,
      PORT: String(sitePort),
      STUDIO_PORT: String(studioPort),
      CONTENT_LAKE_DIR: lakeFolder,
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const stop = () => {
    if (served.pid && served.exitCode === null) process.kill(-served.pid, "SIGTERM");
    rmSync(lakeFolder, { recursive: true, force: true });
  };
  await new Promise<void>((resolve, reject) => {
    const heard = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(`Serving the site at http://localhost:${sitePort}`)) resolve();
    };
    served.stdout?.on("data", heard);
    served.stderr?.on("data", heard);
    served.on("exit", () => reject(new Error(`npm run local:serve stopped:\n${output}`)));
  }).catch((error: unknown) => {
    stop();
    throw error;
  });
  return {
    siteUrl: `http://localhost:${sitePort}`,
    studioUrl: `http://localhost:${studioPort}`,
    apiHost: `http://127.0.0.1:${studioPort}`,
    output: () => output,
    stop,
  };
}
