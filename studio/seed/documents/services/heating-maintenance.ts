import type { ComparisonTable, Faq, ServicePage } from "@hvac/content";
import { seed } from "../../lib/define";
import { serviceFormSuccess } from "../../lib/lead-form";
import { serviceDocId, starterService } from "../../lib/starter-services";
import { illustration, keyed, l, p, ref, rich } from "../../lib/values";

const faqs = [
  seed<Faq>({
    _id: "faq-heating-maintenance-cost",
    _type: "faq",
    question: l(
      "How much does a heating tune-up cost?",
      "¿Cuánto cuesta una afinación de calefacción?",
    ),
    answer: p(
      "A visit costs $79 to $150 and takes 90 to 120 minutes, depending on your system. You know the price before we start. If the inspection turns up a repair, you get a written price for it before we do anything.",
      "La visita cuesta de $79 a $150 y toma de 90 a 120 minutos, según su equipo. Usted sabe el precio antes de que empecemos. Si en la inspección sale alguna reparación, le damos el precio por escrito antes de hacer cualquier cosa.",
    ),
  }),
  seed<Faq>({
    _id: "faq-heating-maintenance-when",
    _type: "faq",
    question: l(
      "When should I schedule heating maintenance?",
      "¿Cuándo debo hacer el mantenimiento de la calefacción?",
    ),
    answer: p(
      "Once a year, in early fall, before the first cold front. Appointments are easy to get in September and October and hard to get the week of a freeze. If you have a heat pump, it heats and cools, so it should be checked twice a year: in spring for cooling and in fall for heating.",
      "Una vez al año, a principios del otoño, antes del primer norte. En septiembre y octubre es fácil conseguir cita; la semana de una helada, no. Si tiene bomba de calor, ese equipo enfría y calienta, así que conviene revisarlo dos veces al año: en primavera para el aire y en otoño para la calefacción.",
    ),
  }),
  seed<Faq>({
    _id: "faq-heating-maintenance-plans",
    _type: "faq",
    question: l(
      "How do your heating maintenance plans work?",
      "¿Cómo funcionan sus planes de mantenimiento de calefacción?",
    ),
    answer: p(
      "There are two. The Basic Plan is $149 per year and takes 10% off repairs. The Complete Plan is $279 per year and takes 15% off repairs. Members of either plan get priority scheduling when they call us, which counts most when a cold front fills everyone's calendar. Visits booked online are first come, first served.",
      "Hay dos. El plan básico cuesta $149 al año y le da 10% de descuento en reparaciones. El plan completo cuesta $279 al año y le da 15% de descuento. Los miembros de cualquiera de los dos tienen citas prioritarias cuando nos llaman, lo que cuenta más cuando entra un norte y todos llaman a la vez. Las visitas que se agendan en línea son por orden de llegada.",
    ),
  }),
  seed<Faq>({
    _id: "faq-heating-maintenance-carbon-monoxide",
    _type: "faq",
    question: l(
      "Can a tune-up protect my family from carbon monoxide?",
      "¿La afinación protege a mi familia del monóxido de carbono?",
    ),
    answer: p(
      "It is one of the main reasons to do it. A gas furnace can leak carbon monoxide through a cracked heat exchanger or a blocked vent, and you cannot see or smell it. Every tune-up inspects the heat exchanger, tests the venting and measures carbon monoxide. Keep working CO detectors in the house as well.",
      "Es una de las razones principales para hacerla. Un horno de gas puede soltar monóxido de carbono por un intercambiador de calor agrietado o una ventilación tapada, y ese gas no se ve ni se huele. En cada afinación revisamos el intercambiador, probamos la ventilación y medimos el monóxido de carbono. Además, tenga detectores de monóxido funcionando en la casa.",
    ),
  }),
  seed<Faq>({
    _id: "faq-heating-maintenance-systems",
    _type: "faq",
    question: l(
      "Do you maintain heat pumps and electric furnaces too?",
      "¿También dan mantenimiento a bombas de calor y hornos eléctricos?",
    ),
    answer: p(
      "Yes. We maintain gas furnaces, electric furnaces and heat pumps of every major brand. On electric systems, the gas and flame checks give way to the heating elements, sequencers, defrost controls and reversing valve.",
      "Sí. Damos mantenimiento a hornos de gas, hornos eléctricos y bombas de calor de todas las marcas principales. En los equipos eléctricos, en lugar de revisar gas y flama, revisamos las resistencias, los secuenciadores, el control de descongelamiento y la válvula de inversión.",
    ),
  }),
];

