import { documentIdForPage, type ServiceHub } from "@hvac/content";
import { hero, seo } from "../../lib/blocks";
import { seed } from "../../lib/define";
import { serviceDocId } from "../../lib/starter-services";
import { illustration, l, p, ref, rich } from "../../lib/values";

export default seed<ServiceHub>({
  _id: documentIdForPage({ id: "otherHub" }),
  _type: "serviceHub",
  pageId: "otherHub",
  hero: hero(
    l(
      "Commercial Refrigeration, Ducts and Indoor Air",
      "Refrigeración comercial, ductos y aire interior",
    ),
    p(
      "The specialty work beyond heating and cooling: walk-in coolers, clean ducts, healthier air, smart thermostats and ductless systems.",
      "Los servicios especializados más allá del aire y la calefacción: cuartos fríos, ductos limpios, aire más sano, termostatos inteligentes y minisplits.",
    ),
    l("Call Now", "Llame ahora"),
    illustration(
      "ductwork.svg",
      "Metal air ducts running through an attic",
      "Ductos de aire de metal que pasan por un ático",
    ),
  ),
  intro: rich(
    `Some jobs need more than a standard AC or furnace visit. A restaurant's walk-in cooler that stops holding temperature puts the day's stock at risk. Dusty ducts and a tired filter spread allergens through every room. A room addition that the central system never reached needs its own answer.

Our technicians handle all of these, for homes and for businesses, working under our Texas license, {licence}. Pick a service below, or [call us](tel:) and tell us what is going on.`,
    `Algunos trabajos necesitan más que una visita normal al aire o al horno. Si el cuarto frío de un restaurante deja de mantener la temperatura, se arriesga la mercancía del día. Los ductos empolvados y un filtro gastado reparten alérgenos por todos los cuartos. Un cuarto nuevo al que nunca llegó el aire central necesita su propia solución.

Nuestros técnicos se encargan de todo esto, en casas y en negocios, y trabajan bajo nuestra licencia de Texas, {licence}. Escoja un servicio abajo o [llámenos](tel:) y cuéntenos qué está pasando.`,
  ),
  services: (
    ["refrigerationRepair", "ductCleaning", "indoorAirQuality", "thermostatDuctless"] as const
  ).map((id) => ref(serviceDocId(id), id)),
  cardLinkText: l("Learn More", "Más información"),
  seo: seo(
    l(
      "Refrigeration, Duct Cleaning & Air Quality | San Antonio",
      "Refrigeración, ductos y calidad del aire | San Antonio",
    ),
    p(
      "Commercial refrigeration repair, duct cleaning, indoor air quality, thermostats and ductless systems in San Antonio. Licensed and {hoursShort}.",
      "Reparación de refrigeración comercial, limpieza de ductos, calidad del aire, termostatos y minisplits en San Antonio. Con licencia, {hoursShort}.",
    ),
  ),
});
