import { countRowsQuery, resultRequestsQuery } from "@hvac/content/results-queries";
import { routeCollectionsQuery, routeTableOf } from "@hvac/content/route-collections";
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
 * dataset and from the requests. The same tables as `npm run results`.
 */

const periods = [7, 30, 90, 365];

type Loaded = { tables: ResultTables; routes: RouteTable; from: string; to: string };

function useResults(days: number): Loaded | Error | undefined {
  const client = useClient({ apiVersion: "2025-06-01" });
  const [loaded, setLoaded] = useState<Loaded | Error>();
  useEffect(() => {
    let current = true;
    setLoaded(undefined);
    const now = Date.now();
    const to = officeDay(now);
    const from = addDays(to, 1 - days);
    Promise.all([
      client.fetch(countRowsQuery, { from, to }),
      client.fetch(resultRequestsQuery, {
        from: new Date(startOfOfficeDay(from)).toISOString(),
        to: new Date(now).toISOString(),
      }),
      client.fetch(routeCollectionsQuery),
    ]).then(
      ([counts, requests, collections]) => {
        if (!current) return;
        const tables = resultTables(countRowsFrom(counts), requestRowsFrom(requests));
        setLoaded({ tables, routes: routeTableOf(collections), from, to });
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

function Table({ title, head, lines }: { title: string; head: string; lines: ResultLine[] }) {
  return (
    <Column gap={12}>
      <Heading as="h2" size={1}>
        {title}
      </Heading>
      {lines.length === 0 ? (
        <Text muted>Nothing counted in these days.</Text>
      ) : (
        <Card border radius={2} overflow="auto">
          <table style={{ borderCollapse: "collapse", width: "100%", fontSize: 14 }}>
            <thead>
              <tr>
                {[
                  head,
                  "Visits",
                  "Call taps",
                  "Requests",
                  "Booked online",
                  "Call taps per 100 visits",
                  "Requests per 100 visits",
                ].map((name, index) => (
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
              {lines.map((line) => (
                <tr key={line.key}>
                  <th scope="row" style={{ ...cell, textAlign: "left", fontWeight: 400 }}>
                    {line.key}
                  </th>
                  <td style={number}>{line.visits}</td>
                  <td style={number}>{line.calls}</td>
                  <td style={number}>{line.requests}</td>
                  <td style={number}>{line.bookings}</td>
                  <td style={number}>{per100(line.calls, line.visits) ?? "-"}</td>
                  <td style={number}>{per100(line.requests, line.visits) ?? "-"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </Column>
  );
}

const languages: Record<string, string> = { en: "English", es: "Spanish" };

export function ResultsView() {
  const [days, setDays] = useState(30);
  const results = useResults(days);
  let body: ReactNode;
  if (results === undefined) body = <Spinner muted />;
  else if (results instanceof Error) {
    body = <Text>The results could not be read: {results.message}</Text>;
  } else {
    const { tables, routes } = results;
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
