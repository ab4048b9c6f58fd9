import { bookingSettingsQuery, scheduleVisitsQuery } from "@hvac/content/booking-queries";
import { routeCollectionsQuery, routeTableOf } from "@hvac/content/route-collections";
import { officeInstant, parseWindowKey } from "@hvac/office/arrival-windows";
import { type BookingSettings, readBookingSettings } from "@hvac/office/booking-settings";
import { markDatasetVisit, officeChangesVisit, visitOf } from "@hvac/office/dataset-visits";
import { officeDay } from "@hvac/office/results";
import {
  placesTaken,
  type Schedule,
  type ScheduledVisit,
  type ScheduleWindow,
  schedule,
  windowsToMoveTo,
} from "@hvac/office/schedule";
import { holdsPlace, type VisitStatus } from "@hvac/office/visit";
import { windowWords } from "@hvac/office/window-words";
import type { RouteTable } from "@hvac/routing";
import { Badge, Box, Button, Card, Flex, Heading, Select, Spinner, Stack, Text } from "@sanity/ui";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useClient } from "sanity";

/**
 * The office's Schedule: the coming days window by window (the booking
 * settings' windows, and any a visit still holds), each visit with its
 * service, town and status, and the office's actions. Confirm (the request
 * counts as contacted), Done, Move and Cancel; a move or a cancellation is
 * mailed to the visitor in their language by the website. Requests kept
 * wanting a window that filled are listed first, to be given a time.
 */

const apiVersion = "2025-06-01";
const day = 24 * 60 * 60 * 1000;

type Loaded = {
  settings: BookingSettings | null;
  visits: ScheduledVisit[];
  routes: RouteTable;
  now: number;
};

const statusTitles: Record<VisitStatus, string> = {
  booked: "Booked",
  confirmed: "Confirmed",
  moved: "Moved",
  done: "Done",
  wanted: "Needs a time",
  cancelled: "Cancelled",
};
const statusTones: Record<VisitStatus, "default" | "positive" | "caution" | "critical"> = {
  booked: "default",
  confirmed: "positive",
  moved: "caution",
  done: "positive",
  wanted: "caution",
  cancelled: "critical",
};

const present = (doc: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== null));

function useSchedule(version: number): Loaded | Error | undefined {
  const client = useClient({ apiVersion });
  const [loaded, setLoaded] = useState<Loaded | Error>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a fresh read after an action.
  useEffect(() => {
    let current = true;
    const now = Date.now();
    Promise.all([
      client.fetch(bookingSettingsQuery),
      client.fetch(scheduleVisitsQuery, {
        today: officeDay(now),
        since: new Date(now - 30 * day).toISOString(),
      }),
      client.fetch(routeCollectionsQuery),
    ]).then(
      ([settings, leads, collections]) => {
        if (!current) return;
        const read = settings ? readBookingSettings(present(settings)) : undefined;
        setLoaded({
          settings: read?.ok ? read.settings : null,
          visits: leads.flatMap((lead) => {
            const visit = visitOf(lead);
            const name = [lead.firstName, lead.lastName].filter(Boolean).join(" ");
            return visit ? [{ id: lead._id, name, city: lead.city ?? "", visit }] : [];
          }),
          routes: routeTableOf(collections),
          now,
        });
      },
      (error: Error) => current && setLoaded(error),
    );
    return () => {
      current = false;
    };
  }, [client, version]);
  return loaded;
}

const timeWords = (key: string) => windowWords(key, "en");

/** Whether a window has begun: only then can the technician have been. */
function hasBegun(key: string, now: number) {
  const window = parseWindowKey(key);
  return window ? officeInstant(window.day, window.start) <= now : false;
}

