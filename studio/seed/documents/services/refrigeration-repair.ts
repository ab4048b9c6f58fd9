import type { ServicePage } from "@hvac/content";
import { seed } from "../../lib/define";
import { starterService } from "../../lib/starter-services";
import { illustration, l, p, rich } from "../../lib/values";

export default seed<ServicePage>({
  ...starterService("refrigerationRepair"),
  layout: "short",
  card: {
    _type: "serviceCard",
    icon: "building",
    title: l("Commercial Refrigeration Repair", "Reparación de refrigeración comercial"),
    summary: p(
      "Walk-in coolers, freezers, reach-ins and ice machines repaired {hoursShort}, before your stock is lost.",
      "Reparamos cuartos fríos, congeladores, refrigeradores comerciales y máquinas de hielo {hoursShort}, antes de que se le eche a perder la mercancía.",
    ),
  },
  hero: {
    _type: "hero",
    heading: l(
      "Commercial Refrigeration Repair in San Antonio",
      "Reparación de refrigeración comercial en San Antonio",
    ),
    subtitle: p(
      "When a walk-in stops holding temperature, every hour costs you product. We answer {hoursShort}, and a technician typically arrives {arrivalPromise}.",
      "Cuando un cuarto frío deja de mantener la temperatura, cada hora le cuesta producto. Contestamos {hoursShort}, y el técnico normalmente llega {arrivalPromise}.",
    ),
    ctaText: l(
      "Call for Emergency Refrigeration Repair",
      "Llame para una reparación de emergencia",
    ),
    image: illustration(
      "walk-in-cooler.svg",
      "A walk-in cooler door with a digital display reading 35 degrees beside it",
      "La puerta de un cuarto frío con un termómetro digital al lado que marca 35 grados",
    ),
  },
  intro: rich(
    `Restaurants, stores, bars, food trucks and kitchens across San Antonio and the towns around {officeTown} count on their refrigeration day and night. When it fails, it is an emergency, and we treat it like one: we answer {hoursShort}, and a technician typically arrives {arrivalPromise}, with the parts that fail most often already on the truck.

## What We Repair

- Walk-in coolers and walk-in freezers
- Reach-in refrigerators and freezers
- Display cases and merchandisers
- Prep tables and under-counter units
- Ice machines
- Condensing units on the roof or behind the building

## Problems We Fix Every Week

- A box that climbs in temperature or will not pull down
- An evaporator coil iced over, or a defrost system that quit
- Failed condenser and evaporator fan motors
- Refrigerant leaks
- Compressors, contactors and capacitors
- Controllers, thermostats and temperature sensors
- Worn door gaskets, heaters and closers that let warm air in
- Frozen or clogged drain lines and water on the floor

## If Your Cooler Is Warming Up Right Now

1. [Call us](tel:). The sooner we know, the more product you keep.
2. Keep the doors shut. Every opening lets the cold out.
3. Write down the temperature and the time, and keep checking. Cold food should stay at 41°F or below.
4. Move the most perishable product to a unit that still works, or into ice chests.
5. Check the breaker, and make sure nothing is blocking the condensing unit outside.

## How We Work

- A written price before the repair starts, so you can decide
- A 90-day labor warranty on every repair; parts keep their manufacturer warranty
- A licensed and insured contractor

Refrigeration is one of the failures that cannot wait until morning. Our [emergency service](page:emergency) page lists the others; for any of them, [call us](tel:) day or night.`,
    `Restaurantes, tiendas, bares, loncheras y cocinas de San Antonio y de las comunidades alrededor de {officeTown} dependen de su refrigeración de día y de noche. Cuando falla, es una emergencia, y así la atendemos: contestamos {hoursShort}, y el técnico normalmente llega {arrivalPromise}, con las piezas que más fallan ya en la camioneta.

## Qué reparamos

- Cuartos fríos y cuartos de congelación (walk-in)
- Refrigeradores y congeladores verticales de puerta
- Vitrinas refrigeradas y exhibidores
- Mesas refrigeradas de preparación y refrigeradores bajo barra
- Máquinas de hielo
- Unidades condensadoras en el techo o detrás del negocio

## Fallas que arreglamos cada semana

- Un cuarto frío que se calienta o que ya no baja la temperatura
- Un evaporador cubierto de hielo, o un deshielo que dejó de funcionar
- Motores de ventilador del condensador y del evaporador que se quemaron
- Fugas de refrigerante
- Compresores, contactores y capacitores
- Controladores, termostatos y sensores de temperatura
- Empaques de puerta gastados, resistencias y cierrapuertas que dejan entrar el calor
- Drenajes congelados o tapados y agua en el piso

## Si su cuarto frío se está calentando ahorita

1. [Llámenos](tel:). Entre más pronto nos avise, más producto salva.
2. Mantenga las puertas cerradas. Cada vez que se abren se escapa el frío.
3. Anote la temperatura y la hora, y siga revisando. Los alimentos fríos deben mantenerse a 41°F o menos.
4. Pase el producto que más rápido se echa a perder a un equipo que sí funcione, o a hieleras.
5. Revise el breaker y asegúrese de que nada tape la unidad condensadora de afuera.

## Cómo trabajamos

- Precio por escrito antes de empezar la reparación, para que usted decida
- 90 días de garantía en la mano de obra en cada reparación; las piezas conservan la garantía del fabricante
- Contratista con licencia y asegurado

La refrigeración es de esas fallas que no pueden esperar a mañana. En nuestra página de [servicio de emergencia](page:emergency) están las demás; para cualquiera de ellas, [llámenos](tel:) de día o de noche.`,
  ),
  seo: {
    _type: "seo",
    title: l(
      "Commercial Refrigeration Repair San Antonio | {hoursShort}",
      "Refrigeración comercial en San Antonio | {hoursShort}",
    ),
    description: p(
      "{hoursShort} repair of walk-in coolers, freezers, reach-ins and ice machines for San Antonio businesses. A technician typically arrives {arrivalPromise}.",
      "Reparamos cuartos fríos, congeladores, refrigeradores comerciales y máquinas de hielo {hoursShort}. El técnico normalmente llega {arrivalPromise}.",
    ),
  },
});
