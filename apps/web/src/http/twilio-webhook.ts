import { absoluteUrl } from "@hvac/seo";
import twilio from "twilio";
import { settings } from "@/server/server-context";

/**
 * A request from Twilio's webhooks: its form's parameters when it carries
 * Twilio's signature (X-Twilio-Signature, checked by the `twilio` package
 * itself) over the site's public address of `path` (SITE_URL, as Twilio was
 * given it) and those parameters; undefined for anything else.
 */
async function signedByTwilio(
  request: Request,
  path: string,
  authToken: string,
): Promise<Record<string, string> | undefined> {
  const form = await request.formData().catch(() => undefined);
  const params = Object.fromEntries(
    [...(form?.entries() ?? [])].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  const signature = request.headers.get("x-twilio-signature") ?? "";
  return twilio.validateRequest(authToken, signature, absoluteUrl(settings().siteUrl, path), params)
    ? params
    : undefined;
}

/** The answer to a request Twilio did not sign: nothing read, nothing recorded, nothing said. */
const notSignedByTwilio = () =>
  new Response("Not signed by Twilio", {
    status: 403,
    headers: { "content-type": "text/plain", "cache-control": "no-store" },
  });

/** TwiML for Twilio alone: never kept by any cache. */
export const twimlAnswer = (xml: string) =>
  new Response(xml, { headers: { "content-type": "text/xml", "cache-control": "no-store" } });

/**
 * The route handler of one of Twilio's webhooks at `path`: without Twilio
 * set up, 404; a request Twilio did not sign, 403 and nothing else done;
 * otherwise `handle` with its parameters.
 */
export function twilioWebhook(
  path: string,
  handle: (params: Record<string, string>) => Promise<Response>,
) {
  return async (request: Request): Promise<Response> => {
    const { sms } = settings().paging;
    if (!sms) return new Response("Not found", { status: 404 });
    const params = await signedByTwilio(request, path, sms.authToken);
    return params ? handle(params) : notSignedByTwilio();
  };
}
