import {
  type ContentDocument,
  type ContentSource,
  defaultDatasetFile,
  launchContentQuery,
  loadLocalDataset,
  remainingPlaceholders,
} from "@hvac/content";
import { contentSource } from "@/content/source";
import { settings } from "@/server/server-context";
import { storeKeys } from "@/stores/server-stores";
import type { StoreKeys } from "@/stores/store-keys";

const loudly = (lines: string[]) => {
  const rule = "=".repeat(72);
  console.error([rule, ...lines, rule].join("\n"));
};

export interface StartContext {
  store: () => Pick<StoreKeys, "signingKey">;
  content: ContentSource;
  /** The public address the build was made for. */
  siteUrl: string;
  production: boolean;
}

/** The server's own, from its context. */
const server = (): StartContext => ({
  store: storeKeys,
  content: contentSource(),
  siteUrl: settings().siteUrl,
  production: settings().production,
});

/**
 * What would otherwise fail visitors later, said when the server starts: a
 * lead store that cannot be written (a read-only file system, a wrong path),
 * and, on the public address, content still holding the starter's stand-ins.
 */
export async function checkAtStart(context: StartContext = server()): Promise<void> {
  try {
    await context.store().signingKey();
  } catch (error) {
    loudly([
      "SERVICE REQUESTS CANNOT BE STORED: every request form would fail.",
      `The lead store did not open: ${error instanceof Error ? error.message : String(error)}`,
      "Set LEADS_DB_FILE to a writable file, or SANITY_PROJECT_ID and SANITY_WRITE_TOKEN",
      "to keep leads in Sanity (docs/deploying.md, Deploying).",
    ]);
  }
  const publicAddress = !/^https?:\/\/(localhost|127\.|\[::1\])/.test(context.siteUrl);
  if (!context.production || !publicAddress) return;
  try {
    const current = (await context.content.fetch(launchContentQuery)) as ContentDocument[];
    const starter = loadLocalDataset(defaultDatasetFile()).documents;
    const remaining = remainingPlaceholders(current, starter);
    if (remaining.length > 0) {
      loudly([
        `This site is public at ${context.siteUrl} with starter stand-ins still in its content:`,
        ...remaining.map((line) => `- ${line}`),
        "Replace them in the Studio (npm run check:launch lists them).",
      ]);
    }
  } catch (error) {
    console.error("The launch check could not read the content:", error);
  }
}