const maintainedOrNeglected = seed<ComparisonTable>({
  _id: "comparison-maintained-or-neglected",
  _type: "comparisonTable",
  title: l("Well-Maintained vs. Neglected Heating", "Calefacción con mantenimiento o descuidada"),
  caption: p(
    "A tune-up costs $79 to $150 a year. This is what that buys you.",
    "Una afinación cuesta de $79 a $150 al año. Esto es lo que gana con ella.",
  ),
  firstColumn: l("Well-Maintained", "Con mantenimiento"),
  secondColumn: l("Neglected", "Descuidada"),
  rows: keyed("row", [
    {
      _type: "comparisonRow" as const,
      label: l("18-point inspection every year", "Inspección de 18 puntos cada año"),
      first: { kind: "yes" as const },
      second: { kind: "no" as const },
    },
    {
      _type: "comparisonRow" as const,
      label: l(
        "Heat exchanger and carbon monoxide checked",
        "Intercambiador de calor y monóxido de carbono revisados",
      ),
      first: { kind: "yes" as const },
      second: { kind: "no" as const },
    },
    {
      _type: "comparisonRow" as const,
      label: l("Burners and flame sensor clean", "Quemadores y sensor de flama limpios"),
      first: { kind: "yes" as const },
      second: { kind: "no" as const },
    },
    {
      _type: "comparisonRow" as const,
      label: l("Breakdown on the first cold night", "Falla en la primera noche fría"),
      first: { kind: "text" as const, text: l("Rare", "Poco común") },
      second: { kind: "text" as const, text: l("Common", "Frecuente") },
    },
    {
      _type: "comparisonRow" as const,
      label: l("Discount on repairs", "Descuento en reparaciones"),
      first: { kind: "text" as const, text: l("10% or 15% with a plan", "10% o 15% con un plan") },
      second: { kind: "text" as const, text: l("None", "Ninguno") },
    },
    {
      _type: "comparisonRow" as const,
      label: l("Service during a cold snap", "Servicio cuando entra un norte"),
      first: {
        kind: "text" as const,
        text: l(
          "Priority scheduling by phone for plan members",
          "Cita prioritaria por teléfono para miembros del plan",
        ),
      },
      second: { kind: "text" as const, text: l("Wait in line", "Esperar su turno") },
    },
    {
      _type: "comparisonRow" as const,
      label: l("What you pay up front", "Lo que paga por adelantado"),
      first: { kind: "text" as const, text: l("$79-$150 a year", "$79-$150 al año") },
      second: {
        kind: "text" as const,
        text: l("Nothing, until something breaks", "Nada, hasta que algo se descompone"),
      },
    },
  ]),
});

