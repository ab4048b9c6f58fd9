import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

const declaresWorkspaces = (folder: string) => {
  const manifest = join(folder, "package.json");
  return existsSync(manifest) && "workspaces" in JSON.parse(readFileSync(manifest, "utf8"));
};

/**
 * The repository root: the folder whose package.json declares the workspaces,
 * the same whether the site runs from apps/web (`npm start`, `npm run dev`)
 * or a command from the root (`npm run leads`). Outside the repository (a
 * deployed server), the working folder.
 */
export function repositoryRoot(from = process.cwd()): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (declaresWorkspaces(folder)) return folder;
    if (dirname(folder) === folder) return from;
  }
}
