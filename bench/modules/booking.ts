/**
 * Online booking under load (issue 38), on two instances of the production
 * build sharing one SQLite lead store, as a single machine of the fleet runs
 * them:
 *
 * - the open times asked for 2,000 times, 50 at a time, as the booking page asks
 *   for them with JavaScript (the JSON of the windows; target: p95 under 50 ms),
 *   beside the server's floor (robots.txt, a file it keeps ready), and 500 times
 *   as the times page draws them without JavaScript (reported); a p95 of 500
 *   answers is one pause of either server, of 2,000 the answers' own;
 * - 200 visitors, each from an address of their own, racing for the 10 places of
 *   one window, 50 at a time, alternating the two instances: exactly 10 booked,
 *   none double, none lost (every visitor answered 201 and stored); the booking's
 *   answer p95 under 150 ms.
 *
 *   BENCH_BOOKING_VISITORS=200 BENCH_BOOKING_PLACES=10 BENCH_BOOKING_CONCURRENCY=50 \
 *   BENCH_BOOKING_ASKS=2000 npm run bench -- booking
 *
 * The booking settings are a file (BOOKING_SETTINGS_FILE): one window a day,
 * today closed, so tomorrow's is the one raced for. A double booking, a lost
 * request or a wrong count fails the run.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formResultPaths, openWindowsEndpoint } from "@hvac/routing";
import {
  postLead,
  type Reply,
  send,
  storedLeads,
  validLead,
} from "@hvac/test-fixtures/harness/lead-requests";
import { type Instance, siteInstance } from "@hvac/test-fixtures/harness/topology";
import type { BenchModule } from "../lib/bench-module";
import { percentile, pool, setting } from "../lib/load";

const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const asked = "service=servicePage-acRepair&zip=78112";
const timesPath = `${formResultPaths.bookingTimes.en}?${asked}`;
const windowsPath = `${openWindowsEndpoint}?${asked}&locale=en`;

const milliseconds = (replies: Reply[]) => replies.map((reply) => reply.ms).sort((a, b) => a - b);

export default {
  name: "booking",
  description:
    "Online booking: the open times and the answer under load, 200 visitors racing for 10 places on two instances",
  async run({ log }) {
    const visitors = setting("BENCH_BOOKING_VISITORS", 200);
    const places = setting("BENCH_BOOKING_PLACES", 10);
    const concurrency = setting("BENCH_BOOKING_CONCURRENCY", 50);
    const asks = setting("BENCH_BOOKING_ASKS", 2000);
    const folder = await mkdtemp(join(tmpdir(), "hvac-bench-booking-"));
    const leadsFile = join(folder, "leads.sqlite");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(
      new Date(),
    );
    const settingsFile = join(folder, "booking.json");
    await writeFile(
      settingsFile,
      JSON.stringify({
        enabled: true,
        services: ["servicePage-acRepair"],
        windows: weekDays.map((day) => ({ day, start: "08:00", end: "12:00", visits: places })),
        daysAhead: 2,
        leastNoticeHours: 0,
        closedDays: [today],
      }),
    );
    const env = { LEADS_DB_FILE: leadsFile, BOOKING_SETTINGS_FILE: settingsFile };
    const instances: Instance[] = await Promise.all([siteInstance(env), siteInstance(env)]);
    try {
      for (const instance of instances) await instance.start();
      const [one, two] = instances as [Instance, Instance];
      // Warm-up: each instance answers each kind of request a few times before
      // any is timed (its first answers load the route's code).
      for (const instance of instances) {
        for (let n = 0; n < 5; n++) {
          for (const path of ["/robots.txt", windowsPath, timesPath]) {
            await send(`${instance.baseURL}${path}`);
          }
        }
      }
      const ask = async (path: string, times = asks) => {
        log(`${path}: ${times} asks, ${concurrency} at a time`);
        return pool(
          Array.from(
            { length: times },
            (_, n) => () => send(`${(n % 2 ? two : one).baseURL}${path}`),
          ),
          concurrency,
        );
      };
      // The floor: a file the server keeps ready (robots.txt), under the same load.
      const floor = await ask("/robots.txt");
      const listed = await ask(windowsPath);
      const shown = await ask(timesPath, 500);
      const window = /value="(\d{4}-\d\d-\d\dT08:00-12:00)"/.exec(shown[0]?.body ?? "")?.[1];
      if (!window) throw new Error("The open times page offered no window to race for.");
      if (!listed[0]?.body.includes(`"key":"${window}"`)) {
        throw new Error("The booking page's open times did not list the window the page offers.");
      }

      // The same for a request: plain ones, from addresses of their own, the
      // outbound steps they start given time to finish.
      for (const [i, instance] of instances.entries()) {
        for (let n = 0; n < 5; n++) {
          await postLead(instance.baseURL, validLead(10_000 + 10 * i + n), {
            localAddress: `127.4.${i}.${n + 1}`,
          });
        }
      }
      await new Promise((done) => setTimeout(done, 3000));
      log(`${visitors} visitors racing for the ${places} places of ${window}`);
      const replies = await pool(
        Array.from({ length: visitors }, (_, n) => () => {
          const instance = n % 2 ? two : one;
          return postLead(
            instance.baseURL,
            {
              ...validLead(n, { zip: "78112" }),
              bookWindow: window,
              bookService: "servicePage-acRepair",
            },
            { localAddress: `127.3.${Math.floor(n / 250)}.${(n % 250) + 1}` },
          );
        }),
        concurrency,
      );
      const answered = replies.map((reply) =>
        reply.status === 201 ? (JSON.parse(reply.body).visit?.status as string) : "refused",
      );
      const stored = storedLeads(leadsFile).filter((row) => row.visit?.window === window);
      const booked = stored.filter((row) => row.visit?.status === "booked").length;
      const told = answered.filter((status) => status === "booked").length;
      const figures = {
        "floor, robots.txt: p50 (ms)": Math.round(percentile(milliseconds(floor), 50)),
        "floor, robots.txt: p95 (ms)": Math.round(percentile(milliseconds(floor), 95)),
        "open times, with JavaScript: asks": listed.length,
        "open times, with JavaScript: p50 (ms)": Math.round(percentile(milliseconds(listed), 50)),
        "open times, with JavaScript: p95 (ms)": Math.round(percentile(milliseconds(listed), 95)),
        "open times page, without JavaScript: p50 (ms)": Math.round(
          percentile(milliseconds(shown), 50),
        ),
        "open times page, without JavaScript: p95 (ms)": Math.round(
          percentile(milliseconds(shown), 95),
        ),
        visitors,
        places,
        concurrency,
        "told booked": told,
        "told taken first (kept as wanted)": answered.filter((status) => status === "wanted")
          .length,
        refused: answered.filter((status) => status === "refused").length,
        "stored booked": booked,
        "double (booked beyond the places)": Math.max(0, booked - places),
        lost: visitors - stored.length,
        "booking answer: p50 (ms)": Math.round(percentile(milliseconds(replies), 50)),
        "booking answer: p95 (ms)": Math.round(percentile(milliseconds(replies), 95)),
      };
      const failures = [
        ...(booked !== places || told !== places
          ? [`${booked} stored booked and ${told} told booked, for ${places} places`]
          : []),
        ...(figures.lost > 0 || figures.refused > 0
          ? [`${figures.lost} lost and ${figures.refused} refused of ${visitors} visitors`]
          : []),
      ];
      return {
        table: {
          title: "Online booking under load (two instances, one SQLite store)",
          columns: ["Figure", "Value"],
          rows: Object.entries(figures),
          notes: [
            "Targets: open times (with JavaScript, as the booking page asks for them) p95 under 50 ms;",
            "booking answer p95 under 150 ms at 50 concurrent;",
            `exactly ${places} booked of ${visitors}, none double, none lost.`,
          ],
        },
        data: { ...figures, window },
        failures,
      };
    } finally {
      await Promise.all(instances.map((instance) => instance.remove()));
      await rm(folder, { recursive: true, force: true });
    }
  },
} satisfies BenchModule;
