import type { Faq, ServicePage } from "@hvac/content";
import { seed } from "../../lib/define";
import { serviceFormSuccess } from "../../lib/lead-form";
import { serviceDocId, starterService } from "../../lib/starter-services";
import { illustration, keyed, l, p, ref, rich } from "../../lib/values";

const faqs = [
  seed<Faq>({
    _id: "faq-ac-installation-cost",
    _type: "faq",
    question: l(
      "How much does a new air conditioner cost?",
      "¿Cuánto cuesta un aire acondicionado nuevo?",
    ),
    answer: p(
      "It depends on three things: the size your home needs (most homes here need 2 to 5 tons), the efficiency you choose (15 SEER, or 14.3 SEER2, is the minimum for most homes; we recommend 16 SEER, or 15.2 SEER2) and whether the ducts, indoor coil or wiring need work. We measure your home, and we give {quotePromise} in writing. Financing is available.",
      "Depende de tres cosas: el tamaño que necesita su casa (aquí la mayoría necesita de 2 a 5 toneladas), la eficiencia que escoja (para la mayoría de las casas el mínimo es 15 SEER, o 14.3 SEER2; recomendamos 16 SEER, o 15.2 SEER2) y si hay que arreglar ductos, el serpentín interior o la instalación eléctrica. Medimos su casa y damos {quotePromise}, por escrito. También ofrecemos financiamiento.",
    ),
  }),
  seed<Faq>({
    _id: "faq-ac-installation-time",
    _type: "faq",
    question: l(
      "How long does it take to install a new AC?",
      "¿Cuánto tardan en instalar un aire nuevo?",
    ),
    answer: p(
      "Most replacements take 1 to 2 days. A straight swap of the outdoor unit and indoor coil is usually done in one day; new ductwork or a change of system location can add a second day. We tell you the schedule before we start.",
      "La mayoría de los reemplazos toman de 1 a 2 días. Si solo se cambian la unidad exterior y el serpentín interior, casi siempre queda en un día; si hay ductos nuevos o el equipo cambia de lugar, puede llevar un día más. Le decimos el plan de trabajo antes de empezar.",
    ),
  }),
  seed<Faq>({
    _id: "faq-ac-installation-size",
    _type: "faq",
    question: l("What size AC does my house need?", "¿De qué tamaño necesito el aire?"),
    answer: p(
      "Most homes in our area need between 2 and 5 tons of cooling. The right size depends on square footage, insulation, windows, the attic and which way the house faces, so we calculate it for your home instead of copying the old unit. Too big and the house feels clammy; too small and it never cools down on the hottest days.",
      "La mayoría de las casas de la zona necesitan de 2 a 5 toneladas. El tamaño correcto depende de los pies cuadrados, el aislamiento, las ventanas, el ático y hacia dónde da la casa, así que lo calculamos para su casa en lugar de copiar el equipo viejo. Si queda muy grande, la casa se siente húmeda; si queda muy chico, no enfría en los días más calurosos.",
    ),
  }),
  seed<Faq>({
    _id: "faq-ac-installation-seer",
    _type: "faq",
    question: l("What SEER rating should I choose?", "¿Qué SEER me conviene?"),
    answer: p(
      "Since 2023, a new central air conditioner installed in Texas must be rated at least 15 SEER (14.3 SEER2), or 14.5 SEER (13.8 SEER2) if it is 45,000 BTU/h or larger; systems installed before then could be 14 SEER (13.4 SEER2). For San Antonio we recommend 16 SEER (15.2 SEER2) or higher: an AC here runs so many hours a year that the lower power bills pay back the difference. We quote both so you can compare.",
      "Desde 2023, un aire central nuevo instalado en Texas debe tener por lo menos 15 SEER (14.3 SEER2), o 14.5 SEER (13.8 SEER2) si es de 45,000 BTU/h o más; los equipos instalados antes podían ser de 14 SEER (13.4 SEER2). Para San Antonio recomendamos 16 SEER (15.2 SEER2) o más: aquí el aire trabaja tantas horas al año que lo que se ahorra en el recibo de luz compensa la diferencia. Le cotizamos las dos opciones para que compare.",
    ),
  }),
  seed<Faq>({
    _id: "faq-ac-installation-warranty",
    _type: "faq",
    question: l(
      "What warranty comes with a new installation?",
      "¿Qué garantía tiene una instalación nueva?",
    ),
    answer: p(
      "Our installation work carries a 1-year labor warranty. The equipment carries the manufacturer's parts warranty, 5 to 10 years depending on the brand and model. We explain both in writing when we hand over the system.",
      "Nuestro trabajo de instalación tiene 1 año de garantía en la mano de obra. El equipo trae la garantía del fabricante en las piezas, de 5 a 10 años según la marca y el modelo. Le explicamos las dos por escrito al entregarle el equipo.",
    ),
  }),
];

