import type { StepState, StoredLead } from "@hvac/office/lead-record";
import type { Visit } from "@hvac/office/visit";
import { officeMailServer } from "@hvac/test-fixtures/harness/office-mail";
import { smsStandIn, standInSmsSettings } from "@hvac/test-fixtures/harness/sms-standin";
import { sampleLead } from "@hvac/test-fixtures/sample-lead";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { OutboundSettings } from "@/outbound/outbound-settings";
import type { StepRunner } from "@/outbound/steps/step-run";
import { readSettings } from "@/server/settings";

export { storeStandIn } from "./outbound-stores";

import { type StoreStandIn, storeStandIn } from "./outbound-stores";

import { provideServerContext } from "./test-server-context";

/** A request as a step gets it from the store: new, nobody contacted, no steps run, no visit. */
export const storedLead = (patch: Partial<StoredLead> = {}): StoredLead => ({
  ...sampleLead(),
  id: "lead-step",
  locale: "en",
  source: "source-a",
  status: "new",
  contactedAt: null,
  steps: [],
  visit: null,
  ...patch,
});

/** An AC repair visit in `window`, as a request keeps it. */
export const repairVisit = (
  window: string,
  status: Visit["status"] = "booked",
  patch: Partial<Visit> = {},
): Visit => ({ window, service: "service:servicePage-acRepair", status, ...patch });

/** A step of a lead as the store keeps it. */
export const stepState = (step: StepState["step"], patch: Partial<StepState> = {}): StepState => ({
  step,
  status: "pending",
  attempts: 0,
  dueAt: "",
  error: null,
  doneAt: null,
  pages: [],
  round: 0,
  ...patch,
});

/**
 * The office's mailbox and the text provider on loopback, the server's
 * settings pointing at them (the starter content, no Sanity), and the
 * outbound settings a step gets: mail, Twilio, two on-call phones.
 */
export function outboundStandIns() {
  const mailbox = officeMailServer();
  const sms = smsStandIn();
  const made = { env: {} as Record<string, string>, settings: {} as OutboundSettings };
  const withContent = (file?: string) =>
    readSettings({ ...made.env, ...(file ? { CONTENT_DATASET_FILE: file } : {}) });
  beforeAll(async () => {
    const [port, apiUrl] = await Promise.all([mailbox.listen(), sms.start()]);
    made.env = {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(port),
      SMTP_FROM: "site@example.com",
      SMTP_TO: "office@example.com",
      SITE_URL: "https://www.example.com",
      ...standInSmsSettings(apiUrl),
      ONCALL_PHONES: "+12105550111,+12105550112",
    };
    const server = withContent();
    provideServerContext(server);
    made.settings = { ...server.paging, ...(server.mail ? { mail: server.mail } : {}) };
  });
  beforeEach(() => {
    mailbox.received.length = 0;
    sms.messages.length = 0;
    sms.fail(false);
  });
  afterAll(async () => {
    await Promise.all([mailbox.close(), sms.stop()]);
  });
  return {
    mailbox,
    sms,
    /** What a step gets: the office's mailbox, Twilio, two on-call phones. */
    get settings(): OutboundSettings {
      return made.settings;
    },
    /** The server reads its content from `file` (CONTENT_DATASET_FILE) from now on, the starter's when undefined. */
    useContent: (file?: string) => provideServerContext(withContent(file)),
    /** The outbound settings without `part` (no mail, no Twilio). */
    without: (part: "mail" | "sms"): OutboundSettings => {
      const { [part]: _, ...rest } = made.settings;
      return rest;
    },
    /**
     * Runs `runner` as the worker runs a claimed step `step` of the request
     * `storedLead(patch)`, on fresh stores (`before` fills them): where the
     * step stands after, what the stores hold, and their signing key.
     */
    run: async (
      runner: StepRunner,
      step: StepState["step"],
      patch: Partial<StoredLead> = {},
      options: {
        settings?: OutboundSettings;
        now?: number;
        before?: (held: StoreStandIn) => void;
      } = {},
    ) => {
      const { stores, held } = storeStandIn();
      options.before?.(held);
      const update = await runner({
        stores,
        lead: storedLead(patch),
        step: stepState(step),
        settings: options.settings ?? made.settings,
        now: options.now ?? Date.now(),
      });
      return { update, held, key: await stores.keys.signingKey() };
    },
    /** Who each received mail says it is from. */
    senders: () => mailbox.received.map((raw) => /^From: (.*)$/m.exec(raw)?.[1] ?? ""),
  };
}
