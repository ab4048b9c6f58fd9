import { pagingSettingsQuery } from "@hvac/content";
import { officeDocuments } from "@/content/office-documents";
import { settings as serverSettings, type Timed, timedPart } from "@/server/server-context";
import {
  defaultEscalateMinutes,
  e164,
  isUsNumber,
  type MailSettings,
  type PagingSettings,
  type Settings,
} from "@/server/settings";

declare module "@/server/server-context" {
  interface ServerParts {
    outboundSettings: Timed<OutboundSettings>;
  }
}

/**
 * What the outbound steps need: the office's mailbox, Twilio for text
 * messages, who is on call and when the office answers, the CRM webhook, the
 * hourly limits. Credentials and limits come from the server's settings; who
 * gets paged comes from the Studio's private "Paging and integrations"
 * document when the site is on Sanity, from the settings otherwise
 * (docs/office.md, "Who gets paged").
 */
export interface OutboundSettings extends PagingSettings {
  mail?: MailSettings;
  /** The on-call phones' names, by number, where known (the Studio's document names them; the environment does not). */
  onCallNames?: Record<string, string>;
}

/** Read again at most this often from Sanity: the office's edits show within a minute. */
const studioSettingsMs = 30_000;

/** The environment's settings. */
const environmentSettings = ({ paging, mail }: Settings): OutboundSettings => ({
  ...paging,
  ...(mail ? { mail } : {}),
});

/**
 * The environment's settings with the Studio's document over them when the
 * site is on Sanity; undefined when the document cannot be read.
 */
async function outboundSettingsNow(settings: Settings): Promise<OutboundSettings | undefined> {
  const base = environmentSettings(settings);
  if (!settings.sanity) return base;
  const doc = await officeDocuments()
    .fetch(pagingSettingsQuery)
    .catch((error: unknown) => {
      console.error("The paging settings could not be read (the last ones stand):", error);
      return undefined;
    });
  if (doc === undefined) return undefined;
  // No document yet: the environment's settings stand.
  if (!doc) return base;
  return {
    ...base,
    onCall: (doc.onCall ?? []).flatMap(({ phone }) =>
      phone && isUsNumber(phone) ? [e164(phone)] : [],
    ),
    onCallNames: Object.fromEntries(
      (doc.onCall ?? []).flatMap(({ name, phone }) =>
        name && phone && isUsNumber(phone) ? [[e164(phone), name]] : [],
      ),
    ),
    pageOutsideOfficeHours: doc.pageOutsideOfficeHours ?? false,
    officeHours:
      doc.officeHours?.map(({ days, opens, closes }) => ({
        days: days ?? [],
        opens: opens ?? "00:00",
        closes: closes ?? "00:00",
      })) ?? base.officeHours,
    escalateAfterMs: (doc.escalateAfterMinutes ?? defaultEscalateMinutes) * 60_000,
    ...(doc.crmWebhookUrl && doc.crmWebhookSecret
      ? { crm: { url: doc.crmWebhookUrl, secret: doc.crmWebhookSecret, checked: true } }
      : {}),
  };
}

/**
 * The settings now: read again at most every 30 s (the office's edits show
 * within a minute), the last ones standing while they cannot be read.
 */
export const outboundSettings = (now = Date.now()): Promise<OutboundSettings> =>
  timedPart(
    "outboundSettings",
    studioSettingsMs,
    outboundSettingsNow,
    environmentSettings(serverSettings()),
    now,
  );
