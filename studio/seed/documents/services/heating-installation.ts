import type { Faq, ServicePage } from "@hvac/content";
import { seed } from "../../lib/define";
import { serviceFormSuccess } from "../../lib/lead-form";
import { serviceDocId, starterService } from "../../lib/starter-services";
import { illustration, keyed, l, p, ref, rich } from "../../lib/values";

const faqs = [
  seed<Faq>({
    _id: "faq-heating-installation-cost",
    _type: "faq",
    question: l(
      "How much does a new heating system cost?",
      "¿Cuánto cuesta una calefacción nueva?",
    ),
    answer: p(
      "Most heating installations cost $2,500 to $8,000. A standard furnace in the same spot is at the low end; a high-efficiency furnace, a heat pump, a new gas line or new ductwork moves it up. We give {quotePromise}, in writing, once we have seen your home, and financing is available.",
      "La mayoría de las instalaciones de calefacción cuestan de $2,500 a $8,000. Un horno estándar en el mismo lugar está en el rango bajo; un horno de alta eficiencia, una bomba de calor, una línea de gas nueva o ductos nuevos lo suben. Damos {quotePromise}, por escrito, después de ver su casa, y ofrecemos financiamiento.",
    ),
  }),
  seed<Faq>({
    _id: "faq-heating-installation-afue",
    _type: "faq",
    question: l(
      "What AFUE rating should my new furnace have?",
      "¿De cuánto AFUE debe ser mi horno nuevo?",
    ),
    answer: p(
      "AFUE is the share of the gas that becomes heat in your home. Standard furnaces are 80-85% AFUE and high-efficiency furnaces 90-98%. For our area we recommend 92-96%, which weighs the price of the furnace against the gas it saves over South Texas winters.",
      "El AFUE es la parte del gas que se convierte en calor para su casa. Los hornos estándar tienen 80-85% AFUE y los de alta eficiencia, 90-98%. Para nuestra zona recomendamos 92-96%, que equilibra el precio del horno con el gas que ahorra en los inviernos del sur de Texas.",
    ),
  }),
  seed<Faq>({
    _id: "faq-heating-installation-time",
    _type: "faq",
    question: l(
      "How long does heating installation take?",
      "¿Cuánto tarda la instalación de la calefacción?",
    ),
    answer: p(
      "Most installations take 1 to 2 days. Complex jobs, such as switching from electric to gas, running a new gas line or replacing ductwork, take 3 to 5 days. We give you the schedule with the quote.",
      "La mayoría de las instalaciones toman de 1 a 2 días. Los trabajos complejos, como cambiar de eléctrico a gas, meter una línea de gas nueva o cambiar los ductos, toman de 3 a 5 días. Le damos el plan de trabajo junto con la cotización.",
    ),
  }),
  seed<Faq>({
    _id: "faq-heating-installation-furnace-or-heat-pump",
    _type: "faq",
    question: l(
      "Should I choose a furnace or a heat pump?",
      "¿Me conviene un horno o una bomba de calor?",
    ),
    answer: p(
      "If your home has gas and you want full heat on the coldest nights, a 92-96% AFUE gas furnace is a strong choice. If your home is all-electric, or you are replacing the AC at the same time, a heat pump heats and cools with one system and costs far less to run than an electric furnace. We price both.",
      "Si su casa tiene gas y quiere calor completo en las noches más frías, un horno de gas de 92-96% AFUE es muy buena opción. Si su casa no tiene gas, o va a cambiar el aire al mismo tiempo, una bomba de calor calienta y enfría con un solo equipo y gasta mucho menos que un horno eléctrico. Le cotizamos las dos.",
    ),
  }),
  seed<Faq>({
    _id: "faq-heating-installation-warranty",
    _type: "faq",
    question: l(
      "What warranty comes with a new heating system?",
      "¿Qué garantía tiene una calefacción nueva?",
    ),
    answer: p(
      "Our installation carries a 1-year labor warranty. The equipment carries the manufacturer's parts warranty of 5 to 10 years, depending on the brand and model.",
      "Nuestra instalación tiene 1 año de garantía en la mano de obra. El equipo trae la garantía del fabricante en las piezas, de 5 a 10 años según la marca y el modelo.",
    ),
  }),
];

