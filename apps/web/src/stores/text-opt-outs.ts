/** The phones that asked for no more texts, and the reminder texts each got. */
export interface TextOptOuts {
  /**
   * Records that the phone `phone` (any US writing) replied STOP to the
   * site's texts (`stopped`), or START again: no text of the site goes to a
   * stopped phone.
   */
  setTextsStopped(phone: string, stopped: boolean): Promise<void>;
  textsStopped(phone: string): Promise<boolean>;
  /** How many reminder texts went to the phone `phone` (any US writing) since `since` (ISO). */
  remindersTextedTo(phone: string, since: string): Promise<number>;
}
