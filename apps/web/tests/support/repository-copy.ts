import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { webRoot } from "@hvac/test-fixtures/harness/served-site";

const run = promisify(execFile);
export const repositoryRoot = join(webRoot, "..", "..");

/** Build output, caches and local state: not part of the project's sources. */
const notSources = new Set([
  ".git",
  ".next",
  ".turbo",
  ".tools",
  "var",
  "dist",
  "coverage",
  "bench-results",
  "test-results",
  ".sanity",
]);

async function copySources(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (notSources.has(entry.name) || entry.name.startsWith(".typegen-check-")) continue;
    if (entry.name === "node_modules") {
      // Installed packages are shared, as hard links (same disk, a second to make); the
      // workspace links inside them are relative, so they point at the copy's own packages.
      await run("cp", ["-a", "--link", source, target]);
    } else if (entry.isDirectory()) {
      await copySources(source, target);
    } else if (entry.isFile()) {
      await copyFile(source, target);
    }
  }
}

async function fingerprints(root: string, folder = root, found = new Map<string, string>()) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (notSources.has(entry.name) || entry.name === "node_modules") continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await fingerprints(root, path, found);
    else if (entry.isFile() && !/\.tsbuildinfo$|next-env\.d\.ts$/.test(entry.name)) {
      found.set(
        relative(root, path),
        createHash("sha1")
          .update(await readFile(path))
          .digest("hex"),
      );
    }
  }
  return found;
}

/**
 * A copy of the repository's sources to change as a developer would, with
 * the installed packages shared. `changedFiles` lists what differs from the
 * repository now: added, edited or deleted files.
 */
export async function copyRepository() {
  const dir = await mkdtemp(join(tmpdir(), "hvac-repository-"));
  await copySources(repositoryRoot, dir);
  const before = await fingerprints(dir);
  return {
    dir,
    /** Runs a command in a folder of the copy, failing with its output when it fails. */
    async run(folder: string, command: string, args: string[], env = process.env) {
      try {
        return await run(command, args, {
          cwd: join(dir, folder),
          env,
          maxBuffer: 64 * 1024 * 1024,
        });
      } catch (error) {
        const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
        throw new Error(`${command} ${args.join(" ")} failed:\n${stdout}\n${stderr}`);
      }
    },
    async changedFiles(): Promise<string[]> {
      const after = await fingerprints(dir);
      const paths = new Set([...before.keys(), ...after.keys()]);
      return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
    },
    /** Copies the site's production build into the copy, as if it had been built there. */
    async copyBuild() {
      await run("cp", ["-a", join(webRoot, ".next"), join(dir, "apps/web/.next")]);
      await rm(join(dir, "apps/web/.next/cache"), { recursive: true, force: true });
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
