import type { Faq, ServicePage } from "@hvac/content";
import { seed } from "../../lib/define";
import { serviceFormSuccess } from "../../lib/lead-form";
import { serviceDocId, starterService } from "../../lib/starter-services";
import { illustration, keyed, l, p, ref, rich } from "../../lib/values";

const faqs = [
  seed<Faq>({
    _id: "faq-duct-cleaning-cost",
    _type: "faq",
    question: l("How much does air duct cleaning cost?", "¿Cuánto cuesta la limpieza de ductos?"),
    answer: p(
      "For a typical home, $400 to $800. The price depends on the number of vents and returns, how many systems the house has and how easy the attic is to work in. We give you the exact price before we start.",
      "En una casa típica, de $400 a $800. El precio depende de cuántas rejillas y retornos tiene, de cuántos equipos de aire hay en la casa y de qué tan fácil es trabajar en el ático. Le damos el precio exacto antes de empezar.",
    ),
  }),
  seed<Faq>({
    _id: "faq-duct-cleaning-how-often",
    _type: "faq",
    question: l("How often should ducts be cleaned?", "¿Cada cuánto hay que limpiar los ductos?"),
    answer: p(
      "Every 3 to 5 years for most homes. Clean them sooner after a remodel, if you have pets that shed or someone with allergies, or if you find signs of rodents or insects.",
      "En la mayoría de las casas, cada 3 a 5 años. Conviene hacerlo antes si acaba de remodelar, si tiene mascotas que sueltan mucho pelo o alguien con alergias, o si encuentra rastros de ratones o insectos.",
    ),
  }),
  seed<Faq>({
    _id: "faq-duct-cleaning-how-long",
    _type: "faq",
    question: l("How long does duct cleaning take?", "¿Cuánto tiempo tarda la limpieza de ductos?"),
    answer: p(
      "Most homes take 3 to 5 hours, done in a single visit. A larger house or one with two systems sits at the upper end.",
      "En la mayoría de las casas tardamos de 3 a 5 horas, en una sola visita. Una casa más grande o con dos equipos se va a la parte alta de ese rango.",
    ),
  }),
  seed<Faq>({
    _id: "faq-duct-cleaning-at-home",
    _type: "faq",
    question: l(
      "Do I need to leave the house, and will it be messy?",
      "¿Tengo que salirme de la casa? ¿Se hace mucho tiradero?",
    ),
    answer: p(
      "You can stay home. We cover floors and furniture near each vent and keep the ducts under negative pressure with our vacuum, so the dust is pulled out of the house instead of blown into it. The AC or heat is off while we work.",
      "Puede quedarse en casa. Cubrimos el piso y los muebles cerca de cada rejilla y mantenemos los ductos en presión negativa con nuestra aspiradora, así que el polvo sale de la casa en lugar de regarse adentro. Mientras trabajamos, el aire o la calefacción quedan apagados.",
    ),
  }),
  seed<Faq>({
    _id: "faq-duct-cleaning-allergies",
    _type: "faq",
    question: l(
      "Will duct cleaning help with allergies?",
      "¿La limpieza de ductos ayuda con las alergias?",
    ),
    answer: p(
      "It removes the dust, pet dander and pollen that have built up in the ducts, and we show you what came out. For the dust in the air day to day, a good filter changed every 1 to 3 months does more. Our indoor air quality service covers filters, purifiers and humidity.",
      "Quita el polvo, la caspa de las mascotas y el polen acumulados en los ductos, y le enseñamos lo que sacamos. Para el polvo que anda en el aire todos los días, hace más un buen filtro cambiado cada 1 a 3 meses. Nuestro servicio de calidad del aire interior incluye filtros, purificadores y control de humedad.",
    ),
  }),
  seed<Faq>({
    _id: "faq-duct-cleaning-whole-system",
    _type: "faq",
    question: l(
      "Do you clean the whole system or just the vents?",
      "¿Limpian todo el sistema o solo las rejillas?",
    ),
    answer: p(
      "The whole system: every supply run, the return ducts, the main trunk, the return plenum and the registers and grilles. Your written price lists what it covers.",
      "Todo el sistema: cada ducto de salida, los ductos de retorno, el ducto principal, la caja de retorno y las rejillas. El precio por escrito dice qué incluye.",
    ),
  }),
  seed<Faq>({
    _id: "faq-duct-cleaning-flex-duct",
    _type: "faq",
    question: l("Can flexible ducts be cleaned?", "¿Se pueden limpiar los ductos flexibles?"),
    answer: p(
      "Yes. Most homes here have flexible ducts in the attic, and we clean them with soft brushes that will not tear the inner lining. If a run is already torn, crushed or falling apart, cleaning will not fix it; we show you and quote the repair.",
      "Sí. La mayoría de las casas aquí tienen ductos flexibles en el ático, y los limpiamos con cepillos suaves que no rompen el forro interior. Si un tramo ya está roto, aplastado o deshaciéndose, la limpieza no lo arregla; se lo mostramos y le cotizamos la reparación.",
    ),
  }),
  seed<Faq>({
    _id: "faq-duct-cleaning-replace",
    _type: "faq",
    question: l(
      "When should ducts be replaced instead of cleaned?",
      "¿Cuándo conviene cambiar los ductos en lugar de limpiarlos?",
    ),
    answer: p(
      "When they are more than 15 years old, we suggest looking at replacement. Years of attic heat break down flexible ducts and their insulation, and leaks waste the air you pay to cool. We inspect them during the cleaning and tell you honestly which makes more sense.",
      "Cuando tienen más de 15 años, le sugerimos considerar cambiarlos. Años de calor en el ático deshacen los ductos flexibles y su aislamiento, y las fugas desperdician el aire que usted paga por enfriar. Los revisamos durante la limpieza y le decimos con honestidad qué le conviene más.",
    ),
  }),
];

