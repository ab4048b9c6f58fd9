/** An action the Studio sent, by its short name ("edit", "publish", ...) and document. */
export interface JournalAction {
  action: string;
  id: string;
}

/** A signed publish webhook the stand-in sent, and how the receiver answered. */
export interface SentWebhook {
  id: string;
  status: number;
}

/**
 * What reached the stand-in during one test, for the test to assert on:
 * every request, the Studio's actions, the documents published, the webhooks
 * sent, and the problems (an unknown endpoint, a 5xx) that fail the test.
 */
export class Journal {
  requests: string[] = [];
  actions: JournalAction[] = [];
  published: string[] = [];
  webhooks: SentWebhook[] = [];
  problems: string[] = [];

  clear() {
    for (const list of [
      this.requests,
      this.actions,
      this.published,
      this.webhooks,
      this.problems,
    ]) {
      list.length = 0;
    }
  }
}
