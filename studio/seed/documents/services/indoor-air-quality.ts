import type { Faq, ServicePage } from "@hvac/content";
import { seed } from "../../lib/define";
import { serviceFormSuccess } from "../../lib/lead-form";
import { serviceDocId, starterService } from "../../lib/starter-services";
import { illustration, keyed, l, p, ref, rich } from "../../lib/values";

const faqs = [
  seed<Faq>({
    _id: "faq-indoor-air-quality-merv",
    _type: "faq",
    question: l(
      "What MERV rating should my air filter have?",
      "¿Qué clasificación MERV debe tener mi filtro?",
    ),
    answer: p(
      "Filters are rated from MERV 1 to 16. For most homes, MERV 8 to 11 catches dust, pollen and pet dander without choking the system. MERV 13 and up catch smoke and very fine particles, but only some systems can push air through them. We check yours before recommending one.",
      "Los filtros se clasifican del MERV 1 al 16. En la mayoría de las casas, un MERV 8 a 11 atrapa polvo, polen y caspa de mascotas sin ahogar el equipo. Del MERV 13 para arriba atrapan humo y partículas muy finas, pero no todos los equipos pueden mover el aire a través de ellos. Revisamos el suyo antes de recomendarle uno.",
    ),
  }),
  seed<Faq>({
    _id: "faq-indoor-air-quality-filter-changes",
    _type: "faq",
    question: l("How often should I change my air filter?", "¿Cada cuánto debo cambiar el filtro?"),
    answer: p(
      "Every 1 to 3 months. Change it monthly if you have pets, allergies, construction nearby or during cedar season; every 3 months is fine in a home with no pets or allergies. A clogged filter cuts airflow, raises your power bill and can freeze the AC coil.",
      "Cada 1 a 3 meses. Cámbielo cada mes si tiene mascotas, alergias, obras cerca o en temporada de cedro; cada 3 meses alcanza en una casa sin mascotas ni alergias. Un filtro tapado reduce el flujo de aire, sube el recibo de luz y puede congelar el serpentín del aire.",
    ),
  }),
  seed<Faq>({
    _id: "faq-indoor-air-quality-hepa",
    _type: "faq",
    question: l(
      "Can I put a HEPA filter in my central AC?",
      "¿Puedo ponerle un filtro HEPA a mi aire central?",
    ),
    answer: p(
      "Usually not in the regular filter slot. A true HEPA filter captures 99.97% of particles at 0.3 microns, but it is too dense for most home systems to push air through. Instead we install a HEPA purifier that works alongside your system, or recommend a portable unit for the rooms that need it most.",
      "Por lo general, no en la ranura normal del filtro. Un filtro HEPA de verdad atrapa el 99.97% de las partículas de 0.3 micras, pero es tan denso que la mayoría de los equipos de casa no pueden mover el aire a través de él. En su lugar instalamos un purificador HEPA que trabaja junto con su equipo, o le recomendamos uno portátil para los cuartos que más lo necesitan.",
    ),
  }),
  seed<Faq>({
    _id: "faq-indoor-air-quality-humidity",
    _type: "faq",
    question: l(
      "What is the ideal humidity inside a home?",
      "¿Cuál es la humedad ideal dentro de la casa?",
    ),
    answer: p(
      "Between 40% and 50%. Above 50%, mold and dust mites thrive and the house feels sticky even when it is cool. Below 40%, you get dry skin, static shocks and irritated sinuses. A simple humidity meter tells you where you stand.",
      "Entre 40% y 50%. Arriba de 50%, el moho y los ácaros se multiplican y la casa se siente pegajosa aunque esté fresca. Abajo de 40%, se le reseca la piel, le dan toques de estática y se le irritan los senos nasales. Con un medidor de humedad sencillo sabe en dónde está.",
    ),
  }),
  seed<Faq>({
    _id: "faq-indoor-air-quality-cedar",
    _type: "faq",
    question: l(
      "Will an air purifier help with cedar fever?",
      "¿Un purificador ayuda con la alergia al cedro?",
    ),
    answer: p(
      "It helps at home. Mountain cedar pollen peaks in the winter months and gets inside on clothes, pets and every open door. A HEPA purifier in the bedroom, a good filter changed monthly during the season and closed windows make a real difference. It does not replace your doctor's advice.",
      "En la casa, sí ayuda. El polen del cedro de montaña pega más fuerte en los meses de invierno y se mete en la ropa, en las mascotas y cada vez que se abre la puerta. Un purificador HEPA en la recámara, un buen filtro cambiado cada mes durante la temporada y las ventanas cerradas hacen una diferencia real. No sustituye lo que le diga su médico.",
    ),
  }),
  seed<Faq>({
    _id: "faq-indoor-air-quality-sticky",
    _type: "faq",
    question: l(
      "Why does my house feel sticky even with the AC running?",
      "¿Por qué se siente pegajosa la casa aunque el aire esté prendido?",
    ),
    answer: p(
      "Your AC removes moisture only while it runs long cycles. An oversized system cools the house fast, shuts off and leaves the humidity behind. A low refrigerant charge or a fan left on ON can do the same. We measure it and fix the cause, or add a whole-home dehumidifier.",
      "El aire acondicionado solo saca la humedad cuando trabaja ciclos largos. Un equipo demasiado grande enfría la casa rápido, se apaga y deja la humedad. Poco refrigerante o el ventilador en ON (siempre prendido) pueden causar lo mismo. La medimos y corregimos la causa, o le instalamos un deshumidificador para toda la casa.",
    ),
  }),
  seed<Faq>({
    _id: "faq-indoor-air-quality-energy",
    _type: "faq",
    question: l(
      "Will a better filter raise my power bill?",
      "¿Un mejor filtro me va a subir el recibo de luz?",
    ),
    answer: p(
      "Not if it matches your system. A filter that is too dense for the blower, or one left in too long, makes the system work harder and run longer. That is why we test airflow before recommending a higher MERV rating.",
      "No, si es el adecuado para su equipo. Un filtro demasiado denso para el ventilador, o uno que se deja demasiado tiempo, hace que el equipo trabaje más y por más tiempo. Por eso medimos el flujo de aire antes de recomendarle un MERV más alto.",
    ),
  }),
  seed<Faq>({
    _id: "faq-indoor-air-quality-check",
    _type: "faq",
    question: l(
      "What happens during an indoor air quality check?",
      "¿Qué hacen en una revisión de la calidad del aire?",
    ),
    answer: p(
      "A technician measures the humidity in your home, checks the filter, airflow, coil and drain, looks at the ducts and returns for dust and leaks, and asks what bothers you. Then you get a plain recommendation, with prices, for only what your home needs.",
      "El técnico mide la humedad de su casa, revisa el filtro, el flujo de aire, el serpentín y el drenaje, checa los ductos y los retornos por si hay polvo o fugas, y le pregunta qué es lo que le molesta. Después le da una recomendación clara, con precios, solo de lo que su casa necesita.",
    ),
  }),
];

