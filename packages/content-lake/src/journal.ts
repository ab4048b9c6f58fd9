/** An action the Studio sent, by its short name ("edit", "publish", ...) and document. */
export interface JournalAction {
  action: string;
  id: string;
}

/** A signed publish webhook the lake sent, and how the receiver answered (0: no answer). */
export interface SentWebhook {
  id: string;
  status: number;
}

/**
 * What reached the lake, for a test to assert on: every request, the
 * Studio's actions, the documents published, the webhooks sent, and the
 * problems (an unknown endpoint, a 5xx) that fail the test. A lake that runs
 * for hours (./scripts/local) keeps none of it: `report` hears each problem.
 */
export class Journal {
  readonly requests: string[] = [];
  readonly actions: JournalAction[] = [];
  readonly published: string[] = [];
  readonly webhooks: SentWebhook[] = [];
  readonly problems: string[] = [];
  /** Mutations refused with 409 (a revision moved on, a document gone): their writers handle it. */
  readonly refusals: string[] = [];

  constructor(readonly options: { keep: boolean; report?: (problem: string) => void }) {}

  #add<T>(list: T[], ...items: T[]) {
    if (this.options.keep) list.push(...items);
  }

  request(line: string) {
    this.#add(this.requests, line);
  }

  acted(...actions: JournalAction[]) {
    this.#add(this.actions, ...actions);
    this.#add(
      this.published,
      ...actions.filter(({ action }) => action === "publish").map(({ id }) => id),
    );
  }

  webhook(sent: SentWebhook) {
    this.#add(this.webhooks, sent);
  }

  problem(problem: string) {
    this.#add(this.problems, problem);
    this.options.report?.(problem);
  }

  refused(refusal: string) {
    this.#add(this.refusals, refusal);
  }

  clear() {
    for (const list of [
      this.requests,
      this.actions,
      this.published,
      this.webhooks,
      this.problems,
      this.refusals,
    ]) {
      list.length = 0;
    }
  }
}