const page = seed<ServicePage>({
  ...starterService("heatingMaintenance"),
  layout: "full",
  card: {
    _type: "serviceCard",
    icon: "gauge",
    title: l("Heating Maintenance", "Mantenimiento de calefacción"),
    summary: p(
      "An 18-point furnace or heat pump tune-up in 90 to 120 minutes, before the first cold front.",
      "Afinación de 18 puntos para su horno o bomba de calor, de 90 a 120 minutos, antes del primer norte.",
    ),
  },
  hero: {
    _type: "hero",
    heading: l("Heating Maintenance in San Antonio", "Mantenimiento de calefacción en San Antonio"),
    subtitle: p(
      "An 18-point tune-up of your furnace or heat pump in 90 to 120 minutes, for $79 to $150. Get it done in the fall, before the first cold night finds a dirty flame sensor or a cracked heat exchanger.",
      "Afinación de 18 puntos para su horno o bomba de calor: tarda de 90 a 120 minutos y cuesta de $79 a $150. Hágala en el otoño, antes de que la primera noche fría lo agarre con un sensor de flama sucio o un intercambiador agrietado.",
    ),
    ctaText: l("Call to Book a Tune-Up", "Llame para agendar su afinación"),
    image: illustration(
      "furnace.svg",
      "A gas furnace with its burner flame showing and the gas line connected at the side",
      "Un horno de gas con la flama del quemador a la vista y la línea de gas conectada al lado",
    ),
  },
  features: keyed("feature", [
    {
      _type: "feature" as const,
      icon: "check",
      title: l("18-Point Inspection", "Inspección de 18 puntos"),
      description: p(
        "Burners, igniter, flame sensor, heat exchanger, venting, blower and safety controls, checked and cleaned.",
        "Revisamos y limpiamos quemadores, encendedor, sensor de flama, intercambiador de calor, ventilación, motor del ventilador y controles de seguridad.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "clock",
      title: l("Done in 90 to 120 Minutes", "La afinación tarda de 90 a 120 minutos"),
      description: p(
        "One visit, usually under two hours, and your heat is ready for winter.",
        "Una sola visita, casi siempre de menos de dos horas, y su calefacción queda lista para el invierno.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "dollar",
      title: l("$79 to $150 per Visit", "De $79 a $150 por visita"),
      description: p(
        "You know the price before we start. Any repair we find is quoted in writing before we touch it.",
        "Usted sabe el precio antes de que empecemos. Si encontramos algo que reparar, le damos el precio por escrito antes de tocarlo.",
      ),
    },
    {
      _type: "feature" as const,
      icon: "calendar",
      title: l("Plans from $149 a Year", "Planes desde $149 al año"),
      description: p(
        "Plan members save 10% or 15% on repairs and get priority scheduling by phone when a cold front hits.",
        "Los miembros del plan ahorran 10% o 15% en reparaciones y tienen cita prioritaria por teléfono cuando entra un norte.",
      ),
    },
  ]),
  intro: rich(
    `In San Antonio, the heat stays off most of the year. Then a norther blows in, the whole city turns it on the same night, and the furnaces that spent months collecting dust are the ones that fail.

A yearly tune-up heads off most of those calls. A technician working under our Texas license, {licence}, goes through an 18-point inspection of your furnace or heat pump in 90 to 120 minutes: cleaning what is dirty, testing every safety control, and checking for the carbon monoxide risks you cannot see or smell. The visit costs $79 to $150. If we find a problem, you get a written price before any repair.`,
    `En San Antonio, la calefacción pasa casi todo el año apagada. Luego entra un norte, media ciudad prende la calefacción la misma noche, y los hornos que pasaron meses juntando polvo son los que fallan.

Una afinación al año evita la mayoría de esas llamadas. Un técnico que trabaja bajo nuestra licencia de Texas, {licence}, le hace a su horno o bomba de calor una inspección de 18 puntos que tarda de 90 a 120 minutos: limpia lo que está sucio, prueba cada control de seguridad y revisa los riesgos de monóxido de carbono, que no se ven ni se huelen. La visita cuesta de $79 a $150. Si encontramos un problema, le damos el precio por escrito antes de reparar nada.`,
  ),
  imageBlocks: keyed("block", [
    {
      _type: "imageBlock" as const,
      title: l("What the 18-Point Inspection Covers", "Qué incluye la inspección de 18 puntos"),
      body: rich(
        `The inspection follows the heat from the gas valve to the vents:

- **Safety:** heat exchanger, carbon monoxide, venting and gas connections
- **Burners and ignition:** burners, igniter, flame sensor and gas pressure
- **Airflow:** filter, blower motor and wheel, temperature rise
- **Controls:** thermostat, limit and pressure switches, wiring

We finish by running a full heating cycle and going over what we found with you.`,
        `La inspección sigue el recorrido del calor, desde la válvula de gas hasta las rejillas:

- **Seguridad:** intercambiador de calor, monóxido de carbono, ventilación y conexiones de gas
- **Quemadores y encendido:** quemadores, encendedor, sensor de flama y presión del gas
- **Flujo de aire:** filtro, motor y rueda del ventilador, aumento de temperatura
- **Controles:** termostato, interruptores de límite y de presión, cableado

Al final ponemos a funcionar la calefacción un ciclo completo y le explicamos lo que encontramos.`,
      ),
      image: illustration(
        "technician-tools.svg",
        "A technician's pressure gauges and hoses beside a toolbox",
        "Los manómetros y mangueras de un técnico junto a una caja de herramientas",
      ),
      imageSide: "right" as const,
    },
    {
      _type: "imageBlock" as const,
      title: l(
        "Heat Pumps and Electric Furnaces Too",
        "También bombas de calor y hornos eléctricos",
      ),
      body: rich(
        `Many homes around San Antonio heat with a heat pump or an electric furnace instead of gas. They need care too, just different care:

- Heating elements and sequencers tested for a safe, even warm-up
- Defrost controls and the reversing valve checked on heat pumps
- Outdoor coil cleaned and refrigerant pressures read
- Backup heat strips tested, so a cold snap does not send your power bill through the roof

A heat pump heats and cools, so we recommend checking it twice a year.`,
        `Muchas casas en San Antonio y sus alrededores se calientan con bomba de calor o con horno eléctrico en lugar de gas. También necesitan mantenimiento, solo que diferente:

- Probamos las resistencias y los secuenciadores para que calienten parejo y sin riesgo
- Revisamos el control de descongelamiento y la válvula de inversión de la bomba de calor
- Limpiamos el serpentín exterior y medimos las presiones del refrigerante
- Probamos la calefacción de respaldo, para que un frente frío no le dispare el recibo de luz

La bomba de calor enfría y calienta, así que recomendamos revisarla dos veces al año.`,
      ),
      image: illustration(
        "heat-pump.svg",
        "A heat pump outdoor unit with arrows showing heat moving in and out of the house",
        "Una bomba de calor exterior con flechas que muestran el calor entrando y saliendo de la casa",
      ),
      imageSide: "left" as const,
    },
    {
      _type: "imageBlock" as const,
      title: l("Maintenance Plans", "Planes de mantenimiento"),
      body: rich(
        `If you would rather not think about it, join a plan:

- **Basic Plan, $149 per year:** 10% off repairs and priority scheduling
- **Complete Plan, $279 per year:** 15% off repairs and priority scheduling

Priority scheduling matters most on the cold nights when every heating company in town has a waiting list. It applies when you call us; visits booked online are first come, first served. [Call us](tel:) and we will go over which plan fits your system.`,
        `Si prefiere no tener que acordarse, inscríbase en un plan:

- **Plan básico, $149 al año:** 10% de descuento en reparaciones y citas prioritarias
- **Plan completo, $279 al año:** 15% de descuento en reparaciones y citas prioritarias

La cita prioritaria vale más que nunca en esas noches frías en que todas las compañías de calefacción tienen lista de espera. Aplica cuando nos llama; las visitas que se agendan en línea son por orden de llegada. [Llámenos](tel:) y le explicamos qué plan le conviene a su equipo.`,
      ),
      image: illustration(
        "home-comfort.svg",
        "A house between the summer sun and a winter snowflake",
        "Una casa entre el sol del verano y un copo de nieve del invierno",
      ),
      imageSide: "right" as const,
    },
  ]),
  callBands: keyed("band", [
    {
      _type: "callBand" as const,
      title: l("Book Before the First Cold Front", "Agende antes de que entre el primer norte"),
      text: p(
        "Fall appointments fill fast. Call now and get your 18-point tune-up done while it is still warm outside.",
        "Las citas de otoño se llenan rápido. Llame ahora y haga su afinación de 18 puntos mientras todavía hace calor.",
      ),
      ctaText: l("Call to Schedule", "Llame para hacer su cita"),
    },
    {
      _type: "callBand" as const,
      title: l("Heat Already Out?", "¿Se quedó sin calefacción?"),
      text: p(
        "We answer {hoursShort}. A technician typically arrives {arrivalPromise}.",
        "Contestamos {hoursShort}. El técnico normalmente llega {arrivalPromise}.",
      ),
      ctaText: l("Call for Heating Repair", "Llame para reparar su calefacción"),
      emergency: true,
    },
  ]),
  comparison: ref(maintainedOrNeglected._id),
  guideTitle: l(
    "The Complete Guide to Heating Maintenance in San Antonio",
    "Guía completa del mantenimiento de calefacción en San Antonio",
  ),
  guide: rich(
    `## Why Heating Maintenance Matters Here

A furnace here can sit unused from March to November, and in that time dust settles on the burners, spiders nest in the vents, flame sensors corrode and capacitors weaken. None of it shows until the first cold front, when the system is asked to run for hours on end.

A yearly tune-up finds those problems in the fall, on your schedule, instead of on the coldest night of the year, on the furnace's schedule. It also keeps the system burning clean and venting safely, which is the part that protects your family.

## What Happens During the 18-Point Inspection

On a gas furnace, our technician works through these 18 points:

1. Thermostat operation and calibration
2. Air filter checked and replaced if needed
3. Burners inspected and cleaned
4. Igniter tested
5. Flame sensor cleaned
6. Gas pressure measured at the valve
7. Gas connections checked for leaks
8. Heat exchanger inspected for cracks
9. Carbon monoxide measured
10. Flue and venting checked for blockages and proper draft
11. Inducer motor and pressure switch tested
12. Limit and rollout safety switches tested
13. Blower motor tested
14. Blower wheel inspected and cleaned
15. Electrical connections tightened
16. Condensate drain cleared on high-efficiency furnaces
17. Temperature rise measured across the furnace
18. A full heating cycle run and checked from start to shutdown

The visit takes 90 to 120 minutes and costs $79 to $150. At the end, you get a plain-language summary of what we found and a written price for anything that needs repair. Nothing is fixed without your OK.

## Carbon Monoxide and the Heat Exchanger

The heat exchanger is the metal wall between the flame and the air you breathe. Years of heating and cooling can crack it, and a cracked heat exchanger or a blocked flue can let carbon monoxide into the house. You cannot see it or smell it. That is why the heat exchanger, venting and carbon monoxide checks are the first points of every tune-up.

Keep a carbon monoxide detector on every floor and near the bedrooms, and test them when you change the clocks. If a detector sounds, get everyone outside and call 911 first, then call us. If you smell gas, leave the house and call the gas company from outside.

## What You Can Do Between Visits

- Change the air filter every 1 to 3 months. A clogged filter overheats the furnace and trips its safety switches.
- Keep the area around the furnace clear. It is not a storage closet.
- Keep supply and return vents open and uncovered.
- Clear leaves and grass from around an outdoor heat pump.
- Turn the heat on for a few minutes on a cool fall day. A short burning-dust smell is normal the first time; a smell that lingers is not.

## When Maintenance Is No Longer Enough

A furnace that will not light, blows cold air or bangs when it starts needs a repair, not a tune-up: we answer those calls {hoursShort}, and our [furnace repair](page:furnaceRepair) page says what to check first. Maintenance extends the life of a system, but not forever. When a repair would cost more than 50% of a new system and the system is over 10 years old, replacing it usually makes more sense. Standard furnaces run at 80-85% AFUE and high-efficiency models at 90-98%; for our area we recommend 92-96%. Our [heating installation](page:heatingInstallation) page explains the options, or [call us](tel:) and we will give you an honest opinion at your next tune-up.`,
    `## Por qué importa el mantenimiento de la calefacción aquí

Aquí un horno puede pasar de marzo a noviembre sin usarse, y en ese tiempo el polvo se asienta en los quemadores, las arañas hacen nido en la ventilación, los sensores de flama se oxidan y los capacitores se debilitan. Nada de eso se nota hasta el primer norte, cuando el equipo tiene que trabajar horas seguidas.

La afinación anual encuentra esos problemas en el otoño, cuando a usted le conviene, y no en la noche más fría del año, cuando el horno decide fallar. Además, mantiene el equipo quemando limpio y sacando los gases como debe, que es lo que protege a su familia.

## Qué hacemos en la inspección de 18 puntos

En un horno de gas, nuestro técnico revisa estos 18 puntos:

1. Funcionamiento y calibración del termostato
2. Filtro de aire revisado y cambiado si hace falta
3. Quemadores revisados y limpios
4. Prueba del encendedor
5. Limpieza del sensor de flama
6. Presión del gas medida en la válvula
7. Conexiones de gas revisadas para detectar fugas
8. Intercambiador de calor revisado en busca de grietas
9. Medición de monóxido de carbono
10. Chimenea y ventilación revisadas para que no haya obstrucciones y tiren bien
11. Prueba del motor de tiro inducido y del interruptor de presión
12. Prueba de los interruptores de seguridad de límite y de flama
13. Prueba del motor del ventilador
14. Rueda del ventilador revisada y limpia
15. Conexiones eléctricas apretadas
16. Drenaje de condensado destapado en hornos de alta eficiencia
17. Aumento de temperatura medido a través del horno
18. Un ciclo completo de calefacción, revisado desde que arranca hasta que se apaga

La visita toma de 90 a 120 minutos y cuesta de $79 a $150. Al terminar, le explicamos en palabras sencillas lo que encontramos y le damos por escrito el precio de lo que haya que reparar. No arreglamos nada sin su autorización.

## El monóxido de carbono y el intercambiador de calor

El intercambiador de calor es la pared de metal que separa la flama del aire que usted respira. De tanto calentarse y enfriarse con los años, se puede agrietar, y un intercambiador agrietado o una chimenea tapada pueden dejar pasar monóxido de carbono a la casa. Ese gas no se ve ni se huele. Por eso el intercambiador, la ventilación y la medición de monóxido son lo primero que revisamos en cada afinación.

Tenga un detector de monóxido de carbono en cada piso y cerca de las recámaras, y pruébelos cada vez que se cambia el horario. Si un detector suena, saque a todos de la casa y llame primero al 911; después, llámenos. Si huele a gas, salga de la casa y llame a la compañía de gas desde afuera.

## Lo que usted puede hacer entre una visita y otra

- Cambie el filtro de aire cada 1 a 3 meses. Un filtro tapado sobrecalienta el horno y hace que se disparen sus interruptores de seguridad.
- Mantenga despejado el espacio alrededor del horno. No lo use como bodega.
- No tape ni cierre las rejillas de salida ni la de retorno.
- Quite las hojas y el pasto de alrededor de la bomba de calor exterior.
- Prenda la calefacción unos minutos en un día fresco de otoño. Es normal que huela a polvo quemado la primera vez; si el olor no se quita, no es normal.

## Cuando el mantenimiento ya no alcanza

Si el horno no prende, sopla aire frío o hace golpes al arrancar, ya no es caso de afinación sino de reparación: atendemos esas llamadas {hoursShort}, y en nuestra página de [reparación de calefacción](page:furnaceRepair) le decimos qué revisar primero. El mantenimiento alarga la vida del equipo, pero no para siempre. Si una reparación cuesta más del 50% de un equipo nuevo y el suyo tiene más de 10 años, casi siempre conviene reemplazarlo. Los hornos estándar trabajan con 80-85% AFUE y los de alta eficiencia con 90-98%; para nuestra zona recomendamos 92-96%. En nuestra página de [instalación de calefacción](page:heatingInstallation) le explicamos las opciones, o [llámenos](tel:) y en su próxima afinación le damos una opinión honesta.`,
  ),
  faqs: faqs.map((faq) => ref(faq._id, faq._id)),
  related: (["furnaceRepair", "heatingInstallation", "heatPump", "acMaintenance"] as const).map(
    (id) => ref(serviceDocId(id), id),
  ),
  form: {
    _type: "leadFormCopy",
    title: l("Schedule Heating Maintenance", "Agende el mantenimiento de su calefacción"),
    description: p(
      "Tell us what kind of system you have and which days suit you. If your heat is out right now, call us instead: it is faster.",
      "Díganos qué tipo de equipo tiene y qué días le quedan bien. Si ahorita no tiene calefacción, mejor llámenos: es más rápido.",
    ),
    submitLabel: l("Request a Tune-Up", "Solicitar afinación"),
    successMessage: serviceFormSuccess,
  },
  formService: l("Heating Maintenance", "Mantenimiento de calefacción"),
  seo: {
    _type: "seo",
    title: l(
      "Heating Maintenance San Antonio | 18-Point Tune-Up",
      "Mantenimiento de calefacción en San Antonio | 18 puntos",
    ),
    description: p(
      "18-point furnace and heat pump tune-up in 90-120 minutes, $79-$150. Plans $149/year (10% off repairs) or $279/year (15% off). Call to book.",
      "Afinación de horno o bomba de calor de 18 puntos en 90-120 min, $79-$150. Planes de $149 al año (10% de descuento) o $279 (15%).",
    ),
  },
});

export default [page, maintainedOrNeglected, ...faqs];
