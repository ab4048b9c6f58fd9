// `npm start`: the production server, as deployed (docs/deploying.md, Deploying): the
// standalone build of `npm run build`, on PORT (default 3000), keeping idle
// connections open longer than a proxy's or a browser's, so it never closes
// one that is being reused, with the front door (front-door.mjs) ahead of
// Next's request handler.
import { lookup, setDefaultResultOrder } from "node:dns/promises";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { openFrontDoor } from "./front-door.mjs";

// Inside the artifact the server sits beside this folder; in the repository,
// in the build folder.
const server = ["../server.js", "../.next/standalone/apps/web/server.js"]
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((path) => existsSync(path));
if (!server) {
  console.error("No production build yet: run `npm run build` first.");
  process.exit(1);
}
process.env.PORT ||= "3000";
// Next's server listens on HOSTNAME, which shells set to the machine's name.
process.env.HOSTNAME = await listenName(process.env.LISTEN_ADDRESS || "0.0.0.0");
process.env.KEEP_ALIVE_TIMEOUT ||= "65000";
openFrontDoor(dirname(server));
createRequire(import.meta.url)(server);

/**
 * The name to give Next for an address. Next compares the address it was
 * given with the request's URL, in which it writes any loopback address as
 * "localhost"; given 127.0.0.1 or ::1, it takes its own rewrites (the
 * not-found pages) for another server's and fails them (vercel/next.js#94745).
 * So a loopback address is given as "localhost", resolved to that very address.
 */
async function listenName(address) {
  const loopback = { "127.0.0.1": "ipv4first", "::1": "ipv6first" }[address];
  if (!loopback) return address;
  setDefaultResultOrder(loopback);
  const resolved = await lookup("localhost").catch(() => undefined);
  if (resolved?.address === address) return "localhost";
  console.warn(
    `"localhost" is not ${address} here: not-found pages may fail (vercel/next.js#94745).`,
  );
  return address;
}
