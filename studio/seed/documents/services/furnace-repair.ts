import type { Faq, ServicePage } from "@hvac/content";
import { seed } from "../../lib/define";
import { serviceFormSuccess } from "../../lib/lead-form";
import { serviceDocId, starterService } from "../../lib/starter-services";
import { illustration, keyed, l, p, ref, rich } from "../../lib/values";

const faqs = [
  seed<Faq>({
    _id: "faq-furnace-repair-cold-air",
    _type: "faq",
    question: l("Why is my furnace blowing cold air?", "¿Por qué mi horno echa aire frío?"),
    answer: p(
      "Check the thermostat first: HEAT, a few degrees above room temperature, fan on AUTO. A clogged filter can also trip a safety switch that shuts the burners off. If the burners light and then go out, the flame sensor is often dirty; if they never light, the igniter or gas supply is the usual suspect. Both are quick repairs for a technician.",
      "Revise primero el termostato: en HEAT (calor), unos grados arriba de la temperatura de la casa y el ventilador en AUTO (automático). Un filtro tapado también puede botar un interruptor de seguridad que apaga los quemadores. Si los quemadores prenden y luego se apagan, casi siempre es el sensor de flama sucio; si nunca prenden, lo normal es que sea el encendedor o el gas. Las dos cosas las arregla un técnico rápido.",
    ),
  }),
  seed<Faq>({
    _id: "faq-furnace-repair-gas-smell",
    _type: "faq",
    question: l("What should I do if I smell gas?", "¿Qué hago si huele a gas?"),
    answer: p(
      "Do not switch anything on or off and do not use a phone inside. Get everyone out of the house, call the gas company or 911 from outside, and then call us. Once the gas company says it is safe, we find and repair the cause.",
      "No prenda ni apague nada y no use el teléfono adentro. Saque a todos de la casa, llame a la compañía de gas o al 911 desde afuera, y después llámenos. Cuando la compañía de gas diga que ya no hay peligro, nosotros encontramos y reparamos la causa.",
    ),
  }),
  seed<Faq>({
    _id: "faq-furnace-repair-emergency",
    _type: "faq",
    question: l(
      "Do you repair furnaces at night and on weekends?",
      "¿Reparan la calefacción de noche y en fines de semana?",
    ),
    answer: p(
      "Yes. {hoursText}, holidays included. For an emergency, a technician typically arrives {arrivalPromise}.",
      "Sí. {hoursText}, incluso en días festivos. En una emergencia, el técnico normalmente llega {arrivalPromise}.",
    ),
  }),
  seed<Faq>({
    _id: "faq-furnace-repair-or-replace",
    _type: "faq",
    question: l(
      "Should I repair or replace my furnace?",
      "¿Me conviene reparar o cambiar el horno?",
    ),
    answer: p(
      "Replace it when the repair would cost more than 50% of a new furnace and the furnace is over 10 years old. A furnace under 10 years old with a repair under $1,000 is usually worth fixing. If you replace, we recommend 92-96% AFUE for our area.",
      "Conviene cambiarlo cuando la reparación cuesta más del 50% de un horno nuevo y el horno tiene más de 10 años. Si tiene menos de 10 años y la reparación cuesta menos de $1,000, casi siempre vale la pena arreglarlo. Si lo cambia, para nuestra zona recomendamos 92-96% AFUE.",
    ),
  }),
  seed<Faq>({
    _id: "faq-furnace-repair-warranty",
    _type: "faq",
    question: l("Is furnace repair guaranteed?", "¿La reparación del horno tiene garantía?"),
    answer: p(
      "Every repair carries a 90-day labor warranty, and new parts keep their manufacturer warranty. If the same problem comes back in that time, we fix it at no labor cost.",
      "Toda reparación tiene 90 días de garantía en la mano de obra, y las piezas nuevas conservan la garantía del fabricante. Si el mismo problema regresa en ese tiempo, lo arreglamos sin cobrar la mano de obra.",
    ),
  }),
];

