import { p } from "./values";

/**
 * The thank-you under "Request Received!" on every service page's form. The
 * spec gives two readings of the promise and keeps both: 15 minutes in
 * English, 24 hours in Spanish.
 */
export const serviceFormSuccess = p(
  "We'll contact you within 15 minutes to schedule your service.",
  "Gracias. Nos comunicaremos con usted en menos de 24 horas.",
);
