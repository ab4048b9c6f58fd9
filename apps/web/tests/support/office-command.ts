import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const repositoryRoot = fileURLToPath(new URL("../../../..", import.meta.url));

/** `npm run leads` or `npm run results` on a site's store file, as the office runs them. */
export async function officeCommand(
  command: "leads" | "results",
  storeFile: string,
  ...args: string[]
): Promise<string> {
  const { stdout } = await promisify(execFile)("npm", ["run", "--silent", command, "--", ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, LEADS_DB_FILE: storeFile },
  });
  return stdout;
}
