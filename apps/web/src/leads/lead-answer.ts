import { bookingAnswer, type Visit } from "@hvac/office/visit";
import { windowWords } from "@hvac/office/window-words";
import { formResultPaths, type Locale, localeOf, pageKey } from "@hvac/routing";
import { siteUrl } from "@hvac/seo";
import { bookingSettings } from "@/booking/booking-settings-source";
import { placeAsked } from "@/booking/offered-windows";
import { servedZips } from "@/booking/served-zips";
import { signVisitAnswer } from "@/booking/visit-answer-signature";
import { clientAddress } from "@/http/client-address";
import { isCrossSite } from "@/http/cross-site";
import type { Body } from "@/http/request-body";
import { requestCounter } from "@/http/request-counter";
import { translator } from "@/i18n/translate";
import { leadMetaFields } from "@/leads/lead-fields";
import { fieldErrorMessages } from "@/leads/lead-messages";
import { type LeadOutcome, leadReceiver } from "@/leads/receive-lead";
import { stampUses } from "@/leads/stamp-uses";
import { tidyStore } from "@/leads/tidy-store";
import { leadReference } from "@/outbound/contacted-link";
import { tellOfficeNotSaved } from "@/outbound/office-email";
import { officeFacts } from "@/outbound/office-facts";
import { outboundSettings } from "@/outbound/outbound-settings";
import { wakeOutbound } from "@/outbound/outbound-worker";
import { planSteps } from "@/outbound/plan-steps";
import { serverPart, settings } from "@/server/server-context";
import { leadStore } from "@/stores/server-stores";

/** The server's one receiver, with its counts of requests per address and its stamps' uses. */
const receiver = () =>
  serverPart("leadReceiver", ({ leads }) =>
    leadReceiver(
      leads,
      leadStore,
      requestCounter("requests", leads.burst),
      stampUses(),
      async (request) => planSteps(request, await outboundSettings()),
      async (booking) =>
        placeAsked(booking, {
          settings: await bookingSettings(),
          servedZips: await servedZips(),
          store: leadStore(),
          now: Date.now(),
        }),
    ),
  );

const status = { invalid: 422, malformed: 400, tooLarge: 413, unavailable: 503 } as const;

/**
 * The answer to a request form's post (app/api/leads, and ahead of Next the
 * front door's lane: leads/lead-lane.ts): with JavaScript JSON, without it a
 * 303 to a page in the visitor's language. `later` runs work once the answer
 * is on its way (Next's after(), or the next turn of the event loop).
 */
export async function answerLead(
  readBody: () => Promise<Body>,
  headers: Headers,
  later: (work: () => unknown) => void,
): Promise<Response> {
  const referer = URL.parse(headers.get("referer") ?? "");
  const fallbackLocale: Locale = referer ? localeOf(referer.pathname) : "en";
  const wantsJson = headers.get("accept")?.includes("application/json") ?? false;

  // Another site's form posting here on a visitor's behalf is refused.
  const outcome: LeadOutcome = isCrossSite(headers, siteUrl)
    ? { kind: "refused", reason: "malformed", locale: fallbackLocale }
    : await readBody().then((body) =>
        body.ok
          ? receiver().receive(body.value, {
              address: clientAddress(headers, settings().clientAddress),
              stamp: (body.value as Record<string, unknown> | null)?.[leadMetaFields.started],
              scripted: wantsJson,
              fallbackLocale,
            })
          : { kind: "refused" as const, reason: body.reason, locale: fallbackLocale },
      );

  if (outcome.kind === "received") {
    // Stored first, answered first: the page, the emails and the webhook go out after.
    if (outcome.outbound) later(wakeOutbound);
    tidyStore(leadStore());
  }
  const { unsaved } = outcome.kind === "refused" ? outcome : {};
  const { mail } = settings();
  if (mail && unsaved) later(() => tellOfficeNotSaved(unsaved, mail));
  return wantsJson ? json(outcome) : redirect(outcome);
}

/** The number to call instead, from Business facts; none when the content cannot be read. */
const phoneToCall = (locale: Locale) =>
  officeFacts(locale).then(
    (facts) => facts.phone.written || undefined,
    () => undefined,
  );

async function json(outcome: LeadOutcome) {
  if (outcome.kind === "received") {
    const { id, duplicate } = outcome.saved;
    const visit = outcome.visit && (await visitAnswer(outcome.visit, id, outcome.locale));
    return Response.json({ ok: true, id, duplicate, ...(visit ? { visit } : {}) }, { status: 201 });
  }
  const t = translator(outcome.locale);
  return Response.json(
    {
      ok: false,
      reason: outcome.reason,
      message: t(`leadForm.problems.${outcome.reason}`),
      ...(outcome.reason === "unavailable" ? { phone: await phoneToCall(outcome.locale) } : {}),
      ...(outcome.fieldErrors ? { fieldErrors: fieldErrorMessages(t, outcome.fieldErrors) } : {}),
    },
    { status: status[outcome.reason] },
  );
}

/** A booking's answer in the visitor's language: booked, or kept wanting a window just taken. */
async function visitAnswer(visit: Visit, id: string, locale: Locale) {
  const t = translator(locale);
  const words = windowWords(visit.window, locale) ?? { day: visit.window, time: "" };
  const { phone, words: factWords } = await officeFacts(locale);
  const status = bookingAnswer(visit);
  const text = t(`booking.${status}`, {
    ...words,
    reference: leadReference(id),
    responsePromise: factWords.responsePromise,
    phone: phone.display,
  });
  return {
    window: visit.window,
    status,
    title: t(`booking.${status}Title`),
    text: status === "wanted" ? `${text} ${t("booking.pickAnother")}` : text,
  };
}

/** 303 to the result page; a relative Location stays on whatever host the visitor used. */
async function redirect(outcome: LeadOutcome) {
  const received = outcome.kind === "received";
  const query = new URLSearchParams();
  if (outcome.page) query.set("page", pageKey(outcome.page));
  if (received) {
    query.set("variant", outcome.variant);
    if (outcome.urgency === "emergency") query.set("urgency", "emergency");
    if (outcome.visit) {
      const { window } = outcome.visit;
      const status = bookingAnswer(outcome.visit);
      const reference = leadReference(outcome.saved.id);
      query.set("visit", status);
      query.set("window", window);
      query.set("reference", reference);
      const key = await leadStore().signingKey();
      query.set("sig", signVisitAnswer(key, status, window, reference));
    }
  } else {
    query.set("reason", outcome.reason);
    const fields = Object.entries(outcome.fieldErrors ?? {}).map(([f, code]) => `${f}:${code}`);
    if (fields.length > 0) query.set("fields", fields.join(","));
  }
  const path = formResultPaths[received ? "received" : "notSent"][outcome.locale];
  return new Response(null, { status: 303, headers: { location: `${path}?${query}` } });
}
