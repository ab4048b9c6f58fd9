import { type Locale, locales } from "@hvac/routing";
import type { NextRequest } from "next/server";
import { serverDesk } from "@/booking/server-desk";
import { visitCalendar } from "@/booking/visit-calendar";
import { translator } from "@/i18n/translate";
import { leadReference } from "@/outbound/contacted-link";
import { officeFacts } from "@/outbound/office-facts";
import { visitorPhone } from "@/outbound/visitor-mail-parts";
import { settings } from "@/server/server-context";

/**
 * "Add to my calendar": the visitor's own visit as a calendar file, the same
 * event their confirmation attaches (the same UID and SEQUENCE, so a later
 * change replaces it), opened with the manage link's signature: without
 * email, the booking's answer is the only place to find it. Kept by no cache.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams;
  const locale: Locale = locales.find((known) => known === query.get("locale")) ?? "en";
  const opened = await serverDesk().managed({
    visit: query.get("visit") ?? "",
    until: query.get("until") ?? "",
    sig: query.get("sig") ?? "",
  });
  const headers = { "cache-control": "no-store", "x-robots-tag": "noindex" };
  const facts = opened.kind === "visit" ? await officeFacts(locale) : undefined;
  const calendar =
    opened.kind === "visit" && facts
      ? visitCalendar(opened.visit, {
          id: opened.lead.id,
          reference: leadReference(opened.lead.id),
          locale,
          business: facts.name,
          phone: visitorPhone(facts),
          ...(settings().mail ? { organizer: settings().mail?.from } : {}),
        })
      : undefined;
  if (!calendar) return new Response(null, { status: 404, headers });
  return new Response(calendar, {
    headers: {
      ...headers,
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${translator(locale)("booking.calendarFile")}"`,
    },
  });
}
