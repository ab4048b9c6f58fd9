import { holdsPlace } from "@hvac/office/visit";
import { type FormResult, type Locale, pageKey } from "@hvac/routing";
import type { Metadata } from "next";
import Link from "next/link";
import { type BookingAnswer, bookingAnswer, confirmationState } from "@/booking/booking-answer";
import { BookingAnswerDetails } from "@/booking/booking-answer-details";
import { serverDesk } from "@/booking/server-desk";
import { callLinkClass } from "@/components/call-link-class";
import { EmergencyAnswer } from "@/components/emergency-answer";
import { siteContent, siteRoutes } from "@/content/site-content";
import { translator } from "@/i18n/translate";
import { type SearchParams, stepMetadata } from "@/layout/step-shell";
import { type LeadField, leadTextFields } from "@/leads/lead-fields";
import { fieldErrorMessage } from "@/leads/lead-messages";
import type { LeadErrorCode } from "@/leads/lead-schema";
import type { RefusalReason } from "@/leads/receive-lead";
import { loadPage } from "./registry";

/**
 * Where a request form sent without JavaScript lands (the lead endpoint
 * answers 303 here): the thank-you of the page it came from, or what kept
 * it from being sent. Rendered per request from the query; never indexed.
 */

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The pages a request form sent without JavaScript lands on (the booking's pages are their own). */
type RequestResult = Exclude<FormResult, "bookingTimes" | "manageVisit">;

/** The page's title: what it says (a booking's answer, booked or not), then the business's name. */
export async function formResultMetadata(
  result: RequestResult,
  locale: Locale,
  searchParams: SearchParams,
): Promise<Metadata> {
  const t = translator(locale);
  const params = await searchParams;
  if (result !== "received") return stepMetadata(locale, t("leadForm.errorTitle"));
  const { phone, factWords } = await siteContent(locale);
  const visit = await bookedVisit(params, locale, {
    responsePromise: factWords.responsePromise,
    phone: phone.display,
  }).catch(() => undefined);
  return stepMetadata(locale, visit?.title ?? t(receivedTitle(params)));
}

/** The title of a request's thank-you: an emergency's, a message's, a request's. */
const receivedTitle = (params: Awaited<SearchParams>) =>
  one(params.urgency) === "emergency"
    ? "leadForm.emergencyTitle"
    : one(params.variant) === "contact"
      ? "leadForm.messageSent"
      : "leadForm.successTitle";

const reasons: readonly RefusalReason[] = ["invalid", "unavailable", "tooLarge", "malformed"];
const fields: readonly LeadField[] = [...leadTextFields, "message"];
const codes: readonly LeadErrorCode[] = ["required", "tooLong", "format", "invisible"];

/** "zip:format,phone:required" -> the problems to list, ignoring anything unknown. */
function problems(value: string | undefined) {
  return (value ?? "").split(",").flatMap((pair) => {
    const [field, code] = pair.split(":") as [LeadField, LeadErrorCode];
    return fields.includes(field) && codes.includes(code) ? [{ field, code }] : [];
  });
}

/**
 * A booking's answer, from the request as the store keeps it now, opened by
 * the signed manage link the lead endpoint put in the query; nothing for a
 * link someone else wrote, altered or expired.
 */
async function bookedVisit(
  params: Awaited<SearchParams>,
  locale: Locale,
  facts: { responsePromise: string; phone: string },
): Promise<BookingAnswer | undefined> {
  const opened = await serverDesk().managed({
    visit: one(params.visit) ?? "",
    until: one(params.until) ?? "",
    sig: one(params.sig) ?? "",
  });
  if (opened.kind !== "visit") return undefined;
  const { lead, visit, link } = opened;
  return bookingAnswer(
    { ...lead, visit },
    {
      locale,
      ...(holdsPlace(visit) ? { link } : {}),
      confirmation: confirmationState(lead.steps),
      linkBack: true,
      ...facts,
    },
  );
}

const linkClass =
  "mt-8 inline-flex min-h-11 items-center rounded-md border-2 border-transparent bg-blue-700 px-6 font-semibold text-white hover:bg-blue-800";

export async function FormResultPage(props: {
  result: RequestResult;
  locale: Locale;
  searchParams: SearchParams;
}) {
  const { locale } = props;
  const t = translator(locale);
  const params = await props.searchParams;
  const routes = await siteRoutes();
  const page = routes.pageFromKey(one(params.page) ?? "");

  if (props.result === "received") {
    // The thank-you of the form's own page, and a way back to it.
    const source = page && (await loadPage(pageKey(page), locale));
    const form = source?.form;
    const emergency = one(params.urgency) === "emergency";
    const { phone, factWords } = await siteContent(locale);
    const visit = await bookedVisit(params, locale, {
      responsePromise: factWords.responsePromise,
      phone: phone.display,
    }).catch(() => undefined);
    return (
      <div className="narrow-column py-12 text-center">
        <h1 className="text-3xl font-bold">{visit ? visit.title : t(receivedTitle(params))}</h1>
        {visit ? (
          <div className="text-left">
            <p className="mt-4 text-lg text-slate-800">{visit.text}</p>
            <BookingAnswerDetails answer={visit} />
          </div>
        ) : emergency ? (
          <p className="mt-4 text-lg text-slate-800">
            <EmergencyAnswer
              text={t("leadForm.emergencyReceived", { callbackPromise: factWords.callbackPromise })}
              phone={phone}
              dial={t("call.dial")}
            />
          </p>
        ) : (
          form?.successMessage && <p className="mt-4 text-slate-700">{form.successMessage}</p>
        )}
        {source && (
          <Link href={routes.pathFor(source.page, locale)} className={linkClass}>
            {t("leadForm.received.backTo", { page: source.name })}
          </Link>
        )}
      </div>
    );
  }

  const reason = reasons.find((r) => r === one(params.reason)) ?? "unavailable";
  const listed = problems(one(params.fields));
  const { phone } = await siteContent(locale);
  return (
    <div className="narrow-column py-12">
      <h1 className="text-3xl font-bold">{t("leadForm.errorTitle")}</h1>
      {listed.length === 0 ? (
        <p className="mt-4 text-slate-700">{t(`leadForm.problems.${reason}`)}</p>
      ) : (
        <>
          <p className="mt-4 font-semibold">{t("leadForm.notSent.fixThese")}</p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {listed.map(({ field, code }) => (
              <li key={field}>
                <strong>{t(`leadForm.fields.${field}`)}</strong>:{" "}
                {fieldErrorMessage(t, field, code)}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4 text-slate-700">{t("leadForm.notSent.goBack")}</p>
      <p className="mt-4">
        <a href={phone.href} className={`${callLinkClass} font-semibold text-blue-800 underline`}>
          {t("leadForm.callUs")} {phone.display}
        </a>
        .
      </p>
    </div>
  );
}
