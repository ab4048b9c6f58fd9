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
    id: "acInstallation",
    icon: "snowflake",
    name: ["AC Installation", "Instalación de Aire Acondicionado"],
    summary: [
      "New central air sized for your home, installed in 1-2 days, minimum 14 SEER.",
      "Aire central nuevo del tamaño correcto para su casa, instalado en 1 a 2 días, mínimo 14 SEER.",
    ],
    heading: ["AC Installation in San Antonio", "Instalación de Aire Acondicionado en San Antonio"],
    subtitle: [
      "A properly sized, high-efficiency system installed in 1 to 2 days, with a 1-year labor warranty.",
      "Un equipo de alta eficiencia del tamaño correcto, instalado en 1 a 2 días, con 1 año de garantía en la mano de obra.",
    ],
    body: [
      "We size every system to the home: most houses here need 2 to 5 tons. New systems start at 14 SEER, and we recommend 16 SEER or more for our summers.\n\n- Load calculation before we quote\n- Installation in 1 to 2 days\n- 1-year labor warranty; manufacturer parts warranty of 5 to 10 years",
      "Calculamos el equipo para cada casa: la mayoría aquí necesita de 2 a 5 toneladas. Los equipos nuevos empiezan en 14 SEER, y recomendamos 16 SEER o más para nuestros veranos.\n\n- Cálculo de carga antes de cotizar\n- Instalación en 1 a 2 días\n- 1 año de garantía en la mano de obra; garantía del fabricante de 5 a 10 años en las piezas",
    ],
    seo: [
      "AC Installation San Antonio | 14-16+ SEER Systems",
      "Install a new central air system sized for your home in 1-2 days. 16 SEER recommended, 1-year labor warranty. Same-day quotes.",
      "Instalación de Aire en San Antonio | 14-16+ SEER",
      "Instalamos aire central nuevo del tamaño correcto en 1-2 días. Recomendamos 16 SEER; 1 año de garantía. Cotización el mismo día.",
    ],
  },
  {
    id: "acMaintenance",
    icon: "calendar",
    name: ["AC Maintenance", "Mantenimiento de Aire Acondicionado"],
    summary: [
      "A 22-point tune-up that catches problems before the summer does.",
      "Una afinación de 22 puntos que detecta problemas antes de que lo haga el verano.",
    ],
    heading: ["AC Maintenance and Tune-Ups", "Mantenimiento y Afinación de Aire Acondicionado"],
    subtitle: [
      "Our 22-point inspection takes 60 to 90 minutes and costs $79 to $150.",
      "Nuestra inspección de 22 puntos toma de 60 a 90 minutos y cuesta de $79 a $150.",
    ],
    body: [
      "A yearly tune-up keeps your AC efficient and catches worn parts early.\n\n- 22-point inspection, 60 to 90 minutes\n- $79 to $150 per visit\n- Maintenance plans from $199 per year, with priority scheduling",
      "Una afinación cada año mantiene su aire eficiente y detecta a tiempo las piezas gastadas.\n\n- Inspección de 22 puntos, de 60 a 90 minutos\n- De $79 a $150 por visita\n- Planes de mantenimiento desde $199 al año, con citas prioritarias",
    ],
    seo: [
      "AC Maintenance San Antonio | 22-Point Tune-Up",
      "22-point AC tune-up in 60-90 minutes for $79-$150. Plans from $199/year with priority scheduling. Call to book.",
      "Mantenimiento de Aire en San Antonio | 22 Puntos",
      "Afinación de aire de 22 puntos en 60-90 minutos por $79-$150. Planes desde $199 al año con citas prioritarias.",
    ],
  },
  {
    id: "heatPump",
    icon: "thermometer",
    name: ["Heat Pump Service", "Servicio de Bomba de Calor"],
    summary: [
      "Repair, maintenance and installation of heat pumps that cool and heat.",
      "Reparación, mantenimiento e instalación de bombas de calor que enfrían y calientan.",
    ],
    heading: ["Heat Pump Service in San Antonio", "Servicio de Bomba de Calor en San Antonio"],
    subtitle: [
      "One system for summer and winter, repaired or installed by licensed technicians.",
      "Un solo equipo para verano e invierno, reparado o instalado por técnicos con licencia.",
    ],
    body: [
      "A heat pump cools in summer and heats in winter with the same outdoor unit.\n\n- Repairs 24/7\n- Seasonal maintenance\n- New installations with a 1-year labor warranty",
      "Una bomba de calor enfría en verano y calienta en invierno con la misma unidad exterior.\n\n- Reparaciones 24/7\n- Mantenimiento de temporada\n- Instalaciones nuevas con 1 año de garantía en la mano de obra",
    ],
    seo: [
      "Heat Pump Service San Antonio | Repair & Install",
      "Heat pump repair, maintenance and installation in San Antonio. Licensed technicians, 24/7 service. Call now.",
      "Bomba de Calor en San Antonio | Reparación",
      "Reparación, mantenimiento e instalación de bombas de calor en San Antonio. Técnicos con licencia, servicio 24/7.",
    ],
  },
  {
    id: "furnaceRepair",
    icon: "flame",
    name: ["Furnace Repair", "Reparación de Hornos"],
    summary: [
      "Fast furnace repair when a cold front hits, day or night.",
      "Reparación rápida del horno cuando entra un frente frío, de día o de noche.",
    ],
    heading: ["Furnace Repair in San Antonio", "Reparación de Hornos en San Antonio"],
    subtitle: [
      "No heat on a freezing night? We answer 24/7; a technician typically arrives in 2 to 4 hours.",
      "¿Sin calefacción en una noche helada? Contestamos 24/7; el técnico normalmente llega en 2 a 4 horas.",
    ],
    body: [
      "We repair gas and electric furnaces of every major brand.\n\n- Igniters, flame sensors and gas valves\n- Blower motors and limit switches\n- 90-day labor warranty on every repair",
      "Reparamos hornos de gas y eléctricos de todas las marcas principales.\n\n- Encendedores, sensores de flama y válvulas de gas\n- Motores del ventilador e interruptores de límite\n- 90 días de garantía en la mano de obra en cada reparación",
    ],
    seo: [
      "Furnace Repair San Antonio | 24/7 Heating Service",
      "Furnace repair in San Antonio, 24/7. Typical arrival in 2-4 hours, written price first, 90-day labor warranty. Call now.",
      "Reparación de Hornos en San Antonio | 24/7",
      "Reparación de hornos en San Antonio, 24/7. Llegamos en 2-4 horas, precio por escrito y 90 días de garantía. Llame ahora.",
    ],
  },
  {
    id: "heatingInstallation",
    icon: "home",
    name: ["Heating Installation", "Instalación de Calefacción"],
    summary: [
      "New furnaces and heat pumps, 80-98% AFUE, installed by licensed pros.",
      "Hornos y bombas de calor nuevos, de 80 a 98% AFUE, instalados por profesionales con licencia.",
    ],
    heading: ["Heating Installation in San Antonio", "Instalación de Calefacción en San Antonio"],
    subtitle: [
      "Efficient furnaces and heat pumps installed in 1 to 2 days (3 to 5 for complex jobs).",
      "Hornos y bombas de calor eficientes instalados en 1 a 2 días (3 a 5 en trabajos complejos).",
    ],
    body: [
      "Standard furnaces run at 80-85% AFUE; high-efficiency models reach 90-98%. For our area we recommend 92-96%.\n\n- Typical installed price $2,500 to $8,000\n- 1-year labor warranty\n- Manufacturer parts warranty of 5 to 10 years",
      "Los hornos estándar trabajan con 80-85% AFUE; los de alta eficiencia llegan a 90-98%. Para nuestra zona recomendamos 92-96%.\n\n- Precio típico instalado de $2,500 a $8,000\n- 1 año de garantía en la mano de obra\n- Garantía del fabricante de 5 a 10 años en las piezas",
    ],
    seo: [
      "Heating Installation San Antonio | 92-96% AFUE",
      "New furnace and heat pump installation in San Antonio, $2,500-$8,000. 92-96% AFUE recommended, 1-year labor warranty.",
      "Instalación de Calefacción en San Antonio",
      "Instalamos hornos y bombas de calor en San Antonio, de $2,500 a $8,000. Recomendamos 92-96% AFUE; 1 año de garantía.",
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
