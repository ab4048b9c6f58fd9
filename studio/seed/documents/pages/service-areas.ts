import { documentIdForPage, type ServiceAreasPage } from "@hvac/content";
import { callBand, hero, seo, textSection } from "../../lib/blocks";
import { seed } from "../../lib/define";
import { illustration, keyed, l, p, rich } from "../../lib/values";

/** The index of the towns, and the shared parts of every town page ({city} is the town). */
export default seed<ServiceAreasPage>({
  _id: documentIdForPage({ id: "serviceAreas" }),
  _type: "serviceAreasPage",
  hero: hero(
    l("Our Service Areas", "Nuestras áreas de servicio"),
    p(
      "From our office at {address}, we bring {hoursShort} heating and air conditioning service to San Antonio and {nearbyTownCount} nearby towns.",
      "Desde nuestra oficina en {address}, llevamos servicio de aire acondicionado y calefacción {hoursShort} a San Antonio y {nearbyTownCount} comunidades cercanas.",
    ),
    l("Call Now", "Llame ahora"),
    illustration(
      "service-map.svg",
      "A map of the towns around San Antonio that we serve",
      "Un mapa de las ciudades y pueblos alrededor de San Antonio donde damos servicio",
    ),
  ),
  intro: rich(
    `We serve {townCount} communities in Bexar and Wilson counties: San Antonio and {nearbyTownCount} nearby towns, all within {serviceRadius} of our office at {address}. Being close means shorter waits for a repair and a technician who knows the roads to your door.

Pick your town to see how we serve it. If your town is not listed, [call us](tel:): we may still reach you.`,
    `Damos servicio en {townCount} comunidades de los condados de Bexar y Wilson: San Antonio y {nearbyTownCount} ciudades y pueblos cercanos, todos a {serviceRadius} o menos de nuestra oficina en {address}. Estar cerca significa menos espera para una reparación y un técnico que conoce el camino hasta su puerta.

Escoja su comunidad para ver cómo le damos servicio. Si la suya no aparece, [llámenos](tel:): es posible que sí lleguemos.`,
  ),
  areaTemplate: {
    title: l("Our Services in {city}", "Nuestros servicios en {city}"),
    groups: keyed("group", [
      textSection(
        l("Air Conditioning", "Aire acondicionado"),
        rich(
          `- [AC repair](page:acRepair) in {city}, day or night, with a written price first
- [AC installation](page:acInstallation) of properly sized, high-efficiency systems
- [AC maintenance](page:acMaintenance) that keeps your system ready for the summer
- [Heat pump service](page:heatPump) for homes that cool and heat with one unit`,
          `- [Reparación de aire acondicionado](page:acRepair) en {city}, de día o de noche, con precio por escrito primero
- [Instalación de aire acondicionado](page:acInstallation) con equipos de alta eficiencia del tamaño correcto
- [Mantenimiento de aire acondicionado](page:acMaintenance) para que su equipo esté listo para el verano
- [Servicio de bombas de calor](page:heatPump) para casas que enfrían y calientan con una sola unidad`,
        ),
        "snowflake",
      ),
      textSection(
        l("Heating", "Calefacción"),
        rich(
          `- [Furnace repair](page:furnaceRepair) in {city} when the heat will not come on
- [Heating installation](page:heatingInstallation) of efficient new furnaces and systems
- [Heating maintenance](page:heatingMaintenance) with a safety check before the cold sets in`,
          `- [Reparación de calefacción](page:furnaceRepair) en {city} cuando el horno no prende
- [Instalación de calefacción](page:heatingInstallation) con hornos y sistemas nuevos y eficientes
- [Mantenimiento de calefacción](page:heatingMaintenance) con revisión de seguridad antes de que llegue el frío`,
        ),
        "flame",
      ),
      textSection(
        l("Specialty", "Servicios especializados"),
        rich(
          `- [Commercial refrigeration repair](page:refrigerationRepair) for {city} restaurants, stores and walk-in coolers
- [Duct cleaning](page:ductCleaning) that clears dust and allergens from every room
- [Indoor air quality](page:indoorAirQuality): filters, purifiers and humidity control
- [Thermostats and ductless systems](page:thermostatDuctless) for rooms the central system does not reach`,
          `- [Reparación de refrigeración comercial](page:refrigerationRepair) para restaurantes, tiendas y cuartos fríos de {city}
- [Limpieza de ductos](page:ductCleaning) que saca el polvo y los alérgenos de todos los cuartos
- [Calidad del aire interior](page:indoorAirQuality): filtros, purificadores y control de humedad
- [Termostatos y minisplits](page:thermostatDuctless) para los cuartos adonde no llega el aire central`,
        ),
        "fan",
      ),
      textSection(
        l("Why Choose Us", "Por qué elegirnos"),
        rich(
          `- Licensed and insured, with a state license you can look up
- Open {hoursShort}, and in an emergency a technician typically reaches {city} {arrivalPromise}
- A written price before any work, and {quotePromise}
- 90-day labor warranty on repairs and 1-year labor warranty on installations
- A {ownership} business with its office nearby, at {address}`,
          `- Con licencia y asegurados, con una licencia estatal que usted puede verificar
- Abiertos {hoursShort}; en una emergencia, el técnico normalmente llega a {city} {arrivalPromise}
- Precio por escrito antes de cualquier trabajo y {quotePromise}
- 90 días de garantía en la mano de obra de reparaciones y 1 año en la de instalaciones
- Una empresa {ownership}, con oficina aquí cerca, en {address}`,
        ),
        "check",
      ),
    ]),
    callBand: callBand(
      l("Heating or AC Emergency in {city}?", "¿Emergencia de aire o calefacción en {city}?"),
      p(
        "We answer {hoursShort}. A technician can typically be at your door in {city} {arrivalPromise}.",
        "Contestamos {hoursShort}. Un técnico normalmente puede llegar a su puerta en {city} {arrivalPromise}.",
      ),
      l("Call for Emergency Service", "Llame por una emergencia"),
      { emergency: true },
    ),
  },
  seo: seo(
    l(
      "Service Areas | HVAC in San Antonio & {nearbyTownCount} Nearby Towns",
      "Áreas de servicio | San Antonio y {nearbyTownCount} comunidades cercanas",
    ),
    p(
      "Heating and air conditioning across San Antonio and {nearbyTownCount} nearby towns, from Elmendorf to Floresville and Von Ormy. {hoursShort} from our {officeTown} office.",
      "Aire acondicionado y calefacción en San Antonio y {nearbyTownCount} comunidades cercanas, de Elmendorf a Floresville y Von Ormy. Servicio {hoursShort} desde {officeTown}.",
    ),
  ),
});
