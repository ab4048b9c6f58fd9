import { pagingSettingsQuery } from "@hvac/content";
import { settings as serverSettings } from "@/server/server-context";
import {
  defaultEscalateMinutes,
  e164,
  isUsNumber,
  type MailSettings,
  type PagingSettings,
} from "@/server/settings";
import { sanityWriteClient } from "@/stores/sanity/write-client";

/**
 * What the outbound steps need: the office's mailbox, Twilio for text
 * messages, who is on call and when the office answers, the CRM webhook, the
 * hourly limits. Credentials and limits come from the server's settings; who
 * gets paged comes from the Studio's private "Paging and integrations"
 * document when the site keeps its leads in Sanity, from the settings
 * otherwise (docs/office.md, "Who gets paged").
 */
export interface OutboundSettings extends PagingSettings {
  mail?: MailSettings;
}

/** Read again at most this often from Sanity: the office's edits show within a minute. */
const studioSettingsMs = 30_000;
let cached: { settings: OutboundSettings; at: number } | undefined;

/** The settings now: the environment's, with the Studio's document over them when leads are in Sanity. */
export async function outboundSettings(now = Date.now()): Promise<OutboundSettings> {
  if (cached && now - cached.at < studioSettingsMs) return cached.settings;
  const { paging, mail, sanity } = serverSettings();
  const base: OutboundSettings = { ...paging, ...(mail ? { mail } : {}) };
  let settings = base;
  if (sanity) {
    const doc = await sanityWriteClient(sanity)
      .fetch(pagingSettingsQuery)
      .catch((error: unknown) => {
        console.error("The paging settings could not be read (the last ones stand):", error);
        return undefined;
      });
    if (doc === undefined && cached) return cached.settings;
    // No document yet: the environment's settings stand.
    if (doc)
      settings = {
        ...base,
        onCall: (doc?.onCall ?? []).flatMap(({ phone }) =>
          phone && isUsNumber(phone) ? [e164(phone)] : [],
        ),
        onCallNames: Object.fromEntries(
          (doc?.onCall ?? []).flatMap(({ name, phone }) =>
            name && phone && isUsNumber(phone) ? [[e164(phone), name]] : [],
          ),
        ),
        pageOutsideOfficeHours: doc?.pageOutsideOfficeHours ?? false,
        officeHours:
          doc?.officeHours?.map(({ days, opens, closes }) => ({
            days: days ?? [],
            opens: opens ?? "00:00",
            closes: closes ?? "00:00",
          })) ?? base.officeHours,
        escalateAfterMs: (doc?.escalateAfterMinutes ?? defaultEscalateMinutes) * 60_000,
        ...(doc?.crmWebhookUrl && doc.crmWebhookSecret
          ? { crm: { url: doc.crmWebhookUrl, secret: doc.crmWebhookSecret, checked: true } }
          : {}),
      };
  }
  cached = { settings, at: now };
  return settings;
}
