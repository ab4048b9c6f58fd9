import { p } from "./values";

/**
 * The thank-you under "Request Received!" on every service page's form: the
 * usual reply promise of Business facts, the same in both languages (an
 * emergency's answer states the emergency call-back promise instead).
 */
export const serviceFormSuccess = p(
  "We'll contact you {responsePromise} to schedule your service.",
  "Nos comunicaremos con usted {responsePromise} para agendar su servicio.",
);
