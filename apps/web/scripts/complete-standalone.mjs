// After `next build`: the standalone server (.next/standalone) serves the
// site's static files too, and starts the way `npm start` does, so the folder
// is the whole artifact. Next leaves copying them to the deployer; this is
// that copy.
import { cpSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const app = fileURLToPath(new URL("..", import.meta.url));
const standaloneApp = `${app}.next/standalone/apps/web`;
if (!existsSync(standaloneApp)) throw new Error(`No standalone build in ${standaloneApp}`);
cpSync(`${app}.next/static`, `${standaloneApp}/.next/static`, { recursive: true });
for (const script of ["start.mjs", "front-door.mjs"]) {
  cpSync(`${app}scripts/${script}`, `${standaloneApp}/scripts/${script}`);
}