const page = seed<ServicePage>({
  ...starterService("heatingInstallation"),
  layout: "full",
  card: {
    _type: "serviceCard",
    icon: "home",
    title: l("Heating Installation", "Instalación de calefacción"),
    summary: p(
      "New furnaces and heat pumps sized for your home, typically $2,500 to $8,000 installed, with 92-96% AFUE recommended.",
      "Hornos y bombas de calor nuevos, del tamaño correcto para su casa, normalmente de $2,500 a $8,000 instalados; recomendamos 92-96% AFUE.",
    ),
  },
  hero: {
    _type: "hero",
    heading: l("Heating Installation in San Antonio", "Instalación de calefacción en San Antonio"),
    subtitle: p(
      "A new furnace or heat pump, sized to your home and installed in 1 to 2 days (3 to 5 for complex jobs). {quotePromise} in writing and a 1-year labor warranty.",
      "Un horno o una bomba de calor nuevos, calculados para su casa e instalados en un plazo de 1 a 2 días (de 3 a 5 en trabajos complejos). {quotePromise} por escrito y 1 año de garantía en la mano de obra.",
    ),
    ctaText: l("Call for a Quote", "Llame para pedir su cotización"),
    image: illustration(
      "furnace.svg",
      "A new gas furnace with its gas line and supply duct",
      "Un horno de gas nuevo con su línea de gas y su ducto de salida",
    ),
  },
  features: keyed("feature", [
    {
      _type: "feature" as const,
      icon: "flame",
      title: l("92-96% AFUE Recommended", "Recomendamos 92-96% AFUE"),
      description: p(
        "Standard furnaces run at 80-85% AFUE, high-efficiency models at 90-98%. For our area, 92-96% is the sweet spot.",
        "Los hornos estándar tienen 80-85% AFUE y los de alta eficiencia, 90-98%. Para nuestra zona, lo ideal es 92-96%.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "dollar",
      title: l("$2,500 to $8,000 Installed", "De $2,500 a $8,000 instalado"),
      description: p(
        "Most heating installations fall in this range. You get the exact price in writing, with {quotePromise}.",
        "La mayoría de las instalaciones de calefacción caen en este rango. El precio exacto se lo damos por escrito: damos {quotePromise}.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "clock",
      title: l("1 to 2 Days", "De 1 a 2 días"),
      description: p(
        "Most jobs finish in 1 to 2 days. Complex ones, like a new gas line or new ductwork, take 3 to 5.",
        "Casi todos los trabajos tardan de 1 a 2 días. Los complejos, como una línea de gas o ductos nuevos, toman de 3 a 5.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "shield",
      title: l("1-Year Labor Warranty", "1 año de garantía en mano de obra"),
      description: p(
        "We stand behind the installation for a year on labor; the furnace or heat pump carries 5 to 10 years of manufacturer parts coverage.",
        "Respondemos por la instalación durante 1 año en la mano de obra; el horno o la bomba de calor trae de 5 a 10 años de garantía del fabricante en las piezas.",
      ),
    },
  ]),
  intro: rich(
    `Homes around San Antonio heat with one of three systems: a gas furnace, an electric furnace or a heat pump. Each has its place. The right one depends on whether you have gas service, how your ducts are laid out, and whether your air conditioner is due for replacement too.

We install all three, from {dealerBrand}, for which we are an authorized {dealerStatus}, and from {otherBrands}. We size the system for your home, explain the running costs of each option, and give {quotePromise} in writing. Most installations cost $2,500 to $8,000 and take 1 to 2 days.`,
    `Las casas de la zona de San Antonio se calientan con uno de tres sistemas: un horno de gas, un horno eléctrico o una bomba de calor. Cada uno tiene su lugar. El indicado depende de si tiene servicio de gas, de cómo están sus ductos y de si también ya le toca cambiar el aire acondicionado.

Instalamos los tres, de {dealerBrand}, de la que somos {dealerStatus} autorizado, y de {otherBrands}. Calculamos el equipo para su casa, le explicamos cuánto gasta cada opción y damos {quotePromise}, por escrito. La mayoría de las instalaciones cuestan de $2,500 a $8,000 y toman de 1 a 2 días.`,
  ),
  imageBlocks: keyed("block", [
    {
      _type: "imageBlock" as const,
      title: l(
        "Gas Furnace, Electric Furnace or Heat Pump?",
        "¿Horno de gas, horno eléctrico o bomba de calor?",
      ),
      body: rich(
        `- **Gas furnace:** strong, steady heat on the coldest nights. Needs a gas line, proper venting and carbon monoxide alarms.
- **Electric furnace:** simple and lower in price to install, but the most expensive to run. Fits homes without gas and with light winter use.
- **Heat pump:** heats and cools with one system, and costs far less to run than an electric furnace. Backup heat strips help on hard freezes.

We price the options that fit your home side by side.`,
        `- **Horno de gas:** calor fuerte y parejo en las noches más frías. Necesita línea de gas, buena ventilación y alarmas de monóxido de carbono.
- **Horno eléctrico:** sencillo y más barato de instalar, pero el que más gasta. Le queda a casas sin gas donde la calefacción se usa poco.
- **Bomba de calor:** calienta y enfría con un solo equipo, y gasta mucho menos que un horno eléctrico. Unas resistencias de respaldo le ayudan en las heladas fuertes.

Le cotizamos lado a lado las opciones que le quedan a su casa.`,
      ),
      image: illustration(
        "heat-pump.svg",
        "A heat pump's outdoor unit beside a house",
        "La unidad exterior de una bomba de calor junto a una casa",
      ),
      imageSide: "right" as const,
    },
    {
      _type: "imageBlock" as const,
      title: l("What an Installation Includes", "Qué incluye la instalación"),
      body: rich(
        `- A load calculation to size the system for your home
- Safe shut-off and removal of the old equipment
- The new furnace or air handler set and connected to your ducts, with the joints sealed
- Gas, venting and condensate drain connected, or the electrical supply for electric systems
- Thermostat connected and set
- Gas pressure, venting, temperature rise and every safety control checked, then full heating cycles`,
        `- Cálculo de carga para escoger el tamaño correcto para su casa
- Desconexión segura y retiro del equipo viejo
- Horno o manejadora de aire nueva colocada y conectada a sus ductos, con las uniones selladas
- Conexión del gas, el tubo de escape y el drenaje de condensado, o de la corriente en los equipos eléctricos
- Termostato conectado y programado
- Revisión de la presión del gas, el escape, el aumento de temperatura y todos los controles de seguridad, y luego ciclos completos de calefacción`,
      ),
      image: illustration(
        "ductwork.svg",
        "Ductwork in the attic carrying air to two ceiling vents",
        "Ductos en el ático que llevan el aire a dos rejillas del techo",
      ),
      imageSide: "left" as const,
    },
  ]),
  callBands: keyed("band", [
    {
      _type: "callBand" as const,
      title: l("Is Your Furnace Past Its Prime?", "¿Su horno ya dio lo que tenía que dar?"),
      text: p(
        "If a repair would cost more than half of a new system and the furnace is over 10 years old, replacing it usually pays. We price both options, with {quotePromise}.",
        "Si la reparación cuesta más de la mitad de un equipo nuevo y el horno tiene más de 10 años, casi siempre conviene cambiarlo. Le damos el precio de las dos opciones, con {quotePromise}.",
      ),
      ctaText: l("Call for a Quote", "Llame para pedir su cotización"),
    },
    {
      _type: "callBand" as const,
      title: l("Beat the First Cold Front", "Adelántese al primer norte"),
      text: p(
        "Replacing your heat in the fall is easier than waiting for a freezing night. Call to set up your estimate.",
        "Cambiar la calefacción en otoño es más fácil que esperar a una noche helada. Llame para agendar su cotización.",
      ),
      ctaText: l("Call to Schedule Your Estimate", "Llame para agendar su cotización"),
    },
  ]),
  guideTitle: l(
    "The Complete Guide to Heating Installation in San Antonio",
    "Guía completa para instalar calefacción en San Antonio",
  ),
  guide: rich(
    `## Signs It Is Time for a New Heating System

- The furnace is over 10 to 15 years old and repairs come more often
- A repair would cost more than 50% of a new system, on a furnace over 10 years old
- A technician has found a cracked heat exchanger
- Some rooms never warm up, or the system runs nonstop on cold nights
- Your gas or power bill climbs every winter
- Yellow flames, soot around the furnace or a carbon monoxide alarm (get everyone out and call right away)

As a quick guide: repair when the system is under 10 years old and the repair is under $1,000; replace when it is over 10 to 15 years old and the repair is over $1,500. If you are not sure, our [furnace repair](page:furnaceRepair) technicians will price both.

## Three Ways to Heat a San Antonio Home

**Gas furnace.** Burns natural gas or propane to heat the air. It gives strong, steady heat on the coldest nights. It needs a gas line and proper venting, and every home with one should have carbon monoxide alarms.

**Electric furnace.** Heats the air with electric elements. It is simple and lower in price to install, but the most expensive option to run for each unit of heat. It makes sense in homes without gas where the heat is used lightly.

**Heat pump.** Moves heat from the outdoor air into the house, and cools in summer. It costs far less to run than an electric furnace, with backup heat strips for hard freezes. Since 2023, a new heat pump must be rated at least 15 SEER (14.3 SEER2) for cooling and 7.5 HSPF2 for heating, and we recommend 16 SEER (15.2 SEER2) or higher. Since 2025, new split heat pumps use A2L refrigerants (R-454B or R-32) and a new outdoor unit needs a matching indoor coil; an existing R-410A system can still be serviced. Our [heat pump service](page:heatPump) page compares a heat pump with an AC plus furnace, side by side.

## AFUE: What Furnace Efficiency Means

AFUE (Annual Fuel Utilization Efficiency) is the share of the fuel a furnace turns into heat for your home. A 95% AFUE furnace turns 95 cents of every dollar of gas into heat; the rest goes out the vent.

- **80-85% AFUE:** standard efficiency. The lowest price, and it usually works with the existing metal flue.
- **90-98% AFUE:** high efficiency. These condensing furnaces vent through plastic pipe and need a condensate drain.
- **92-96% AFUE:** what we recommend for our area, weighing the price of the furnace against the gas it saves over San Antonio's short winters.

## Sizing the System

A furnace or heat pump that is too big heats the house in short bursts, wears out sooner and leaves cold spots. One that is too small runs without stopping on the coldest nights. We size the system with a load calculation for your home (square footage, insulation, windows and ductwork) instead of matching the old unit. For heat pumps, most homes here need 2 to 5 tons.

## How Long Installation Takes

Most heating installations take 1 to 2 days. Complex jobs take 3 to 5 days: switching from electric to gas, running a new gas line, moving the equipment, replacing ductwork, or installing heating and cooling together.

On installation day we:

1. Shut off the gas and power and remove the old equipment
2. Set the new furnace or air handler and connect it to the ducts, sealing the joints
3. Connect the gas, venting and condensate drain, or the electrical supply
4. Connect and set the thermostat
5. Check gas pressure, temperature rise, venting and every safety control, then run full heating cycles
6. Show you how it works, where the filter goes and what the warranties cover

## What It Costs

Most heating installations cost $2,500 to $8,000. A standard-efficiency furnace in the same spot is at the low end; a high-efficiency furnace, a heat pump, a new gas line or new ductwork push the price up. After we see your home, we give {quotePromise} in writing. Financing is available: see [guarantees and financing](page:guaranteesFinancing).

## Equipment and Warranties

We are an authorized {dealerStatus} for {dealerBrand} and also install {otherBrands}. Every installation carries a 1-year labor warranty, and the equipment carries the manufacturer's parts warranty of 5 to 10 years, depending on the brand and model.

## Keep It Running

A new system stays efficient with a yearly tune-up. Our 18-point [heating maintenance](page:heatingMaintenance) visit takes 90 to 120 minutes and costs $79 to $150; book it every fall. Change the filter every 1 to 3 months. Ready for a quote? [Call us](tel:).`,
    `## Señales de que ya le toca una calefacción nueva

- El horno ya tiene de 10 a 15 años o más y las descomposturas son cada vez más seguidas
- La reparación cuesta más del 50% de un equipo nuevo, y el horno tiene más de 10 años
- Un técnico encontró el intercambiador de calor agrietado
- Hay cuartos que nunca se calientan, o el equipo trabaja sin parar en las noches frías
- El recibo del gas o de la luz sube cada invierno
- Flamas amarillas, hollín alrededor del horno o la alarma de monóxido sonando (saque a todos de la casa y llame de inmediato)

Como guía rápida: repare cuando el equipo tiene menos de 10 años y la reparación cuesta menos de $1,000; cámbielo cuando ya tiene de 10 a 15 años o más y la reparación pasa de $1,500. Si tiene dudas, nuestros técnicos de [reparación de calefacción](page:furnaceRepair) le cotizan las dos opciones.

## Tres formas de calentar una casa en San Antonio

**Horno de gas.** Quema gas natural o gas propano para calentar el aire. Da un calor fuerte y parejo en las noches más frías. Necesita línea de gas y un buen tubo de escape, y toda casa que lo tenga debe contar con alarmas de monóxido de carbono.

**Horno eléctrico.** Calienta el aire con resistencias eléctricas. Es sencillo y más barato de instalar, pero es la opción que más gasta por cada unidad de calor. Conviene en casas sin gas donde la calefacción se usa poco.

**Bomba de calor.** Toma el calor del aire de afuera y lo mete a la casa, y en verano enfría. Gasta mucho menos que un horno eléctrico, y tiene resistencias de respaldo para las heladas fuertes. Desde 2023, una bomba de calor nueva debe tener por lo menos 15 SEER (14.3 SEER2) para enfriar y 7.5 HSPF2 para calentar, y recomendamos 16 SEER (15.2 SEER2) o más. Desde 2025, las bombas de calor nuevas de tipo split usan refrigerantes A2L (R-454B o R-32), y una unidad de afuera nueva necesita un serpentín interior que le corresponda; a un equipo de R-410A se le puede seguir dando servicio. En nuestra página de [servicio de bomba de calor](page:heatPump) la comparamos lado a lado con un aire con horno.

## Qué significa el AFUE

El AFUE (eficiencia anual de utilización de combustible) es la parte del combustible que el horno convierte en calor para su casa. Un horno de 95% AFUE convierte en calor 95 centavos de cada dólar de gas; el resto se va por el tubo de escape.

- **80-85% AFUE:** eficiencia estándar. Es el precio más bajo, y por lo general usa el mismo tubo de escape de metal que ya tiene.
- **90-98% AFUE:** alta eficiencia. Son hornos de condensación que sacan los gases por tubo de plástico y necesitan drenaje de condensado.
- **92-96% AFUE:** lo que recomendamos para nuestra zona, porque equilibra el precio del horno con el gas que ahorra en los inviernos cortos de San Antonio.

## El tamaño correcto

Un horno o una bomba de calor demasiado grande calienta la casa en ratitos, prende y apaga a cada rato, se gasta antes y deja rincones fríos. Uno demasiado chico trabaja sin parar en las noches más frías. Calculamos el equipo con un cálculo de carga de su casa (pies cuadrados, aislamiento, ventanas y ductos) en lugar de copiar el equipo viejo. En bombas de calor, la mayoría de las casas de aquí necesitan de 2 a 5 toneladas.

## Cuánto tarda la instalación

La mayoría de las instalaciones de calefacción toman de 1 a 2 días. Los trabajos complejos toman de 3 a 5 días: cambiar de eléctrico a gas, meter una línea de gas nueva, cambiar el equipo de lugar, reemplazar los ductos o instalar calefacción y aire al mismo tiempo.

El día de la instalación:

1. Cerramos el gas, cortamos la corriente y retiramos el equipo viejo
2. Colocamos el horno o la manejadora de aire nueva y la conectamos a los ductos, sellando las uniones
3. Conectamos el gas, el tubo de escape y el drenaje de condensado, o la corriente eléctrica
4. Conectamos y programamos el termostato
5. Revisamos la presión del gas, el aumento de temperatura, el escape y todos los controles de seguridad, y ponemos el equipo a trabajar por ciclos completos
6. Le enseñamos cómo funciona, dónde va el filtro y qué cubren las garantías

## Cuánto cuesta

La mayoría de las instalaciones de calefacción cuestan de $2,500 a $8,000. Un horno estándar en el mismo lugar está en el rango bajo; un horno de alta eficiencia, una bomba de calor, una línea de gas nueva o ductos nuevos suben el precio. Después de ver su casa, damos {quotePromise}, por escrito. Ofrecemos financiamiento: vea [garantías y financiamiento](page:guaranteesFinancing).

## Equipos y garantías

Somos {dealerStatus} autorizado de {dealerBrand} y también instalamos {otherBrands}. Cada instalación tiene 1 año de garantía en la mano de obra, y el equipo trae la garantía del fabricante en las piezas, de 5 a 10 años según la marca y el modelo.

## Cómo mantenerlo funcionando

Un equipo nuevo se mantiene eficiente con una afinación cada año. Nuestra visita de [mantenimiento de calefacción](page:heatingMaintenance) revisa 18 puntos, tarda de 90 a 120 minutos y cuesta de $79 a $150; hágala cada otoño. Cambie el filtro cada 1 a 3 meses. ¿Listo para su cotización? [Llámenos](tel:).`,
  ),
  faqs: faqs.map((faq) => ref(faq._id, faq._id)),
  related: (["furnaceRepair", "heatingMaintenance", "heatPump", "ductCleaning"] as const).map(
    (id) => ref(serviceDocId(id), id),
  ),
  form: {
    _type: "leadFormCopy",
    title: l("Request a Heating Installation Quote", "Pida su cotización de calefacción"),
    description: p(
      "Tell us about your home and the heating you have now. We will set up a visit, and we give {quotePromise} in writing.",
      "Cuéntenos de su casa y de la calefacción que tiene ahora. Le agendamos una visita y damos {quotePromise}, por escrito.",
    ),
    submitLabel: l("Request a Quote", "Solicitar cotización"),
    successMessage: serviceFormSuccess,
  },
  formService: l("Heating Installation", "Instalación de calefacción"),
  priceRange: { low: 2500, high: 8000 },
  seo: {
    _type: "seo",
    title: l(
      "Heating Installation San Antonio | 92-96% AFUE",
      "Instalación de calefacción en San Antonio | 92-96% AFUE",
    ),
    description: p(
      "New furnaces and heat pumps in San Antonio, $2,500-$8,000 installed in 1-2 days. 92-96% AFUE recommended, 1-year labor warranty.",
      "Hornos y bombas de calor nuevos en San Antonio, de $2,500 a $8,000; instalación de 1 a 2 días. Recomendamos 92-96% AFUE; 1 año de garantía en mano de obra.",
    ),
  },
});

export default [page, ...faqs];
