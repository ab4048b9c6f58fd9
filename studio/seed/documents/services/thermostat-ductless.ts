import type { ServicePage } from "@hvac/content";
import { seed } from "../../lib/define";
import { starterService } from "../../lib/starter-services";
import { illustration, l, p, rich } from "../../lib/values";

export default seed<ServicePage>({
  ...starterService("thermostatDuctless"),
  layout: "short",
  card: {
    _type: "serviceCard",
    icon: "fan",
    title: l("Thermostats & Ductless", "Termostatos y minisplits"),
    summary: p(
      "Smart thermostats and ductless mini-splits, installed, wired and set up.",
      "Termostatos inteligentes y minisplits sin ductos, instalados, conectados y configurados.",
    ),
  },
  hero: {
    _type: "hero",
    heading: l(
      "Thermostat and Ductless Mini-Split Installation",
      "Instalación de termostatos y minisplits",
    ),
    subtitle: p(
      "Better control of the system you already have, and cooling and heating for the rooms your ducts never reached. Installed by technicians working under our Texas license, with a 1-year labor warranty.",
      "Más control sobre el equipo que ya tiene, y aire y calefacción para los cuartos a los que nunca llegaron los ductos. Lo instalan técnicos que trabajan bajo nuestra licencia de Texas, con 1 año de garantía en la mano de obra.",
    ),
    ctaText: l("Call for a Quote", "Llame para pedir su cotización"),
    image: illustration(
      "mini-split.svg",
      "A ductless mini-split unit high on a wall, blowing air into the room",
      "Un minisplit en lo alto de la pared, echando aire al cuarto",
    ),
  },
  intro: rich(
    `## Thermostats

The thermostat is the one part of your system you touch every day, and an old or badly wired one costs you comfort and money. We install and set up:

- Smart Wi-Fi thermostats you can adjust from your phone
- Programmable thermostats that ease off while you are at work or asleep
- Thermostats matched to heat pumps and to two-stage or variable-speed systems, wired for every stage
- A common wire (C-wire) when a smart thermostat needs steady power

If your thermostat does not respond, goes blank or reads a different temperature than the room feels, call us before you blame the AC. It is often the cheaper fix.

## Ductless Mini-Splits

A mini-split cools and heats a room without ducts. An outdoor unit connects to one or more wall units through a small opening in the wall, and each indoor unit has its own control, so you cool only the rooms you use. Most models are heat pumps and heat in winter too. They are a good fit for:

- Room additions and converted garages
- Workshops, garages and small businesses
- A bedroom that never cools like the rest of the house
- Upstairs rooms that run hot all summer
- Older homes with no ductwork

## What to Expect

- A visit to size the system for the space, and {quotePromise}
- Most installations finished in 1 to 2 days
- New systems rated at least 15 SEER (14.3 SEER2), the federal minimum since 2023; for our summers we recommend 16 SEER (15.2 SEER2) or higher
- New mini-splits made for A2L refrigerants such as R-32 or R-454B, the rule since 2025; the mini-split you have now can still be serviced
- Equipment from {dealerBrand}, for which we are an authorized {dealerStatus}, or from {otherBrands}
- A 1-year labor warranty on the installation, and a manufacturer parts warranty of 5 to 10 years

For a whole-house system instead, see our [AC installation](page:acInstallation) page. For a thermostat or a mini-split, [call us](tel:): we give {quotePromise}.`,
    `## Termostatos

El termostato es la única parte del equipo que usted toca todos los días, y uno viejo o mal conectado le cuesta comodidad y dinero. Instalamos y configuramos:

- Termostatos inteligentes con Wi-Fi que puede ajustar desde su celular
- Termostatos programables que le bajan al equipo mientras usted está en el trabajo o dormido
- Termostatos compatibles con bombas de calor y con equipos de dos etapas o de velocidad variable, conectados para cada etapa
- Un cable común (cable C) cuando el termostato inteligente necesita corriente constante

Si su termostato no responde, se queda en blanco o marca una temperatura distinta a la que se siente en el cuarto, llámenos antes de echarle la culpa al aire. Muchas veces sale más barato.

## Minisplits sin ductos

Un minisplit enfría y calienta un cuarto sin necesidad de ductos. Una unidad exterior se conecta con una o varias unidades de pared por un hoyo pequeño en la pared, y cada unidad interior tiene su propio control, así que solo enfría los cuartos que usa. La mayoría de los modelos son bomba de calor y también calientan en invierno. Son buena opción para:

- Cuartos agregados y cocheras convertidas en cuarto
- Talleres, cocheras y negocios pequeños
- Una recámara que nunca se enfría como el resto de la casa
- Cuartos del segundo piso que se calientan todo el verano
- Casas antiguas sin ductos

## Qué puede esperar

- Una visita para calcular el equipo según el espacio, y {quotePromise}
- La mayoría de las instalaciones tardan de 1 a 2 días
- Equipos nuevos de por lo menos 15 SEER (14.3 SEER2), el mínimo federal desde 2023; para nuestros veranos recomendamos 16 SEER (15.2 SEER2) o más
- Minisplits nuevos hechos para refrigerantes A2L, como el R-32 o el R-454B, como lo exige la norma desde 2025; al minisplit que ya tiene se le puede seguir dando servicio
- Equipos de {dealerBrand}, de la que somos {dealerStatus} autorizado, o de {otherBrands}
- 1 año de garantía en la mano de obra de la instalación, y garantía del fabricante de 5 a 10 años en las piezas

Si lo que busca es un equipo para toda la casa, vea nuestra página de [instalación de aire acondicionado](page:acInstallation). Para un termostato o un minisplit, [llámenos](tel:): damos {quotePromise}.`,
  ),
  seo: {
    _type: "seo",
    title: l(
      "Thermostats & Ductless Mini-Splits San Antonio",
      "Termostatos y minisplits en San Antonio",
    ),
    description: p(
      "Thermostats and mini-splits in San Antonio. 15 SEER (14.3 SEER2) minimum, 16 SEER (15.2 SEER2) recommended. 1-year labor warranty, {quotePromise}.",
      "Termostatos y minisplits en San Antonio. Mínimo 15 SEER (14.3 SEER2), recomendamos 16 SEER (15.2 SEER2). 1 año de garantía en mano de obra; {quotePromise}.",
    ),
  },
});
