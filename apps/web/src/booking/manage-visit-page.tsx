import { windowWords } from "@hvac/office/window-words";
import { href, type Locale, pageRefFromKey, visitEndpoint } from "@hvac/routing";
import type { Metadata } from "next";
import Link from "next/link";
import { BookingWayOn } from "@/booking/booking-way-on";
import { serverDesk } from "@/booking/server-desk";
import { changeResults } from "@/booking/visit-desk";
import { WindowPicker } from "@/booking/window-picker";
import { wordedDays } from "@/booking/worded-windows";
import { CallButton } from "@/components/call-link";
import { siteContent } from "@/content/site-content";
import { translator } from "@/i18n/translate";
import { leadReference } from "@/outbound/contacted-link";
import type { SearchParams } from "@/page-kinds/form-result";

/**
 * "Manage my visit", opened from the link in a booking's confirmation: the
 * visit as the store keeps it, and two forms that post (visitEndpoint): move
 * it to another open window, or cancel it. Opening the page changes nothing.
 * A forged, altered or expired link gets a clear page with the phone. Drawn
 * for each visit, never indexed; what a change came to is in `done`.
 */

export function manageVisitMetadata(locale: Locale): Metadata {
  return {
    title: translator(locale)("manageVisit.metaTitle"),
    robots: { index: false, follow: false },
  };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const buttonClass = "mt-4 inline-flex min-h-11 items-center rounded-md border-2 px-6 font-semibold";

export async function ManageVisitPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const params = await searchParams;
  const t = translator(locale);
  const site = await siteContent(locale);
  const opened = await serverDesk().managed({
    visit: one(params.visit) ?? "",
    until: one(params.until) ?? "",
    sig: one(params.sig) ?? "",
  });
  if (opened.kind !== "visit") {
    const expired = opened.kind === "expired";
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-bold text-brand-900">
          {t(expired ? "manageVisit.expiredTitle" : "manageVisit.invalidTitle")}
        </h1>
        <div className="mt-6">
          <BookingWayOn
            text={t(expired ? "manageVisit.expired" : "manageVisit.invalid")}
            phone={site.phone}
            locale={locale}
          />
        </div>
      </main>
    );
  }

  const { lead, visit, link, changeable, offer } = opened;
  const words = windowWords(visit.window, locale);
  const serviceRef = pageRefFromKey(visit.service);
  const serviceName =
    serviceRef && site.routes.has(serviceRef) ? site.routes.nameOf(serviceRef, locale) : "";
  const phone = site.phone.display;
  const done = changeResults.find((result) => result === one(params.done));
  const askingToCancel = changeable && one(params.ask) === "cancel";
  const otherDays =
    offer?.kind === "windows"
      ? offer.days
          .map((day) => ({
            ...day,
            windows: day.windows.filter((window) => window.key !== visit.window && window.left > 0),
          }))
          .filter((day) => day.windows.length > 0)
      : [];
  const hidden = (
    <>
      {(["visit", "until", "sig"] as const).map((name) => (
        <input key={name} type="hidden" name={name} value={link[name]} />
      ))}
      <input type="hidden" name="locale" value={locale} />
    </>
  );

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-900">{t("manageVisit.title")}</h1>
      {done && (
        <p
          role="status"
          className="mt-6 rounded-md border-l-4 border-brand-700 bg-brand-50 p-4 text-lg"
        >
          {t(`manageVisit.${done}`, { ...words, phone })}
        </p>
      )}
      <dl className="mt-6 grid gap-x-6 gap-y-2 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("manageVisit.when")}</dt>
        <dd>{words ? `${words.day}, ${words.time}` : visit.window}</dd>
        {serviceName && (
          <>
            <dt className="font-semibold">{t("manageVisit.service")}</dt>
            <dd>{serviceName}</dd>
          </>
        )}
        <dt className="font-semibold">{t("manageVisit.reference")}</dt>
        <dd>{leadReference(lead.id)}</dd>
        <dt className="font-semibold">{t("manageVisit.status")}</dt>
        <dd>{t(`manageVisit.statuses.${visit.status}`)}</dd>
      </dl>

      {visit.status === "cancelled" && (
        <p className="mt-8">
          {t("manageVisit.cancelledText")}{" "}
          <Link href={href("booking", locale)} className="font-semibold text-brand-800 underline">
            {t("manageVisit.bookAgain")}
          </Link>
        </p>
      )}
      {visit.status !== "cancelled" && !changeable && (
        <p className="mt-8 text-lg">
          {t(opened.started ? "manageVisit.started" : "manageVisit.waiting", { phone })}
        </p>
      )}

      {askingToCancel && (
        <section aria-labelledby="cancel-title" className="mt-10">
          <h2 id="cancel-title" className="text-2xl font-bold text-brand-900">
            {t("manageVisit.cancelAskTitle")}
          </h2>
          <form method="post" action={visitEndpoint}>
            <p className="mt-4 text-slate-700">
              {t("manageVisit.cancelAsk", { day: words?.day ?? "", time: words?.time ?? "" })}
            </p>
            {hidden}
            <div className="mt-4 flex flex-wrap gap-4">
              <button
                type="submit"
                name="action"
                value="confirmCancel"
                className={`${buttonClass} mt-0 border-red-800 bg-red-800 text-white hover:bg-red-900`}
              >
                {t("manageVisit.cancelYes")}
              </button>
              <Link
                href={`?${new URLSearchParams({ ...link })}`}
                className={`${buttonClass} mt-0 border-brand-700 text-brand-800`}
              >
                {t("manageVisit.cancelNo")}
              </Link>
            </div>
          </form>
        </section>
      )}

      {changeable && !askingToCancel && (
        <>
          <section aria-labelledby="move-title" className="mt-10">
            <h2 id="move-title" className="text-2xl font-bold text-brand-900">
              {t("manageVisit.moveTitle")}
            </h2>
            {otherDays.length > 0 ? (
              <form method="post" action={visitEndpoint} className="mt-4">
                <p className="mb-4 text-slate-700">{t("manageVisit.moveText")}</p>
                {hidden}
                <WindowPicker days={wordedDays(otherDays, locale)} name="window" />
                <button
                  type="submit"
                  name="action"
                  value="move"
                  className={`${buttonClass} border-transparent bg-blue-700 text-white hover:bg-blue-800`}
                >
                  {t("manageVisit.moveButton")}
                </button>
              </form>
            ) : (
              <p className="mt-4">
                {t("manageVisit.noOtherTimes", {
                  days: offer?.kind === "windows" ? offer.daysAhead : 14,
                })}
              </p>
            )}
          </section>
          <section aria-labelledby="cancel-title" className="mt-10">
            <h2 id="cancel-title" className="text-2xl font-bold text-brand-900">
              {t("manageVisit.cancelTitle")}
            </h2>
            <form method="post" action={visitEndpoint}>
              <p className="mt-4 text-slate-700">{t("manageVisit.cancelText")}</p>
              {hidden}
              <button
                type="submit"
                name="action"
                value="cancel"
                className={`${buttonClass} border-red-800 bg-white text-red-800 hover:bg-red-50`}
              >
                {t("manageVisit.cancelButton")}
              </button>
            </form>
          </section>
        </>
      )}
      <div className="mt-10">
        <CallButton phone={site.phone} label={t("call.now")} placement="text" />
      </div>
    </main>
  );
}
