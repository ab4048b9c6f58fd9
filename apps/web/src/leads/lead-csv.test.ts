import type { StoredLead } from "@hvac/office/lead-record";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { describe, expect, it } from "vitest";
import { leadsCsv } from "@/leads/lead-csv";

const stored = (patch: Partial<StoredLead> = {}): StoredLead => ({
  ...sampleLead(),
  id: "lead-1",
  receivedAt: "2026-11-25T10:00:00.000Z",
  locale: "en",
  page: "contact",
  variant: "request",
  spamReason: null,
  status: "new",
  contactedAt: null,
  visit: null,
  steps: [],
  ...patch,
});

/** The cells of the second row, as a spreadsheet splitting at `separator` outside quotes reads them. */
function cellsOf(csv: string, separator: string): string[] {
  const row = csv.split("\r\n")[1] ?? "";
  const cells: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const char = row[i];
    if (char === '"' && quoted && row[i + 1] === '"') {
      current += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      cells.push(current);
      current = "";
    } else current += char;
  }
  return [...cells, current];
}

describe("the office's CSV export", () => {
  it("quotes every cell, so a spreadsheet splitting at ';' finds no formula in a visitor's answer", () => {
    const csv = leadsCsv([stored({ address: '1 Main St;=HYPERLINK("http://evil.example","x")' })]);
    const row = csv.split("\r\n")[1] ?? "";
    expect(row.startsWith('"lead-1","')).toBe(true);
    for (const cell of cellsOf(csv, ";")) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it.each(["=1+1", "+1", "-2", "@SUM(A1)", "\t=1", "\r=1"])(
    "keeps %j as text with a leading apostrophe",
    (message) => {
      const cells = cellsOf(leadsCsv([stored({ message })]), ",");
      expect(cells).toContain(`'${message}`);
    },
  );

  it("ends each row with the visit booked online: its window, service, status and why it needs a time", () => {
    const visit = {
      window: "2026-11-30T08:00-12:00",
      service: "service:servicePage-acRepair",
      status: "wanted" as const,
      waiting: "taken" as const,
    };
    const csv = leadsCsv([stored({ visit }), stored()]);
    const header = csv.split("\r\n")[0]?.split(",");
    expect(header?.slice(-4)).toEqual([
      '"visit.window"',
      '"visit.service"',
      '"visit.status"',
      '"visit.waiting"',
    ]);
    expect(cellsOf(csv, ",").slice(-4)).toEqual([visit.window, visit.service, "wanted", "taken"]);
  });

  it("keeps quotes and line breaks inside their cell", () => {
    const cells = cellsOf(leadsCsv([stored({ message: 'Say "hi", then' })]), ",");
    expect(cells).toContain('Say "hi", then');
  });
});
