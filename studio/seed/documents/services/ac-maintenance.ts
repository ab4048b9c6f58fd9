import type { Faq, ServicePage } from "@hvac/content";
import { seed } from "../../lib/define";
import { serviceFormSuccess } from "../../lib/lead-form";
import { serviceDocId, starterService } from "../../lib/starter-services";
import { illustration, keyed, l, p, ref, rich } from "../../lib/values";

const faqs = [
  seed<Faq>({
    _id: "faq-ac-maintenance-cost",
    _type: "faq",
    question: l("How much does an AC tune-up cost?", "¿Cuánto cuesta una afinación del aire?"),
    answer: p(
      "A tune-up costs $79 to $150, depending on the size and type of your system. You know the price before we start. Maintenance plans start at $199 a year and include priority scheduling when you call us.",
      "Una afinación cuesta de $79 a $150, según el tamaño y el tipo de su equipo. Usted sabe el precio antes de que empecemos. Los planes de mantenimiento empiezan en $199 al año e incluyen citas prioritarias cuando nos llama.",
    ),
  }),
  seed<Faq>({
    _id: "faq-ac-maintenance-how-often",
    _type: "faq",
    question: l(
      "How often should my AC be serviced?",
      "¿Cada cuánto se le debe dar mantenimiento al aire?",
    ),
    answer: p(
      "Once a year, in the spring, before the first hot spell. A heat pump works all year, so it should be checked twice: in the spring for cooling and in the fall for heating.",
      "Una vez al año, en la primavera, antes de que empiece el calor fuerte. Una bomba de calor trabaja todo el año, así que conviene revisarla dos veces: en primavera para el aire y en otoño para la calefacción.",
    ),
  }),
  seed<Faq>({
    _id: "faq-ac-maintenance-included",
    _type: "faq",
    question: l(
      "What does the 22-point inspection include?",
      "¿Qué incluye la inspección de 22 puntos?",
    ),
    answer: p(
      "We clean the outdoor coil, check the indoor coil, measure refrigerant pressures and the cooling temperature, test capacitors and the contactor, tighten electrical connections, check both fan motors, flush the drain line and run the system through a full cycle. You get the results in writing.",
      "Lavamos el serpentín exterior, revisamos el serpentín interior, medimos las presiones del refrigerante y la temperatura del aire frío, probamos los capacitores y el contactor, apretamos las conexiones eléctricas, revisamos los dos motores de ventilador, destapamos el drenaje y ponemos el equipo a trabajar un ciclo completo. Le dejamos los resultados por escrito.",
    ),
  }),
  seed<Faq>({
    _id: "faq-ac-maintenance-duration",
    _type: "faq",
    question: l("How long does a tune-up take?", "¿Cuánto dura una afinación?"),
    answer: p(
      "60 to 90 minutes for most homes. The AC is off only while we work on it, and we test it running before we leave.",
      "De 60 a 90 minutos en la mayoría de las casas. El aire solo se apaga mientras lo trabajamos, y lo probamos funcionando antes de irnos.",
    ),
  }),
  seed<Faq>({
    _id: "faq-ac-maintenance-plan",
    _type: "faq",
    question: l("Is a maintenance plan worth it?", "¿Vale la pena un plan de mantenimiento?"),
    answer: p(
      "For most homes, yes: a yearly tune-up finds worn parts before they fail in the middle of summer, and a plan makes it a habit. AC plans start at $199 a year, and plan members get priority scheduling when they call us, which counts most when a heat wave has everyone calling. Visits booked online are first come, first served for everyone.",
      "En la mayoría de las casas, sí: la afinación de cada año encuentra las piezas gastadas antes de que fallen en pleno verano, y con un plan se vuelve costumbre. Los planes de aire empiezan en $199 al año, y los clientes con plan tienen citas prioritarias cuando nos llaman, lo que cuenta más cuando una ola de calor tiene a todo mundo llamando. Las visitas que se agendan en línea son por orden de llegada para todos.",
    ),
  }),
];

