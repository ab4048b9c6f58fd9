import type { ComparisonTable, Faq, ServicePage } from "@hvac/content";
import { seed } from "../../lib/define";
import { serviceFormSuccess } from "../../lib/lead-form";
import { serviceDocId, starterService } from "../../lib/starter-services";
import { illustration, keyed, l, p, ref, rich } from "../../lib/values";

const faqs = [
  seed<Faq>({
    _id: "faq-ac-repair-cost",
    _type: "faq",
    question: l(
      "How much does AC repair cost in San Antonio?",
      "¿Cuánto cuesta reparar el aire acondicionado en San Antonio?",
    ),
    answer: p(
      "Most repairs fall between $150 and $3,000. A capacitor or contactor sits at the low end; a compressor or coil at the high end. You get a written price after the diagnosis and before any work starts, so there are no surprises.",
      "La mayoría de las reparaciones cuestan entre $150 y $3,000. Un capacitor o un contactor están en el rango bajo; un compresor o un serpentín, en el alto. Usted recibe el precio por escrito después del diagnóstico y antes de empezar cualquier trabajo, para que no haya sorpresas.",
    ),
  }),
  seed<Faq>({
    _id: "faq-ac-repair-emergency",
    _type: "faq",
    question: l(
      "Do you repair air conditioners at night and on weekends?",
      "¿Reparan aires acondicionados de noche y en fines de semana?",
    ),
    answer: p(
      "Yes. {hoursText}, holidays included. For an emergency, a technician typically arrives {arrivalPromise}.",
      "Sí. {hoursText}, incluso en días festivos. En una emergencia, el técnico normalmente llega {arrivalPromise}.",
    ),
  }),
  seed<Faq>({
    _id: "faq-ac-repair-or-replace",
    _type: "faq",
    question: l(
      "Should I repair or replace my air conditioner?",
      "¿Me conviene reparar o reemplazar mi aire acondicionado?",
    ),
    answer: p(
      "Replace it when the repair would cost more than 50% of a new system and the unit is over 10 years old. A system under 10 years old with a repair under $1,000 is usually worth fixing. We show you both numbers so you can decide.",
      "Conviene reemplazarlo cuando la reparación cuesta más del 50% de un equipo nuevo y la unidad tiene más de 10 años. Un equipo de menos de 10 años con una reparación de menos de $1,000 casi siempre vale la pena arreglarlo. Le mostramos las dos cifras para que usted decida.",
    ),
  }),
  seed<Faq>({
    _id: "faq-ac-repair-warranty",
    _type: "faq",
    question: l("Is AC repair work guaranteed?", "¿La reparación del aire tiene garantía?"),
    answer: p(
      "Every repair carries a 90-day labor warranty, and replacement parts keep their manufacturer warranty. If the same problem comes back in that time, we fix it at no labor cost.",
      "Toda reparación tiene 90 días de garantía en la mano de obra, y las piezas nuevas conservan la garantía del fabricante. Si el mismo problema regresa en ese tiempo, lo arreglamos sin cobrar la mano de obra.",
    ),
  }),
  seed<Faq>({
    _id: "faq-ac-repair-signs",
    _type: "faq",
    question: l(
      "What are the signs my AC needs repair?",
      "¿Cuáles son las señales de que mi aire necesita reparación?",
    ),
    answer: p(
      "Warm air from the vents, an outdoor unit that hums but will not start, ice on the copper lines, water around the indoor unit, new rattling or grinding noises, and a power bill that jumps for no reason. Call before a small problem becomes a compressor failure.",
      "Aire tibio por las rejillas, una unidad exterior que zumba pero no arranca, hielo en las líneas de cobre, agua alrededor de la unidad interior, ruidos nuevos de golpeteo o rechinido y un recibo de luz que sube sin razón. Llame antes de que un problema pequeño termine en una falla del compresor.",
    ),
  }),
];

