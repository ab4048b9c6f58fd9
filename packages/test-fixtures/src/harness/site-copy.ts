import { cp, mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServedSite, serveBuiltSite, webRoot } from "./served-site";

const repositoryRoot = join(webRoot, "..", "..");

export interface SiteCopy {
  dir: string;
  /** The key Next's on-demand revalidation answers to (what a publish's revalidation uses). */
  revalidationKey: string;
  remove(): Promise<void>;
}

/**
 * A private copy of the built app, for a test that re-renders pages: what the
 * page cache writes then never reaches the build the other tests are served.
 * The build's data cache is left behind, so content is read afresh, and so is
 * the server output `npm start` does not serve (it serves .next/standalone,
 * which holds its own): two fifths of the build's bytes.
 */
export async function copyBuiltSite(): Promise<SiteCopy> {
  const dir = await mkdtemp(join(tmpdir(), "hvac-site-"));
  const skipped = ["node_modules", "tests", join(".next", "cache"), join(".next", "server")].map(
    (p) => join(webRoot, p),
  );
  await cp(webRoot, dir, {
    recursive: true,
    filter: (source) => !skipped.some((path) => source === path),
  });
  await symlink(join(repositoryRoot, "node_modules"), join(dir, "node_modules"), "dir");
  const manifest = JSON.parse(
    await readFile(join(dir, ".next", "prerender-manifest.json"), "utf8"),
  );
  return {
    dir,
    revalidationKey: manifest.preview.previewModeId,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Serves a private copy of the build (see copyBuiltSite); stopping it removes the copy. */
export async function serveSiteCopy(env: Record<string, string> = {}): Promise<ServedSite> {
  const copy = await copyBuiltSite();
  try {
    const site = await serveBuiltSite(env, copy.dir);
    return {
      ...site,
      async stop() {
        await site.stop();
        await copy.remove();
      },
    };
  } catch (error) {
    await copy.remove();
    throw error;
  }
}

/** A copy of the starter dataset (and its pictures) to edit. */
export async function copyDataset(): Promise<{
  dir: string;
  file: string;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), "hvac-dataset-"));
  const seed = join(repositoryRoot, "studio", "seed");
  await cp(join(seed, "production.ndjson"), join(dir, "production.ndjson"));
  await cp(join(seed, "images"), join(dir, "images"), { recursive: true });
  return {
    dir,
    file: join(dir, "production.ndjson"),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
