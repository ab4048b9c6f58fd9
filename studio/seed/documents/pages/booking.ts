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
      "Pick the service, your ZIP code and an open arrival window: your visit is booked on the spot. If it can't be, we call you {responsePromise}.",
      "Elija el servicio, su código postal y un horario de llegada libre: su visita queda agendada al momento. Si no se puede, le llamamos {responsePromise}.",
    ),
    l("Call Now", "Llame ahora"),
  ),
  intro: rich(
    `Book a repair, a maintenance visit or an estimate for a new system in three steps: the service, your ZIP code and an arrival window. The window is when a technician is scheduled to arrive, not how long the visit takes.

If you choose an installation, the visit you book is an estimate: the technician looks at your home and your current system and gives you a written price. The installation itself is set with you once you approve it.

You can move or cancel a booked visit at no charge, with the link in your confirmation email, until its arrival window starts.

For an emergency, such as no cooling in a heat wave or a walk-in cooler losing temperature, don't wait for a window: [call us](tel:) now. {hoursText}.`,
    `Agende una reparación, un mantenimiento o una cotización de un equipo nuevo en tres pasos: el servicio, su código postal y un horario de llegada. El horario de llegada es cuando el técnico está programado para llegar, no lo que dura la visita.

Si elige una instalación, la visita que agenda es para cotizar: el técnico revisa su casa y el equipo que tiene ahora, y le da un precio por escrito. La instalación se programa con usted cuando la apruebe.

Puede cambiar o cancelar una visita agendada sin costo, con el enlace de su correo de confirmación, hasta que empiece su horario de llegada.

En una emergencia, como quedarse sin aire en plena ola de calor o un cuarto frío que pierde temperatura, no espere un horario: [llámenos](tel:) ahora. {hoursText}.`,
  ),
  seo: seo(
    l(
      "Book a Visit Online | Heating and Air in San Antonio",
      "Agende en línea | aire y calefacción en San Antonio",
    ),
    p(
      "Book an AC or heating repair, a maintenance visit or an estimate online: pick an open arrival window, across San Antonio.",
      "Agende en línea una reparación de aire o calefacción, un mantenimiento o una cotización: elija un horario de llegada disponible en San Antonio.",
    ),
  ),
});
