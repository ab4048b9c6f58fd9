import { callRowsQuery } from "@hvac/content/call-queries";
import { countRowsQuery, resultRequestsQuery } from "@hvac/content/results-queries";
import { routeCollectionsQuery, routeTableOf } from "@hvac/content/route-collections";
import {
  averageTalk,
  type CallLine,
  type CallTables,
  callRowsFrom,
  callTables,
  talkTime,
} from "@hvac/office/calls";
import { addDays, startOfOfficeDay } from "@hvac/office/office-week";
import {
  countRowsFrom,
  officeDay,
  per100,
  placementTitles,
  type ResultLine,
  type ResultTables,
  requestRowsFrom,
  resultTables,
  totalsSentence,
} from "@hvac/office/results";
import type { RouteTable } from "@hvac/routing";
import { Box, Card, Flex, Heading, Select, Spinner, Text } from "@sanity/ui";
import { type ReactNode, useEffect, useState } from "react";
import { useClient } from "sanity";
import { pageLabel } from "../routes/page-key-input";

/**
 * The office's Results: what each page brought in the last days (visits,
 * call taps, requests, and call taps and requests per 100 visits), by page, by
 * source and by language, read from the counts the website writes into the
 * dataset and from the requests; and the calls to the office's numbers by
 * channel and by number. The same tables as `npm run results`.
 */

const periods = [7, 30, 90, 365];

type Loaded = {
  tables: ResultTables;
  calls: CallTables;
  routes: RouteTable;
  from: string;
  to: string;
};

function useResults(days: number): Loaded | Error | undefined {
  const client = useClient({ apiVersion: "2025-06-01" });
  const [loaded, setLoaded] = useState<Loaded | Error>();
  useEffect(() => {
    let current = true;
    setLoaded(undefined);
    const now = Date.now();
    const to = officeDay(now);
    const from = addDays(to, 1 - days);
    const period = {
      from: new Date(startOfOfficeDay(from)).toISOString(),
      to: new Date(now).toISOString(),
    };
    Promise.all([
      client.fetch(countRowsQuery, { from, to }),
      client.fetch(resultRequestsQuery, period),
      client.fetch(routeCollectionsQuery),
      client.fetch(callRowsQuery, period),
    ]).then(
      ([counts, requests, collections, calls]) => {
        if (!current) return;
        const tables = resultTables(countRowsFrom(counts), requestRowsFrom(requests));
        setLoaded({
          tables,
          calls: callTables(callRowsFrom(calls)),
          routes: routeTableOf(collections),
          from,
          to,
        });
      },
      (error: Error) => current && setLoaded(error),
    );
    return () => {
      current = false;
    };
  }, [client, days]);
  return loaded;
}

/** Sections one under the other. */
const Column = ({ gap, children }: { gap: number; children: ReactNode }) => (
  <div style={{ display: "grid", gap }}>{children}</div>
);

const cell = { padding: "6px 10px", borderBottom: "1px solid var(--card-border-color)" };
const number = { ...cell, textAlign: "right" as const };

