import { formResultPaths, type Locale, locales } from "@hvac/routing";
import { type NextRequest, NextResponse } from "next/server";
import { type ManageLink, manageLinkQuery } from "@/booking/manage-link";
import { serverDesk } from "@/booking/server-desk";
import type { ChangeAnswer } from "@/booking/visit-desk";
import { isCrossSite } from "@/http/cross-site";
import { settings } from "@/server/server-context";

/**
 * The "Manage my visit" page's forms post here: move the visit to another
 * open window, or cancel it, which asks once more first (`cancel` shows the
 * question; `confirmCancel` cancels). The visit desk decides; this route
 * reads the form and answers by 303 to the page, which shows the visit as the
 * store now keeps it and what came of the change.
 */

const text = (name: string, form: FormData | undefined) => {
  const value = form?.get(name);
  return typeof value === "string" ? value : "";
};

export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => undefined);
  const locale: Locale = locales.find((known) => known === text("locale", form)) ?? "en";
  const link: ManageLink = {
    visit: text("visit", form),
    until: text("until", form),
    sig: text("sig", form),
  };
  const answer = ({ result, link: now }: ChangeAnswer, ask?: "cancel") => {
    const query = new URLSearchParams(manageLinkQuery(now));
    if (result) query.set("done", result);
    if (ask) query.set("ask", ask);
    return new NextResponse(null, {
      status: 303,
      headers: { location: `${formResultPaths.manageVisit[locale]}?${query}` },
    });
  };

  // Another site's page posting on a visitor's behalf changes nothing.
  if (isCrossSite(request.headers, settings().siteUrl)) return answer({ link });
  const action = text("action", form);
  // A cancellation is asked once more before it is made (WCAG 3.3.4): nothing changes yet.
  if (action === "cancel") return answer({ link }, "cancel");
  if (action === "confirmCancel") {
    return answer(await serverDesk().change(link, { action: "cancel" }));
  }
  if (action === "move") {
    return answer(
      await serverDesk().change(link, { action: "move", window: text("window", form) }),
    );
  }
  return answer({ link });
}
