import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join } from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === "object" && address) resolve(address.port);
        else reject(new Error("no port"));
      });
    });
  });
}

export interface ServedSite {
  baseURL: string;
  process: ChildProcess;
  /** What the server has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Serves the production build of the Next app in `appDir`: with the app's
 * own start script when it has one (scripts/start.mjs, what `npm start`
 * runs), with `next start` otherwise. PORT is chosen here.
 */
export async function serveNextBuild(
  appDir: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<ServedSite> {
  if (!existsSync(`${appDir}/.next/BUILD_ID`)) {
    throw new Error(`${appDir} has no production build: run \`npm run build\` first.`);
  }
  const chosen = port ?? (await freePort());
  const startScript = join(appDir, "scripts", "start.mjs");
  // The app's own Next, as its build used.
  const nextBin = () => createRequire(join(appDir, "package.json")).resolve("next/dist/bin/next");
  const args = existsSync(startScript)
    ? [startScript]
    : [nextBin(), "start", "--port", String(chosen)];
  const child = spawn(process.execPath, args, {
    cwd: appDir,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(chosen),
      LISTEN_ADDRESS: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      await fetch(`${baseURL}/`, { redirect: "manual" });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`The server did not answer:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    baseURL,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      // Next waits for open keep-alive connections before it exits; a browser
      // still holding one must not keep the server (and the test) waiting.
      const grace = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(grace);
    },
  };
}