const page = seed<ServicePage>({
  ...starterService("indoorAirQuality"),
  offerCatalog: true,
  layout: "full",
  card: {
    _type: "serviceCard",
    icon: "leaf",
    title: l("Indoor Air Quality", "Calidad del aire interior"),
    summary: p(
      "Better filters, HEPA purifiers and humidity control for cleaner, healthier air at home.",
      "Mejores filtros, purificadores HEPA y control de humedad para un aire más limpio y sano en casa.",
    ),
  },
  hero: {
    _type: "hero",
    heading: l("Indoor Air Quality in San Antonio", "Calidad del aire interior en San Antonio"),
    subtitle: p(
      "Cedar pollen, Gulf humidity, attic dust: in South Texas, all three find their way indoors. We fit your home with the right filter, purifier and humidity control, from MERV-rated filters to HEPA filtration that captures 99.97% of particles at 0.3 microns.",
      "Polen de cedro, humedad del Golfo de México, polvo del ático: en el sur de Texas, los tres se meten a la casa. Le ponemos a su casa el filtro, el purificador y el control de humedad adecuados, desde filtros MERV hasta filtración HEPA que atrapa el 99.97% de las partículas de 0.3 micras.",
    ),
    ctaText: l("Call for an Air Quality Check", "Llame para revisar su aire"),
    image: illustration(
      "air-filter.svg",
      "A pleated air filter beside an air purifier",
      "Un filtro de aire plisado junto a un purificador de aire",
    ),
  },
  // Each card is one service we sell: the page's offer catalogue for search engines is built from them.
  features: keyed("feature", [
    {
      _type: "feature" as const,
      icon: "filter",
      title: l("High-Efficiency Air Filters", "Filtros de aire de alta eficiencia"),
      description: p(
        "Filters from MERV 1 to 16, and media filter cabinets, matched to what your system can push air through.",
        "Filtros del MERV 1 al 16 y gabinetes para filtros de alta capacidad, escogidos según lo que su equipo aguanta.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "wind",
      title: l("HEPA Air Purifiers", "Purificadores de aire HEPA"),
      description: p(
        "Whole-home and room purifiers with HEPA filtration that captures 99.97% of particles at 0.3 microns.",
        "Purificadores para toda la casa o para un cuarto, con filtración HEPA que atrapa el 99.97% de las partículas de 0.3 micras.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "droplet",
      title: l("Humidity Control", "Control de humedad"),
      description: p(
        "Whole-home dehumidifiers and humidifiers that hold your home at the ideal 40-50% humidity.",
        "Deshumidificadores y humidificadores para toda la casa que la mantienen en la humedad ideal de 40-50%.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "gauge",
      title: l("Indoor Air Quality Check", "Revisión de la calidad del aire"),
      description: p(
        "A technician measures humidity and airflow, inspects the filter, coil and ducts, and recommends only what you need.",
        "El técnico mide la humedad y el flujo de aire, revisa el filtro, el serpentín y los ductos, y le recomienda solo lo que necesita.",
      ),
    },
  ]),
  intro: rich(
    `Around San Antonio, we spend most of the year indoors with the windows shut and the AC running. The air in your home is the same air your system keeps recirculating, and it is only as clean as the filter it passes through.

Better indoor air comes down to three things: catching the particles, keeping humidity between 40% and 50%, and keeping the system and ducts clean. We check all three, explain what we find in plain words, and recommend only what your home actually needs.`,
    `En San Antonio y sus alrededores pasamos casi todo el año encerrados, con las ventanas cerradas y el aire prendido. El aire de su casa es el mismo que el equipo hace circular una y otra vez, y está tan limpio como el filtro por el que pasa.

Un mejor aire en casa depende de tres cosas: atrapar las partículas, mantener la humedad entre 40% y 50%, y tener limpios el equipo y los ductos. Revisamos las tres, le explicamos lo que encontramos sin palabras complicadas y le recomendamos solo lo que su casa de veras necesita.`,
  ),
  imageBlocks: keyed("block", [
    {
      _type: "imageBlock" as const,
      title: l("Filters: From MERV 1 to HEPA", "Filtros: del MERV 1 al HEPA"),
      body: rich(
        `The MERV scale runs from 1 to 16. The higher the number, the smaller the particles a filter catches:

- **MERV 1-4:** basic fiberglass; protects the equipment from lint and large dust
- **MERV 5-8:** standard pleated; adds mold spores and pet dander
- **MERV 9-12:** finer dust, for homes with allergies or pets
- **MERV 13-16:** smoke, bacteria and very fine particles, if your system can handle them
- **HEPA:** 99.97% of particles at 0.3 microns, in a dedicated purifier

Change filters every 1 to 3 months, whatever the rating.`,
        `La escala MERV va del 1 al 16. Entre más alto el número, más pequeñas las partículas que atrapa el filtro:

- **MERV 1-4:** fibra de vidrio básica; protege el equipo de la pelusa y el polvo grueso
- **MERV 5-8:** plisado estándar; además atrapa esporas de moho y caspa de mascotas
- **MERV 9-12:** polvo más fino, para casas con alergias o mascotas
- **MERV 13-16:** humo, bacterias y partículas muy finas, si su equipo los aguanta
- **HEPA:** el 99.97% de las partículas de 0.3 micras, en un purificador aparte

Sea cual sea la clasificación, cambie el filtro cada 1 a 3 meses.`,
      ),
      image: illustration(
        "air-filter.svg",
        "A pleated filter next to a purifier with clean air rising from it",
        "Un filtro plisado junto a un purificador del que sale aire limpio",
      ),
      imageSide: "right" as const,
    },
    {
      _type: "imageBlock" as const,
      title: l(
        "Humidity: The Other Half of Clean Air",
        "La humedad: la otra mitad del aire limpio",
      ),
      body: rich(
        `The ideal humidity inside a home is 40-50%. Ours often runs higher.

- **Above 50%:** mold and dust mites thrive, closets smell musty, and the house feels sticky at any temperature
- **Below 40%:** dry skin, static shocks and irritated sinuses, mostly on cold, dry winter days

An AC that is too big for the house cools fast and shuts off before it can pull moisture out. We find the cause, and where it helps, install a whole-home dehumidifier that works with your system.`,
        `La humedad ideal dentro de una casa es de 40-50%. Aquí muchas veces estamos más arriba.

- **Arriba de 50%:** el moho y los ácaros se multiplican, los clósets huelen a humedad y la casa se siente pegajosa a cualquier temperatura
- **Abajo de 40%:** piel reseca, toques de estática y senos nasales irritados, sobre todo en los días fríos y secos del invierno

Un aire acondicionado demasiado grande para la casa enfría rápido y se apaga antes de sacar la humedad. Encontramos la causa y, cuando conviene, instalamos un deshumidificador para toda la casa que trabaja junto con su equipo.`,
      ),
      image: illustration(
        "home-comfort.svg",
        "A house between the summer sun and a winter snowflake",
        "Una casa entre el sol del verano y un copo de nieve del invierno",
      ),
      imageSide: "left" as const,
    },
    {
      _type: "imageBlock" as const,
      title: l("Your Indoor Air Quality Check", "Su revisión de la calidad del aire"),
      body: rich(
        `Before we sell you anything, we look:

1. We ask what bothers you: dust, allergies, odors, stuffiness or humidity.
2. We measure humidity and airflow, and check the filter, coil and condensate drain.
3. We look at the ducts and returns for dust, leaks and gaps that pull in attic air.
4. You get a plain recommendation with prices, for only what will make a difference.`,
        `Antes de venderle nada, revisamos:

1. Le preguntamos qué le molesta: polvo, alergias, olores, aire pesado o humedad.
2. Medimos la humedad y el flujo de aire, y revisamos el filtro, el serpentín y el drenaje.
3. Checamos los ductos y los retornos por si hay polvo, fugas o huecos que jalen aire del ático.
4. Le damos una recomendación clara, con precios, solo de lo que de veras va a hacer diferencia.`,
      ),
      image: illustration(
        "technician-tools.svg",
        "A technician's gauges and hoses beside a toolbox",
        "Los manómetros y mangueras de un técnico junto a una caja de herramientas",
      ),
      imageSide: "right" as const,
    },
  ]),
  callBands: keyed("band", [
    {
      _type: "callBand" as const,
      title: l("Allergies Worse Indoors Than Out?", "¿Sus alergias empeoran dentro de la casa?"),
      text: p(
        "Call for an air quality check. We look at your filter, humidity and ducts, and tell you what can help.",
        "Llame para una revisión del aire. Revisamos el filtro, la humedad y los ductos, y le decimos qué puede ayudar.",
      ),
      ctaText: l("Call for an Air Quality Check", "Llame para revisar su aire"),
    },
    {
      _type: "callBand" as const,
      title: l(
        "Can't Remember Your Last Filter Change?",
        "¿No se acuerda de cuándo cambió el filtro?",
      ),
      text: p(
        "Then it is probably due. Filters should be changed every 1 to 3 months. Call us and we will set you up with the right one.",
        "Entonces seguramente ya le toca. Los filtros se cambian cada 1 a 3 meses. Llámenos y le ayudamos a escoger el correcto.",
      ),
      ctaText: l("Call About Filters", "Llame por sus filtros"),
    },
  ]),
  guideTitle: l(
    "The Complete Guide to Indoor Air Quality in San Antonio",
    "Guía completa de la calidad del aire en su casa en San Antonio",
  ),
  guide: rich(
    `## Why Indoor Air Matters Here

In South Texas, the AC runs from spring well into fall, and in winter the windows stay shut against the cold fronts. Most of us breathe recirculated indoor air for the better part of the year. That air carries whatever the house produces and whatever gets in: dust, pet dander, cooking smoke, mold spores, and pollen from oak in the spring and mountain cedar in the winter.

Your heating and cooling system can help clean that air, because all of it passes through the system many times a day. The question is what the system catches on the way.

## Understanding MERV Ratings

Filters for home systems are rated on the MERV scale, from 1 to 16. A higher number means the filter catches smaller particles:

- **MERV 1-4:** thin fiberglass. It protects the equipment from lint and large dust but lets most fine dust through.
- **MERV 5-8:** standard pleated filters. They add mold spores, pet dander and most household dust.
- **MERV 9-12:** better pleated filters that catch finer dust. A good fit for homes with pets or allergies.
- **MERV 13-16:** they capture smoke, bacteria and very fine particles, but they are dense.

## Which Rating Is Right for Your Home

Higher is not always better. A dense filter in a system that was not designed for it starves the blower of air. The system runs longer, the power bill rises, the AC coil can freeze in summer and the furnace can overheat in winter.

For most homes, MERV 8 to 11 is the right balance. If someone in the house has asthma or severe allergies, MERV 13 can make sense, often in a deeper media filter cabinet that gives the air more surface to pass through. We measure your system's airflow before recommending anything above MERV 11.

## HEPA Filtration

A true HEPA filter captures 99.97% of particles at 0.3 microns. That size is the hardest for any filter to catch, so a HEPA filter does even better on particles larger or smaller than that.

HEPA filters are too dense for the filter slot of a regular home system. They work in dedicated purifiers: whole-home units installed alongside your system, which draw part of the air through the HEPA filter, or portable units for a bedroom or a nursery. For cedar season, a HEPA purifier in the bedroom is one of the most effective things you can do.

## Humidity: Keep It at 40-50%

Humidity you cannot see affects how your home feels and what grows in it. The ideal range indoors is 40-50%.

- Above 50%, mold and dust mites thrive. Closets smell musty, and 75 degrees feels warmer than it should.
- Below 40%, skin dries out, static shocks start and sinuses get irritated. That happens mostly on cold, dry winter days with the heat running.

Your AC removes moisture only when it runs long, steady cycles. An oversized AC, a low refrigerant charge, or a fan set to ON instead of AUTO can all leave the house clammy. We check those first. When the house still runs humid, a whole-home dehumidifier holds it in range. In the rare home that runs too dry in winter, a humidifier does the opposite.

## Filter Changes: Every 1 to 3 Months

Change your filter every 1 to 3 months. Lean toward monthly if:

- You have pets
- Someone has allergies or asthma
- There is construction in or near the house
- It is cedar or oak season
- You live next to a dirt road or an open field that kicks up dust

Write the date on the filter's edge when you put it in. It is the simplest way to remember.

## A Clean System and Clean Ducts

A new filter cannot clean the dust already sitting in the ducts, on the blower wheel and on the coil. If your ducts have not been cleaned in 3 to 5 years, see our [duct cleaning](page:ductCleaning) page. A yearly tune-up, for [cooling](page:acMaintenance) and for [heating](page:heatingMaintenance), keeps the coil, blower and drain clean, which matters as much as the filter.

## Habits That Help

- Run the bathroom fan during showers and the kitchen hood while cooking.
- Vacuum with a vacuum that has a HEPA filter.
- Keep supply vents and return grilles open and uncovered.
- Keep the AC's condensate drain clear; a clogged drain is a common source of musty smells.

## Our Indoor Air Quality Check

If you are not sure where to start, we will look first. A technician measures humidity and airflow, checks the filter, coil and drain, inspects the ducts and returns, and asks what bothers you. You get a plain recommendation, with prices, for only what will make a difference. [Call us](tel:) to schedule.`,
    `## Por qué importa el aire dentro de la casa

En el sur de Texas, el aire acondicionado trabaja desde la primavera hasta bien entrado el otoño, y en invierno las ventanas se quedan cerradas por los nortes. Casi todo el año respiramos el mismo aire de adentro, una y otra vez. Ese aire carga todo lo que se produce en la casa y todo lo que se mete: polvo, caspa de mascotas, humo de la cocina, esporas de moho, y polen del encino en primavera y del cedro de montaña en invierno.

Su equipo de aire y calefacción puede ayudar a limpiar ese aire, porque todo el aire de la casa pasa por él muchas veces al día. La pregunta es qué tanto atrapa en el camino.

## Cómo entender la clasificación MERV

Los filtros para equipos de casa se clasifican con la escala MERV, del 1 al 16. Entre más alto el número, más pequeñas las partículas que atrapa:

- **MERV 1-4:** fibra de vidrio delgada. Protege el equipo de la pelusa y el polvo grueso, pero deja pasar casi todo el polvo fino.
- **MERV 5-8:** filtros plisados estándar. Además atrapan esporas de moho, caspa de mascotas y casi todo el polvo de la casa.
- **MERV 9-12:** filtros plisados mejores, que atrapan polvo más fino. Buenos para casas con mascotas o alergias.
- **MERV 13-16:** atrapan humo, bacterias y partículas muy finas, pero son densos.

## Qué clasificación le conviene a su casa

Más alto no siempre es mejor. Un filtro denso en un equipo que no está hecho para eso deja al ventilador sin aire. El equipo trabaja más tiempo, sube el recibo de luz, el serpentín del aire se puede congelar en verano y el horno se puede sobrecalentar en invierno.

En la mayoría de las casas, un MERV 8 a 11 es el punto justo. Si alguien en la casa tiene asma o alergias fuertes, un MERV 13 puede valer la pena, muchas veces en un gabinete para filtro de alta capacidad, más grueso, que le da al aire más superficie para pasar. Antes de recomendarle algo arriba de MERV 11, medimos el flujo de aire de su equipo.

## Filtración HEPA

Un filtro HEPA de verdad atrapa el 99.97% de las partículas de 0.3 micras. Ese tamaño es el más difícil de atrapar para cualquier filtro, así que con partículas más grandes o más chicas el HEPA funciona todavía mejor.

Los filtros HEPA son demasiado densos para la ranura del filtro de un equipo normal de casa. Se usan en purificadores aparte: unidades para toda la casa que se instalan junto a su equipo y pasan parte del aire por el filtro HEPA, o purificadores portátiles para una recámara o el cuarto del bebé. En temporada de cedro, un purificador HEPA en la recámara es de lo que más ayuda.

## Humedad: manténgala entre 40% y 50%

La humedad no se ve, pero cambia cómo se siente su casa y lo que crece en ella. Lo ideal adentro es de 40-50%.

- Arriba de 50%, el moho y los ácaros se multiplican. Los clósets huelen a humedad y 75 grados se sienten más calientes de lo que son.
- Abajo de 40%, la piel se reseca, empiezan los toques de estática y se irritan los senos nasales. Eso pasa sobre todo en los días fríos y secos del invierno, con la calefacción prendida.

El aire acondicionado solo saca la humedad cuando trabaja ciclos largos y parejos. Un equipo demasiado grande, poco refrigerante o el ventilador en ON (siempre prendido) en lugar de AUTO (automático) pueden dejar la casa húmeda y pegajosa. Eso es lo primero que revisamos. Si aun así la casa sigue húmeda, un deshumidificador para toda la casa la mantiene en el rango correcto. Y en la casa que se reseca demasiado en invierno, que aquí es raro, un humidificador hace lo contrario.

## Cambie el filtro cada 1 a 3 meses

Cambie el filtro cada 1 a 3 meses. Hágalo más bien cada mes si:

- Tiene mascotas
- Alguien tiene alergias o asma
- Hay obras dentro o cerca de la casa
- Es temporada de cedro o de encino
- Vive junto a un camino de terracería o un terreno que levanta mucho polvo

Cuando ponga un filtro nuevo, escriba la fecha en la orilla. Es la forma más fácil de acordarse.

## Un equipo limpio y ductos limpios

Un filtro nuevo no limpia el polvo que ya está en los ductos, en la rueda del ventilador y en el serpentín. Si sus ductos llevan de 3 a 5 años sin limpiarse, vea nuestra página de [limpieza de ductos](page:ductCleaning). La afinación anual, del [aire acondicionado](page:acMaintenance) y de la [calefacción](page:heatingMaintenance), mantiene limpios el serpentín, el ventilador y el drenaje, y eso importa tanto como el filtro.

## Costumbres que ayudan

- Prenda el extractor del baño cuando se bañe y la campana de la cocina cuando cocine.
- Aspire con una aspiradora que tenga filtro HEPA.
- No tape ni cierre las rejillas de salida ni las de retorno.
- Mantenga destapado el drenaje del aire; un drenaje tapado es una causa común del olor a humedad.

## Nuestra revisión de la calidad del aire

Si no sabe por dónde empezar, nosotros revisamos primero. El técnico mide la humedad y el flujo de aire, revisa el filtro, el serpentín y el drenaje, checa los ductos y los retornos, y le pregunta qué le molesta. Usted recibe una recomendación clara, con precios, solo de lo que de veras va a hacer diferencia. [Llámenos](tel:) para hacer su cita.`,
  ),
  faqs: faqs.map((faq) => ref(faq._id, faq._id)),
  related: (
    ["ductCleaning", "acMaintenance", "heatingMaintenance", "thermostatDuctless"] as const
  ).map((id) => ref(serviceDocId(id), id)),
  form: {
    _type: "leadFormCopy",
    title: l("Request an Air Quality Check", "Solicite una revisión de su aire"),
    description: p(
      "Tell us what bothers you: dust, allergies, odors or humidity. We will call you to set up a visit.",
      "Cuéntenos qué le molesta: polvo, alergias, olores o humedad. Le llamamos para hacer la cita.",
    ),
    submitLabel: l("Request Service", "Solicitar servicio"),
    successMessage: serviceFormSuccess,
  },
  formService: l("Indoor Air Quality", "Calidad del aire interior"),
  seo: {
    _type: "seo",
    title: l(
      "Indoor Air Quality San Antonio | Filters & Purifiers",
      "Calidad del aire interior en San Antonio",
    ),
    description: p(
      "MERV 1-16 filters, HEPA purifiers (99.97% at 0.3 microns) and humidity control for San Antonio homes. Ideal humidity: 40-50%. Call us.",
      "Filtros MERV 1-16, purificadores HEPA (99.97% de las partículas de 0.3 micras) y control de humedad para casas en San Antonio. Humedad ideal: 40-50%.",
    ),
  },
});

export default [page, ...faqs];
