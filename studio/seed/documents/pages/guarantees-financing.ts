import { documentIdForPage, type GuaranteesPage } from "@hvac/content";
import { callBand, hero, iconItem, seo, textSection } from "../../lib/blocks";
import { seed } from "../../lib/define";
import { illustration, keyed, l, p, rich } from "../../lib/values";

export default seed<GuaranteesPage>({
  _id: documentIdForPage({ id: "guaranteesFinancing" }),
  _type: "guaranteesPage",
  hero: hero(
    l("Guarantees & Financing", "Garantías y financiamiento"),
    p(
      "Written warranties on our work, a quality guarantee on every job, and financing so a new system does not have to wait.",
      "Garantías por escrito en nuestro trabajo, una garantía de calidad en cada servicio y financiamiento para que su equipo nuevo no tenga que esperar.",
    ),
    l("Call With Questions", "Llame si tiene preguntas"),
    illustration(
      "guarantee-shield.svg",
      "A shield with a check mark, standing for our guarantee",
      "Un escudo con una palomita, símbolo de nuestra garantía",
    ),
  ),
  warranties: {
    title: l("Our Warranties", "Nuestras garantías"),
    items: keyed("warranty", [
      iconItem(
        "wrench",
        l(
          "90-Day Labor Warranty on Repairs",
          "Garantía de 90 días en mano de obra de reparaciones",
        ),
        p(
          "If the same problem comes back within 90 days of a repair, we fix it at no labor cost.",
          "Si el mismo problema regresa en los 90 días siguientes a una reparación, lo arreglamos sin cobrarle la mano de obra.",
        ),
      ),
      iconItem(
        "home",
        l(
          "1-Year Labor Warranty on Installations",
          "1 año de garantía en mano de obra de instalaciones",
        ),
        p(
          "Our installation work is covered for a full year. If anything we installed was not put in right, we come back and correct it at no labor cost.",
          "Nuestro trabajo de instalación está cubierto por un año completo. Si algo que instalamos no quedó bien, regresamos y lo corregimos sin cobrarle la mano de obra.",
        ),
      ),
      iconItem(
        "award",
        l(
          "Manufacturer Parts Warranty, 5-10 Years",
          "Garantía del fabricante en piezas, de 5 a 10 años",
        ),
        p(
          "New equipment and parts carry the manufacturer's warranty, from 5 to 10 years depending on the brand and the part. Some manufacturers ask you to register new equipment to get the full term, and we help you do it.",
          "El equipo y las piezas nuevas tienen la garantía del fabricante, de 5 a 10 años según la marca y la pieza. Algunos fabricantes piden registrar el equipo nuevo para dar la garantía completa, y nosotros le ayudamos a hacerlo.",
        ),
      ),
    ]),
  },
  quality: textSection(
    l("Our Quality Guarantee", "Nuestra garantía de calidad"),
    rich(
      `What you can hold us to:

- A written price before any work starts, and no work without your OK
- Equipment installed to the manufacturer's instructions
- The whole system tested when we finish, not just the part we touched
- The work area cleaned up, and old parts and equipment hauled away
- Technicians registered or certified with the state, working under our Texas license, {licence}
- Insurance on the work we do

If something is not right, [call us](tel:) and we will come back to make it right.`,
      `Esto es lo que puede exigirnos:

- Precio por escrito antes de empezar, y nada se hace sin su autorización
- Equipos instalados según las instrucciones del fabricante
- Probamos todo el sistema al terminar, no solo la pieza que tocamos
- Limpiamos el área de trabajo y nos llevamos las piezas y los equipos viejos
- Técnicos registrados o certificados por el estado, que trabajan bajo nuestra licencia de Texas, {licence}
- Seguro en el trabajo que hacemos

Si algo no quedó bien, [llámenos](tel:) y regresamos a corregirlo.`,
    ),
    "check",
  ),
  // The client has not given its financing terms yet: the text says so.
  financing: textSection(
    l("Financing", "Financiamiento"),
    rich(
      `We offer financing so a new system or a major repair does not have to wait.

**Financing details pending.** Our current plans, rates and terms will be posted here soon. Until then, [call us](tel:) and we will explain the options available today.`,
      `Ofrecemos financiamiento para que un equipo nuevo o una reparación mayor no tenga que esperar.

**Detalles del financiamiento pendientes.** Muy pronto publicaremos aquí nuestros planes, tasas y condiciones. Mientras tanto, [llámenos](tel:) y le explicamos las opciones disponibles hoy.`,
    ),
    "dollar",
  ),
  satisfaction: textSection(
    l("Satisfaction Guarantee", "Garantía de satisfacción"),
    rich(
      `We want you to be glad you called us. If you are not satisfied with our work, tell us. A technician comes back, goes over the job with you and makes it right under the warranties above.

You never pay for work you did not approve: the written price you accept before we start is the price you pay, unless you approve a change.`,
      `Queremos que quede contento de habernos llamado. Si no está satisfecho con nuestro trabajo, díganos. Un técnico regresa, revisa el trabajo con usted y lo corrige según las garantías de arriba.

Nunca paga por un trabajo que no autorizó: el precio por escrito que usted acepta antes de empezar es el que paga, a menos que usted apruebe un cambio.`,
    ),
    "star",
  ),
  policies: textSection(
    l("Cancellations and Payment", "Cancelaciones y pagos"),
    rich(
      `- **Visits booked online:** move or cancel at no charge with the link in your confirmation email, until the arrival window starts.
- **Visits set up by phone:** please give us at least 24 hours' notice to cancel or move them. Late cancellations may incur a fee.
- **Payment:** payment is due when the work is complete.
- **We accept:** cash, check and all major credit cards.

The full terms are in our [Terms of Service](page:terms).`,
      `- **Visitas agendadas en línea:** se pueden cambiar o cancelar sin costo con el enlace de su correo de confirmación, hasta que empiece su horario de llegada.
- **Visitas acordadas por teléfono:** por favor avísenos con al menos 24 horas de anticipación para cancelarlas o cambiarlas. Las cancelaciones de último momento pueden tener un cargo.
- **Pago:** el pago se hace al terminar el trabajo.
- **Aceptamos:** efectivo, cheque y las principales tarjetas de crédito.

Los términos completos están en nuestra página de [términos de servicio](page:terms).`,
    ),
    "calendar",
  ),
  callBand: callBand(
    l(
      "Questions About a Warranty or Financing?",
      "¿Preguntas sobre una garantía o el financiamiento?",
    ),
    p(
      "Call us and we'll explain your coverage and your options in plain words.",
      "Llámenos y le explicamos su cobertura y sus opciones en palabras sencillas.",
    ),
    l("Call Us", "Llámenos"),
  ),
  seo: seo(
    l(
      "Guarantees & Financing | HVAC Warranties San Antonio",
      "Garantías y financiamiento | aire y calefacción",
    ),
    p(
      "90-day labor warranty on repairs, 1 year on installations, 5-10 year manufacturer parts warranties, and financing. Call with questions.",
      "Garantía en mano de obra: 90 días en reparaciones y 1 año en instalaciones; 5 a 10 años del fabricante en piezas, y financiamiento.",
    ),
  ),
});
