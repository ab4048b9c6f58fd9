import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * The clock of a served build, controlled by the test: the server starts
 * with `env` and reads the time `set` gives it (office-clock-preload.mjs). Time runs
 * on at the real pace from there; `advance` jumps ahead (escalations, retries).
 */
/** The server looks at the file every 20 ms: after this, it has the new time. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 200));

export function officeClock() {
  const folder = mkdtempSync(join(tmpdir(), "office-clock-"));
  const file = join(folder, "offset");
  let offset = 0;
  // Written whole, then moved into place: the server never reads a file half written.
  const write = (value: number) => {
    writeFileSync(`${file}.next`, String(value));
    renameSync(`${file}.next`, file);
  };
  write(0);
  const preload = pathToFileURL(
    fileURLToPath(new URL("./office-clock-preload.mjs", import.meta.url)),
  );
  return {
    env: {
      TEST_CLOCK_FILE: file,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${preload.href}`]
        .filter(Boolean)
        .join(" "),
    },
    /** The server's time is now `at` (once it has read the change: a moment later). */
    async set(at: number) {
      offset = at - Date.now();
      write(offset);
      await settled();
    },
    async advance(ms: number) {
      offset += ms;
      write(offset);
      await settled();
    },
    /** What the server's clock reads now. */
    now: () => Date.now() + offset,
    dispose: () => rmSync(folder, { recursive: true, force: true }),
  };
}
