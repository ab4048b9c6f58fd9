import { documentIdForPage, type LegalPage } from "@hvac/content";
import { seo } from "../../lib/blocks";
import { seed } from "../../lib/define";
import { l, p, rich } from "../../lib/values";

export default seed<LegalPage>({
  _id: documentIdForPage({ id: "terms" }),
  _type: "legalPage",
  // Shown as "Last Updated": the day this text last changed.
  _updatedAt: "2026-11-29T00:00:00Z",
  pageId: "terms",
  title: l("Terms of Service", "Términos de servicio"),
  body: rich(
    `These terms explain how our website works and what you and we agree to when you request service and we do work for you. "We" and "us" mean {name}, the heating, air conditioning and refrigeration contractor that owns this website, with its office at {address}. "You" means the person who uses the website or asks for service.

## Using This Website

The information on this website is general. Prices, time frames and efficiency figures describe typical jobs in our area; your job can differ. What counts for your job is the written estimate we give you after we see your system.

Please use the website only for its purpose: learning about our services and contacting us. Do not try to disrupt it or send false requests.

## Service Requests

A request sent with the website's request form does not book an appointment by itself: we respond {responsePromise} to confirm the details and a time. A visit booked online is booked once the booking page tells you so, and your confirmation email says the same; if it could not be booked, we call you {responsePromise} to set a time. If you have an emergency, call us instead. {hoursText}.

Please give us correct contact details and the right service address. We use them only as our [Privacy Policy](page:privacy) describes.

## Estimates and Approval

After the diagnosis, we give you a written estimate. We start work only after you approve it. If we find another problem once work has started, we stop, explain it and ask for your approval before doing anything that changes the price.

## Appointments and Cancellations

- **Visits booked online:** you can move or cancel your visit **at no charge** with the link in your confirmation email, until its arrival window starts. After that, [call us](tel:).
- **Visits set up by phone:** please give us **at least 24 hours' notice** to cancel or move them. Late cancellations may incur a fee.
- An arrival window is when a technician is scheduled to arrive. If we are running late or must move your appointment, we will tell you as early as we can and offer the next available time.

Please make sure someone 18 or older is present, that we can safely reach the equipment, and that pets are secured while we work.

## Payment

- **Payment is due when the work is complete.**
- We accept **cash, check and all major credit cards**.
- Financing may be available for qualifying customers, under the terms of the financing plan you sign. See our [Guarantees & Financing](page:guaranteesFinancing) page.

## Warranties

- **Repairs:** 90-day labor warranty. If the same problem returns within 90 days, we fix it at no labor cost.
- **Installations:** 1-year labor warranty on our installation work.
- **Parts and equipment:** the manufacturer's warranty, usually 5 to 10 years depending on the brand and the part. Some manufacturers require you to register new equipment to get the full term.

Our labor warranties do not cover damage caused by something other than our work, such as storms, floods, power surges, accidents, misuse, or repairs and changes made by someone else. Manufacturers may limit their warranties when equipment is not maintained; yearly maintenance keeps that coverage safe.

## Existing Conditions

We are responsible for the work we do. We are not responsible for problems that were already in your home or business before we arrived, such as old ductwork, wiring or plumbing, but we will tell you about any we notice.

## Texas Law

These terms are governed by the laws of the State of Texas. If we ever disagree about our work, please call us first: most problems are solved with a conversation and a return visit.

## Changes to These Terms

If we change these terms, we will post the new version on this page and update the "Last Updated" date at the top. The terms in effect when you approved an estimate apply to that job.

## Questions

Write to our office at {email} or [call us](tel:). We are glad to explain anything in these terms.`,
    `Estos términos explican cómo funciona nuestro sitio web y qué acordamos usted y nosotros cuando nos solicita un servicio y hacemos un trabajo para usted. "Nosotros" se refiere a {name}, el contratista de aire acondicionado, calefacción y refrigeración dueño de este sitio web, con oficina en {address}. "Usted" es la persona que usa el sitio web o solicita el servicio.

## Uso de este sitio web

La información de este sitio web es general. Los precios, los tiempos y las cifras de eficiencia describen trabajos típicos en nuestra zona; su caso puede ser distinto. Lo que cuenta para su trabajo es la cotización por escrito que le damos después de revisar su equipo.

Por favor use el sitio web solo para lo que fue hecho: conocer nuestros servicios y comunicarse con nosotros. No intente dañarlo ni envíe solicitudes falsas.

## Solicitudes de servicio

Una solicitud enviada con el formulario del sitio web no agenda una cita por sí sola: respondemos {responsePromise} para confirmar los detalles y la hora. Una visita agendada en línea queda agendada cuando la página de citas se lo indica, y su correo de confirmación dice lo mismo; si no se pudo agendar, le llamamos {responsePromise} para acordar un horario. Si tiene una emergencia, mejor llámenos. {hoursText}.

Por favor denos sus datos de contacto correctos y la dirección exacta del servicio. Los usamos solamente como lo describe nuestra [política de privacidad](page:privacy).

## Cotizaciones y autorización

Después del diagnóstico, le damos una cotización por escrito. Empezamos a trabajar solo cuando usted la autoriza. Si después de empezar encontramos otro problema, nos detenemos, se lo explicamos y le pedimos su autorización antes de hacer cualquier cosa que cambie el precio.

## Citas y cancelaciones

- **Visitas agendadas en línea:** puede cambiar o cancelar su visita **sin costo** con el enlace de su correo de confirmación, hasta que empiece su horario de llegada. Después, [llámenos](tel:).
- **Visitas acordadas por teléfono:** por favor avísenos con **al menos 24 horas de anticipación** para cancelarlas o cambiarlas. Las cancelaciones de último momento pueden tener un cargo.
- El horario de llegada es cuando el técnico está programado para llegar. Si vamos con retraso o tenemos que cambiar su cita, le avisaremos lo antes posible y le ofreceremos el siguiente horario disponible.

Por favor asegúrese de que haya una persona de 18 años o más en el lugar, de que podamos llegar al equipo sin peligro y de que las mascotas estén encerradas mientras trabajamos.

## Pago

- **El pago se hace al terminar el trabajo.**
- Aceptamos **efectivo, cheque y las principales tarjetas de crédito**.
- Es posible que haya financiamiento para los clientes que cumplan con los requisitos, según las condiciones del plan que usted firme. Vea nuestra página de [garantías y financiamiento](page:guaranteesFinancing).

## Garantías

- **Reparaciones:** 90 días de garantía en la mano de obra. Si el mismo problema regresa en menos de 90 días, lo arreglamos sin cobrarle la mano de obra.
- **Instalaciones:** 1 año de garantía en la mano de obra de nuestro trabajo de instalación.
- **Piezas y equipos:** la garantía del fabricante, normalmente de 5 a 10 años según la marca y la pieza. Algunos fabricantes piden registrar el equipo nuevo para dar la garantía completa.

Nuestras garantías de mano de obra no cubren daños causados por algo distinto a nuestro trabajo, como tormentas, inundaciones, subidas de voltaje, accidentes, mal uso, o reparaciones y cambios hechos por otras personas. Los fabricantes pueden limitar sus garantías cuando el equipo no recibe mantenimiento; el mantenimiento anual mantiene esa cobertura.

## Condiciones existentes

Respondemos por el trabajo que hacemos. No somos responsables de los problemas que ya existían en su casa o negocio antes de que llegáramos, como ductos, cableado o plomería viejos, pero le avisaremos de cualquiera que notemos.

## Leyes de Texas

Estos términos se rigen por las leyes del estado de Texas. Si alguna vez no estamos de acuerdo sobre nuestro trabajo, por favor llámenos primero: la mayoría de los problemas se resuelven platicando y con una visita de regreso.

## Cambios a estos términos

Si cambiamos estos términos, publicaremos la nueva versión en esta página y actualizaremos la fecha de la última actualización que aparece arriba. A cada trabajo se le aplican los términos vigentes cuando usted autorizó la cotización.

## Preguntas

Escriba a nuestra oficina a {email} o [llámenos](tel:). Con gusto le explicamos cualquier parte de estos términos.`,
  ),
  seo: seo(
    l("Terms of Service", "Términos de servicio"),
    p(
      "Our terms for service requests, estimates, appointments and cancellations, payment and warranties, in plain words.",
      "Nuestros términos sobre solicitudes de servicio, cotizaciones, citas y cancelaciones, pagos y garantías, en palabras sencillas.",
    ),
  ),
});