const page = seed<ServicePage>({
  ...starterService("furnaceRepair"),
  layout: "full",
  card: {
    _type: "serviceCard",
    icon: "flame",
    title: l("Furnace Repair", "Reparación de calefacción"),
    summary: p(
      "Gas and electric furnace repair, {hoursShort}, with a written price before we start and a 90-day labor warranty.",
      "Reparación de calefacción de gas y eléctrica (hornos), {hoursShort}, con precio por escrito antes de empezar y 90 días de garantía en la mano de obra.",
    ),
  },
  hero: {
    _type: "hero",
    heading: l(
      "Furnace Repair in San Antonio, {hoursShort}",
      "Reparación de calefacción en San Antonio, {hoursShort}",
    ),
    subtitle: p(
      "No heat on a cold night? We answer {hoursShort}, and a technician typically arrives {arrivalPromise}. Written price first, and a 90-day labor warranty on every repair.",
      "¿Se quedó sin calefacción en una noche fría? Contestamos {hoursShort}, y un técnico normalmente llega {arrivalPromise}. Primero el precio por escrito, y cada reparación tiene 90 días de garantía en la mano de obra.",
    ),
    ctaText: l("Call Now for Furnace Repair", "Llame ahora para reparar su calefacción"),
    image: illustration(
      "furnace.svg",
      "A gas furnace sending warm air into the ducts",
      "Un horno de gas que manda aire caliente a los ductos",
    ),
  },
  features: keyed("feature", [
    {
      _type: "feature" as const,
      icon: "clock",
      title: l("{hoursShort} Heating Repair", "Reparación de calefacción {hoursShort}"),
      description: p(
        "Cold fronts do not wait for office hours. A technician typically arrives {arrivalPromise}.",
        "Los nortes no esperan al horario de oficina. El técnico normalmente llega {arrivalPromise}.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "flame",
      title: l("Gas and Electric", "De gas y eléctricos"),
      description: p(
        "Igniters, flame sensors, gas valves, inducer and blower motors, heat strips: we repair them all.",
        "Encendedores, sensores de flama, válvulas de gas, motores del inductor y del ventilador, resistencias: los reparamos todos.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "dollar",
      title: l("Price Before Work", "Precio antes de trabajar"),
      description: p(
        "You approve a written estimate after the diagnosis. No work starts without your OK.",
        "Usted aprueba la cotización por escrito después del diagnóstico. No empezamos sin su autorización.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "shield",
      title: l("90-Day Labor Warranty", "Garantía de 90 días en mano de obra"),
      description: p(
        "If the same heating problem comes back within 90 days, we fix it at no labor cost. Parts keep their manufacturer warranty.",
        "Si la misma falla regresa en 90 días, la arreglamos sin cobrar la mano de obra. Las piezas conservan la garantía del fabricante.",
      ),
    },
  ]),
  intro: rich(
    `San Antonio winters are short, and that is exactly the problem: a furnace sits idle for months, then a norther blows in and it has to run all night. Dust on the burners, a dirty flame sensor or a tired igniter usually shows up on that first cold night.

Our technicians work under our Texas license, {licence}, and repair gas and electric furnaces of every major brand. We check for gas leaks and carbon monoxide first, find the cause, give you a written price and repair only with your OK. Every repair carries a 90-day labor warranty.`,
    `Los inviernos en San Antonio son cortos, y ahí está el problema: el horno pasa meses sin prenderse, y de repente entra un norte y tiene que trabajar toda la noche. El polvo en los quemadores, un sensor de flama sucio o un encendedor ya cansado casi siempre aparecen esa primera noche fría.

Nuestros técnicos trabajan bajo nuestra licencia de Texas, {licence}, y reparan hornos de gas y eléctricos (el calentón, como le dicen en muchas casas) de todas las marcas principales. Primero revisamos que no haya fugas de gas ni monóxido de carbono, luego encontramos la causa, le damos el precio por escrito y reparamos solo con su autorización. Cada reparación tiene 90 días de garantía en la mano de obra.`,
  ),
  imageBlocks: keyed("block", [
    {
      _type: "imageBlock" as const,
      title: l("The Furnace Parts That Fail Most", "Las piezas que más fallan"),
      body: rich(
        `A short list of parts causes most furnace calls:

- Dirty flame sensors: the burners light, then shut off
- Cracked or worn hot-surface igniters
- Pressure switches and draft inducer motors
- Blower motors and their capacitors
- Limit switches tripped by a clogged filter
- Gas valves and control boards
- Heat strips and sequencers in electric furnaces`,
        `Unas cuantas piezas causan casi todas las llamadas por calefacción:

- Sensores de flama sucios: los quemadores prenden y luego se apagan
- Encendedores de superficie caliente rotos o gastados
- Interruptores de presión y motores del inductor de tiro
- Motores del ventilador y sus capacitores
- Interruptores de límite que se botan por un filtro tapado
- Válvulas de gas y tarjetas de control
- Resistencias y secuenciadores en hornos eléctricos`,
      ),
      image: illustration(
        "furnace.svg",
        "A gas furnace with its flame window and gas line",
        "Un horno de gas con la ventanilla de la flama y su línea de gas",
      ),
      imageSide: "right" as const,
    },
    {
      _type: "imageBlock" as const,
      title: l("Safety First: Gas and Carbon Monoxide", "Primero la seguridad: gas y monóxido"),
      body: rich(
        `A furnace burns gas a few feet from where your family sleeps, so every repair visit starts with safety.

- **If you smell gas:** do not touch switches, get everyone out, and call the gas company or 911 from outside. Then call us.
- **Carbon monoxide** has no smell. Keep working CO alarms near the bedrooms.
- **We check** for gas leaks, test the flue draft and inspect the heat exchanger for cracks before we hand the furnace back to you.`,
        `Un horno quema gas a unos pasos de donde duerme su familia, por eso cada visita de reparación empieza por la seguridad.

- **Si huele a gas:** no toque los apagadores, saque a todos de la casa y llame a la compañía de gas o al 911 desde afuera. Después llámenos.
- **El monóxido de carbono** no huele. Tenga alarmas de monóxido que funcionen cerca de las recámaras.
- **Revisamos** que no haya fugas de gas, revisamos que el tubo de escape saque bien los gases y buscamos grietas en el intercambiador de calor antes de entregarle el horno.`,
      ),
      image: illustration(
        "technician-tools.svg",
        "A technician's gauges and toolbox, ready for a furnace safety check",
        "Los manómetros y la caja de herramientas de un técnico, listos para revisar la seguridad de un horno",
      ),
      imageSide: "left" as const,
    },
  ]),
  callBands: keyed("band", [
    {
      _type: "callBand" as const,
      title: l("No Heat Tonight?", "¿Sin calefacción esta noche?"),
      text: p(
        "Call now. A technician can typically be at your door {arrivalPromise}.",
        "Llame ahora. Un técnico normalmente puede llegar a su puerta {arrivalPromise}.",
      ),
      ctaText: l("Call for Emergency Heating Repair", "Llame para reparación de emergencia"),
      emergency: true,
    },
    {
      _type: "callBand" as const,
      title: l("Is Your Furnace Over 10 Years Old?", "¿Su horno tiene más de 10 años?"),
      text: p(
        "We give you the repair price and the replacement price so you can choose, with {quotePromise}.",
        "Le damos el precio de la reparación y el de un horno nuevo para que usted escoja, con {quotePromise}.",
      ),
      ctaText: l("Call for a Quote", "Llame para pedir su cotización"),
    },
  ]),
  guideTitle: l(
    "The Complete Guide to Furnace Repair in San Antonio",
    "Guía completa para reparar su calefacción en San Antonio",
  ),
  guide: rich(
    `## Why Furnaces Fail on the First Cold Night

In San Antonio a furnace can sit idle from spring to late fall. Dust settles on the burners, the flame sensor picks up a thin film, and a worn igniter waits for the night it is finally needed. Then a norther blows through, the temperature drops fast, and the furnace is asked to run for hours. That is when most heating calls come in.

Most breakdowns come from a short list: a dirty flame sensor, a failed hot-surface igniter, a pressure switch or inducer motor, a blower motor or its capacitor, a limit switch tripped by a clogged filter, or a control board. Electric furnaces add heat strips and sequencers. Most of these are repaired in one visit.

## Signs Your Furnace Needs Repair

- Cold or lukewarm air from the vents with the thermostat on HEAT
- The burners light, then shut off after a few seconds
- The furnace clicks over and over but never lights
- The blower runs nonstop, or not at all
- A burning smell that lasts beyond the first few minutes of the season (a little dust burning off on the first run is normal)
- Rumbling, banging or squealing
- Yellow, flickering burner flames instead of steady blue ones
- A carbon monoxide alarm going off: get everyone out first, then call

## What You Can Check Before You Call

1. Set the thermostat to HEAT, a few degrees above room temperature, with the fan on AUTO. Replace the batteries if the screen is blank.
2. Check the filter. A clogged filter can trip the high-limit switch and shut the burners off. Filters should be changed every 1 to 3 months.
3. Check the breaker, and the switch on or near the furnace that looks like a light switch.
4. Make sure the furnace door is closed tight: a safety switch keeps the furnace off while the panel is loose.
5. On a gas furnace, make sure the gas valve to the furnace is open and your other gas appliances work.

If the furnace still will not heat, call us. Do not take apart the gas valve or the burners yourself.

## Gas Smells and Carbon Monoxide

If you smell gas (it smells like rotten eggs), do not turn lights or appliances on or off and do not use a phone inside. Get everyone out, call the gas company or 911 from outside, and then call us.

Carbon monoxide has no smell at all. Every home with a gas furnace should have working CO alarms near the bedrooms. A cracked heat exchanger, a blocked flue or a badly adjusted burner can produce it, which is why our technicians check combustion safety on every furnace repair.

## What Happens on a Repair Visit

1. You call, day or night. For an emergency, a technician typically arrives {arrivalPromise}.
2. The technician checks for gas leaks and carbon monoxide, then tests the ignition, burners, blower and safety controls.
3. You get a written price and honest advice: repair or replace.
4. We repair it only with your OK, run the furnace through full heating cycles and confirm it shuts off safely.

## Repair or Replace?

Replace when a repair would cost more than 50% of a new furnace and the furnace is over 10 years old. As a quick guide:

- **Repair** when the furnace is under 10 years old and the repair is under $1,000.
- **Replace** when it is over 10 to 15 years old and the repair is over $1,500.

A cracked heat exchanger on an older furnace is almost always a reason to replace. If you do, furnace efficiency is measured in AFUE: standard models run at 80-85%, high-efficiency models at 90-98%, and for our area we recommend 92-96%. A heat pump is another option worth pricing. See [heating installation](page:heatingInstallation) for your options and [heat pump service](page:heatPump) for how the two compare.

## Our Warranty

Every repair carries a 90-day labor warranty, and new parts keep their manufacturer warranty. If the same problem returns within 90 days, we fix it at no labor cost.

## Preventing the Next Breakdown

Most furnace failures start as dust and wear that a tune-up catches. Our 18-point [heating maintenance](page:heatingMaintenance) visit takes 90 to 120 minutes: the technician cleans the flame sensor and burners, tests the igniter and safety controls, inspects the heat exchanger and checks the gas pressure. Book it in the fall, before the first cold front, or [call us](tel:) now if your heat is already out.`,
    `## Por qué el horno falla la primera noche fría

En San Antonio el horno puede pasar desde la primavera hasta finales del otoño sin prenderse. Se junta polvo en los quemadores, el sensor de flama se cubre de una capa delgada y el encendedor gastado espera la noche en que por fin lo necesitan. Entonces entra un norte, la temperatura baja de golpe y al horno le toca trabajar horas seguidas. Es justo cuando entran más llamadas por calefacción.

Casi todas las fallas vienen de una lista corta: un sensor de flama sucio, un encendedor de superficie caliente dañado, un interruptor de presión o el motor del inductor, el motor del ventilador o su capacitor, un interruptor de límite que se botó por un filtro tapado, o la tarjeta de control. Los hornos eléctricos tienen además resistencias y secuenciadores. La mayoría se arregla en una sola visita.

## Señales de que su horno necesita reparación

- Sale aire frío o apenas tibio por las rejillas con el termostato en HEAT (calor)
- Los quemadores prenden y se apagan a los pocos segundos
- El horno hace clic una y otra vez pero nunca prende
- El ventilador no para, o no arranca
- Un olor a quemado que dura más que los primeros minutos de la temporada (es normal que huela un poco a polvo quemado la primera vez que se prende)
- Retumbos, golpes o chillidos
- Flamas amarillas que parpadean en lugar de flamas azules y parejas
- Suena la alarma de monóxido de carbono: primero saque a todos de la casa, luego llame

## Lo que puede revisar antes de llamar

1. Ponga el termostato en HEAT (calor), unos grados arriba de la temperatura de la casa, con el ventilador en AUTO (automático). Si la pantalla está apagada, cámbiele las pilas.
2. Revise el filtro. Un filtro tapado puede botar el interruptor de límite y apagar los quemadores. Los filtros se cambian cada 1 a 3 meses.
3. Revise el breaker y el apagador que está en el horno o junto a él (parece un apagador de luz).
4. Asegúrese de que la tapa del horno esté bien cerrada: un interruptor de seguridad no deja que prenda si la tapa está floja.
5. Si el horno es de gas, confirme que la llave del gas del horno esté abierta y que sus otros aparatos de gas funcionen.

Si aun así no calienta, llámenos. No desarme la válvula de gas ni los quemadores usted mismo.

## Olor a gas y monóxido de carbono

Si huele a gas (huele a huevo podrido), no prenda ni apague luces ni aparatos, y no use el teléfono adentro. Saque a todos, llame a la compañía de gas o al 911 desde afuera, y después llámenos.

El monóxido de carbono no tiene ningún olor. Toda casa con horno de gas debe tener alarmas de monóxido que funcionen cerca de las recámaras. Un intercambiador de calor agrietado, un tubo de escape tapado o un quemador mal ajustado pueden producirlo, y por eso nuestros técnicos revisan la combustión en cada reparación de horno.

## Cómo es una visita de reparación

1. Usted llama, de día o de noche. En una emergencia, el técnico normalmente llega {arrivalPromise}.
2. El técnico revisa que no haya fugas de gas ni monóxido de carbono, y luego prueba el encendido, los quemadores, el ventilador y los controles de seguridad.
3. Usted recibe el precio por escrito y un consejo honesto: reparar o cambiar.
4. Reparamos solo con su autorización, ponemos el horno a trabajar por ciclos completos y confirmamos que se apague como debe.

## ¿Reparar o cambiar el horno?

Conviene cambiarlo cuando la reparación cuesta más del 50% de un horno nuevo y el horno tiene más de 10 años. Como guía rápida:

- **Reparar** cuando el horno tiene menos de 10 años y la reparación cuesta menos de $1,000.
- **Cambiar** cuando ya tiene de 10 a 15 años o más y la reparación cuesta más de $1,500.

Un intercambiador de calor agrietado en un horno viejo casi siempre es motivo para cambiarlo. Si lo cambia, la eficiencia de un horno se mide en AFUE: los modelos estándar tienen 80-85%, los de alta eficiencia 90-98%, y para nuestra zona recomendamos 92-96%. Una bomba de calor es otra opción que vale la pena cotizar. Vea [instalación de calefacción](page:heatingInstallation) para conocer sus opciones y [servicio de bomba de calor](page:heatPump) para comparar las dos.

## Nuestra garantía

Cada reparación tiene 90 días de garantía en la mano de obra, y las piezas nuevas conservan la garantía del fabricante. Si el mismo problema regresa en menos de 90 días, lo arreglamos sin cobrar la mano de obra.

## Cómo evitar la próxima falla

Casi todas las fallas del horno empiezan con polvo y desgaste que una afinación detecta a tiempo. Nuestra visita de [mantenimiento de calefacción](page:heatingMaintenance) revisa 18 puntos en una visita de 90 a 120 minutos: el técnico limpia el sensor de flama y los quemadores, prueba el encendedor y los controles de seguridad, revisa el intercambiador de calor y mide la presión del gas. Agéndela en otoño, antes del primer norte, o [llámenos](tel:) ahora mismo si ya se quedó sin calefacción.`,
  ),
  faqs: faqs.map((faq) => ref(faq._id, faq._id)),
  related: (
    ["heatingMaintenance", "heatingInstallation", "heatPump", "indoorAirQuality"] as const
  ).map((id) => ref(serviceDocId(id), id)),
  form: {
    _type: "leadFormCopy",
    title: l("Request Furnace Repair", "Solicite la reparación de su calefacción"),
    description: p(
      "Tell us what the furnace is doing and where you are. If you have no heat on a cold night, call us instead: it is faster.",
      "Díganos qué está haciendo el horno y dónde se encuentra. Si se quedó sin calefacción en una noche fría, mejor llámenos: es más rápido.",
    ),
    submitLabel: l("Request Service", "Solicitar servicio"),
    successMessage: serviceFormSuccess,
  },
  formService: l("Furnace Repair", "Reparación de calefacción"),
  seo: {
    _type: "seo",
    title: l(
      "Furnace Repair San Antonio | {hoursShort} Heating Service",
      "Reparación de calefacción en San Antonio | {hoursShort}",
    ),
    description: p(
      "Gas and electric furnace repair in San Antonio, {hoursShort}. A technician typically arrives {arrivalPromise}. Written price first, 90-day labor warranty.",
      "Reparamos su calefacción (horno) en San Antonio, {hoursShort}. Solemos llegar {arrivalPromise}; precio por escrito y 90 días de garantía en mano de obra.",
    ),
  },
});

export default [page, ...faqs];
