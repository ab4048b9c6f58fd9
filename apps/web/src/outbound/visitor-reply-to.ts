import type { LeadAnswers } from "@hvac/office/lead-record";
import { visibleText } from "@/text/visible-text";

/**
 * Where the office's reply to an email about a request goes: the visitor,
 * by name. A request by text after a missed call has no email address (the
 * email gives its phone): no Reply-To then, never an empty one.
 */
export const visitorReplyTo = (lead: Pick<LeadAnswers, "firstName" | "lastName" | "email">) =>
  lead.email
    ? { replyTo: { name: visibleText(`${lead.firstName} ${lead.lastName}`), address: lead.email } }
    : {};
