import { type IconName, type ServicePage, serviceDocumentId } from "@hvac/content";
import { fixedRoutes, type ServicePageId } from "@hvac/routing";
import { seed } from "../../lib/define";
import { l, p, rich } from "../../lib/values";

/**
 * Short starter pages for the services whose full copy is still being
 * written: a card, a top of page and one text section each.
 */
interface Starter {
  id: Exclude<ServicePageId, "acRepair">;
  icon: IconName;
  name: [string, string];
  summary: [string, string];
  heading: [string, string];
  subtitle: [string, string];
  body: [string, string];
  seo: [string, string, string, string];
}

const starters: Starter[] = [
  {
    id: "heatingMaintenance",
    icon: "gauge",
    name: ["Heating Maintenance", "Mantenimiento de Calefacción"],
    summary: [
      "An 18-point heating tune-up before the first cold front.",
      "Una afinación de calefacción de 18 puntos antes del primer frente frío.",
    ],
    heading: ["Heating Maintenance in San Antonio", "Mantenimiento de Calefacción en San Antonio"],
    subtitle: [
      "An 18-point inspection in 90 to 120 minutes, $79 to $150 per visit.",
      "Una inspección de 18 puntos en 90 a 120 minutos, de $79 a $150 por visita.",
    ],
    body: [
      "A yearly heating tune-up keeps your furnace safe and efficient.\n\n- 18-point inspection, 90 to 120 minutes\n- Basic plan $149 per year with 10% off repairs\n- Complete plan $279 per year with 15% off repairs and priority scheduling",
      "Una afinación de calefacción cada año mantiene su horno seguro y eficiente.\n\n- Inspección de 18 puntos, de 90 a 120 minutos\n- Plan básico de $149 al año con 10% de descuento en reparaciones\n- Plan completo de $279 al año con 15% de descuento en reparaciones y citas prioritarias",
    ],
    seo: [
      "Heating Maintenance San Antonio | 18-Point Tune-Up",
      "18-point furnace tune-up, $79-$150. Plans from $149/year (10% off repairs) or $279/year (15% off). Call to book.",
      "Mantenimiento de Calefacción en San Antonio",
      "Afinación de horno de 18 puntos por $79-$150. Planes de $149 al año (10% de descuento) o $279 al año (15%).",
    ],
  },
  {
    id: "refrigerationRepair",
    icon: "building",
    name: ["Commercial Refrigeration Repair", "Reparación de Refrigeración Comercial"],
    summary: [
      "Walk-in coolers, freezers and reach-ins repaired fast, 24/7.",
      "Cámaras frías, congeladores y refrigeradores comerciales reparados rápido, 24/7.",
    ],
    heading: ["Commercial Refrigeration Repair", "Reparación de Refrigeración Comercial"],
    subtitle: [
      "When a cooler stops holding temperature, every hour costs you stock. We answer 24/7.",
      "Cuando una cámara deja de mantener la temperatura, cada hora le cuesta mercancía. Contestamos 24/7.",
    ],
    body: [
      "We repair refrigeration equipment for restaurants, stores and other businesses.\n\n- Walk-in coolers and freezers\n- Reach-in refrigerators and display cases\n- Ice machines",
      "Reparamos equipos de refrigeración para restaurantes, tiendas y otros negocios.\n\n- Cámaras frías y congeladores\n- Refrigeradores verticales y vitrinas\n- Máquinas de hielo",
    ],
    seo: [
      "Commercial Refrigeration Repair San Antonio | 24/7",
      "24/7 repair of walk-in coolers, freezers, reach-ins and ice machines for San Antonio businesses. Call now.",
      "Refrigeración Comercial en San Antonio | 24/7",
      "Reparamos cámaras frías, congeladores, refrigeradores y máquinas de hielo para negocios en San Antonio, 24/7.",
    ],
  },
  {
    id: "ductCleaning",
    icon: "wind",
    name: ["Duct Cleaning", "Limpieza de Ductos"],
    summary: [
      "Whole-home duct cleaning in 3-5 hours, typically $400-$800.",
      "Limpieza de ductos de toda la casa en 3 a 5 horas, normalmente de $400 a $800.",
    ],
    heading: ["Air Duct Cleaning in San Antonio", "Limpieza de Ductos en San Antonio"],
    subtitle: [
      "Cleaner air and better airflow. Most homes need it every 3 to 5 years.",
      "Aire más limpio y mejor flujo. La mayoría de las casas lo necesitan cada 3 a 5 años.",
    ],
    body: [
      "Dust and debris build up in ducts and blow back into your rooms.\n\n- $400 to $800 for a typical home\n- 3 to 5 hours per job\n- Every 3 to 5 years; ducts over 15 years old may need replacement",
      "El polvo y la basura se acumulan en los ductos y regresan a sus cuartos.\n\n- De $400 a $800 para una casa típica\n- De 3 a 5 horas por trabajo\n- Cada 3 a 5 años; los ductos de más de 15 años pueden necesitar reemplazo",
    ],
    seo: [
      "Air Duct Cleaning San Antonio | $400-$800 Typical",
      "Whole-home air duct cleaning in 3-5 hours, typically $400-$800. Recommended every 3-5 years. Call for a quote.",
      "Limpieza de Ductos en San Antonio | $400-$800",
      "Limpieza de ductos de toda la casa en 3-5 horas, normalmente de $400 a $800. Recomendada cada 3-5 años.",
    ],
  },
  {
    id: "indoorAirQuality",
    icon: "leaf",
    name: ["Indoor Air Quality", "Calidad del Aire Interior"],
    summary: [
      "Filters, purifiers and humidity control for cleaner, healthier air.",
      "Filtros, purificadores y control de humedad para un aire más limpio y sano.",
    ],
    heading: ["Indoor Air Quality Solutions", "Soluciones de Calidad del Aire Interior"],
    subtitle: [
      "From MERV-rated filters to HEPA filtration that captures 99.97% of particles at 0.3 microns.",
      "Desde filtros con clasificación MERV hasta filtración HEPA que atrapa el 99.97% de las partículas de 0.3 micras.",
    ],
    body: [
      "Cleaner air starts with the right filter and the right humidity.\n\n- Filters rated MERV 1 to 16\n- HEPA filtration: 99.97% at 0.3 microns\n- Ideal indoor humidity: 40-50%\n- Replace filters every 1 to 3 months",
      "Un aire más limpio empieza con el filtro correcto y la humedad correcta.\n\n- Filtros con clasificación MERV de 1 a 16\n- Filtración HEPA: 99.97% a 0.3 micras\n- Humedad ideal en casa: 40-50%\n- Cambie los filtros cada 1 a 3 meses",
    ],
    seo: [
      "Indoor Air Quality San Antonio | Filters & Purifiers",
      "Better indoor air: MERV and HEPA filtration, purifiers and humidity control (ideal 40-50%). Call for an assessment.",
      "Calidad del Aire Interior en San Antonio",
      "Mejor aire en casa: filtración MERV y HEPA, purificadores y control de humedad (ideal 40-50%). Llame hoy.",
    ],
  },
  {
    id: "thermostatDuctless",
    icon: "fan",
    name: ["Thermostats & Ductless", "Termostatos y Minisplits"],
    summary: [
      "Smart thermostats and ductless mini-splits, installed and set up.",
      "Termostatos inteligentes y minisplits sin ductos, instalados y configurados.",
    ],
    heading: ["Thermostat and Ductless Installation", "Instalación de Termostatos y Minisplits"],
    subtitle: [
      "Smarter control and cooling for rooms your ducts do not reach.",
      "Mejor control y aire para los cuartos a los que no llegan sus ductos.",
    ],
    body: [
      "We install and set up thermostats and ductless systems.\n\n- Smart and programmable thermostats\n- Ductless mini-splits for additions, garages and shops\n- 1-year labor warranty on installations",
      "Instalamos y configuramos termostatos y sistemas sin ductos.\n\n- Termostatos inteligentes y programables\n- Minisplits sin ductos para ampliaciones, cocheras y talleres\n- 1 año de garantía en la mano de obra de las instalaciones",
    ],
    seo: [
      "Thermostat & Ductless Installation San Antonio",
      "Smart thermostat and ductless mini-split installation in San Antonio. 1-year labor warranty. Call for a quote.",
      "Termostatos y Minisplits en San Antonio",
      "Instalación de termostatos inteligentes y minisplits sin ductos en San Antonio. 1 año de garantía. Llame hoy.",
    ],
  },
];

export default starters.map((s) =>
  seed<ServicePage>({
    _id: serviceDocumentId(s.id),
    _type: "servicePage",
    pageId: s.id,
    group: fixedRoutes[s.id].parent,
    layout: "short",
    card: { _type: "serviceCard", icon: s.icon, title: l(...s.name), summary: p(...s.summary) },
    hero: {
      _type: "hero",
      heading: l(...s.heading),
      subtitle: p(...s.subtitle),
      ctaText: l("Call Now", "Llame Ahora"),
    },
    intro: rich(...s.body),
    seo: {
      _type: "seo",
      title: l(s.seo[0], s.seo[2]),
      description: p(s.seo[1], s.seo[3]),
    },
  }),
);
