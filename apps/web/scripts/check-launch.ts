/**
 * `npm run check:launch`: lists every stand-in still in the content the site
 * reads (the starter dataset, or the Sanity project when configured) and
 * fails while any remains. Run it before pointing the public at the site.
 */
import {
  type ContentDocument,
  defaultDatasetFile,
  launchContentQuery,
  loadLocalDataset,
  remainingPlaceholders,
} from "@hvac/content";
import { sourceFor } from "@/content/source";
import { readSettings } from "@/server/settings";

const source = sourceFor(readSettings());
const current = (await source.fetch(launchContentQuery)) as ContentDocument[];
const starter = loadLocalDataset(defaultDatasetFile()).documents;
const remaining = remainingPlaceholders(current, starter);
const where = source.kind === "sanity" ? "the Sanity project" : source.file;
if (remaining.length === 0) {
  console.log(`No stand-ins left in ${where}: ready for launch.`);
} else {
  console.error(`${remaining.length} stand-ins still in ${where}; replace them before launch:`);
  for (const line of remaining) console.error(`- ${line}`);
  process.exitCode = 1;
}
