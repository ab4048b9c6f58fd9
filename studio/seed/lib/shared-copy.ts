import { p } from "./values";

/**
 * The thank-you line after a service request, in the two readings the spec
 * gives: 15 minutes in English, 24 hours in Spanish.
 */
export const requestReceived = p(
  "We'll contact you within 15 minutes to schedule your service.",
  "Gracias. Nos comunicaremos con usted en menos de 24 horas.",
);