const page = seed<ServicePage>({
  ...starterService("ductCleaning"),
  layout: "full",
  card: {
    _type: "serviceCard",
    icon: "wind",
    title: l("Duct Cleaning", "Limpieza de ductos"),
    summary: p(
      "Whole-home duct cleaning in 3 to 5 hours, typically $400 to $800, every 3 to 5 years.",
      "Limpieza de ductos de toda la casa: de 3 a 5 horas, normalmente de $400 a $800, cada 3 a 5 años.",
    ),
  },
  hero: {
    _type: "hero",
    heading: l("Air Duct Cleaning in San Antonio", "Limpieza de ductos en San Antonio"),
    subtitle: p(
      "Dust, pet hair and remodeling debris build up in your ducts and blow back into every room. We clean the whole system in 3 to 5 hours, typically for $400 to $800.",
      "El polvo, el pelo de las mascotas y los restos de una remodelación se juntan en los ductos y vuelven a salir por cada rejilla. Limpiamos todo el sistema en un plazo de 3 a 5 horas, normalmente por $400 a $800.",
    ),
    ctaText: l("Call for a Duct Cleaning Quote", "Llame para cotizar la limpieza"),
    image: illustration(
      "ductwork.svg",
      "Ductwork running through an attic, with air flowing down into the rooms below",
      "Ductos que pasan por el ático, con el aire bajando a los cuartos",
    ),
  },
  features: keyed("feature", [
    {
      _type: "feature" as const,
      icon: "dollar",
      title: l("$400 to $800 for Most Homes", "De $400 a $800 en casi todas las casas"),
      description: p(
        "A typical home falls in this range. You get the exact price before we start.",
        "Una casa típica queda en ese rango. Le damos el precio exacto antes de empezar.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "clock",
      title: l("Done in 3 to 5 Hours", "La limpieza tarda de 3 a 5 horas"),
      description: p(
        "Most homes are finished in a single visit, the same day.",
        "Casi todas las casas quedan listas en una sola visita, el mismo día.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "wind",
      title: l("Every Supply and Return", "Todas las salidas y retornos"),
      description: p(
        "We clean the main trunk, every branch, the return and the registers, not just the vents you can see.",
        "Limpiamos el ducto principal, cada ramal, el retorno y las rejillas, no solo lo que se ve.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "check",
      title: l("An Honest Duct Inspection", "Revisión honesta de sus ductos"),
      description: p(
        "We check for torn, crushed or leaking ducts. Past 15 years, we tell you if replacement makes more sense.",
        "Buscamos ductos rotos, aplastados o con fugas. Si tienen más de 15 años, le decimos si conviene más cambiarlos.",
      ),
    },
  ]),
  intro: rich(
    `Your air conditioner pushes all the air in your house through its ducts many times a day. Whatever settles in those ducts, from attic dust to pet hair to drywall powder from a remodel, rides along and settles back on your furniture and around the vent grilles. When we finish, we show you what came out.

We clean the whole duct system, supply and return, with a powerful vacuum that keeps the ducts under negative pressure while brushes and air whips loosen the buildup. A typical home takes 3 to 5 hours and costs $400 to $800. Most homes need it every 3 to 5 years.`,
    `Su aire acondicionado hace pasar todo el aire de la casa por los ductos muchas veces al día. Lo que se acumula ahí adentro, desde el polvo del ático hasta el pelo de las mascotas o el polvito de tablaroca de una remodelación, viaja con el aire y vuelve a caer en sus muebles y alrededor de las rejillas. Al terminar, le enseñamos todo lo que sacamos.

Limpiamos todo el sistema de ductos, de salida y de retorno, con una aspiradora potente que mantiene los ductos en presión negativa mientras los cepillos y las mangueras de aire a presión despegan la suciedad. Una casa típica lleva de 3 a 5 horas y cuesta de $400 a $800. La mayoría de las casas lo necesita cada 3 a 5 años.`,
  ),
  imageBlocks: keyed("block", [
    {
      _type: "imageBlock" as const,
      title: l("Signs Your Ducts Need Cleaning", "Señales de que sus ductos necesitan limpieza"),
      body: rich(
        `You do not need a camera in the ducts to know. Look for:

- Dust back on the furniture a day or two after you clean
- Gray dust or lint stuck around the vent grilles
- A musty or stale smell when the AC kicks on
- A recent remodel, new floors or drywall work
- Pets that shed, or someone in the family with allergies
- A house you just moved into, with no record of the last cleaning
- Droppings, nests or insects near the vents`,
        `No hace falta meter una cámara en los ductos para saberlo. Fíjese en esto:

- Polvo otra vez en los muebles uno o dos días después de limpiar
- Polvo gris o pelusa pegada alrededor de las rejillas
- Olor a humedad o a encerrado cuando arranca el aire
- Una remodelación reciente, pisos nuevos o trabajo de tablaroca
- Mascotas que sueltan mucho pelo, o alguien en la familia con alergias
- Una casa a la que se acaba de mudar y no sabe cuándo se limpiaron los ductos
- Excremento, nidos o insectos cerca de las rejillas`,
      ),
      image: illustration(
        "air-filter.svg",
        "A pleated air filter beside an air purifier",
        "Un filtro de aire plisado junto a un purificador de aire",
      ),
      imageSide: "right" as const,
    },
    {
      _type: "imageBlock" as const,
      title: l("How We Clean Your Ducts", "Cómo limpiamos sus ductos"),
      body: rich(
        `1. We cover floors and furniture near each vent and seal off the registers.
2. We connect a high-powered vacuum to the system, pulling the ducts under negative pressure so dust goes into the vacuum, not into your rooms.
3. Brushes and air whips work through every supply and return run to loosen the buildup.
4. We clean the registers, grilles and return plenum.
5. We put in a fresh filter, run the system and show you what came out.`,
        `1. Cubrimos el piso y los muebles cerca de cada rejilla y tapamos las salidas.
2. Conectamos una aspiradora de alta potencia al sistema para dejar los ductos en presión negativa: el polvo se va a la aspiradora y no a sus cuartos.
3. Con cepillos y mangueras de aire a presión recorremos cada ducto de salida y de retorno para despegar la suciedad.
4. Limpiamos las rejillas y la caja de retorno.
5. Le ponemos un filtro nuevo, prendemos el equipo y le enseñamos todo lo que sacamos.`,
      ),
      image: illustration(
        "technician-tools.svg",
        "A technician's gauges and hoses beside a toolbox",
        "Los manómetros y mangueras de un técnico junto a una caja de herramientas",
      ),
      imageSide: "left" as const,
    },
    {
      _type: "imageBlock" as const,
      title: l("Clean or Replace?", "¿Limpiar o cambiar los ductos?"),
      body: rich(
        `In most San Antonio homes the ducts run through the attic, where summer temperatures bake them for months. Over the years, flexible ducts sag, their insulation breaks down and joints pull apart.

Cleaning removes dust; it does not fix a torn or leaking duct. When ducts are more than 15 years old, we suggest looking at replacement, and we inspect them during every cleaning so you can decide with facts.`,
        `En la mayoría de las casas de San Antonio los ductos pasan por el ático, donde el calor del verano los cocina durante meses. Con los años, los ductos flexibles se cuelgan, su aislamiento se deshace y las uniones se zafan.

La limpieza quita el polvo, pero no arregla un ducto roto o con fugas. Cuando los ductos tienen más de 15 años, le sugerimos considerar cambiarlos, y en cada limpieza los revisamos para que usted decida con datos en la mano.`,
      ),
      image: illustration(
        "ductwork.svg",
        "Ducts branching from a main trunk line in an attic",
        "Ductos que salen del ducto principal en un ático",
      ),
      imageSide: "right" as const,
    },
  ]),
  callBands: keyed("band", [
    {
      _type: "callBand" as const,
      title: l("Breathing Last Year's Dust?", "¿Sigue respirando el polvo del año pasado?"),
      text: p(
        "Call us: we give {quotePromise}. Most homes are done in 3 to 5 hours.",
        "Llámenos: damos {quotePromise}. En casi todas las casas tardamos de 3 a 5 horas.",
      ),
      ctaText: l("Call for a Quote", "Llame para pedir su cotización"),
    },
    {
      _type: "callBand" as const,
      title: l("Ducts Over 15 Years Old?", "¿Sus ductos tienen más de 15 años?"),
      text: p(
        "Ask us to inspect them. We will tell you honestly whether cleaning or replacement is the better buy.",
        "Pídanos que los revisemos. Le diremos con honestidad si le conviene más limpiarlos o cambiarlos.",
      ),
      ctaText: l("Call for a Duct Inspection", "Llame para revisar sus ductos"),
    },
  ]),
  guideTitle: l(
    "The Complete Guide to Air Duct Cleaning in San Antonio",
    "Guía completa para limpiar los ductos de su casa en San Antonio",
  ),
  guide: rich(
    `## What Duct Cleaning Is, and What It Is Not

Supply ducts carry cooled or heated air from the system to each room; return ducts bring it back to be filtered and conditioned again. Over the years, dust, lint, pet dander, pollen and construction debris collect inside them.

Our duct cleaning removes that buildup from the entire system: the main trunk, every branch, the return ducts, the return plenum and the registers. Cleaning does not repair damaged ducts; if we find damage, we show you and price the repair separately.

## Why Ducts Get Dirty in South Texas Homes

- **Attic ducts.** Most homes here run their ducts through the attic. Any gap at a joint or a loose return pulls in attic dust and insulation fibers.
- **Long cooling seasons.** The AC runs for months on end, so the ducts move far more air, and far more dust, than in a cooler climate.
- **Pollen.** Oak in the spring and mountain cedar in the winter send fine pollen into every house that has its doors opened.
- **Remodels.** Drywall sanding, flooring work and painting throw fine dust that settles in the returns for years.
- **Pets.** Hair and dander find their way into the returns no matter how often you vacuum.

## How Often to Clean Them

For most homes, every 3 to 5 years. Clean sooner if:

- You have just finished a remodel, or moved into a house with no record of the last cleaning
- Someone in the house has allergies or asthma
- You have pets that shed heavily
- You find signs of rodents or insects in the ducts or near the vents
- Dust comes back on surfaces within a day or two of cleaning

## Our Process, Step by Step

1. **Protect the house.** We cover floors and furniture near each vent and seal off the registers.
2. **Negative pressure.** A high-powered vacuum connects to the duct system and keeps it under negative pressure, so loosened dust is pulled out instead of blown into your rooms.
3. **Agitate.** Soft brushes and air whips work through every supply and return run. Flexible ducts get soft brushes that will not tear the inner lining.
4. **Registers and returns.** We clean the registers, grilles and return plenum.
5. **Inspect.** We look for torn, crushed, disconnected or leaking ducts along the way.
6. **Finish.** We install a fresh filter, run the system and walk you through what we found.

A typical home takes 3 to 5 hours. You can stay home the whole time; the system is off while we work.

## What It Costs

Duct cleaning for a typical home costs $400 to $800. What moves the price:

- The number of supply vents and returns
- One system or two
- The size and access of the attic
- The condition of the ducts

You get the exact price in writing before any work begins, with the parts of the system it covers.

## Clean or Replace: The 15-Year Mark

Cleaning makes sense for ducts in good shape. When ducts are more than 15 years old, we suggest looking at replacement instead. Years of attic heat break down flexible ducts and their insulation, and leaky ducts lose cooled air into the attic before it reaches your rooms. We inspect the ducts during every cleaning and tell you honestly which option is the better buy.

If a room has never cooled well because the ducts do not reach it properly, a ductless mini-split can be a simpler fix than new ductwork. See our [thermostat and ductless](page:thermostatDuctless) page.

## If We Find Mold or Pests

If we see what looks like mold inside the ducts or on the coil, we stop and show you. Mold in ducts grows where there is moisture, usually from condensation, a leak or a drain problem, and that cause has to be fixed first or it will come back. The same goes for rodents: the entry point needs to be sealed before cleaning makes sense.

## Keeping Your Ducts Clean Afterward

- Change your air filter every 1 to 3 months, and use the right MERV rating for your system.
- Keep the return grilles clear of furniture and dust.
- Seal leaky returns in the attic so they stop pulling in dust.
- Keep the system serviced once a year, for [cooling](page:acMaintenance) and for [heating](page:heatingMaintenance).

For filters, purifiers and humidity control, see our [indoor air quality](page:indoorAirQuality) page, or [call us](tel:) and ask for a duct cleaning quote.`,
    `## Qué es la limpieza de ductos y qué no es

Los ductos de salida llevan el aire frío o caliente del equipo a cada cuarto; los de retorno lo regresan para filtrarlo y volver a enfriarlo o calentarlo. Con los años, ahí adentro se juntan polvo, pelusa, caspa de mascotas, polen y restos de obra.

Nuestra limpieza quita todo eso de todo el sistema: el ducto principal, cada ramal, los ductos de retorno, la caja de retorno y las rejillas. Limpiar no repara los ductos dañados; si encontramos daños, se los enseñamos y le damos aparte el precio de la reparación.

## Por qué se ensucian los ductos en las casas del sur de Texas

- **Ductos en el ático.** En la mayoría de las casas de aquí los ductos van por el ático. Cualquier unión abierta o retorno flojo jala polvo y fibras del aislamiento.
- **Temporadas de calor muy largas.** El aire trabaja meses seguidos, así que por los ductos pasa mucho más aire, y mucho más polvo, que en un lugar más fresco.
- **Polen.** El encino en primavera y el cedro de montaña en invierno meten polen fino en cualquier casa donde se abren las puertas.
- **Remodelaciones.** Lijar tablaroca, cambiar pisos y pintar levantan un polvo fino que se queda en los retornos por años.
- **Mascotas.** El pelo y la caspa llegan a los retornos por más que usted aspire.

## Cada cuánto limpiarlos

En la mayoría de las casas, cada 3 a 5 años. Hágalo antes si:

- Acaba de terminar una remodelación, o se mudó a una casa donde no sabe cuándo se limpiaron los ductos
- Alguien en la casa tiene alergias o asma
- Tiene mascotas que sueltan mucho pelo
- Encuentra rastros de ratones o insectos en los ductos o cerca de las rejillas
- El polvo vuelve a aparecer en los muebles uno o dos días después de limpiar

## Cómo lo hacemos, paso a paso

1. **Protegemos la casa.** Cubrimos el piso y los muebles cerca de cada rejilla y tapamos las salidas.
2. **Presión negativa.** Conectamos una aspiradora de alta potencia al sistema de ductos y lo mantenemos en presión negativa, para que el polvo que se suelta salga de la casa en lugar de regarse por los cuartos.
3. **Despegamos la suciedad.** Con cepillos suaves y mangueras de aire a presión recorremos cada ducto de salida y de retorno. En los ductos flexibles usamos cepillos suaves que no rompen el forro interior.
4. **Rejillas y retornos.** Limpiamos las rejillas y la caja de retorno.
5. **Revisamos.** De paso buscamos ductos rotos, aplastados, desconectados o con fugas.
6. **Terminamos.** Ponemos un filtro nuevo, prendemos el equipo y le explicamos lo que encontramos.

Una casa típica lleva de 3 a 5 horas. Usted puede quedarse en casa todo el tiempo; el equipo queda apagado mientras trabajamos.

## Cuánto cuesta

La limpieza de ductos de una casa típica cuesta de $400 a $800. Lo que hace variar el precio:

- Cuántas rejillas de salida y retornos tiene
- Si la casa tiene uno o dos equipos
- El tamaño del ático y qué tan fácil es entrar
- El estado de los ductos

Le damos el precio exacto por escrito antes de empezar, con las partes del sistema que incluye.

## Limpiar o cambiar: la marca de los 15 años

Limpiar tiene sentido cuando los ductos están en buen estado. Cuando tienen más de 15 años, le sugerimos considerar cambiarlos. Años de calor en el ático deshacen los ductos flexibles y su aislamiento, y los ductos con fugas pierden el aire frío en el ático antes de que llegue a sus cuartos. En cada limpieza revisamos los ductos y le decimos con honestidad qué le conviene más.

Si hay un cuarto que nunca se ha enfriado bien porque los ductos no llegan como deben, un minisplit sin ductos puede ser una solución más sencilla que meter ductos nuevos. Vea nuestra página de [termostatos y minisplits](page:thermostatDuctless).

## Si encontramos moho o plagas

Si vemos algo que parece moho adentro de los ductos o en el serpentín, paramos y se lo enseñamos. El moho crece donde hay humedad, casi siempre por condensación, una fuga o un drenaje que no funciona, y esa causa se tiene que arreglar primero o el moho regresa. Lo mismo pasa con los ratones: hay que cerrar por donde entran antes de que valga la pena limpiar.

## Cómo mantener los ductos limpios después

- Cambie el filtro cada 1 a 3 meses y use la clasificación MERV adecuada para su equipo.
- No tape las rejillas de retorno con muebles y manténgalas sin polvo.
- Selle los retornos con fugas en el ático para que dejen de jalar polvo.
- Dele mantenimiento al equipo una vez al año, tanto al [aire acondicionado](page:acMaintenance) como a la [calefacción](page:heatingMaintenance).

Para filtros, purificadores y control de humedad, vea nuestra página de [calidad del aire interior](page:indoorAirQuality), o [llámenos](tel:) y pida la cotización de su limpieza de ductos.`,
  ),
  faqs: faqs.map((faq) => ref(faq._id, faq._id)),
  related: (
    ["indoorAirQuality", "acMaintenance", "heatingMaintenance", "thermostatDuctless"] as const
  ).map((id) => ref(serviceDocId(id), id)),
  form: {
    _type: "leadFormCopy",
    title: l("Request Duct Cleaning", "Solicite la limpieza de sus ductos"),
    description: p(
      "Tell us roughly how big your home is and how many AC systems it has. We will call you with a quote.",
      "Díganos más o menos qué tan grande es su casa y cuántos equipos de aire tiene. Le llamamos con la cotización.",
    ),
    submitLabel: l("Request a Quote", "Solicitar cotización"),
    successMessage: serviceFormSuccess,
  },
  formService: l("Duct Cleaning", "Limpieza de ductos"),
  seo: {
    _type: "seo",
    title: l(
      "Air Duct Cleaning San Antonio | $400-$800 Typical",
      "Limpieza de ductos en San Antonio | $400-$800",
    ),
    description: p(
      "Whole-home air duct cleaning in San Antonio in 3-5 hours, typically $400-$800. Recommended every 3-5 years. {quotePromise}.",
      "Limpieza de ductos de toda la casa, de 3 a 5 horas, normalmente de $400 a $800. Recomendada cada 3-5 años. {quotePromise}.",
    ),
  },
});

export default [page, ...faqs];
