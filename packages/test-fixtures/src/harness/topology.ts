import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { freePort, type ServedSite, serveNextBuild } from "@hvac/audits";
import { afterAll, beforeAll } from "vitest";
import { webRoot } from "./served-site";

/**
 * The deployment of deploy/compose.yaml with the same programs, on loopback:
 * Redis and nginx from the system's packages (started here, never a system
 * service), nginx running the repository's own deploy/nginx/site.conf, and
 * instances of the site each started from its own copy of the standalone
 * build, the folder the Dockerfile ships.
 */

const repositoryRoot = join(webRoot, "..", "..");

/** A program from the system's packages (CI installs redis-server and nginx). */
function systemProgram(name: string): string {
  const found = ["/usr/bin", "/usr/sbin", "/usr/local/bin", "/usr/local/sbin"]
    .map((folder) => join(folder, name))
    .find((path) => existsSync(path));
  if (!found) throw new Error(`${name} is not installed: apt-get install ${name}`);
  return found;
}

function collectOutput(child: ChildProcess) {
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return () => output;
}

async function waitFor(what: string, ready: () => Promise<boolean>, output: () => string) {
  const deadline = Date.now() + 15_000;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const grace = setTimeout(() => child.kill("SIGKILL"), 5000);
  return exited.finally(() => clearTimeout(grace));
}

export interface Redis {
  url: string;
  /** Stops the server as a crash would, keeping its port for `start`. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty (nothing is saved to disk). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A Redis server of its own, in memory only, on a free loopback port. */
export async function startRedis(): Promise<Redis> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), "hvac-redis-"));
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      systemProgram("redis-server"),
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { cwd: dir, stdio: ["ignore", "pipe", "pipe"] },
    );
    child = started;
    const output = collectOutput(started);
    await waitFor("redis-server", async () => output().includes("Ready to accept"), output);
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    async stop() {
      if (child) await stopProcess(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Nginx {
  baseURL: string;
  /** nginx's error log: upstreams it found down, requests it passed on. */
  errors(): Promise<string>;
  /** How many responses nginx holds in one cache zone's folder (pages, or pictures). */
  cachedFiles(zone: "pages" | "images"): Promise<number>;
  /** The keys of the responses nginx holds in one cache zone (each file's KEY line), sorted. */
  cachedKeys(zone: "pages" | "images"): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * nginx with deploy/nginx/site.conf as it is, and this machine's three files
 * beside it (as compose.yaml mounts them): the cache in a temporary folder,
 * the given instances, a loopback port.
 */
export async function startNginx(instances: string[]): Promise<Nginx> {
  const port = await freePort();
  const prefix = await mkdtemp(join(tmpdir(), "hvac-nginx-"));
  // Its workers may run as another user when the tests run as root.
  await chmod(prefix, 0o755);
  await mkdir(join(prefix, "hvac"));
  const user = userInfo().username;
  const own = (file: string, text: string) => writeFile(join(prefix, "hvac", file), text);
  await own(
    "cache.conf",
    `proxy_cache_path ${join(prefix, "cache")} levels=1:2 keys_zone=hvac_pages:10m max_size=100m inactive=1d use_temp_path=off;\n` +
      `proxy_cache_path ${join(prefix, "image-cache")} levels=1:2 keys_zone=hvac_images:1m max_size=100m inactive=1d use_temp_path=off;\n`,
  );
  await own(
    "instances.conf",
    instances.map((address) => `server ${address} max_fails=1 fail_timeout=5s;\n`).join(""),
  );
  await own("listen.conf", `listen 127.0.0.1:${port};\n`);
  const temp = (name: string) => join(prefix, name);
  const cacheFiles = async (zone: "pages" | "images") => {
    const folder = join(prefix, zone === "pages" ? "cache" : "image-cache");
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  };
  // The connection settings of the image's main file (deploy/nginx/nginx.conf).
  const shipped = await readFile(join(repositoryRoot, "deploy", "nginx", "nginx.conf"), "utf8");
  const connections = ["worker_rlimit_nofile", "events"]
    .map((name) => shipped.match(new RegExp(`^${name} [^\\n]*$`, "m"))?.[0])
    .join("\n");
  await writeFile(
    join(prefix, "nginx.conf"),
    `${user === "root" ? "user root;\n" : ""}worker_processes 2;
daemon off;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
${connections}
http {
  access_log off;
  client_body_temp_path ${temp("client-body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  include ${join(repositoryRoot, "deploy", "nginx", "site.conf")};
}
`,
  );
  const child = spawn(
    systemProgram("nginx"),
    ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", temp("error.log")],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const output = collectOutput(child);
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(
    "nginx",
    async () => {
      if (child.exitCode !== null) throw new Error(output());
      await fetch(`${baseURL}/robots.txt`);
      return true;
    },
    output,
  );
  return {
    baseURL,
    errors: () => readFile(temp("error.log"), "utf8").catch(() => ""),
    cachedFiles: async (zone) => (await cacheFiles(zone)).length,
    cachedKeys: async (zone) => {
      const keys = await Promise.all(
        (await cacheFiles(zone)).map(async (file) => {
          const head = (await readFile(file).catch(() => Buffer.alloc(0))).subarray(0, 4096);
          return /\nKEY: ([^\n]*)\n/.exec(head.toString("latin1"))?.[1];
        }),
      );
      return keys.filter((key): key is string => key !== undefined).sort();
    },
    async stop() {
      await stopProcess(child);
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

export interface Instance {
  /** host:port, as nginx names it. */
  address: string;
  baseURL: string;
  /** Starts it (again) on its port. */
  start(): Promise<ServedSite>;
  /** Stops it at once, as a crash or a pulled plug would. */
  kill(): Promise<void>;
  remove(): Promise<void>;
}

/** An instance of the site from its own copy of the standalone build, on a port of its own. */
export async function siteInstance(env: Record<string, string>): Promise<Instance> {
  const dir = await mkdtemp(join(tmpdir(), "hvac-instance-"));
  await cp(join(webRoot, ".next", "standalone"), dir, { recursive: true, verbatimSymlinks: true });
  const appDir = join(dir, "apps", "web");
  const port = await freePort();
  let served: ServedSite | undefined;
  return {
    address: `127.0.0.1:${port}`,
    baseURL: `http://127.0.0.1:${port}`,
    async start() {
      served = await serveNextBuild(appDir, env, port);
      return served;
    },
    async kill() {
      const child = served?.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
    async remove() {
      await served?.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * For the tests of one file: the served build with nginx in front (started
 * before them, stopped after), each reached through the object returned.
 */
export function siteBehindNginx(env: Record<string, string> = {}) {
  const parts = {} as { site: ServedSite; nginx: Nginx };
  beforeAll(async () => {
    parts.site = await serveNextBuild(webRoot, env);
    parts.nginx = await startNginx([new URL(parts.site.baseURL).host]);
  }, 60_000);
  afterAll(async () => {
    await parts.nginx?.stop();
    await parts.site?.stop();
  });
  return parts;
}