const repairOrReplace = seed<ComparisonTable>({
  _id: "comparison-repair-or-replace",
  _type: "comparisonTable",
  title: l("Repair or Replace?", "¿Reparar o reemplazar?"),
  caption: p(
    "Two numbers decide most cases: the age of the system and the price of the repair.",
    "Dos cifras deciden casi todos los casos: la edad del equipo y el precio de la reparación.",
  ),
  firstColumn: l("Repair", "Reparar"),
  secondColumn: l("Replace", "Reemplazar"),
  rows: keyed("row", [
    {
      _type: "comparisonRow" as const,
      label: l("Age of the system", "Edad del equipo"),
      first: { kind: "text" as const, text: l("Under 10 years", "Menos de 10 años") },
      second: { kind: "text" as const, text: l("Over 10-15 years", "10 a 15 años o más") },
    },
    {
      _type: "comparisonRow" as const,
      label: l("Cost of the repair", "Costo de la reparación"),
      first: { kind: "text" as const, text: l("Under $1,000", "Menos de $1,000") },
      second: { kind: "text" as const, text: l("Over $1,500", "Más de $1,500") },
    },
    {
      _type: "comparisonRow" as const,
      label: l(
        "Repair over 50% of a new system",
        "La reparación cuesta más del 50% de un equipo nuevo",
      ),
      first: { kind: "no" as const },
      second: { kind: "yes" as const },
    },
    {
      _type: "comparisonRow" as const,
      label: l("Lower monthly power bills", "Recibos de luz más bajos"),
      first: { kind: "no" as const },
      second: { kind: "yes" as const },
    },
    {
      _type: "comparisonRow" as const,
      label: l("Lowest cost today", "Menor costo hoy"),
      first: { kind: "yes" as const },
      second: { kind: "no" as const },
    },
  ]),
});