/** One visit: who, what, where, where it stands, and what the office can do. */
function VisitRow({
  scheduled,
  loaded,
  taken,
  done,
}: {
  scheduled: ScheduledVisit;
  loaded: Loaded;
  taken: Map<string, number>;
  done: () => void;
}) {
  const client = useClient({ apiVersion });
  const { visit } = scheduled;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const [moveTo, setMoveTo] = useState("");
  const [cancelling, setCancelling] = useState(false);
  const page = loaded.routes.pageFromKey(visit.service);
  const service = page ? loaded.routes.nameOf(page, "en") : "A service no longer on the website";
  const choices = loaded.settings
    ? windowsToMoveTo(loaded.settings, (key) => taken.get(key) ?? 0, loaded.now).filter(
        (window) => window.key !== visit.window,
      )
    : [];
  const act = (work: () => Promise<string | undefined>) => async () => {
    setBusy(true);
    setProblem("");
    try {
      const failed = await work();
      if (failed) setProblem(failed);
      else done();
    } catch (error) {
      // The office reads what to do; whoever runs the website finds the cause in the console.
      console.error(error);
      setProblem(
        "Not saved: the Studio could not reach the website's content. Reload the Schedule to see where the visit stands, then try again.",
      );
    } finally {
      setBusy(false);
    }
  };
  const move = act(async () => {
    const window = choices.find((choice) => choice.key === moveTo);
    if (!window) return "Choose the window to move it to.";
    const changed = await officeChangesVisit(client, scheduled.id, {
      move: { window: window.key, service: visit.service, visits: window.visits },
    });
    return changed.outcome === "full"
      ? "That window filled a moment ago: choose another."
      : undefined;
  });
  const cancel = act(async () => {
    await officeChangesVisit(client, scheduled.id, { cancel: true });
    return undefined;
  });
  const mark = (status: "confirmed" | "done") =>
    act(async () =>
      (await markDatasetVisit(client, scheduled.id, status))
        ? undefined
        : "Not saved: this visit was cancelled or changed meanwhile. Reload the Schedule.",
    );

  return (
    <Card
      padding={3}
      radius={2}
      border
      tone={visit.status === "cancelled" ? "transparent" : "default"}
    >
      <Stack gap={3}>
        <Flex gap={2} align="center" wrap="wrap">
          <Text weight="semibold">{scheduled.name || "(no name)"}</Text>
          <Text muted>
            {service} · {scheduled.city}
          </Text>
          <Badge tone={statusTones[visit.status]}>{statusTitles[visit.status]}</Badge>
        </Flex>
        {visit.status !== "cancelled" && (
          <Flex gap={2} align="center" wrap="wrap">
            {(visit.status === "booked" || visit.status === "moved") && (
              <Button
                text="Confirm: marks it contacted, no email"
                mode="ghost"
                disabled={busy}
                onClick={mark("confirmed")}
              />
            )}
            {holdsPlace(visit) && visit.status !== "done" && hasBegun(visit.window, loaded.now) && (
              <Button
                text="Mark done: emails the review request"
                mode="ghost"
                disabled={busy}
                onClick={mark("done")}
              />
            )}
            <Box style={{ minWidth: 240 }}>
              <Select
                aria-label={`Move ${scheduled.name || "the visit"} to`}
                value={moveTo}
                onChange={(event) => setMoveTo(event.currentTarget.value)}
                disabled={busy || choices.length === 0}
              >
                <option value="">
                  {choices.length === 0 ? "No open window to move to" : "Move to…"}
                </option>
                {choices.map((choice) => {
                  const words = timeWords(choice.key);
                  return (
                    <option key={choice.key} value={choice.key}>
                      {words?.day}, {words?.time} ({choice.left} open)
                    </option>
                  );
                })}
              </Select>
            </Box>
            <Button
              text="Move: emails the visitor"
              mode="ghost"
              disabled={busy || !moveTo}
              onClick={move}
            />
            {cancelling ? (
              <Button
                text="Cancel it: emails the visitor"
                tone="critical"
                disabled={busy}
                onClick={cancel}
              />
            ) : (
              <Button
                text="Cancel visit…"
                mode="ghost"
                tone="critical"
                disabled={busy}
                onClick={() => setCancelling(true)}
              />
            )}
          </Flex>
        )}
        {problem && (
          <Text size={1} role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function WindowBox({ window, children }: { window: ScheduleWindow; children: ReactNode }) {
  const holding = window.booked.filter((one) => holdsPlace(one.visit)).length;
  return (
    <Stack gap={2}>
      <Flex gap={2} align="center" wrap="wrap">
        <Text weight="semibold">{timeWords(window.key)?.time}</Text>
        <Text muted>
          {window.visits === undefined
            ? `${holding} booked`
            : `${holding} of ${window.visits} booked`}
        </Text>
        {window.outside && (
          <Badge tone="critical">Not one of the current windows: move its visits</Badge>
        )}
      </Flex>
      {children}
    </Stack>
  );
}

export function ScheduleView() {
  const [version, setVersion] = useState(0);
  const loaded = useSchedule(version);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  let body: ReactNode;
  if (loaded === undefined) body = <Spinner muted />;
  else if (loaded instanceof Error) {
    console.error(loaded);
    body = (
      <Text>
        The Schedule could not be loaded: the Studio could not reach the website's content. Check
        your connection, then reload the page.
      </Text>
    );
  } else {
    const taken = placesTaken(loaded.visits);
    const plan: Schedule = loaded.settings
      ? schedule(loaded.settings, loaded.visits, loaded.now)
      : { days: [], wanting: [] };
    const row = (scheduled: ScheduledVisit) => (
      <VisitRow
        key={scheduled.id}
        scheduled={scheduled}
        loaded={loaded}
        taken={taken}
        done={reload}
      />
    );
    body = (
      <Stack gap={5}>
        {!loaded.settings && (
          <Text>Online booking is not set up: open Online booking to set its windows.</Text>
        )}
        {plan.wanting.length > 0 && (
          <Stack gap={3}>
            <Heading as="h2" size={1}>
              Needs a time ({plan.wanting.length})
            </Heading>
            <Text muted size={1}>
              Booked online without a place in a window (each request in Leads says why): call the
              visitor, then move the visit to the time you agree. Move emails them the time.
            </Text>
            {plan.wanting.map(row)}
          </Stack>
        )}
        {plan.days.map(({ day: date, windows }) => (
          <section key={date} aria-label={timeWords(`${date}T00:00-00:00`)?.day}>
            <Stack gap={3}>
              <Heading as="h2" size={1}>
                {timeWords(`${date}T00:00-00:00`)?.day}
              </Heading>
              {windows.map((window) => (
                <WindowBox key={window.key} window={window}>
                  {window.booked.length === 0 ? (
                    <Text muted size={1}>
                      No visit booked.
                    </Text>
                  ) : (
                    window.booked.map(row)
                  )}
                </WindowBox>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    );
  }
  return (
    <Box padding={4} style={{ overflow: "auto", height: "100%" }}>
      <Stack gap={4}>
        <Heading as="h1" size={2}>
          Schedule
        </Heading>
        <Text muted size={1}>
          Visits booked on the website, window by window (Central Texas time). Confirm a visit once
          you have spoken with the customer: the request then counts as contacted, and no email goes
          out. Move and Cancel email the customer in their language. Mark done, once the window has
          begun, emails the customer the one review request.
        </Text>
        {body}
      </Stack>
    </Box>
  );
}
