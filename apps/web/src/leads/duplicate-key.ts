import { createHash } from "node:crypto";
import type { LeadRecord } from "@hvac/office/lead-record";

/**
 * What makes two requests the same request: the same answers from the same
 * page, compared without regard to case, spacing or phone punctuation. A
 * double click or a retried request gives the same key.
 */
export function duplicateKey(
  lead: Omit<LeadRecord, "id" | "receivedAt" | "origin" | "spamReason" | "weakSign" | "source">,
): string {
  const fold = (text: string) =>
    text.normalize("NFC").toLocaleLowerCase("en-US").replace(/\s+/g, " ");
  const parts = [
    lead.page,
    lead.locale,
    lead.variant,
    fold(lead.firstName),
    fold(lead.lastName),
    lead.phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, ""),
    fold(lead.email),
    fold(lead.address),
    fold(lead.city),
    lead.state.toUpperCase(),
    lead.zip,
    fold(lead.service),
    fold(lead.message),
  ];
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}
