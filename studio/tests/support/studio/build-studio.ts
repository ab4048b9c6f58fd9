import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

/** The project and dataset the built Studio asks for; the stand-in answers for them. */
export const testProject = { projectId: "standin", dataset: "production" };

declare module "vitest" {
  interface ProvidedContext {
    studioFolder: string;
    /** The loopback port the Studio's Presentation tool previews the site on (SANITY_STUDIO_PREVIEW_URL). */
    previewSitePort: number;
    /** Where a test names the port its site is served on (see `previewSiteAt`). */
    previewTargetFile: string;
  }
}

/**
 * The address the Studio is built to preview, held for the whole run from the
 * moment it is chosen (no other program can take it meanwhile): it passes
 * each connection on to the port a test named in `targetFile`, where that
 * test serves the site, bound when the test needs it. Refused until then.
 */
async function previewAddress(targetFile: string) {
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.on("close", () => open.delete(client));
    let port = 0;
    try {
      port = Number(readFileSync(targetFile, "utf8"));
    } catch {
      // No site named yet.
    }
    if (!port) {
      client.destroy();
      return;
    }
    const site = connect(port, "127.0.0.1");
    open.add(site);
    site.on("close", () => open.delete(site));
    const end = () => {
      client.destroy();
      site.destroy();
    };
    client.on("error", end).on("close", end);
    site.on("error", end).on("close", end);
    client.pipe(site).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("The preview address has no port");
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Sends what the Studio previews to the site served on `port` (from a test's file). */
export function previewSiteAt(targetFile: string, port: number) {
  writeFileSync(targetFile, String(port));
}

/**
 * Builds the Studio once for the run, as `sanity build` deploys it, pointed
 * at the test project, into a scratch folder the browser tests serve. Its
 * Presentation tool previews the site at an address held here for the run,
 * passed on to wherever a test that previews serves the site.
 */
export default async function buildStudio(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "studio-build-"));
  const scratch = mkdtempSync(join(tmpdir(), "studio-preview-"));
  const targetFile = join(scratch, "site-port");
  const preview = await previewAddress(targetFile);
  try {
    execFileSync("npx", ["sanity", "build", folder, "--yes"], {
      cwd: join(import.meta.dirname, "../../.."),
      env: {
        ...process.env,
        SANITY_STUDIO_PROJECT_ID: testProject.projectId,
        SANITY_STUDIO_DATASET: testProject.dataset,
        SANITY_STUDIO_PREVIEW_URL: `http://127.0.0.1:${preview.port}`,
        DO_NOT_TRACK: "1",
        NO_UPDATE_NOTIFIER: "1",
      },
      stdio: "pipe",
    });
  } catch (error) {
    await preview.close();
    throw error;
  }
  project.provide("studioFolder", folder);
  project.provide("previewSitePort", preview.port);
  project.provide("previewTargetFile", targetFile);
  return async () => {
    await preview.close();
    rmSync(folder, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  };
}
