import type { CallOutcome, CallRow } from "@hvac/office/calls";
import type { StepStatus } from "@hvac/office/lead-document";
import type { Locale } from "@hvac/routing";

/** A call as Twilio announced it: its CallSid, who called which of the office's numbers. */
export interface CallRang {
  sid: string;
  /** When it rang (ISO). */
  at: string;
  /** The caller's number as Twilio gave it: +1XXXXXXXXXX, or a word for a hidden number. */
  caller: string;
  /** The office's number dialled, and its channel and language (calls/call-settings.ts). */
  number: string;
  channel: string;
  language: Locale;
}

/** How a call ended, from Twilio's report of the dial (`DialCallStatus`, `DialCallDuration`). */
export interface CallEnd {
  outcome: CallOutcome;
  dialStatus: string;
  seconds: number;
  endedAt: string;
}

/** Where the text back to a missed call stands: an outbound step of its own (calls/text-back-step.ts). */
export interface TextBackState {
  status: StepStatus;
  attempts: number;
  dueAt: string;
  /** Why it was not sent, or the last error. */
  error: string | null;
  doneAt: string | null;
}

export interface StoredCall extends CallRang {
  outcome: CallOutcome | null;
  dialStatus: string | null;
  seconds: number;
  endedAt: string | null;
  /** Null for an answered call (or one not ended yet). */
  textBack: TextBackState | null;
  /** The requests the caller's replies became (lead ids), in order. */
  requests: string[];
}

/**
 * For a missed call: its caller's one text back of the office's `day`
 * (YYYY-MM-DD), or a text not to send and why.
 */
export type TextBackAsked = { day: string } | { notSent: string };

export interface TextBackUpdate {
  status: Exclude<StepStatus, "sending">;
  dueAt?: string;
  error?: string | null;
}

/**
 * Where the calls to the office's numbers are kept: beside the leads (the
 * same SQLite file, or `call.` documents in the same Sanity dataset, private
 * like the leads'), one record per CallSid, whatever Twilio retries.
 */
export interface CallStore {
  kind: "sqlite" | "sanity";
  /** Records a call as it starts ringing; the same CallSid again changes nothing. */
  rang(call: CallRang): Promise<void>;
  /**
   * Records how call `call.sid` ended (made first if its ring was never
   * recorded). Only the first report counts: any later one for the call
   * (Twilio's retries) changes nothing and comes back with `first` false. A
   * missed call asking for a text back takes its caller's one text of the
   * day, due at once, unless another call of the caller took it: then, or
   * with `notSent`, its text back is "skipped" with the reason.
   */
  ended(
    call: CallRang,
    end: CallEnd,
    textBack: TextBackAsked | null,
  ): Promise<{ call: StoredCall; first: boolean }>;
  /**
   * Takes the text back due longest (or one a worker took and never
   * finished), so no other worker sends it too: "sending", its attempts
   * counted.
   */
  claimTextBack(now?: number): Promise<StoredCall | undefined>;
  recordTextBack(sid: string, update: TextBackUpdate): Promise<void>;
  /** The calls of `caller` (+1XXXXXXXXXX) since `since` (ISO) nobody answered, newest first. */
  unansweredCalls(caller: string, since: string): Promise<StoredCall[]>;
  /** Records that a reply of the caller became request `leadId` (once, however often told). */
  addRequest(sid: string, leadId: string): Promise<void>;
  /** The calls that rang in [from, to) (ISO), as the results count them. */
  rows(from: string, to: string): Promise<CallRow[]>;
  /** Deletes the calls that rang before `before` (ISO), the callers' numbers with them; how many went. */
  removeBefore(before: string): Promise<number>;
  close?(): void;
}
