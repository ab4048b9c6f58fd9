/** What the instances of a fleet share through the store: the signing key and leases. */
export interface StoreKeys {
  /**
   * The key that signs the form's start stamps, the contacted links and the
   * visitors' links, kept with the leads so it survives rebuilds and
   * restarts and every instance sharing the store uses it (LEADS_SECRET
   * instead, when set: open-stores.ts).
   */
  signingKey(): Promise<string>;
  /**
   * One holder at a time across a fleet: true while `holder` holds the lease
   * `name` ("worker" unless said; taken when free or expired, kept by
   * renewing it before `ttlMs` passes). The outbound worker's, and once an
   * hour's alerts (the paging summary, online booking's).
   */
  holdLease(holder: string, ttlMs: number, now?: number, name?: string): Promise<boolean>;
}
