import { type ContactPage, documentIdForPage } from "@hvac/content";
import { hero, leadForm, seo } from "../../lib/blocks";
import { seed } from "../../lib/define";
import { l, p, rich } from "../../lib/values";

export default seed<ContactPage>({
  _id: documentIdForPage({ id: "contact" }),
  _type: "contactPage",
  hero: hero(
    l("Contact Us", "Contáctenos"),
    p(
      "Call us {hoursShort}, or send us a message and we'll respond {responsePromise}.",
      "Llámenos {hoursShort} o envíenos un mensaje y le responderemos {responsePromise}.",
    ),
    l("Call Now", "Llame ahora"),
  ),
  intro: rich(
    `The fastest way to reach us is by phone: we answer {hoursShort}, so [call us](tel:). For an emergency, such as no cooling in a heat wave, no heat in freezing weather or a walk-in cooler losing temperature, always call rather than write. If you smell gas, leave the building first and call your gas company or 911 from outside.

For everything else, such as a quote on a new system, a maintenance visit or a question about an invoice, send us the form below. We'll respond {responsePromise}.

Our office is at {address}. We serve San Antonio and [{nearbyTownCount} nearby towns](page:serviceAreas).`,
    `La forma más rápida de comunicarse con nosotros es por teléfono: contestamos {hoursShort}, así que [llámenos](tel:). En una emergencia, como quedarse sin aire en plena ola de calor, sin calefacción cuando está helando o con un cuarto frío que pierde temperatura, siempre llame en lugar de escribir. Si huele a gas, primero salga del edificio y llame a su compañía de gas o al 911 desde afuera.

Para todo lo demás, como una cotización de un equipo nuevo, una visita de mantenimiento o una pregunta sobre una factura, envíenos el formulario de abajo. Le responderemos {responsePromise}.

Nuestra oficina está en {address}. Damos servicio en San Antonio y [{nearbyTownCount} comunidades cercanas](page:serviceAreas).`,
  ),
  hoursNote:
    "To confirm with the owners: the site says we are open 24 hours, 7 days a week. Does the office (quotes, billing, visits) keep shorter hours than the 24/7 emergency line? If so, change the hours in Business facts and the wording on this page.",
  form: leadForm(
    l("Send Us a Message", "Envíenos un mensaje"),
    p(
      "Tell us about your home or business and what you need. We'll respond {responsePromise}.",
      "Cuéntenos sobre su casa o negocio y lo que necesita. Le responderemos {responsePromise}.",
    ),
    l("Send Message", "Enviar mensaje"),
    p(
      "Thank you for contacting us! We'll respond {responsePromise}.",
      "¡Gracias por comunicarse con nosotros! Le responderemos {responsePromise}.",
    ),
  ),
  mapTitle: l(
    "How to Find Our {officeTown} Office",
    "Cómo llegar a nuestra oficina en {officeTown}",
  ),
  seo: seo(
    l(
      "Contact Us | {hoursShort} HVAC Service in San Antonio",
      "Contáctenos | aire y calefacción {hoursShort} en San Antonio",
    ),
    p(
      "Call {hoursShort} or send a message and we'll respond {responsePromise}. Heating and air conditioning service from {officeTown} across San Antonio.",
      "Llame {hoursShort} o envíe un mensaje y le respondemos {responsePromise}. Aire acondicionado y calefacción desde {officeTown}.",
    ),
  ),
});
