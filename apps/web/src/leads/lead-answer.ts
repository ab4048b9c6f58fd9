import { holdsPlace } from "@hvac/office/visit";
import { formResultPaths, type Locale, localeOf, pageKey } from "@hvac/routing";
import { bookingAnswer } from "@/booking/booking-answer";
import { type ManageLink, manageLinkFields, manageLinkQuery } from "@/booking/manage-link";
import { serverDesk } from "@/booking/server-desk";
import { clientAddress } from "@/http/client-address";
import { isCrossSite } from "@/http/cross-site";
import type { Body } from "@/http/request-body";
import { requestCounter } from "@/http/request-counter";
import { translator } from "@/i18n/translate";
import { leadMetaFields } from "@/leads/lead-fields";
import { fieldErrorMessages } from "@/leads/lead-messages";
import { type LeadOutcome, type LeadReceiver, leadReceiver } from "@/leads/receive-lead";
import { stampUses } from "@/leads/stamp-uses";
import { tidyStore } from "@/leads/tidy-store";
import { tellOfficeNotSaved } from "@/outbound/office-email";
import type { OfficeFacts } from "@/outbound/office-facts";
import { officeFacts } from "@/outbound/office-facts";
import { outboundSettings } from "@/outbound/outbound-settings";
import { wakeOutbound } from "@/outbound/outbound-worker";
import { planSteps } from "@/outbound/plan-steps";
import { serverPart, settings } from "@/server/server-context";
import { leadStore, serverStores, storeKeys } from "@/stores/server-stores";

declare module "@/server/server-context" {
  interface ServerParts {
    leadReceiver: LeadReceiver;
  }
}

/** The server's one receiver, with its counts of requests per address and its stamps' uses. */
const receiver = () =>
  serverPart("leadReceiver", ({ leads }) =>
    leadReceiver(
      leads,
      serverStores,
      async (request) => planSteps(request, await outboundSettings()),
      serverDesk,
      requestCounter("requests", leads.burst),
      stampUses(),
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
  const outcome: LeadOutcome = isCrossSite(headers, settings().siteUrl)
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

/** Business facts in the visitor's language; none when the content cannot be read. */
const factsIn = (locale: Locale) =>
  officeFacts(locale).then(
    (facts): OfficeFacts | undefined => facts,
    () => undefined,
  );

/** The manage link of a booking's visit: its request, until the day after its window, signed. */
async function linkOf(outcome: Extract<LeadOutcome, { kind: "received" }>) {
  const { visit } = outcome;
  if (!visit) return undefined;
  return manageLinkFields(await storeKeys().signingKey(), outcome.saved.id, visit.window);
}

async function json(outcome: LeadOutcome) {
  if (outcome.kind === "received") {
    const { id, duplicate } = outcome.saved;
    const visit = outcome.visit && (await visitAnswer(outcome, await linkOf(outcome)));
    return Response.json({ ok: true, id, duplicate, ...(visit ? { visit } : {}) }, { status: 201 });
  }
  const t = translator(outcome.locale);
  const facts = outcome.reason === "unavailable" ? await factsIn(outcome.locale) : undefined;
  return Response.json(
    {
      ok: false,
      reason: outcome.reason,
      message: t(`leadForm.problems.${outcome.reason}`),
      ...(outcome.reason === "unavailable" ? { phone: facts?.phone.written || undefined } : {}),
      ...(outcome.fieldErrors ? { fieldErrors: fieldErrorMessages(t, outcome.fieldErrors) } : {}),
    },
    { status: status[outcome.reason] },
  );
}

/**
 * A booking's answer in the visitor's language, from the request as stored:
 * booked (with its manage link and calendar file), or why it holds no place.
 */
async function visitAnswer(
  outcome: Extract<LeadOutcome, { kind: "received" }>,
  link: ManageLink | undefined,
) {
  const { locale } = outcome;
  const lead = await leadStore().leadById(outcome.saved.id);
  const facts = await factsIn(locale);
  const visit = outcome.visit;
  if (!lead || !visit) return undefined;
  return bookingAnswer(
    { ...lead, visit },
    {
      locale,
      ...(link && holdsPlace(visit) ? { link } : {}),
      confirmation: lead.steps.some((step) => step.step === "visitorEmail") ? "coming" : undefined,
      responsePromise: facts?.words.responsePromise ?? "",
      phone: facts?.phone.display ?? "",
    },
  );
}

/** 303 to the result page; a relative Location stays on whatever host the visitor used. */
async function redirect(outcome: LeadOutcome) {
  const received = outcome.kind === "received";
  const query = new URLSearchParams();
  if (outcome.page) query.set("page", pageKey(outcome.page));
  if (received) {
    query.set("variant", outcome.variant);
    if (outcome.urgency === "emergency") query.set("urgency", "emergency");
    // A booking's page shows the request as the store keeps it, opened by its signed link.
    const link = await linkOf(outcome);
    if (link)
      for (const [name, value] of new URLSearchParams(manageLinkQuery(link))) {
        query.set(name, value);
      }
  } else {
    query.set("reason", outcome.reason);
    const fields = Object.entries(outcome.fieldErrors ?? {}).map(([f, code]) => `${f}:${code}`);
    if (fields.length > 0) query.set("fields", fields.join(","));
  }
  const path = formResultPaths[received ? "received" : "notSent"][outcome.locale];
  return new Response(null, { status: 303, headers: { location: `${path}?${query}` } });
}