const page = seed<ServicePage>({
  ...starterService("acMaintenance"),
  layout: "full",
  card: {
    _type: "serviceCard",
    icon: "calendar",
    title: l("AC Maintenance", "Mantenimiento de aire acondicionado"),
    summary: p(
      "A 22-point tune-up in 60 to 90 minutes, $79 to $150, that finds problems before summer does.",
      "Una afinación de 22 puntos que tarda de 60 a 90 minutos, cuesta de $79 a $150 y encuentra las fallas antes que el verano.",
    ),
  },
  hero: {
    _type: "hero",
    heading: l(
      "AC Maintenance and Tune-Ups in San Antonio",
      "Mantenimiento y afinación de aire acondicionado en San Antonio",
    ),
    subtitle: p(
      "Our 22-point inspection takes 60 to 90 minutes and costs $79 to $150. Plans start at $199 a year and put you first in line when the heat hits.",
      "Nuestra inspección de 22 puntos dura de 60 a 90 minutos y cuesta de $79 a $150. Los planes empiezan en $199 al año y le dan prioridad en las citas cuando aprieta el calor.",
    ),
    ctaText: l("Call to Book a Tune-Up", "Llame para agendar su afinación"),
    image: illustration(
      "technician-tools.svg",
      "A technician's refrigerant gauges and toolbox, ready for a tune-up",
      "Los manómetros y la caja de herramientas de un técnico, listos para una afinación",
    ),
  },
  features: keyed("feature", [
    {
      _type: "feature" as const,
      icon: "check",
      title: l("22-Point Inspection", "Inspección de 22 puntos"),
      description: p(
        "Coils, refrigerant, electrical parts, drain and airflow: every point checked and written down.",
        "Serpentines, refrigerante, partes eléctricas, drenaje y flujo de aire: revisamos cada punto y se lo dejamos por escrito.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "clock",
      title: l("60 to 90 Minutes", "De 60 a 90 minutos"),
      description: p(
        "Most visits are done in 60 to 90 minutes, and we test the system running before we go.",
        "Casi todas las visitas tardan de 60 a 90 minutos, y probamos el equipo funcionando antes de irnos.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "dollar",
      title: l("$79 to $150 per Visit", "De $79 a $150 por visita"),
      description: p(
        "A clear price before we start, set by the size and type of your system.",
        "Un precio claro antes de empezar, según el tamaño y el tipo de su equipo.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "calendar",
      title: l("Plans from $199 a Year", "Planes desde $199 al año"),
      description: p(
        "Plan members get priority scheduling when they call us, which counts most when every AC in town is working overtime.",
        "Los clientes con plan tienen citas prioritarias cuando nos llaman, lo que cuenta más cuando todos los aires de la ciudad trabajan de más.",
      ),
    },
  ]),
  intro: rich(
    `In San Antonio an air conditioner can run from April into October, often without a break. That much work wears parts out. A spring tune-up finds the weak capacitor, the low refrigerant or the clogged drain while it is still a small fix, not a breakdown on the hottest night of the year.

Our 22-point AC inspection takes 60 to 90 minutes and costs $79 to $150. The technician cleans, tests and adjusts the system, then shows you what was found, in writing, before recommending any repair.`,
    `En San Antonio el aire puede trabajar de abril a octubre, muchas veces sin descanso. Tanto trabajo desgasta las piezas. Una afinación en primavera encuentra el capacitor débil, el refrigerante bajo o el drenaje tapado cuando todavía son un arreglo pequeño, y no una descompostura en la noche más calurosa del año.

Nuestra inspección de aire de 22 puntos dura de 60 a 90 minutos y cuesta de $79 a $150. El técnico limpia, revisa y ajusta el equipo, y luego le enseña por escrito lo que encontró antes de recomendarle cualquier reparación.`,
  ),
  imageBlocks: keyed("block", [
    {
      _type: "imageBlock" as const,
      title: l("What the Tune-Up Covers", "Qué revisamos en la afinación"),
      body: rich(
        `The 22 points cover the whole system, outside and in:

- **Outdoor unit:** coil washed, fins straightened, fan motor, capacitors and contactor tested
- **Refrigerant:** pressures measured and lines checked for leaks
- **Indoor unit:** evaporator coil, blower motor and filter checked
- **Drain:** condensate line flushed, pan and overflow switch checked
- **Electrical and controls:** connections tightened, amp draw measured, thermostat calibrated`,
        `Los 22 puntos cubren todo el equipo, por fuera y por dentro:

- **Unidad exterior:** lavado del serpentín, aletas enderezadas, prueba del motor del ventilador, los capacitores y el contactor
- **Refrigerante:** medición de presiones y revisión de fugas en las líneas
- **Unidad interior:** revisión del serpentín evaporador, el motor del ventilador y el filtro
- **Drenaje:** limpieza de la línea de condensado y revisión de la charola y el interruptor de derrame
- **Parte eléctrica y controles:** conexiones apretadas, medición del amperaje y calibración del termostato`,
      ),
      image: illustration(
        "outdoor-condenser.svg",
        "The outdoor half of a central air system, with its coil and fan",
        "La parte exterior de un aire central, con su serpentín y su ventilador",
      ),
      imageSide: "right" as const,
    },
    {
      _type: "imageBlock" as const,
      title: l("The Filter: Your Part of the Job", "El filtro: lo que le toca a usted"),
      body: rich(
        `A clogged filter is the most common cause of frozen coils and high bills, and it is the one thing you can fix yourself.

- Change standard filters every 1 to 3 months
- Check monthly in summer, and more often with pets or during pollen season
- Use the size printed on the old filter's frame, with the arrow pointing toward the unit

Not sure which filter fits? The technician writes the size on your tune-up report.`,
        `Un filtro tapado es la causa más común de serpentines congelados y recibos altos, y es lo único que usted puede arreglar solo.

- Cambie los filtros normales cada 1 a 3 meses
- Revíselo cada mes en verano, y más seguido si tiene mascotas o en temporada de polen
- Use la medida que viene impresa en el marco del filtro viejo, con la flecha apuntando hacia el equipo

¿No sabe qué filtro le queda? El técnico le anota la medida en el reporte de la afinación.`,
      ),
      image: illustration(
        "air-filter.svg",
        "A pleated air filter catching dust, next to an air purifier",
        "Un filtro de aire plisado que atrapa el polvo, junto a un purificador de aire",
      ),
      imageSide: "left" as const,
    },
  ]),
  callBands: keyed("band", [
    {
      _type: "callBand" as const,
      title: l("Beat the Summer Rush", "Adelántese al calor"),
      text: p(
        "Book your tune-up before the first 100-degree week. Plan members get priority scheduling when they call.",
        "Haga su cita antes de la primera semana de 100 grados. Los clientes con plan tienen citas prioritarias cuando nos llaman.",
      ),
      ctaText: l("Call to Schedule", "Llame para hacer su cita"),
    },
    {
      _type: "callBand" as const,
      title: l("AC Already Acting Up?", "¿Su aire ya está fallando?"),
      text: p(
        "If it is blowing warm air or leaking water, skip the tune-up and call for a repair. We answer {hoursShort}.",
        "Si ya echa aire tibio o está goteando agua, no espere la afinación: llame para una reparación. Contestamos {hoursShort}.",
      ),
      ctaText: l("Call for AC Repair", "Llame para reparar su aire"),
      emergency: true,
    },
  ]),
  guideTitle: l(
    "The Complete Guide to AC Maintenance in San Antonio",
    "Guía completa de mantenimiento de aire en San Antonio",
  ),
  guide: rich(
    `## Why Maintenance Matters More in South Texas

Months of 90- and 100-degree days keep a San Antonio compressor and its fans running almost nonstop. The parts that fail first (capacitors, contactors, fan motors) rarely die without warning: a weak capacitor reads low on a meter weeks before it quits, and a worn contactor shows pitting long before it sticks. Meanwhile the outdoor coil collects a season of dust, grass clippings and pollen, and every layer makes the system run hotter and longer for the same cooling.

A yearly tune-up does three things: it keeps the system at its rated efficiency, it catches worn parts before they fail on a holiday weekend, and it gives you a written record of the system's condition when it is time to decide between repairing and replacing.

## The 22 Points We Check

1. Thermostat settings and calibration
2. Air filter condition and size
3. Evaporator coil, inspected and cleaned where reachable
4. Condenser coil, washed
5. Condenser fins straightened and debris cleared
6. Refrigerant pressures
7. Refrigerant lines, for leaks and worn insulation
8. Temperature drop across the indoor coil
9. Run capacitors, tested
10. Contactor, inspected for pitting and burn marks
11. Electrical connections, tightened
12. Compressor voltage and amp draw
13. Condenser fan motor and blade
14. Indoor blower motor and wheel
15. Motor lubrication, where the design allows it
16. Condensate drain line, flushed
17. Drain pan and overflow switch
18. Outdoor disconnect and wiring
19. Outdoor unit level and clear of grass and shrubs
20. Accessible ductwork and connections
21. Airflow at the supply and return vents
22. Safety controls, and a full cooling cycle from start to shutdown

## How Long It Takes and What It Costs

Most tune-ups take 60 to 90 minutes and cost $79 to $150, depending on the size and type of the system. We tell you the price before we start. If the technician finds something that needs repair, you get a written price and you decide; nothing is fixed without your OK.

## Maintenance Plans

AC maintenance plans start at $199 a year. A plan turns the yearly tune-up into a routine, and plan members get priority scheduling all year when they call us, which counts most when the first heat wave sends everyone to the phone. Visits booked online are first come, first served. Ask us which plan fits your system when you call.

## What You Can Do Between Visits

- Change the filter every 1 to 3 months, and check it monthly during the summer.
- Keep two feet of open space around the outdoor unit. Trim shrubs and do not stack anything against it.
- Switch the power off at the disconnect box beside the outdoor unit, then rinse loose grass and dirt off the coil with a garden hose, spraying gently from the outside. Never use a pressure washer.
- Keep supply and return vents open and free of furniture.
- If your indoor unit has a drain line cleanout, a cup of white vinegar poured in every few months helps keep algae from clogging it.

## Signs You Should Not Wait for the Tune-Up

Some problems cannot wait for a scheduled visit. Call for a [repair](page:acRepair) if you notice warm air from the vents, ice on the copper lines, water around the indoor unit, a breaker that keeps tripping, or new grinding or squealing noises. Running a system in that state can turn a small repair into a compressor replacement.

## Is Your System Near the End?

A tune-up is also a good time to ask about age. If your AC is over 10 years old and a repair would cost more than half the price of a new system, replacement usually makes more sense. Since 2023, a new central air conditioner installed in Texas must be at least 15 SEER (14.3 SEER2), or 14.5 SEER (13.8 SEER2) from 45,000 BTU/h up, and we recommend 16 SEER (15.2 SEER2) or higher for our summers. Your R-410A system can still be serviced; new systems use A2L refrigerants (R-454B or R-32). See [AC installation](page:acInstallation) for what a replacement involves.

## Don't Forget the Heating Side

The same care keeps your furnace or heat pump ready for the first cold front. Our 18-point [heating maintenance](page:heatingMaintenance) visit is best done in the fall. Heat pumps run all year and should be checked in both seasons; see [heat pump service](page:heatPump). To book your AC tune-up, [call us](tel:) or send the form below.`,
    `## Por qué el mantenimiento importa más en el sur de Texas

Con meses de días de 90 y 100 grados, el compresor y los ventiladores de un aire en San Antonio trabajan casi sin parar. Las piezas que fallan primero (capacitores, contactores, motores de ventilador) casi nunca se descomponen sin avisar: un capacitor débil marca bajo en el medidor semanas antes de fallar, y un contactor gastado se ve picado mucho antes de pegarse. Mientras tanto, el serpentín de afuera junta una temporada entera de polvo, pasto y polen, y cada capa hace que el equipo trabaje más tiempo y más caliente para enfriar lo mismo.

Una afinación cada año hace tres cosas: mantiene el equipo en la eficiencia para la que fue diseñado, detecta las piezas gastadas antes de que fallen en un fin de semana largo y le deja un registro por escrito del estado del equipo para cuando tenga que decidir entre reparar o reemplazar.

## Los 22 puntos que revisamos

1. Programación y calibración del termostato
2. Estado y medida del filtro
3. Serpentín evaporador, revisado y limpio donde se alcanza
4. Serpentín condensador, lavado
5. Aletas del condensador enderezadas y sin basura
6. Presiones del refrigerante
7. Líneas de refrigerante, sin fugas y con el aislante en buen estado
8. Diferencia de temperatura en el serpentín interior
9. Capacitores, probados
10. Contactor, revisado por desgaste y quemaduras
11. Conexiones eléctricas, apretadas
12. Voltaje y amperaje del compresor
13. Motor y aspa del ventilador del condensador
14. Motor y rueda del ventilador interior
15. Lubricación de motores, donde el diseño lo permite
16. Línea de drenaje del condensado, destapada
17. Charola de drenaje e interruptor de derrame
18. Interruptor de desconexión exterior y cableado
19. Unidad exterior nivelada y libre de pasto y arbustos
20. Ductos y conexiones que se alcanzan a revisar
21. Flujo de aire en las rejillas de salida y de retorno
22. Controles de seguridad, y un ciclo completo de enfriamiento de principio a fin

## Cuánto dura y cuánto cuesta

La mayoría de las afinaciones duran de 60 a 90 minutos y cuestan de $79 a $150, según el tamaño y el tipo de equipo. Le decimos el precio antes de empezar. Si el técnico encuentra algo que necesita reparación, le da el precio por escrito y usted decide; no arreglamos nada sin su autorización.

## Planes de mantenimiento

Los planes de mantenimiento de aire empiezan en $199 al año. Con un plan, la afinación de cada año se vuelve costumbre, y los clientes con plan tienen citas prioritarias todo el año cuando nos llaman, lo que cuenta más cuando llega la primera ola de calor y todos están llamando. Las visitas que se agendan en línea son por orden de llegada. Cuando nos llame, pregunte qué plan le conviene a su equipo.

## Lo que usted puede hacer entre visitas

- Cambie el filtro cada 1 a 3 meses, y revíselo cada mes en verano.
- Deje dos pies de espacio libre alrededor de la unidad de afuera. Pode los arbustos y no recargue nada contra ella.
- Apague la corriente en la caja de desconexión que está junto a la unidad de afuera y luego enjuague con la manguera el pasto y la tierra del serpentín, con poca presión y desde afuera. Nunca use una hidrolavadora.
- Mantenga las rejillas de salida y de retorno abiertas y sin muebles enfrente.
- Si la línea de drenaje de la unidad interior tiene tapón de limpieza, échele una taza de vinagre blanco cada pocos meses para que no se tape con lama.

## Señales de que no debe esperar la afinación

Hay problemas que no pueden esperar a la cita. Llame para una [reparación](page:acRepair) si nota aire tibio en las rejillas, hielo en las líneas de cobre, agua alrededor de la unidad interior, un breaker que se bota una y otra vez, o ruidos nuevos de rechinido o de metal contra metal. Hacer trabajar el equipo así puede convertir una reparación pequeña en un cambio de compresor.

## ¿Su equipo ya está viejo?

La afinación también es buen momento para hablar de la edad del equipo. Si su aire tiene más de 10 años y la reparación costaría más de la mitad de un equipo nuevo, casi siempre conviene más reemplazarlo. Desde 2023, un aire central nuevo instalado en Texas debe tener por lo menos 15 SEER (14.3 SEER2), o 14.5 SEER (13.8 SEER2) de 45,000 BTU/h para arriba, y para nuestros veranos recomendamos 16 SEER (15.2 SEER2) o más. A su equipo de R-410A le podemos seguir dando servicio; los equipos nuevos usan refrigerantes A2L (R-454B o R-32). En nuestra página de [instalación de aire acondicionado](page:acInstallation) le explicamos lo que implica un reemplazo.

## No se olvide de la calefacción

El mismo cuidado deja listo su horno o su bomba de calor para el primer norte. La visita de [mantenimiento de calefacción](page:heatingMaintenance), de 18 puntos, conviene hacerla en otoño. Las bombas de calor trabajan todo el año y se revisan en las dos temporadas; vea [servicio de bomba de calor](page:heatPump). Para agendar la afinación de su aire, [llámenos](tel:) o mándenos el formulario de abajo.`,
  ),
  faqs: faqs.map((faq) => ref(faq._id, faq._id)),
  related: (["acRepair", "heatingMaintenance", "ductCleaning", "indoorAirQuality"] as const).map(
    (id) => ref(serviceDocId(id), id),
  ),
  form: {
    _type: "leadFormCopy",
    title: l("Schedule Your AC Tune-Up", "Agende la afinación de su aire"),
    description: p(
      "Tell us where you are and the best time to reach you. We will set a date for your 22-point inspection.",
      "Díganos dónde vive y a qué hora le conviene que le llamemos. Le damos fecha para su inspección de 22 puntos.",
    ),
    submitLabel: l("Request a Tune-Up", "Solicitar afinación"),
    successMessage: serviceFormSuccess,
  },
  formService: l("AC Maintenance", "Mantenimiento de aire acondicionado"),
  priceRange: { low: 79, high: 150, validFrom: "2025-01-01" },
  seo: {
    _type: "seo",
    title: l(
      "AC Maintenance San Antonio | 22-Point Tune-Up",
      "Mantenimiento de aire en San Antonio | 22 puntos",
    ),
    description: p(
      "22-point AC tune-up in 60-90 minutes for $79-$150. Maintenance plans from $199/year with priority scheduling. Call to book.",
      "Afinación de aire de 22 puntos, de 60 a 90 minutos, por $79-$150. Planes desde $199 al año con citas prioritarias. Llame para agendar.",
    ),
  },
});

export default [page, ...faqs];