/** One table of the office's: a heading, a row per line, its name first and numbers after. */
function NumberTable({
  title,
  columns,
  rows,
  nothing,
}: {
  title: string;
  columns: string[];
  rows: Array<{ key: string; cells: Array<string | number> }>;
  nothing: string;
}) {
  return (
    <Column gap={12}>
      <Heading as="h2" size={1}>
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text muted>{nothing}</Text>
      ) : (
        <Card border radius={2} overflow="auto">
          <table style={{ borderCollapse: "collapse", width: "100%", fontSize: 14 }}>
            <thead>
              <tr>
                {columns.map((name, index) => (
                  <th
                    key={name}
                    scope="col"
                    style={index === 0 ? { ...cell, textAlign: "left" } : number}
                  >
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" style={{ ...cell, textAlign: "left", fontWeight: 400 }}>
                    {row.key}
                  </th>
                  {row.cells.map((value, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells keep their order.
                    <td key={index} style={number}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </Column>
  );
}

/** What a page, a source or a language brought. */
const Table = ({ title, head, lines }: { title: string; head: string; lines: ResultLine[] }) => (
  <NumberTable
    title={title}
    columns={[
      head,
      "Visits",
      "Call taps",
      "Requests",
      "Booked online",
      "Call taps per 100 visits",
      "Requests per 100 visits",
    ]}
    rows={lines.map((line) => ({
      key: line.key,
      cells: [
        line.visits,
        line.calls,
        line.requests,
        line.bookings,
        per100(line.calls, line.visits) ?? "-",
        per100(line.requests, line.visits) ?? "-",
      ],
    }))}
    nothing="Nothing counted in these days."
  />
);

/** Calls to the office's numbers: how many, how they ended, the texts back and the replies. */
const CallTable = ({ title, head, lines }: { title: string; head: string; lines: CallLine[] }) => (
  <NumberTable
    title={title}
    columns={[
      head,
      "Calls",
      "Answered",
      "Missed",
      "Texted back",
      "Replied",
      "Talk time",
      "Average call",
    ]}
    rows={lines.map((line) => ({
      key: line.key,
      cells: [
        line.calls,
        line.answered,
        line.missed,
        line.textedBack,
        line.replied,
        talkTime(line.seconds),
        averageTalk(line),
      ],
    }))}
    nothing="No calls to your numbers in these days."
  />
);

const languages: Record<string, string> = { en: "English", es: "Spanish" };

export function ResultsView() {
  const [days, setDays] = useState(30);
  const results = useResults(days);
  let body: ReactNode;
  if (results === undefined) body = <Spinner muted />;
  else if (results instanceof Error) {
    body = <Text>The results could not be read: {results.message}</Text>;
  } else {
    const { tables, routes, calls } = results;
    body = (
      <Column gap={24}>
        <Text>
          From {results.from} to {results.to}: {totalsSentence(tables.totals)} (suspected spam left
          out).
        </Text>
        <Text>
          Online booking: open times shown {tables.booking.shown} times, {tables.booking.sent} sent
          with a time, {tables.booking.booked} booked.
        </Text>
        <Table
          title="By page"
          head="Page"
          lines={tables.byPage.map((line) => ({ ...line, key: pageLabel(line.key, routes) }))}
        />
        <Table title="By source" head="Source" lines={tables.bySource} />
        <Table
          title="By language"
          head="Language"
          lines={tables.byLanguage.map((line) => ({
            ...line,
            key: languages[line.key] ?? line.key,
          }))}
        />
        <CallTable
          title="Calls by channel"
          head="Where you give the number out"
          lines={calls.byChannel}
        />
        <CallTable title="Calls by number" head="Number" lines={calls.byNumber} />
        <Column gap={12}>
          <Heading as="h2" size={1}>
            Call taps by placement
          </Heading>
          {tables.byPlacement.length === 0 ? (
            <Text muted>No call taps in these days.</Text>
          ) : (
            tables.byPlacement.map((line) => (
              <Text key={line.key}>
                {placementTitles[line.key]}: {line.calls}
              </Text>
            ))
          )}
        </Column>
      </Column>
    );
  }
  return (
    <Box padding={4} style={{ overflow: "auto", height: "100%" }}>
      <Column gap={24}>
        <Flex align="center" gap={3} wrap="wrap">
          <Heading as="h1" size={2}>
            Results
          </Heading>
          <Box style={{ width: 180 }}>
            <Select
              aria-label="Period"
              value={days}
              onChange={(event) => setDays(Number(event.currentTarget.value))}
            >
              {periods.map((n) => (
                <option key={n} value={n}>
                  Last {n} days
                </option>
              ))}
            </Select>
          </Box>
        </Flex>
        <Text muted size={1}>
          Visits of a page count each time it was shown; visits of a source or a language count each
          visit once, where it began. Counted by the website without cookies: no IP address, no
          identifier, nothing that follows a person. Visitors who ask browsers not to be followed
          are not counted.
        </Text>
        {body}
      </Column>
    </Box>
  );
}
