import { formResultPaths, type Locale, locales, pageRefFromKey } from "@hvac/routing";
import { siteUrl } from "@hvac/seo";
import { type NextRequest, NextResponse } from "next/server";
import { bookingSettings } from "@/booking/booking-settings-source";
import {
  checkManageLink,
  type ManageLink,
  manageLinkFields,
  manageLinkQuery,
} from "@/booking/manage-link";
import { placeAsked } from "@/booking/offered-windows";
import { servedZips } from "@/booking/served-zips";
import { type ChangeResult, hasStarted } from "@/booking/visit-changes";
import { isCrossSite } from "@/http/cross-site";
import { leadStore } from "@/stores/server-stores";

/**
 * The "Manage my visit" page's two forms post here: move the visit to
 * another open window, or cancel it. Only with the link's own signature,
 * before it expires and before the visit's window begins; a window that is
 * full (or not offered) changes nothing. Answered by 303 to the page, which
 * shows the visit as the store now keeps it and what came of the change.
 */

const text = (name: string, form: FormData | undefined) => {
  const value = form?.get(name);
  return typeof value === "string" ? value : "";
};

export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => undefined);
  const locale: Locale = locales.find((known) => known === text("locale", form)) ?? "en";
  let link: ManageLink = {
    visit: text("visit", form),
    until: text("until", form),
    sig: text("sig", form),
  };
  const answer = (done?: ChangeResult) =>
    new NextResponse(null, {
      status: 303,
      headers: {
        location: `${formResultPaths.manageVisit[locale]}?${manageLinkQuery(link)}${done ? `&done=${done}` : ""}`,
      },
    });

  // Another site's page posting on a visitor's behalf changes nothing.
  if (isCrossSite(request.headers, siteUrl)) return answer();
  const store = leadStore();
  const key = await store.signingKey();
  if (checkManageLink(key, link) !== "valid") return answer();
  const lead = await store.leadById(link.visit);
  const visit = lead?.visit;
  if (!lead || !visit || visit.status === "cancelled") return answer();
  if (hasStarted(visit, Date.now())) return answer("started");

  const action = text("action", form);
  try {
    if (action === "cancel") {
      const { outcome } = await store.changeVisit(lead.id, { cancel: true });
      return answer(outcome === "cancelled" ? "cancelled" : undefined);
    }
    const service = pageRefFromKey(visit.service);
    if (action !== "move" || service?.id !== "service") return answer();
    // Asked as a new booking is: a window offered to this service and ZIP code, with room.
    const place = await placeAsked(
      { window: text("window", form), service: service.doc, zip: lead.zip },
      {
        settings: await bookingSettings(),
        servedZips: await servedZips(),
        store,
        now: Date.now(),
      },
    );
    // Past, closed, out of range, not this service's or full when asked: nothing changes.
    if (place.visits === 0) return answer("full");
    const changed = await store.changeVisit(lead.id, { move: place });
    if (changed.outcome !== "moved") return answer(changed.outcome === "full" ? "full" : undefined);
    // The link now lasts until the day after the new window.
    link = manageLinkFields(key, lead.id, changed.visit.window);
    return answer("moved");
  } catch (error) {
    console.error("A visit could not be changed:", error);
    return answer("failed");
  }
}