const page = seed<ServicePage>({
  ...starterService("acInstallation"),
  layout: "full",
  card: {
    _type: "serviceCard",
    icon: "snowflake",
    title: l("AC Installation", "Instalación de aire acondicionado"),
    summary: p(
      "New central air sized for your home and installed in 1 to 2 days: 15 SEER (14.3 SEER2) minimum, 16 SEER (15.2 SEER2) recommended.",
      "Aire central nuevo, del tamaño justo para su casa, instalado en un plazo de 1 a 2 días: mínimo 15 SEER (14.3 SEER2), recomendamos 16 SEER (15.2 SEER2).",
    ),
  },
  hero: {
    _type: "hero",
    heading: l(
      "AC Installation and Replacement in San Antonio",
      "Instalación y reemplazo de aire acondicionado en San Antonio",
    ),
    subtitle: p(
      "A new central air system sized to your home and installed in 1 to 2 days by technicians working under our Texas license. {quotePromise} in writing, a 1-year labor warranty and 5 to 10 years of manufacturer coverage on parts.",
      "Un aire central nuevo, calculado para su casa e instalado en un plazo de 1 a 2 días por técnicos que trabajan bajo nuestra licencia de Texas. {quotePromise} por escrito, 1 año de garantía en la mano de obra y de 5 a 10 años de garantía del fabricante en las piezas.",
    ),
    ctaText: l("Call for a Quote", "Llame para pedir su cotización"),
    image: illustration(
      "outdoor-condenser.svg",
      "A new outdoor air-conditioning unit beside a house",
      "Una unidad de aire acondicionado nueva junto a una casa",
    ),
  },
  features: keyed("feature", [
    {
      _type: "feature" as const,
      icon: "gauge",
      title: l("Sized to Your Home", "Del tamaño correcto"),
      description: p(
        "We measure before we quote. Most homes here need 2 to 5 tons, and the right size matters as much as the brand.",
        "Medimos antes de cotizar. Aquí la mayoría de las casas necesitan de 2 a 5 toneladas, y el tamaño correcto importa tanto como la marca.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "leaf",
      title: l("16 SEER (15.2 SEER2) Recommended", "Recomendamos 16 SEER (15.2 SEER2)"),
      description: p(
        "Every new system we install meets the federal minimum: 15 SEER (14.3 SEER2), or 14.5 SEER (13.8 SEER2) from 45,000 BTU/h up. For our long summers we recommend 16 SEER (15.2 SEER2) or higher.",
        "Todo equipo nuevo que instalamos cumple con el mínimo federal: 15 SEER (14.3 SEER2), o 14.5 SEER (13.8 SEER2) de 45,000 BTU/h para arriba. Para veranos tan largos como los nuestros, recomendamos 16 SEER (15.2 SEER2) o más.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "clock",
      title: l("Installed in 1 to 2 Days", "La instalación tarda de 1 a 2 días"),
      description: p(
        "Most replacements are finished in 1 to 2 days, tested and explained before we leave.",
        "Casi todos los reemplazos quedan listos en un plazo de 1 a 2 días, probados y explicados antes de irnos.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "shield",
      title: l("Warranties in Writing", "Garantías por escrito"),
      description: p(
        "A 1-year labor warranty on our installation, plus 5 to 10 years of manufacturer coverage on parts.",
        "1 año de garantía en la mano de obra de la instalación, más 5 a 10 años de garantía del fabricante en las piezas.",
      ),
    },
  ]),
  intro: rich(
    `A new air conditioner is one of the biggest purchases a homeowner makes, and in San Antonio it is the one you lean on most. Installed right, it keeps the house cool through 100-degree afternoons for years and costs less to run every month. Installed wrong (too big, too small or badly charged), it cycles on and off, leaves rooms sticky and wears out early.

We install central air conditioners and heat pumps from {dealerBrand}, for which we are an authorized {dealerStatus}, and from {otherBrands}. Every job starts by measuring your home and ends with a full test of the system. We give {quotePromise} in writing, and nothing is installed until you approve.`,
    `Un aire acondicionado nuevo es una de las compras más grandes que hace una familia, y en San Antonio es el aparato que más trabaja en la casa. Bien instalado, la mantiene fresca en las tardes de 100 grados durante muchos años y gasta menos luz cada mes. Mal instalado (muy grande, muy chico o con la carga de refrigerante equivocada), prende y apaga a cada rato, deja los cuartos húmedos y se acaba antes de tiempo.

Instalamos aires centrales y bombas de calor de {dealerBrand}, de la que somos {dealerStatus} autorizado, y de {otherBrands}. Cada trabajo empieza midiendo su casa y termina con una prueba completa del equipo. Damos {quotePromise}, por escrito, y no instalamos nada hasta que usted lo apruebe.`,
  ),
  imageBlocks: keyed("block", [
    {
      _type: "imageBlock" as const,
      title: l("What a New Installation Includes", "Qué incluye una instalación nueva"),
      body: rich(
        `A replacement is more than swapping boxes. Every installation includes:

- A load calculation to size the system for your home
- Refrigerant recovery and removal of the old equipment
- A new outdoor unit on a level pad and a matching indoor coil
- Refrigerant lines, electrical disconnect and condensate drain checked or replaced
- A deep vacuum and a refrigerant charge to the manufacturer's specification
- Thermostat connected and set, full cooling test, and a walkthrough with you`,
        `Cambiar el aire no es nada más quitar una caja y poner otra. Cada instalación incluye:

- Cálculo de carga para escoger el tamaño correcto para su casa
- Recuperación del refrigerante y retiro del equipo viejo
- Unidad exterior nueva sobre una base nivelada y un serpentín interior compatible
- Revisión o cambio de las líneas de refrigerante, el interruptor de desconexión y el drenaje
- Vacío del sistema y carga de refrigerante según las especificaciones del fabricante
- Termostato conectado y programado, prueba completa de enfriamiento y una explicación del equipo`,
      ),
      image: illustration(
        "technician-tools.svg",
        "A technician's refrigerant gauges and toolbox, ready for an installation",
        "Los manómetros y la caja de herramientas de un técnico, listos para una instalación",
      ),
      imageSide: "right" as const,
    },
    {
      _type: "imageBlock" as const,
      title: l("Choosing the Right Efficiency", "Cómo escoger la eficiencia"),
      body: rich(
        `SEER tells you how much cooling a system gives for each unit of electricity over a season. The higher the number, the lower the power bill.

- **15 SEER (14.3 SEER2):** the federal minimum since 2023 for a new central air conditioner in Texas (14.5 SEER, or 13.8 SEER2, from 45,000 BTU/h up), and the lowest price today
- **16 SEER (15.2 SEER2) or higher:** what we recommend for most San Antonio homes

We put the options side by side, with prices, so you can weigh what you pay now against what you save every summer.`,
        `El SEER indica cuánto enfría un equipo por cada unidad de electricidad durante la temporada. Entre más alto el número, más bajo el recibo de luz.

- **15 SEER (14.3 SEER2):** el mínimo federal desde 2023 para un aire central nuevo en Texas (14.5 SEER, o 13.8 SEER2, de 45,000 BTU/h para arriba), y el precio más bajo hoy
- **16 SEER (15.2 SEER2) o más:** lo que recomendamos para la mayoría de las casas de San Antonio

Le presentamos las opciones lado a lado, con precios, para que compare lo que paga hoy con lo que se ahorra cada verano.`,
      ),
      image: illustration(
        "home-comfort.svg",
        "A house kept cool under the summer sun",
        "Una casa fresca bajo el sol del verano",
      ),
      imageSide: "left" as const,
    },
  ]),
  callBands: keyed("band", [
    {
      _type: "callBand" as const,
      title: l("Is Your AC Over 10 Years Old?", "¿Su aire tiene más de 10 años?"),
      text: p(
        "If a repair would cost more than half the price of a new system, replacing it usually pays. We price both options, with {quotePromise}.",
        "Si la reparación cuesta más de la mitad de un equipo nuevo, casi siempre conviene cambiarlo. Le damos el precio de las dos opciones, con {quotePromise}.",
      ),
      ctaText: l("Call for a Quote", "Llame para pedir su cotización"),
    },
    {
      _type: "callBand" as const,
      title: l("Ready for a New System?", "¿Listo para un equipo nuevo?"),
      text: p(
        "We size it, quote it in writing and install it in 1 to 2 days.",
        "Lo calculamos, se lo cotizamos por escrito y lo instalamos en un plazo de 1 a 2 días.",
      ),
      ctaText: l("Call to Schedule Your Estimate", "Llame para agendar su cotización"),
    },
  ]),
  guideTitle: l(
    "The Complete Guide to AC Installation in San Antonio",
    "Guía completa para instalar aire acondicionado en San Antonio",
  ),
  guide: rich(
    `## When to Replace Instead of Repair

Long summers, 100-degree afternoons and humid nights put a lot of hours on an air conditioner here. Most systems give good service for 10 to 15 years; after that, breakdowns come more often and cost more.

Two numbers settle most decisions. When a repair would cost more than 50% of a new system and the unit is over 10 years old, replacing it is usually the better investment. As a quick guide:

- **Repair** when the system is under 10 years old and the repair is under $1,000.
- **Replace** when the system is over 10 to 15 years old and the repair is over $1,500.

Other good reasons to replace: rooms that never cool evenly, power bills that climb every summer, and an older system that still runs on R-22, a refrigerant that is no longer produced. If you would rather try a repair first, see our [AC repair](page:acRepair) page.

Since January 1, 2025, new split systems use A2L refrigerants such as R-454B or R-32. An existing R-410A system can still be serviced and recharged. A new outdoor unit needs a matching indoor coil, so a replacement usually includes both, and we include both in your written price.

## Getting the Size Right

Air conditioners are sized in tons of cooling. Most homes in our area need between 2 and 5 tons. The right number depends on square footage, but also on insulation, windows, which way the house faces, the attic, ceiling height and how many people live there.

Bigger is not better. An oversized unit cools the air fast, shuts off before it pulls the moisture out, and leaves the house cold and clammy. It also starts and stops more often, which wears out the compressor. An undersized unit runs nonstop on the hottest days and never catches up. That is why we calculate the load of your home before we quote, instead of copying the size of the old unit.

## SEER: What the Efficiency Rating Means

SEER (Seasonal Energy Efficiency Ratio) tells you how much cooling a system delivers for each unit of electricity over a whole season. The higher the number, the less the system costs to run.

- **15 SEER (14.3 SEER2)** is the federal minimum since 2023 for a new central air conditioner installed in Texas under 45,000 BTU/h; larger systems must reach at least **14.5 SEER (13.8 SEER2)**.
- **16 SEER (15.2 SEER2)** or higher is what we recommend for most San Antonio homes.
- **14 SEER (13.4 SEER2)** was the minimum for systems installed here before 2023, so an older unit's label may show a lower rating.

Since 2023 the rating is also given as SEER2, measured under a tougher test, so the SEER2 number of a system is a little lower than its SEER.

Because an AC here runs so many hours a year, the monthly savings of a higher-SEER system add up quickly. We show you the price of each option side by side so you can weigh the upfront cost against the power bill.

## The Equipment We Install

We are an authorized {dealerStatus} for {dealerBrand} and also install {otherBrands}, so we can match the system to your home and your budget instead of pushing a single product line. If your home also needs heat, a [heat pump](page:heatPump) cools in summer and heats in winter with one outdoor unit; when it makes sense, we price both options.

## What Installation Day Looks Like

Most replacements take 1 to 2 days.

1. We protect floors and the work area, recover the refrigerant from the old system and remove it.
2. We set the new outdoor unit on a level pad and install a matching indoor coil.
3. We connect the refrigerant lines and the electrical disconnect, and make sure the condensate drain runs clear.
4. We pull a deep vacuum on the system, charge the refrigerant to the manufacturer's specification and check the airflow.
5. We connect and set the thermostat, run the system through full cooling cycles and measure the temperatures.
6. We walk you through the new system, its filter size and the warranty papers, and take the old equipment away.

## Your Ducts Matter Too

A new system can only cool the rooms its ducts reach. Leaky, crushed or undersized ducts waste part of what you paid for. We look at the ductwork during the estimate. Ducts more than 15 years old are often worth replacing along with the system; if yours are sound, a [duct cleaning](page:ductCleaning) may be all they need.

## Warranties

- **1-year labor warranty** on our installation work.
- **5 to 10 years** of manufacturer warranty on parts, depending on the brand and model.

## Cost and Financing

The price depends on the size, the efficiency, and whether the ducts, the indoor coil or the electrical service need work. We give {quotePromise}, in writing, once we have seen your home. Financing is available: see [guarantees and financing](page:guaranteesFinancing) or ask the technician.

## Protect Your Investment

A yearly tune-up keeps a new system efficient and catches small problems before they grow. Our 22-point [AC maintenance](page:acMaintenance) visit takes 60 to 90 minutes, and filters should be changed every 1 to 3 months. Ready to talk about a new system? [Call us](tel:): we give {quotePromise}.`,
    `## ¿Reparar o cambiar el equipo?

Veranos largos, tardes de 100 grados y noches húmedas: aquí el aire acumula muchísimas horas de trabajo. La mayoría de los equipos dan buen servicio de 10 a 15 años; después, las descomposturas se vuelven más seguidas y más caras.

Dos cifras resuelven casi todos los casos. Si la reparación cuesta más del 50% de un equipo nuevo y la unidad tiene más de 10 años, casi siempre conviene reemplazarla. Como guía rápida:

- **Reparar** cuando el equipo tiene menos de 10 años y la reparación cuesta menos de $1,000.
- **Reemplazar** cuando el equipo ya tiene de 10 a 15 años o más y la reparación cuesta más de $1,500.

También conviene cambiarlo cuando hay cuartos que nunca se enfrían parejo, cuando el recibo de luz sube cada verano o cuando el equipo todavía usa R-22, un refrigerante que ya no se fabrica. Si prefiere intentar primero una reparación, visite nuestra página de [reparación de aire acondicionado](page:acRepair).

Desde el 1 de enero de 2025, los equipos nuevos de tipo split usan refrigerantes A2L, como el R-454B o el R-32. A un equipo de R-410A que ya tiene se le puede seguir dando servicio y recargando. Una unidad de afuera nueva necesita un serpentín interior que le corresponda, así que un reemplazo normalmente lleva los dos, y los dos van incluidos en su precio por escrito.

## El tamaño correcto

Los aires se miden en toneladas de enfriamiento. La mayoría de las casas de la zona necesitan de 2 a 5 toneladas. El número exacto depende de los pies cuadrados, pero también del aislamiento, las ventanas, hacia dónde da la casa, el ático, la altura de los techos y cuántas personas viven ahí.

Más grande no es mejor. Un equipo demasiado grande enfría rápido, se apaga antes de sacar la humedad y deja la casa fría y pegajosa. Además prende y apaga más seguido, y eso acaba con el compresor. Uno demasiado chico trabaja sin parar en los días más calurosos y nunca alcanza la temperatura. Por eso calculamos la carga de su casa antes de cotizar, en lugar de copiar el tamaño del equipo viejo.

## Qué significa el SEER

El SEER (índice de eficiencia energética estacional) indica cuánto enfría un equipo por cada unidad de electricidad durante toda la temporada. Entre más alto el número, menos gasta el equipo.

- **15 SEER (14.3 SEER2)** es el mínimo federal desde 2023 para un aire central nuevo instalado en Texas de menos de 45,000 BTU/h; los equipos más grandes deben tener por lo menos **14.5 SEER (13.8 SEER2)**.
- **16 SEER (15.2 SEER2)** o más es lo que recomendamos para la mayoría de las casas de San Antonio.
- **14 SEER (13.4 SEER2)** era el mínimo para los equipos instalados aquí antes de 2023, así que la etiqueta de una unidad más vieja puede marcar menos.

Desde 2023 la eficiencia también se da en SEER2, que se mide con una prueba más exigente, así que el número SEER2 de un equipo es un poco más bajo que su SEER.

Como aquí el aire trabaja tantas horas al año, el ahorro de un equipo con más SEER se nota rápido en el recibo. Le mostramos el precio de cada opción lado a lado para que compare lo que paga hoy con lo que se ahorra en la luz.

## Los equipos que instalamos

Somos {dealerStatus} autorizado de {dealerBrand} y también instalamos {otherBrands}, así que escogemos el equipo según su casa y su presupuesto, no según una sola línea de productos. Si su casa también necesita calefacción, una [bomba de calor](page:heatPump) enfría en verano y calienta en invierno con una sola unidad exterior; cuando conviene, le cotizamos las dos opciones.

## Cómo es el día de la instalación

La mayoría de los reemplazos toman de 1 a 2 días.

1. Protegemos los pisos y el área de trabajo, recuperamos el refrigerante del equipo viejo y lo desmontamos.
2. Colocamos la unidad exterior nueva sobre una base nivelada e instalamos un serpentín interior compatible.
3. Conectamos las líneas de refrigerante y el interruptor de desconexión, y nos aseguramos de que el drenaje corra bien.
4. Hacemos vacío al sistema, cargamos el refrigerante según las especificaciones del fabricante y revisamos el flujo de aire.
5. Conectamos y programamos el termostato, ponemos el equipo a trabajar por ciclos completos y medimos las temperaturas.
6. Le explicamos cómo funciona el equipo, qué medida de filtro lleva y qué dicen las garantías, y nos llevamos el equipo viejo.

## Sus ductos también cuentan

Un equipo nuevo solo enfría los cuartos a los que llegan sus ductos. Si los ductos tienen fugas, están aplastados o son muy chicos, se desperdicia parte de lo que usted pagó. Revisamos los ductos cuando vamos a cotizar. Los que tienen más de 15 años muchas veces conviene cambiarlos junto con el equipo; si están en buen estado, puede bastar con una [limpieza de ductos](page:ductCleaning).

## Garantías

- **1 año de garantía en la mano de obra** de la instalación.
- **De 5 a 10 años** de garantía del fabricante en las piezas, según la marca y el modelo.

## Precio y financiamiento

El precio depende del tamaño, de la eficiencia y de si hay que arreglar los ductos, el serpentín interior o la instalación eléctrica. Damos {quotePromise}, por escrito, después de ver su casa. Ofrecemos financiamiento: vea [garantías y financiamiento](page:guaranteesFinancing) o pregúntele al técnico.

## Cuide su inversión

Una afinación cada año mantiene eficiente el equipo nuevo y detecta a tiempo los problemas pequeños. Nuestro [mantenimiento de aire acondicionado](page:acMaintenance) revisa 22 puntos en una visita de 60 a 90 minutos, y el filtro se cambia cada 1 a 3 meses. ¿Ya está pensando en un equipo nuevo? [Llámenos](tel:): damos {quotePromise}.`,
  ),
  faqs: faqs.map((faq) => ref(faq._id, faq._id)),
  related: (["acMaintenance", "heatPump", "ductCleaning", "thermostatDuctless"] as const).map(
    (id) => ref(serviceDocId(id), id),
  ),
  form: {
    _type: "leadFormCopy",
    title: l("Request an AC Installation Quote", "Pida su cotización de aire nuevo"),
    description: p(
      "Tell us about your home and your current system. We will set up a visit, and we give {quotePromise} in writing.",
      "Cuéntenos de su casa y del equipo que tiene ahora. Le agendamos una visita y damos {quotePromise}, por escrito.",
    ),
    submitLabel: l("Request a Quote", "Solicitar cotización"),
    successMessage: serviceFormSuccess,
  },
  formService: l("AC Installation", "Instalación de aire acondicionado"),
  seo: {
    _type: "seo",
    title: l(
      "AC Installation San Antonio | 16 SEER (15.2 SEER2)",
      "Instalación de aire en San Antonio | 16 SEER (15.2 SEER2)",
    ),
    description: p(
      "New central air sized for your home, installed in 1-2 days. 16 SEER (15.2 SEER2) recommended, 1-year labor warranty, {quotePromise}.",
      "Aire central nuevo a su medida; la instalación tarda de 1 a 2 días. Recomendamos 16 SEER (15.2 SEER2); 1 año de garantía en mano de obra y {quotePromise}.",
    ),
  },
});

export default [page, ...faqs];
