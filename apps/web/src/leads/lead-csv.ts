import type { StoredLead } from "@/leads/lead-store";

const columns: Array<keyof StoredLead> = [
  "id",
  "receivedAt",
  "status",
  "firstName",
  "lastName",
  "phone",
  "email",
  "address",
  "city",
  "state",
  "zip",
  "service",
  "message",
  "locale",
  "page",
  "variant",
  "mailStatus",
  "mailAttempts",
  "mailError",
  "mailedAt",
  "spamReason",
];

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula
 * (=, +, -, @ first) is kept as text with a leading apostrophe: the office
 * opens this file, and a visitor wrote it.
 */
function cell(value: unknown): string {
  let text = value == null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function leadsCsv(leads: StoredLead[]): string {
  const rows = [columns, ...leads.map((lead) => columns.map((column) => lead[column]))];
  return `${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
