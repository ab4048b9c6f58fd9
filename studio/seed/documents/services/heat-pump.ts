import type { ComparisonTable, Faq, ServicePage } from "@hvac/content";
import { seed } from "../../lib/define";
import { serviceFormSuccess } from "../../lib/lead-form";
import { serviceDocId, starterService } from "../../lib/starter-services";
import { illustration, keyed, l, p, ref, rich } from "../../lib/values";

const faqs = [
  seed<Faq>({
    _id: "faq-heat-pump-cold-weather",
    _type: "faq",
    question: l(
      "Can a heat pump keep my house warm when it's cold outside?",
      "¿Una bomba de calor sí calienta la casa cuando hace frío afuera?",
    ),
    answer: p(
      "Yes. Even at 40 degrees there is plenty of heat in the outdoor air for a heat pump to move inside. On the few nights that drop below freezing, electric backup heat strips in the indoor unit help out. San Antonio's mild winters are a good fit for heat pumps.",
      "Sí. Aun a 40 grados, el aire de afuera tiene suficiente calor para que la bomba lo meta a la casa. En las pocas noches en que hiela, unas resistencias eléctricas de respaldo en la unidad interior le ayudan. Los inviernos suaves de San Antonio le quedan muy bien a una bomba de calor.",
    ),
  }),
  seed<Faq>({
    _id: "faq-heat-pump-ice",
    _type: "faq",
    question: l(
      "Why is my heat pump covered in frost or letting off steam?",
      "¿Por qué mi bomba de calor tiene escarcha o echa vapor?",
    ),
    answer: p(
      "In winter a light frost on the outdoor coil is normal. The unit melts it off in a defrost cycle, and the steam you see is that frost turning to vapor. Call us if the unit stays covered in solid ice, if ice forms in summer, or if it never seems to defrost.",
      "En invierno es normal que se forme una escarcha ligera en el serpentín de afuera. El equipo la derrite con un ciclo de descongelado, y el vapor que usted ve es esa escarcha que se evapora. Llámenos si la unidad se queda cubierta de hielo sólido, si se congela en verano o si nunca se descongela.",
    ),
  }),
  seed<Faq>({
    _id: "faq-heat-pump-maintenance",
    _type: "faq",
    question: l(
      "How often does a heat pump need maintenance?",
      "¿Cada cuánto necesita mantenimiento una bomba de calor?",
    ),
    answer: p(
      "Twice a year: in the spring for cooling and in the fall for heating, because a heat pump works in both seasons. Each visit costs $79 to $150, and plan members get priority scheduling when they call us.",
      "Dos veces al año: en primavera para el aire y en otoño para la calefacción, porque una bomba de calor trabaja en las dos temporadas. Cada visita cuesta de $79 a $150, y los clientes con plan tienen citas prioritarias cuando nos llaman.",
    ),
  }),
  seed<Faq>({
    _id: "faq-heat-pump-repair-or-replace",
    _type: "faq",
    question: l(
      "Should I repair or replace my heat pump?",
      "¿Me conviene reparar o cambiar mi bomba de calor?",
    ),
    answer: p(
      "Replace it when the repair would cost more than 50% of a new heat pump and the unit is over 10 years old. A unit under 10 years old with a repair under $1,000 is usually worth fixing; one over 10 to 15 years old with a repair over $1,500 usually is not. We give you both prices.",
      "Conviene cambiarla cuando la reparación cuesta más del 50% de una bomba nueva y el equipo tiene más de 10 años. Si tiene menos de 10 años y la reparación cuesta menos de $1,000, casi siempre vale la pena arreglarla; si ya tiene de 10 a 15 años o más y la reparación pasa de $1,500, casi nunca. Le damos los dos precios.",
    ),
  }),
  seed<Faq>({
    _id: "faq-heat-pump-warranty",
    _type: "faq",
    question: l(
      "What warranty do you give on heat pump work?",
      "¿Qué garantía dan en el trabajo de bombas de calor?",
    ),
    answer: p(
      "Repairs carry a 90-day labor warranty. New installations carry a 1-year labor warranty, and the equipment keeps the manufacturer's parts warranty of 5 to 10 years, depending on the brand and model.",
      "Las reparaciones tienen 90 días de garantía en la mano de obra. Las instalaciones nuevas tienen 1 año de garantía en la mano de obra, y el equipo conserva la garantía del fabricante en las piezas, de 5 a 10 años según la marca y el modelo.",
    ),
  }),
];

