import type { StoredLead } from "@hvac/office/lead-record";
import { contacted } from "@/outbound/steps/page";

/**
 * How fast requests were answered: from a request to its first contact (the
 * signed link, the command, the Studio's Mark contacted), for emergencies and
 * for the rest apart, those contacted more than an hour on, and the requests
 * nobody has contacted an hour on.
 */
export interface ContactSummary {
  requests: number;
  contacted: number;
  /** Minutes, or null before any was contacted. */
  median: number | null;
  p90: number | null;
}

export interface ContactTimes {
  emergencies: ContactSummary;
  others: ContactSummary;
  /** How many were contacted, but more than an hour after they arrived. */
  late: number;
  /** Not contacted an hour after they arrived, oldest first. */
  waiting: StoredLead[];
}

const hourMs = 60 * 60_000;

/** The p-th percentile (nearest rank) of ascending numbers. */
const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? null
    : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? null);

function summary(leads: readonly StoredLead[]): ContactSummary {
  const minutes = leads
    .flatMap((lead) =>
      lead.contactedAt
        ? [(Date.parse(lead.contactedAt) - Date.parse(lead.receivedAt)) / 60_000]
        : [],
    )
    .sort((a, b) => a - b)
    .map((value) => Math.max(0, Math.round(value)));
  return {
    requests: leads.length,
    contacted: minutes.length,
    median: percentile(minutes, 0.5),
    p90: percentile(minutes, 0.9),
  };
}

export function contactTimes(leads: readonly StoredLead[], now = Date.now()): ContactTimes {
  return {
    emergencies: summary(leads.filter((lead) => lead.urgency === "emergency")),
    others: summary(leads.filter((lead) => lead.urgency !== "emergency")),
    late: leads.filter(
      (lead) =>
        lead.contactedAt && Date.parse(lead.contactedAt) - Date.parse(lead.receivedAt) > hourMs,
    ).length,
    waiting: leads
      .filter((lead) => !contacted(lead) && now - Date.parse(lead.receivedAt) > hourMs)
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)),
  };
}

/** "12 min", "3 h 05 min", "-" */
export function duration(minutes: number | null): string {
  if (minutes === null) return "-";
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}
