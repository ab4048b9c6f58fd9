import { p } from "./values";

/**
 * The thank-you under "Request Received!" on every service page's form: the
 * call-back promise of Business facts, the same in both languages.
 */
export const serviceFormSuccess = p(
  "We'll call you {callbackPromise} to schedule your service.",
  "Le llamaremos {callbackPromise} para agendar su servicio.",
);
