// Test support, never part of the site: preloaded into a served build
// (node --import) so a test sets the server's clock (office-clock.ts). The
// offset from the real time is read from TEST_CLOCK_FILE whenever it changes;
// the clock runs on from there at the real pace.
import { readFileSync, watchFile } from "node:fs";

const file = process.env.TEST_CLOCK_FILE;
let offset = 0;
// A file that cannot be read, or reads empty, leaves the clock as it was: read
// back as 0, it would jump the server to the real date for a moment (and every
// escalation with it).
const read = () => {
  let text = "";
  try {
    text = readFileSync(file, "utf8").trim();
  } catch {
    return;
  }
  const value = Number(text);
  if (text !== "" && Number.isFinite(value)) offset = value;
};
read();
watchFile(file, { interval: 20 }, read).unref();

// Date itself stays (Next and libraries read its statics): `Date.now()` and
// `new Date()` read the shifted time.
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
RealDate.now = () => realNow() + offset;
globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) =>
    Reflect.construct(target, args.length === 0 ? [RealDate.now()] : args, newTarget),
  apply: () => new RealDate(RealDate.now()).toString(),
});