const text = (en: string, es: string) => ({ kind: "text" as const, text: l(en, es) });

const heatPumpVsAcFurnace = seed<ComparisonTable>({
  _id: "comparison-heat-pump-vs-ac-furnace",
  _type: "comparisonTable",
  title: l(
    "Heat Pump vs. Traditional AC Plus Furnace",
    "Bomba de calor o aire acondicionado con horno",
  ),
  caption: p(
    "Both keep a San Antonio home comfortable all year. The difference is how they make heat.",
    "Los dos mantienen cómoda una casa de San Antonio todo el año. La diferencia está en cómo producen el calor.",
  ),
  firstColumn: l("Heat Pump", "Bomba de calor"),
  secondColumn: l("AC + Furnace", "Aire + horno"),
  rows: keyed("row", [
    {
      _type: "comparisonRow" as const,
      label: l("Cools in summer", "Enfría en verano"),
      first: { kind: "yes" as const },
      second: { kind: "yes" as const },
    },
    {
      _type: "comparisonRow" as const,
      label: l("Heats with the same outdoor unit", "Calienta con la misma unidad exterior"),
      first: { kind: "yes" as const },
      second: { kind: "no" as const },
    },
    {
      _type: "comparisonRow" as const,
      label: l("Where the heat comes from", "De dónde sale el calor"),
      first: text("Moved in from the outdoor air", "Lo toma del aire de afuera"),
      second: text(
        "A gas burner or electric elements",
        "Un quemador de gas o resistencias eléctricas",
      ),
    },
    {
      _type: "comparisonRow" as const,
      label: l("Needs a gas line", "Necesita línea de gas"),
      first: { kind: "no" as const },
      second: text("For a gas furnace", "Si el horno es de gas"),
    },
    {
      _type: "comparisonRow" as const,
      label: l("Efficiency ratings", "Clasificación de eficiencia"),
      first: text(
        "SEER and SEER2 for cooling, HSPF2 for heating",
        "SEER y SEER2 para enfriar, HSPF2 para calentar",
      ),
      second: text(
        "SEER and SEER2 for cooling, AFUE for heating (80-85% standard, 90-98% high efficiency)",
        "SEER y SEER2 para enfriar, AFUE para calentar (80-85% estándar, 90-98% alta eficiencia)",
      ),
    },
    {
      _type: "comparisonRow" as const,
      label: l("Heat on the coldest nights", "Calor en las noches más frías"),
      first: text(
        "Backup heat strips help in a hard freeze",
        "Resistencias de respaldo ayudan en una helada",
      ),
      second: text(
        "Full heat at any outdoor temperature",
        "Calor completo con cualquier temperatura",
      ),
    },
    {
      _type: "comparisonRow" as const,
      label: l("Equipment to maintain", "Equipos que requieren mantenimiento"),
      first: text(
        "One system, checked spring and fall",
        "Un equipo, revisado en primavera y otoño",
      ),
      second: text(
        "Two: the AC in spring, the furnace in fall",
        "Dos: el aire en primavera y el horno en otoño",
      ),
    },
    {
      _type: "comparisonRow" as const,
      label: l("Best fit", "Ideal para"),
      first: text(
        "All-electric homes and mild winters",
        "Casas sin gas, donde el invierno es suave",
      ),
      second: text("Homes with gas already piped in", "Casas que ya tienen gas"),
    },
  ]),
});