const page = seed<ServicePage>({
  ...starterService("acRepair"),
  layout: "full",
  card: {
    _type: "serviceCard",
    icon: "wrench",
    title: l("AC Repair", "Reparación de aire acondicionado"),
    summary: p(
      "Fast diagnosis and repair of any central air system, {hoursShort}, with a written price before we start.",
      "Diagnóstico y reparación rápida de cualquier aire central, {hoursShort}, con precio por escrito antes de empezar.",
    ),
  },
  hero: {
    _type: "hero",
    heading: l(
      "AC Repair in San Antonio, {hoursShort}",
      "Reparación de aire acondicionado en San Antonio, {hoursShort}",
    ),
    subtitle: p(
      "When your AC quits in a South Texas summer, a technician working under our Texas license is on the way, typically at your door {arrivalPromise}, with a written price before any work and a 90-day labor warranty on every repair.",
      "Cuando su aire se descompone en pleno verano del sur de Texas, un técnico que trabaja bajo nuestra licencia de Texas va en camino. Normalmente llegamos {arrivalPromise}, le damos el precio por escrito antes de trabajar y cada reparación tiene 90 días de garantía en la mano de obra.",
    ),
    ctaText: l("Call Now for AC Repair", "Llame ahora para reparar su aire"),
    image: illustration(
      "outdoor-condenser.svg",
      "An outdoor air-conditioning condenser beside a house",
      "Una unidad condensadora de aire acondicionado junto a una casa",
    ),
  },
  features: keyed("feature", [
    {
      _type: "feature" as const,
      icon: "clock",
      title: l("{hoursShort} Emergency Repair", "Reparación de emergencia {hoursShort}"),
      description: p(
        "We answer day and night, weekends and holidays. A technician typically arrives {arrivalPromise}.",
        "Contestamos de día y de noche, fines de semana y días festivos. El técnico normalmente llega {arrivalPromise}.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "dollar",
      title: l("Price Before Work", "Precio antes de trabajar"),
      description: p(
        "You approve a written estimate after the diagnosis. No work starts without your OK.",
        "Usted aprueba una cotización por escrito después del diagnóstico. No empezamos sin su autorización.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "shield",
      title: l("90-Day Labor Warranty", "Garantía de 90 días en mano de obra"),
      description: p(
        "Every repair is backed for 90 days on labor; parts keep their manufacturer warranty.",
        "Cada reparación tiene 90 días de garantía en la mano de obra; las piezas conservan la garantía del fabricante.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "truck",
      title: l("Stocked Trucks", "Camionetas bien surtidas"),
      description: p(
        "Capacitors, contactors, motors and refrigerant ride with us, so most repairs finish on the first visit.",
        "Llevamos capacitores, contactores, motores y refrigerante, así que casi todas las reparaciones quedan listas en la primera visita.",
      ),
    },
  ]),
  intro: rich(
    `An air conditioner rarely fails on a mild day. It fails in July, at 9 p.m., with the house at 88 degrees. That is why our trucks carry the parts that fail most often in the San Antonio heat, and why we keep these hours: {hoursText}.

Our technicians work under our Texas license, {licence}, and repair every major brand of central air conditioner and heat pump. We find the cause, explain it in plain words, give you a written price, and fix it only after you say yes.`,
    `Un aire acondicionado casi nunca falla en un día templado. Falla en julio, a las 9 de la noche, con la casa a 88 grados. Por eso llevamos en las camionetas las piezas que más fallan con el calor de San Antonio, y por eso nuestro horario es: {hoursText}.

Nuestros técnicos trabajan bajo nuestra licencia de Texas, {licence}, y reparan aires centrales y bombas de calor de todas las marcas principales. Encontramos la causa, se la explicamos en palabras sencillas, le damos un precio por escrito y reparamos solo cuando usted dice que sí.`,
  ),
  imageBlocks: keyed("block", [
    {
      _type: "imageBlock" as const,
      title: l("What We Fix Most Often", "Lo que más reparamos"),
      body: rich(
        `In South Texas heat, a handful of parts cause most breakdowns:

- Capacitors and contactors that burn out after weeks of nonstop running
- Refrigerant leaks in coils and copper lines
- Frozen evaporator coils from dirty filters or low airflow
- Clogged condensate drains that leak water into ceilings
- Blower and condenser fan motors
- Compressors that will not start`,
        `Con el calor del sur de Texas, unas cuantas piezas causan casi todas las fallas:

- Capacitores y contactores que se queman después de semanas trabajando sin parar
- Fugas de refrigerante en serpentines y líneas de cobre
- Serpentines evaporadores congelados por filtros sucios o poco flujo de aire
- Drenajes de condensado tapados que gotean agua en los techos
- Motores del ventilador interior y del condensador
- Compresores que no arrancan`,
      ),
      image: illustration(
        "outdoor-condenser.svg",
        "An outdoor condenser unit with its fan on top",
        "Una unidad condensadora exterior con su ventilador arriba",
      ),
      imageSide: "right" as const,
    },
    {
      _type: "imageBlock" as const,
      title: l("How a Repair Visit Works", "Cómo es una visita de reparación"),
      body: rich(
        `1. You call, day or night, and we schedule the first available technician.
2. The technician tests the whole system, not just the part that failed.
3. You get a written price and our honest advice: repair or replace.
4. We repair it, test it and clean up before we leave.`,
        `1. Usted llama, de día o de noche, y le asignamos el primer técnico disponible.
2. El técnico revisa todo el sistema, no solo la pieza que falló.
3. Usted recibe un precio por escrito y nuestro consejo honesto: reparar o reemplazar.
4. Reparamos, probamos el equipo y limpiamos antes de irnos.`,
      ),
      image: illustration(
        "thermostat.svg",
        "A wall thermostat showing the cooling setting",
        "Un termostato de pared en modo de enfriamiento",
      ),
      imageSide: "left" as const,
    },
  ]),
  callBands: keyed("band", [
    {
      _type: "callBand" as const,
      title: l("AC Down in This Heat?", "¿Se descompuso el aire con este calor?"),
      text: p(
        "Call now. A technician can typically be at your door {arrivalPromise}.",
        "Llame ahora. Un técnico normalmente puede llegar a su puerta {arrivalPromise}.",
      ),
      ctaText: l("Call for Emergency Repair", "Llame para reparación de emergencia"),
      emergency: true,
    },
    {
      _type: "callBand" as const,
      title: l("Not Sure Whether to Repair or Replace?", "¿No sabe si reparar o reemplazar?"),
      text: p(
        "We will give you both prices and an honest recommendation, with {quotePromise}.",
        "Le damos los dos precios y una recomendación honesta, con {quotePromise}.",
      ),
      ctaText: l("Call for a Quote", "Llame para pedir su cotización"),
    },
  ]),
  comparison: ref(repairOrReplace._id),
  guideTitle: l(
    "The Complete Guide to AC Repair in San Antonio",
    "Guía completa para reparar su aire en San Antonio",
  ),
  guide: rich(
    `## Why Air Conditioners Fail in South Texas

A central air conditioner in San Antonio runs many more hours a year than one in a northern city. Long stretches of 100-degree days keep the compressor and fans running almost without rest, and that wears out the electrical parts first. Dust, pollen and cottonwood fluff clog filters and coils, which makes the system work even harder.

Most breakdowns come from a small list of causes: a failed capacitor, a burnt contactor, a refrigerant leak, a frozen coil, a clogged drain line or a worn fan motor. Each has clear signs, and most can be fixed in one visit.

## Signs Your AC Needs Repair

- The vents blow warm or barely cool air
- The outdoor unit hums but the fan does not spin
- Ice forms on the copper lines or the indoor coil
- Water collects around the indoor unit or stains the ceiling
- The system turns on and off every few minutes
- New noises: clicking, rattling, grinding or squealing
- The power bill jumps without a change in how you use the AC

If you see ice, turn the system off and switch the fan to ON to thaw it; running a frozen system can damage the compressor.

## What You Can Check Before You Call

1. Make sure the thermostat is set to COOL and a few degrees below room temperature.
2. Replace the air filter if it is dirty. Filters should be changed every 1 to 3 months.
3. Check the breakers for the indoor and outdoor units.
4. Look at the outdoor unit: clear away grass, leaves and anything within two feet of it.

If none of that brings back cold air, call us. Do not open electrical panels or add refrigerant yourself: both are dangerous, and refrigerant may only be handled by a technician with EPA Section 608 certification.

## The Repairs We Make Most Often

- **Capacitor.** The capacitor gives the compressor and fan motors the kick they need to start. Heat wears it down, and a weak one is the most common reason an outdoor unit hums but will not start. It is one of the quickest and least expensive repairs.
- **Contactor.** This switch in the outdoor unit turns the compressor on and off when the thermostat calls. Its contacts pit and burn after years of cycling; when it sticks, the unit will not start, or will not stop.
- **Refrigerant leak.** Refrigerant does not get used up. A low charge means a leak, and adding refrigerant without finding it only buys a few weeks. We find the leak, repair it when it can be repaired, and charge the system to the manufacturer's specification.
- **Frozen coil.** Usually a symptom, not the cause: a dirty filter, a weak blower or low refrigerant lets the indoor coil get cold enough to ice over. We thaw it, fix the cause and check the airflow.
- **Clogged drain line.** On a humid day your AC pulls gallons of water out of the air. When algae clogs the drain, that water backs up into the pan, trips the safety switch or leaks into the ceiling. We clear the line and check the pan and the switch.
- **Fan motors.** The outdoor fan and the indoor blower run every hour the system runs. A motor that overheats, squeals or spins slowly gets replaced before it takes other parts down with it.
- **Compressor.** The heart of the system and the most expensive repair. On an older unit, a failed compressor is often the moment to weigh a replacement.

## When It Is an Emergency

We answer {hoursShort}. For an emergency, such as no cooling in extreme heat, water leaking from the AC or a breaker that keeps tripping, a technician typically arrives {arrivalPromise}. Our [emergency service](page:emergency) page lists the other signs that should not wait until morning.

## What a Repair Costs

Most AC repairs in our area cost between $150 and $3,000. Small electrical parts like capacitors and contactors are at the low end. Refrigerant leak repairs, fan motors and coils are in the middle. A compressor replacement is at the high end. We always give you the price in writing after the diagnosis and before any work begins.

## Repair or Replace: The 50% Rule

Two numbers decide most cases. If a repair would cost more than 50% of a new system and your unit is over 10 years old, replacing it is usually the better investment. As a simple guide:

- **Repair** when the system is under 10 years old and the repair is under $1,000.
- **Replace** when the system is over 10 to 15 years old and the repair is over $1,500.

Since 2023, a new central air conditioner installed in Texas must be rated at least 15 SEER (14.3 SEER2), or 14.5 SEER (13.8 SEER2) for systems of 45,000 BTU/h and up, and we recommend 16 SEER (15.2 SEER2) or higher for our climate. An R-410A system can still be repaired and recharged; a new one uses an A2L refrigerant (R-454B or R-32) and needs a matching indoor coil. See our [AC installation](page:acInstallation) page for what a replacement involves.

## Our Warranty

Every repair carries a 90-day labor warranty. Parts we install keep their manufacturer warranty. If the same problem returns within 90 days, we fix it at no labor cost.

## How to Avoid the Next Breakdown

Most of the failures above are caught early by a yearly tune-up. Our 22-point AC inspection cleans the coils, tests the capacitor and refrigerant charge, clears the drain line and tightens electrical connections. Learn more on our [AC maintenance](page:acMaintenance) page, or [call us](tel:) to schedule.`,
    `## Por qué fallan los aires acondicionados en el sur de Texas

Un aire central en San Antonio trabaja muchas más horas al año que uno en una ciudad del norte. Las rachas de días a 100 grados mantienen el compresor y los ventiladores funcionando casi sin descanso, y eso desgasta primero las piezas eléctricas. El polvo, el polen y la pelusa de los álamos tapan los filtros y los serpentines, y el equipo tiene que esforzarse todavía más.

Casi todas las fallas vienen de una lista corta de causas: un capacitor dañado, un contactor quemado, una fuga de refrigerante, un serpentín congelado, un drenaje tapado o un motor de ventilador gastado. Cada una da señales claras, y la mayoría se arregla en una sola visita.

## Señales de que su aire necesita reparación

- Las rejillas echan aire tibio o apenas fresco
- La unidad exterior zumba pero el ventilador no gira
- Se forma hielo en las líneas de cobre o en el serpentín interior
- Se junta agua alrededor de la unidad interior o aparecen manchas en el techo
- El equipo prende y se apaga cada pocos minutos
- Ruidos nuevos: clics, golpeteos, rechinidos o chillidos
- El recibo de luz sube sin que usted use el aire de otra manera

Si ve hielo, apague el equipo y ponga el ventilador en ON (siempre prendido) para que se descongele; hacer funcionar un equipo congelado puede dañar el compresor.

## Lo que puede revisar antes de llamar

1. Confirme que el termostato esté en COOL (frío) y unos grados abajo de la temperatura de la casa.
2. Cambie el filtro si está sucio. Los filtros se cambian cada 1 a 3 meses.
3. Revise los interruptores (breakers) de la unidad interior y de la exterior.
4. Revise la unidad exterior: quite el pasto, las hojas y todo lo que esté a menos de dos pies.

Si nada de eso regresa el aire frío, llámenos. No abra paneles eléctricos ni le ponga refrigerante usted mismo: las dos cosas son peligrosas, y solo un técnico con la certificación 608 de la EPA puede manejar refrigerante.

## Las reparaciones que más hacemos

- **Capacitor.** El capacitor les da a los motores del compresor y del ventilador el empujón que necesitan para arrancar. El calor lo va debilitando, y un capacitor débil es la razón más común de que la unidad exterior zumbe pero no arranque. Es de las reparaciones más rápidas y económicas.
- **Contactor.** Es el interruptor de la unidad exterior que prende y apaga el compresor cuando el termostato lo pide. Con los años de uso, sus contactos se pican y se queman; cuando se pega, la unidad no arranca o no se apaga.
- **Fuga de refrigerante.** El refrigerante no se gasta. Si la carga está baja, hay una fuga, y rellenar sin encontrarla solo alcanza para unas semanas. Encontramos la fuga, la reparamos cuando tiene arreglo y cargamos el equipo según las especificaciones del fabricante.
- **Serpentín congelado.** Casi siempre es un síntoma, no la causa: un filtro sucio, un ventilador débil o poco refrigerante hacen que el serpentín interior se enfríe tanto que se cubre de hielo. Lo descongelamos, corregimos la causa y revisamos el flujo de aire.
- **Drenaje tapado.** En un día húmedo, su aire le saca galones de agua al ambiente. Cuando la lama tapa el drenaje, esa agua se regresa a la charola, bota el interruptor de seguridad o gotea en el techo. Destapamos la línea y revisamos la charola y el interruptor.
- **Motores de ventilador.** El ventilador de afuera y el de adentro trabajan todas las horas que trabaja el equipo. Un motor que se calienta de más, chilla o gira despacio se cambia antes de que dañe otras piezas.
- **Compresor.** Es el corazón del equipo y la reparación más cara. En una unidad con años, un compresor dañado muchas veces es el momento de pensar en reemplazarla.

## Cuándo es una emergencia

Contestamos {hoursShort}. En una emergencia, como quedarse sin aire con un calor extremo, agua que gotea del aire o un breaker que se bota una y otra vez, el técnico normalmente llega {arrivalPromise}. En nuestra página de [servicio de emergencia](page:emergency) encontrará las demás señales que no deben esperar hasta mañana.

## Cuánto cuesta una reparación

La mayoría de las reparaciones de aire en nuestra zona cuestan entre $150 y $3,000. Las piezas eléctricas pequeñas, como capacitores y contactores, están en el rango bajo. Las fugas de refrigerante, los motores de ventilador y los serpentines están en medio. Cambiar un compresor está en el rango alto. Siempre le damos el precio por escrito después del diagnóstico y antes de empezar.

## Reparar o reemplazar: la regla del 50%

Dos cifras deciden casi todos los casos. Si la reparación cuesta más del 50% de un equipo nuevo y su unidad tiene más de 10 años, casi siempre conviene reemplazarla. Como guía sencilla:

- **Reparar** cuando el equipo tiene menos de 10 años y la reparación cuesta menos de $1,000.
- **Reemplazar** cuando el equipo ya tiene de 10 a 15 años o más y la reparación cuesta más de $1,500.

Desde 2023, un aire central nuevo instalado en Texas debe tener como mínimo 15 SEER (14.3 SEER2), o 14.5 SEER (13.8 SEER2) si es de 45,000 BTU/h o más, y para nuestro clima recomendamos 16 SEER (15.2 SEER2) o más. Un equipo de R-410A se puede seguir reparando y recargando; uno nuevo usa un refrigerante A2L (R-454B o R-32) y necesita un serpentín interior que le corresponda. En nuestra página de [instalación de aire acondicionado](page:acInstallation) le explicamos lo que implica un reemplazo.

## Nuestra garantía

Cada reparación tiene 90 días de garantía en la mano de obra. Las piezas que instalamos conservan la garantía del fabricante. Si el mismo problema regresa en menos de 90 días, lo arreglamos sin cobrar la mano de obra.

## Cómo evitar la próxima falla

Casi todas las fallas de arriba se detectan a tiempo con una afinación anual. Nuestra inspección de aire de 22 puntos limpia los serpentines, revisa el capacitor y la carga de refrigerante, destapa el drenaje y aprieta las conexiones eléctricas. Encontrará más información en nuestra página de [mantenimiento de aire acondicionado](page:acMaintenance), o [llámenos](tel:) para hacer una cita.`,
  ),
  faqs: faqs.map((faq) => ref(faq._id, faq._id)),
  related: (["acMaintenance", "acInstallation", "heatPump", "ductCleaning"] as const).map((id) =>
    ref(serviceDocId(id), id),
  ),
  form: {
    _type: "leadFormCopy",
    title: l("Request AC Repair", "Solicite la reparación de su aire"),
    description: p(
      "Tell us what is happening and where you are. For an emergency, call us instead: it is faster.",
      "Díganos qué está pasando y dónde se encuentra. Si es una emergencia, mejor llámenos: es más rápido.",
    ),
    submitLabel: l("Request Service", "Solicitar servicio"),
    successMessage: serviceFormSuccess,
  },
  formService: l("AC Repair", "Reparación de aire acondicionado"),
  priceRange: { low: 150, high: 3000 },
  seo: {
    _type: "seo",
    title: l(
      "AC Repair San Antonio | {hoursShort} Emergency Service",
      "Reparación de aire en San Antonio | emergencias {hoursShort}",
    ),
    description: p(
      "Fast AC repair in San Antonio and nearby towns, {hoursShort}. A technician typically arrives {arrivalPromise}. Written price first, 90-day labor warranty.",
      "Reparación rápida de aire acondicionado en San Antonio, {hoursShort}. Solemos llegar {arrivalPromise}; precio por escrito y 90 días de garantía en mano de obra.",
    ),
  },
});

export default [page, repairOrReplace, ...faqs];
