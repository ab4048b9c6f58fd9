import { formResultPaths, type Locale, localeOf, pageKey } from "@hvac/routing";
import { after, type NextRequest, NextResponse } from "next/server";
import { translator } from "@/i18n/translate";
import {
  fillTimeCookie,
  fillTimeCookieOptions,
  fillTimeElapsed,
  fillTimeStamp,
} from "@/leads/fill-time";
import { fieldErrorMessages } from "@/leads/lead-messages";
import { type LeadStore, openLeadStore } from "@/leads/lead-store";
import { deliverDueMail, mailSettings } from "@/leads/notify";
import { clientAddress } from "@/leads/rate-limit";
import { type LeadOutcome, leadReceiver, leadSettings } from "@/leads/receive-lead";
import { readBody } from "@/leads/request-body";

/**
 * Every request form posts here: with JavaScript as a fetch that wants JSON,
 * without it as a plain form post answered by 303 to a page in the
 * visitor's language.
 */

const mail = mailSettings();
let store: LeadStore | undefined;
// Opened on first use, and again after a failure: a store that was down can come back.
const openStore = () => {
  store ??= openLeadStore();
  return store;
};
const receiver = leadReceiver(leadSettings(), openStore, { mail: mail !== undefined });

const status = {
  invalid: 422,
  malformed: 400,
  tooFast: 403,
  rateLimited: 429,
  tooLarge: 413,
  unavailable: 503,
} as const;

export async function POST(request: NextRequest) {
  const referer = URL.parse(request.headers.get("referer") ?? "");
  const fallbackLocale: Locale = referer ? localeOf(referer.pathname) : "en";
  const wantsJson = request.headers.get("accept")?.includes("application/json") ?? false;
  const stamp = request.cookies.get(fillTimeCookie)?.value;

  // Another site's form posting here on a visitor's behalf is refused.
  const outcome: LeadOutcome =
    request.headers.get("sec-fetch-site") === "cross-site"
      ? { kind: "refused", reason: "malformed", locale: fallbackLocale }
      : await readBody(request).then((body) =>
          body.ok
            ? receiver.receive(body.value, {
                address: clientAddress(request.headers),
                fillElapsedMs: fillTimeElapsed(stamp),
                fallbackLocale,
              })
            : { kind: "refused" as const, reason: body.reason, locale: fallbackLocale },
        );

  if (outcome.kind === "received" && mail && outcome.saved && !outcome.saved.duplicate) {
    after(() => deliverDueMail(openStore(), mail));
  }
  const response = wantsJson ? json(outcome) : redirect(outcome);
  if (fillTimeElapsed(stamp) === undefined) {
    const secure = request.headers.get("x-forwarded-proto") === "https";
    response.cookies.set(fillTimeCookie, fillTimeStamp(), fillTimeCookieOptions(secure));
  }
  return response;
}

function json(outcome: LeadOutcome) {
  if (outcome.kind === "received") {
    return NextResponse.json(
      { ok: true, id: outcome.saved?.id, duplicate: outcome.saved?.duplicate ?? false },
      { status: 201 },
    );
  }
  const t = translator(outcome.locale);
  return NextResponse.json(
    {
      ok: false,
      reason: outcome.reason,
      message: t(`leadForm.problems.${outcome.reason}`),
      ...(outcome.fieldErrors ? { fieldErrors: fieldErrorMessages(t, outcome.fieldErrors) } : {}),
    },
    { status: status[outcome.reason] },
  );
}

/** 303 to the result page; a relative Location stays on whatever host the visitor used. */
function redirect(outcome: LeadOutcome) {
  const received = outcome.kind === "received";
  const query = new URLSearchParams();
  if (outcome.page) query.set("page", pageKey(outcome.page));
  if (received) query.set("variant", outcome.variant);
  else {
    query.set("reason", outcome.reason);
    const fields = Object.entries(outcome.fieldErrors ?? {}).map(([f, code]) => `${f}:${code}`);
    if (fields.length > 0) query.set("fields", fields.join(","));
  }
  const path = formResultPaths[received ? "received" : "notSent"][outcome.locale];
  return new NextResponse(null, { status: 303, headers: { location: `${path}?${query}` } });
}
