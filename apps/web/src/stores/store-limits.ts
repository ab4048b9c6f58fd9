/** What both lead stores keep to, in one place. */

/** A request seen again within this window is the same request (a double click, a retry). */
export const duplicateWindowMs = 10 * 60_000;
/** A claim older than this was abandoned (the process stopped mid-send) and may be taken again. */
export const staleClaimMs = 10 * 60_000;
/**
 * How much suspected spam of each kind (lead-document.ts, spamKind) is kept,
 * so a flood cannot fill the store: a new one beyond it replaces the oldest
 * of its kind, and the replaced are counted for the office.
 */
export const spamKeptPerKind = 10_000;
