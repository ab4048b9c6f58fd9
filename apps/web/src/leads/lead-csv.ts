import { type OutboundStep, outboundSteps } from "@hvac/office/lead-document";
import type { StoredLead } from "@hvac/office/lead-record";
import { visibleText } from "@/text/visible-text";

const answerColumns: Array<keyof StoredLead> = [
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
  "urgency",
  "preferredTime",
  "contactedAt",
  "spamReason",
  "weakSign",
];

/** Where the visit began, one column each. */
const originColumns: Array<keyof StoredLead["origin"]> = [
  "channel",
  "source",
  "landing",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "clickId",
  "device",
];

/**
 * One CSV cell (RFC 4180), always quoted, so a spreadsheet that splits
 * columns at ";" or a tab keeps it whole. A cell a spreadsheet would run as a
 * formula (=, +, -, @, a tab or a carriage return first) is kept as text with
 * a leading apostrophe (OWASP, CSV injection), without the invisible
 * characters that could disguise it: the office opens this file, and a
 * visitor wrote it.
 */
export function csvCell(value: unknown): string {
  const text = value == null ? "" : visibleText(String(value));
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${inert.replaceAll('"', '""')}"`;
}

/** Each outbound step's state as one cell: "sent", "failed (3): the error", "pages: +1210... 02:01". */
const stepCell = (lead: StoredLead, step: OutboundStep) => {
  const state = lead.steps.find((s) => s.step === step);
  if (!state) return "";
  const pages = state.pages.map((page) => `${page.to} ${page.at}${page.error ? " refused" : ""}`);
  return [
    `${state.status}${state.attempts > 1 ? ` (${state.attempts})` : ""}${state.error ? `: ${state.error}` : ""}`,
    ...pages,
  ].join("; ");
};

export function leadsCsv(leads: StoredLead[]): string {
  const header = [
    ...answerColumns,
    ...originColumns.map((column) => `origin.${column}`),
    ...outboundSteps.map((step) => `steps.${step}`),
    "visit.window",
    "visit.service",
    "visit.status",
    "visit.waiting",
  ];
  const rows = [
    header,
    ...leads.map((lead) => [
      ...answerColumns.map((column) => lead[column]),
      ...originColumns.map((column) => lead.origin[column]),
      ...outboundSteps.map((step) => stepCell(lead, step)),
      lead.visit?.window,
      lead.visit?.service,
      lead.visit?.status,
      lead.visit?.waiting,
    ]),
  ];
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
