import type { StoredLead } from "@hvac/office/lead-record";
import type { HourlyLimits } from "@/server/settings";
import type { LeadStore } from "@/stores/lead-store";

export const hourMs = 60 * 60 * 1000;

/**
 * How far past the hour's confirmations a source's first of the hour still
 * goes out: what strangers spent (and what waits from their floods) never
 * holds back a visitor from an address that has had none, up to this many
 * times the hour's budget, the most anyone can make the site send.
 */
const firstOfSourceCeiling = 4;

/**
 * Why a visitor's confirmation waits, if it does: past the hour's
 * confirmations to one recipient (one mailbox), about one source's requests,
 * or in all. Nobody can make the business mail a mailbox without limit, and
 * a few addresses cannot spend the hour's budget that other visitors are
 * owed: each source has its share, and its first of the hour goes out
 * whatever others spent (within a ceiling). The office reads why.
 */
export async function confirmationWait(
  leads: Pick<LeadStore, "sentSince">,
  lead: Pick<StoredLead, "email" | "source">,
  limits: HourlyLimits,
  now: number,
): Promise<string | undefined> {
  const sent = await leads.sentSince(new Date(now - hourMs).toISOString(), lead);
  if (sent.confirmationsTo >= limits.confirmationsPerAddress) {
    return `${sent.confirmationsTo} confirmations went to this email address in the last hour, the most one address gets in an hour.`;
  }
  if (lead.source && sent.confirmationsFromSource >= limits.confirmationsPerSource) {
    return `${sent.confirmationsFromSource} confirmations went out about requests from this visitor's internet address in the last hour, the most one address is sent in an hour.`;
  }
  const owed = lead.source !== null && sent.confirmationsFromSource === 0;
  const most = limits.confirmations * (owed ? firstOfSourceCeiling : 1);
  if (sent.confirmations >= most) {
    return `${sent.confirmations} confirmations went out in the last hour, the most the website sends in an hour.`;
  }
  return undefined;
}

/**
 * Why a request's first on-call text waits, if it does: its source already
 * paged for a request this hour (each source its share), or the hour's texts
 * in all are spent. An emergency from a source that has not paged this hour
 * pages while the hour's texts last, whatever others sent.
 */
export async function pageWait(
  leads: Pick<LeadStore, "sentSince">,
  lead: Pick<StoredLead, "email" | "source">,
  limits: HourlyLimits,
  first: boolean,
  now: number,
): Promise<string | undefined> {
  const sent = await leads.sentSince(new Date(now - hourMs).toISOString(), lead);
  if (sent.pages >= limits.pages) {
    return `${sent.pages} texts went out in the last hour, the most the website sends.`;
  }
  if (first && lead.source && sent.pagedFromSource >= limits.pagesPerSource) {
    return `this visitor's internet address already paged for ${sent.pagedFromSource} request${sent.pagedFromSource === 1 ? "" : "s"} in the last hour, the most one address pages for.`;
  }
  return undefined;
}
