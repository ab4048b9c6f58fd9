import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const repositoryRoot = fileURLToPath(new URL("../../../..", import.meta.url));

/** `npm run leads` or `npm run results` on a site's store file, as the office runs them. */
export const officeCommand = (
  command: "leads" | "results",
  storeFile: string,
  ...args: string[]
): Promise<string> => officeCommandWith({}, command, storeFile, ...args);

/** The same, with `env` over the test's own (the served site's clock: office-clock.ts). */
export async function officeCommandWith(
  env: Record<string, string>,
  command: "leads" | "results",
  storeFile: string,
  ...args: string[]
): Promise<string> {
  const { stdout } = await promisify(execFile)("npm", ["run", "--silent", command, "--", ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env, LEADS_DB_FILE: storeFile },
  });
  return stdout;
}