const page = seed<ServicePage>({
  ...starterService("heatPump"),
  layout: "full",
  card: {
    _type: "serviceCard",
    icon: "thermometer",
    title: l("Heat Pump Service", "Servicio de bomba de calor"),
    summary: p(
      "Repair, tune-ups and installation of heat pumps, the one system that cools in summer and heats in winter.",
      "Reparación, afinación e instalación de bombas de calor: un solo equipo que enfría en verano y calienta en invierno.",
    ),
  },
  hero: {
    _type: "hero",
    heading: l(
      "Heat Pump Repair, Maintenance and Installation in San Antonio",
      "Bombas de calor en San Antonio: reparación, mantenimiento e instalación",
    ),
    subtitle: p(
      "One system for July and January. Our technicians, working under our Texas license, repair, tune up and install heat pumps {hoursShort}, with a 90-day labor warranty on repairs and 1 year on installations.",
      "Un solo equipo para julio y para enero. Nuestros técnicos, que trabajan bajo nuestra licencia de Texas, reparan, afinan e instalan bombas de calor {hoursShort}, con 90 días de garantía en la mano de obra de las reparaciones y 1 año en las instalaciones.",
    ),
    ctaText: l("Call for Heat Pump Service", "Llame para el servicio de su bomba de calor"),
    image: illustration(
      "heat-pump.svg",
      "A heat pump's outdoor unit beside a house, with arrows showing heat moving both ways",
      "La unidad exterior de una bomba de calor junto a una casa, con flechas que muestran el calor en los dos sentidos",
    ),
  },
  features: keyed("feature", [
    {
      _type: "feature" as const,
      icon: "thermometer",
      title: l("Cooling and Heating", "Enfría y calienta"),
      description: p(
        "We service both sides of the system: cooling in summer, heating and defrost in winter.",
        "Atendemos las dos funciones del equipo: el enfriamiento en verano, y la calefacción y el descongelado en invierno.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "clock",
      title: l("{hoursShort} Repairs", "Reparaciones {hoursShort}"),
      description: p(
        "No heat or no cooling? We answer day and night; a technician typically arrives {arrivalPromise}.",
        "¿Sin aire o sin calefacción? Contestamos de día y de noche; el técnico normalmente llega {arrivalPromise}.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "leaf",
      title: l("Efficient Replacements", "Equipos nuevos eficientes"),
      description: p(
        "Since 2023, a new heat pump must be rated at least 15 SEER (14.3 SEER2) and 7.5 HSPF2; we recommend 16 SEER (15.2 SEER2) or higher, sized at 2 to 5 tons for most homes.",
        "Desde 2023, una bomba de calor nueva debe tener por lo menos 15 SEER (14.3 SEER2) y 7.5 HSPF2; recomendamos 16 SEER (15.2 SEER2) o más, de 2 a 5 toneladas para la mayoría de las casas.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "shield",
      title: l("Warranties in Writing", "Garantías por escrito"),
      description: p(
        "90 days of labor on repairs, 1 year of labor on installations, 5 to 10 years of manufacturer coverage on parts.",
        "90 días en la mano de obra de las reparaciones, 1 año en las instalaciones y de 5 a 10 años de garantía del fabricante en las piezas.",
      ),
    },
  ]),
  intro: rich(
    `A heat pump is an air conditioner that can run in reverse. In summer it pulls heat out of your house and releases it outside; in winter it pulls heat from the outdoor air and brings it in. San Antonio's mild winters suit it well, and with no gas burner, one system covers the whole year.

It also means a heat pump runs in every season, with far more hours on it than an AC that rests all winter. We repair, maintain and install heat pumps of every major brand, and we tell you honestly whether yours needs a part, a tune-up or a replacement.`,
    `Una bomba de calor es un aire acondicionado que también trabaja al revés. En verano saca el calor de la casa y lo echa afuera; en invierno toma el calor del aire de afuera y lo mete a la casa. Los inviernos suaves de San Antonio le quedan muy bien, y como no quema gas, un solo equipo sirve todo el año.

Eso también quiere decir que trabaja en todas las temporadas y acumula muchas más horas que un aire que descansa todo el invierno. Reparamos, damos mantenimiento e instalamos bombas de calor de todas las marcas principales, y le decimos con honestidad si la suya necesita una pieza, una afinación o un cambio.`,
  ),
  imageBlocks: keyed("block", [
    {
      _type: "imageBlock" as const,
      title: l("Heat Pump Problems We Fix", "Fallas que reparamos"),
      body: rich(
        `Heat pumps share most parts with air conditioners, plus a few of their own:

- Reversing valves stuck in heating or cooling
- Defrost boards and sensors that let ice build up on the outdoor unit
- Backup heat strips and sequencers that leave you cold on freezing nights
- Capacitors, contactors and fan motors
- Refrigerant leaks, which hurt both cooling and heating
- Thermostats wired or set for a plain AC instead of a heat pump`,
        `Las bombas de calor tienen casi las mismas piezas que un aire, y algunas propias:

- Válvulas de inversión atoradas en frío o en calor
- Tarjetas y sensores de descongelado que dejan que se forme hielo en la unidad de afuera
- Resistencias de respaldo y secuenciadores que lo dejan sin calor en las noches de helada
- Capacitores, contactores y motores de ventilador
- Fugas de refrigerante, que afectan tanto el enfriamiento como la calefacción
- Termostatos conectados o programados como si el equipo fuera un aire común`,
      ),
      image: illustration(
        "technician-tools.svg",
        "A technician's refrigerant gauges and toolbox",
        "Los manómetros y la caja de herramientas de un técnico",
      ),
      imageSide: "right" as const,
    },
    {
      _type: "imageBlock" as const,
      title: l("Getting the Most from Your Heat Pump", "Cómo sacarle provecho a su bomba de calor"),
      body: rich(
        `A few thermostat habits make a real difference on the power bill:

- Pick a temperature and leave it. Big setbacks in winter make the backup heat strips kick in, and they cost far more to run.
- Use "Emergency Heat" only when the outdoor unit has failed, and call us if you need it.
- Keep leaves off the outdoor unit, and keep water from the roof from pouring onto it.
- Change the filter every 1 to 3 months, all year round.`,
        `Unas cuantas costumbres con el termostato se notan en el recibo de luz:

- Escoja una temperatura y déjela. Si la baja mucho en invierno, se prenden las resistencias de respaldo, y esas gastan mucho más.
- Use el calor de emergencia (EM HEAT o EMER en muchos termostatos) solo cuando la unidad de afuera falle, y en ese caso llámenos.
- Mantenga la unidad de afuera libre de hojas, y que no le caiga encima el agua del techo.
- Cambie el filtro cada 1 a 3 meses, todo el año.`,
      ),
      image: illustration(
        "thermostat.svg",
        "A wall thermostat set to 72 degrees",
        "Un termostato de pared puesto en 72 grados",
      ),
      imageSide: "left" as const,
    },
  ]),
  callBands: keyed("band", [
    {
      _type: "callBand" as const,
      title: l("No Heat or No Cooling?", "¿Sin aire o sin calefacción?"),
      text: p(
        "Call now. We answer {hoursShort}, and a technician typically arrives {arrivalPromise}.",
        "Llame ahora. Contestamos {hoursShort}, y el técnico normalmente llega {arrivalPromise}.",
      ),
      ctaText: l("Call for Heat Pump Repair", "Llame para reparar su bomba de calor"),
      emergency: true,
    },
    {
      _type: "callBand" as const,
      title: l("Thinking of Switching to a Heat Pump?", "¿Piensa cambiarse a bomba de calor?"),
      text: p(
        "We price a heat pump and an AC plus furnace side by side, with {quotePromise}.",
        "Le damos el precio de una bomba de calor y de un aire con horno lado a lado, con {quotePromise}.",
      ),
      ctaText: l("Call for a Quote", "Llame para pedir su cotización"),
    },
  ]),
  comparison: ref(heatPumpVsAcFurnace._id),
  guideTitle: l(
    "The Complete Guide to Heat Pumps in San Antonio",
    "Guía completa de bombas de calor en San Antonio",
  ),
  guide: rich(
    `## How a Heat Pump Works

A heat pump is built like a central air conditioner: an outdoor unit with a compressor, an indoor coil, and refrigerant lines between them. The difference is a reversing valve. In summer the system pumps heat out of the house like any AC. In winter the valve turns the flow around, and the system pulls heat out of the outdoor air, even on a 40-degree day, and releases it indoors. Because it moves heat instead of burning fuel to make it, a heat pump delivers more heat than the electricity it uses.

On the coldest nights there is less heat outside to collect, so electric backup heat strips in the indoor unit help out. San Antonio sees few of those nights, which is why heat pumps are such a good fit here.

## Is a Heat Pump Right for Your Home?

The table on this page compares a heat pump with the traditional pair of a central AC and a furnace. In short:

- **A heat pump** makes sense for all-electric homes, for homes replacing both an AC and an electric furnace, and for anyone who wants one system and no gas burning indoors.
- **An AC plus a gas furnace** makes sense where gas is already piped in and you want full heat on the rare hard freeze. For our area we recommend a furnace of 92-96% AFUE.

When you are replacing a system, we price both options. See [AC installation](page:acInstallation) and [heating installation](page:heatingInstallation) for what each involves.

## Signs Your Heat Pump Needs Service

- Cold air from the vents in heat mode, or warm air in cool mode
- The outdoor unit stays covered in ice and never clears
- The system runs on backup heat all the time and the power bill jumps
- Grinding, banging or squealing from the outdoor unit
- The outdoor fan does not spin while the compressor hums
- Water around the indoor unit
- The system turns on and off every few minutes

A light frost that melts off on its own, and a cloud of steam during a defrost cycle, are normal.

## What a Repair Visit Looks Like

We answer the phone {hoursShort}. For an emergency, a technician typically arrives {arrivalPromise}. The technician checks both the cooling and heating sides, finds the cause, and gives you a written price before any work starts. Most repairs are done on the first visit, and every repair carries a 90-day labor warranty.

## Maintenance Twice a Year

An air conditioner rests all winter; a heat pump does not. Because it works in both seasons, it should be checked twice a year: in the spring before the heat, and in the fall before the first cold front. The spring visit follows our 22-point AC inspection. The fall visit adds the heating side: defrost controls, the reversing valve, the backup heat strips and the safety controls. Each visit costs $79 to $150, and plan members get priority scheduling when they call us. Learn more on our [AC maintenance](page:acMaintenance) page.

## Repair or Replace?

The same rule applies as for any system. Replace when a repair would cost more than 50% of a new heat pump and the unit is over 10 years old. As a quick guide:

- **Repair** when the unit is under 10 years old and the repair is under $1,000.
- **Replace** when the unit is over 10 to 15 years old and the repair is over $1,500.

We always give you both prices so you can decide.

## Buying a New Heat Pump

- **Size:** most homes here need 2 to 5 tons. We calculate the load of your home instead of copying the old unit.
- **Efficiency:** since 2023, a new heat pump must be rated at least 15 SEER (14.3 SEER2) for cooling; we recommend 16 SEER (15.2 SEER2) or higher. For heating, compare HSPF2: a new split heat pump must reach at least 7.5 HSPF2, and the higher it is, the less electricity each unit of heat costs.
- **Refrigerant:** since January 1, 2025, new split heat pumps use A2L refrigerants such as R-454B or R-32, and a new outdoor unit needs a matching indoor coil. An existing R-410A heat pump can still be serviced and recharged.
- **Time:** most installations take 1 to 2 days.
- **Equipment:** we are an authorized {dealerStatus} for {dealerBrand} and also install {otherBrands}.
- **Warranties:** a 1-year labor warranty on the installation, and 5 to 10 years of manufacturer coverage on parts.

Financing is available; see [guarantees and financing](page:guaranteesFinancing). For a repair, a tune-up or a quote, [call us](tel:): we give {quotePromise}.`,
    `## Cómo funciona una bomba de calor

Una bomba de calor está hecha como un aire central: una unidad exterior con compresor, un serpentín interior y las líneas de refrigerante que las conectan. La diferencia es una válvula de inversión. En verano el equipo saca el calor de la casa como cualquier aire. En invierno la válvula invierte el flujo, y el equipo toma el calor del aire de afuera, aun en un día de 40 grados, y lo suelta adentro. Como mueve el calor en lugar de quemar combustible para producirlo, entrega más calor que la electricidad que consume.

En las noches más frías hay menos calor afuera que aprovechar, y entonces le ayudan unas resistencias eléctricas de respaldo que van en la unidad interior. En San Antonio esas noches son pocas, y por eso la bomba de calor funciona tan bien aquí.

## ¿Le conviene una bomba de calor?

La tabla de esta página compara una bomba de calor con lo tradicional: un aire central más un horno. En pocas palabras:

- **La bomba de calor** conviene en casas que no tienen gas, en casas que van a cambiar el aire y un horno eléctrico al mismo tiempo, y a quien quiere un solo equipo y nada de gas quemándose dentro de la casa.
- **El aire con horno de gas** conviene donde ya hay gas y se quiere calor completo en las pocas heladas fuertes. Para nuestra zona recomendamos un horno de 92-96% AFUE.

Cuando va a cambiar su equipo, le cotizamos las dos opciones. En [instalación de aire acondicionado](page:acInstallation) y en [instalación de calefacción](page:heatingInstallation) le explicamos lo que implica cada una.

## Señales de que su bomba de calor necesita servicio

- Sale aire frío en modo de calefacción, o aire tibio en modo de enfriamiento
- La unidad de afuera se queda cubierta de hielo y no se descongela
- El equipo trabaja todo el tiempo con la calefacción de respaldo y el recibo de luz se dispara
- Rechinidos, golpes o chillidos en la unidad de afuera
- El ventilador de afuera no gira mientras el compresor zumba
- Agua alrededor de la unidad interior
- El equipo prende y apaga cada pocos minutos

Una escarcha ligera que se derrite sola, y una nube de vapor durante el ciclo de descongelado, son normales.

## Cómo es una visita de reparación

Contestamos el teléfono {hoursShort}. En una emergencia, el técnico normalmente llega {arrivalPromise}. Revisa tanto el enfriamiento como la calefacción, encuentra la causa y le da el precio por escrito antes de empezar. Casi todas las reparaciones quedan listas en la primera visita, y cada una tiene 90 días de garantía en la mano de obra.

## Mantenimiento dos veces al año

El aire acondicionado descansa todo el invierno; la bomba de calor, no. Como trabaja en las dos temporadas, se revisa dos veces al año: en primavera, antes del calor, y en otoño, antes del primer norte. La visita de primavera sigue nuestra inspección de aire de 22 puntos. La de otoño agrega la parte de calefacción: controles de descongelado, válvula de inversión, resistencias de respaldo y controles de seguridad. Cada visita cuesta de $79 a $150, y los clientes con plan tienen citas prioritarias cuando nos llaman. Encontrará más información en nuestra página de [mantenimiento de aire acondicionado](page:acMaintenance).

## ¿Reparar o cambiarla?

La regla es la misma que para cualquier equipo. Conviene cambiarla cuando la reparación cuesta más del 50% de una bomba nueva y la unidad tiene más de 10 años. Como guía rápida:

- **Reparar** cuando tiene menos de 10 años y la reparación cuesta menos de $1,000.
- **Cambiar** cuando ya tiene de 10 a 15 años o más y la reparación cuesta más de $1,500.

Siempre le damos los dos precios para que usted decida.

## Si va a comprar una bomba de calor nueva

- **Tamaño:** la mayoría de las casas de aquí necesitan de 2 a 5 toneladas. Calculamos la carga de su casa en lugar de copiar el equipo viejo.
- **Eficiencia:** desde 2023, una bomba de calor nueva debe tener por lo menos 15 SEER (14.3 SEER2) para enfriar; recomendamos 16 SEER (15.2 SEER2) o más. Para la calefacción, fíjese en el HSPF2: una bomba de calor nueva de tipo split debe tener por lo menos 7.5 HSPF2, y entre más alto, menos luz gasta por cada unidad de calor.
- **Refrigerante:** desde el 1 de enero de 2025, las bombas de calor nuevas de tipo split usan refrigerantes A2L, como el R-454B o el R-32, y una unidad de afuera nueva necesita un serpentín interior que le corresponda. A una bomba de calor de R-410A se le puede seguir dando servicio y recargando.
- **Tiempo:** la mayoría de las instalaciones toman de 1 a 2 días.
- **Equipos:** somos {dealerStatus} autorizado de {dealerBrand} y también instalamos {otherBrands}.
- **Garantías:** 1 año de garantía en la mano de obra de la instalación y de 5 a 10 años de garantía del fabricante en las piezas.

Ofrecemos financiamiento; vea [garantías y financiamiento](page:guaranteesFinancing). Para una reparación, una afinación o una cotización, [llámenos](tel:): damos {quotePromise}.`,
  ),
  faqs: faqs.map((faq) => ref(faq._id, faq._id)),
  related: (
    ["acInstallation", "heatingInstallation", "acMaintenance", "thermostatDuctless"] as const
  ).map((id) => ref(serviceDocId(id), id)),
  form: {
    _type: "leadFormCopy",
    title: l("Request Heat Pump Service", "Solicite servicio para su bomba de calor"),
    description: p(
      "Tell us whether you need a repair, a tune-up or a quote on a new system. For no heat or no cooling, call us instead: it is faster.",
      "Díganos si necesita una reparación, una afinación o la cotización de un equipo nuevo. Si se quedó sin aire o sin calefacción, mejor llámenos: es más rápido.",
    ),
    submitLabel: l("Request Service", "Solicitar servicio"),
    successMessage: serviceFormSuccess,
  },
  formService: l("Heat Pump Service", "Servicio de bomba de calor"),
  seo: {
    _type: "seo",
    title: l(
      "Heat Pump Service San Antonio | Repair & Install",
      "Bomba de calor en San Antonio | reparación e instalación",
    ),
    description: p(
      "Heat pump repair {hoursShort}, $79-$150 tune-ups and new 16 SEER (15.2 SEER2) systems in San Antonio. 90-day labor warranty on repairs, {quotePromise}.",
      "Bomba de calor en San Antonio: reparación {hoursShort}, afinación de $79 a $150 y equipos de 16 SEER (15.2 SEER2). 90 días de garantía en mano de obra; {quotePromise}.",
    ),
  },
});

export default [page, heatPumpVsAcFurnace, ...faqs];
