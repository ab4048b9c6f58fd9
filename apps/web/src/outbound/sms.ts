import twilio from "twilio";
import { serverPart } from "@/server/server-context";
import type { SmsSettings } from "@/server/settings";

declare module "@/server/server-context" {
  interface ServerParts {
    smsClients: Map<string, ReturnType<typeof twilio>>;
  }
}

/**
 * Twilio's HTTP client, sending to another address when the settings name
 * one (a stand-in on loopback in tests): the library's documented way to
 * point it elsewhere is a custom HTTP client.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiUrl: string) {
    super({ timeout: 10_000 });
  }
  override request<TData>(opts: Parameters<twilio.RequestClient["request"]>[0]) {
    const uri = new URL(opts.uri);
    const target = new URL(this.apiUrl);
    uri.protocol = target.protocol;
    uri.host = target.host;
    opts.uri = uri.toString();
    return super.request<TData>(opts as typeof opts & { data?: TData });
  }
}

/** Sends a text through Twilio, with a client made once per process for these settings. */
export async function sendSms(settings: SmsSettings, to: string, body: string): Promise<void> {
  const clients = serverPart("smsClients", () => new Map());
  const key = JSON.stringify(settings);
  let client = clients.get(key);
  if (!client) {
    client = twilio(settings.accountSid, settings.authToken, {
      ...(settings.apiUrl ? { httpClient: new RedirectedRequestClient(settings.apiUrl) } : {}),
    });
    clients.set(key, client);
  }
  const from = settings.from.startsWith("MG")
    ? { messagingServiceSid: settings.from }
    : { from: settings.from };
  await client.messages.create({ to, body, ...from });
}
