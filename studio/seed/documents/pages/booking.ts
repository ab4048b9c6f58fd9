import { type BookingPage, documentIdForPage } from "@hvac/content";
import { hero, seo } from "../../lib/blocks";
import { seed } from "../../lib/define";
import { l, p, rich } from "../../lib/values";

export default seed<BookingPage>({
  _id: documentIdForPage({ id: "booking" }),
  _type: "bookingPage",
  hero: hero(
    l("Book a Visit Online", "Agende una visita en línea"),
    p(
      "Choose the service, enter your ZIP code and pick an arrival window with a technician free. No phone call needed.",
      "Elija el servicio, escriba su código postal y escoja un horario con un técnico disponible. No hace falta llamar.",
    ),
    l("Call Now", "Llame ahora"),
  ),
  intro: rich(
    `Book a repair, a maintenance visit or an estimate for a new system in three steps: the service, your ZIP code and an arrival window. A technician arrives within the window you pick.

For an emergency, such as no cooling in a heat wave or a walk-in cooler losing temperature, don't wait for a window: [call us](tel:) now, any hour.`,
    `Agende una reparación, un mantenimiento o una cotización de un equipo nuevo en tres pasos: el servicio, su código postal y un horario de llegada. El técnico llega dentro del horario que usted elija.

En una emergencia, como quedarse sin aire en plena ola de calor o un cuarto frío que pierde temperatura, no espere un horario: [llámenos](tel:) ahora, a cualquier hora.`,
  ),
  seo: seo(
    l(
      "Book a Visit Online | Heating and Air in San Antonio",
      "Agende en línea | aire y calefacción en San Antonio",
    ),
    p(
      "Book an AC or heating repair, a maintenance visit or an estimate online: pick an arrival window with a technician free, across San Antonio.",
      "Agende en línea una reparación de aire o calefacción, un mantenimiento o una cotización: elija un horario con un técnico disponible en San Antonio.",
    ),
  ),
});
