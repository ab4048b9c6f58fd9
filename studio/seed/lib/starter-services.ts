import type { ServiceHubId } from "@hvac/routing";

/**
 * The starter dataset's service pages: where each lives, how it is named and
 * listed, as the office would set them in the Studio. Each seed document
 * spreads its entry; links in copy name a service by its key here.
 */
const services = {
  acInstallation: {
    group: "acHub",
    address: { en: "installation", es: "instalacion" },
    name: { en: "AC Installation", es: "Instalación de aire acondicionado" },
  },
  acRepair: {
    group: "acHub",
    address: { en: "repair", es: "reparacion" },
    name: { en: "AC Repair", es: "Reparación de aire acondicionado" },
  },
  acMaintenance: {
    group: "acHub",
    address: { en: "maintenance", es: "mantenimiento" },
    name: { en: "AC Maintenance", es: "Mantenimiento de aire acondicionado" },
  },
  heatingInstallation: {
    group: "heatingHub",
    address: { en: "installation", es: "instalacion" },
    name: { en: "Heating Installation", es: "Instalación de calefacción" },
  },
  furnaceRepair: {
    group: "heatingHub",
    address: { en: "furnace-repair", es: "reparacion-hornos" },
    name: { en: "Furnace Repair", es: "Reparación de calefacción" },
  },
  heatingMaintenance: {
    group: "heatingHub",
    address: { en: "maintenance", es: "mantenimiento" },
    name: { en: "Heating Maintenance", es: "Mantenimiento de calefacción" },
  },
  // Heat pumps cool and heat: the page lives under air conditioning and is
  // listed in the heating menu.
  heatPump: {
    group: "acHub",
    menu: "heatingHub",
    address: { en: "heat-pump-service", es: "bomba-de-calor" },
    name: { en: "Heat Pump Service", es: "Servicio de bomba de calor" },
  },
  ductCleaning: {
    group: "otherHub",
    address: { en: "duct-cleaning", es: "limpieza-ductos" },
    name: { en: "Duct Cleaning", es: "Limpieza de ductos" },
  },
  indoorAirQuality: {
    group: "otherHub",
    address: { en: "indoor-air-quality", es: "calidad-aire-interior" },
    name: { en: "Indoor Air Quality", es: "Calidad del aire interior" },
  },
  refrigerationRepair: {
    group: "otherHub",
    address: { en: "refrigeration-repair", es: "reparacion-refrigeracion" },
    name: { en: "Commercial Refrigeration Repair", es: "Reparación de refrigeración comercial" },
  },
  thermostatDuctless: {
    group: "otherHub",
    address: { en: "thermostat-ductless", es: "termostato-sin-ductos" },
    name: { en: "Thermostats & Ductless", es: "Termostatos y minisplits" },
  },
} satisfies Record<
  string,
  {
    group: ServiceHubId;
    menu?: ServiceHubId;
    address: { en: string; es: string };
    name: { en: string; es: string };
  }
>;

export type StarterService = keyof typeof services;

/** The four services every footer links to, in footer order. */
const inFooter: readonly StarterService[] = [
  "acRepair",
  "acInstallation",
  "furnaceRepair",
  "ductCleaning",
];

export const isStarterService = (key: string): key is StarterService => key in services;

/** The id of a starter service page's document. */
export const serviceDocId = (key: StarterService) => `servicePage-${key}`;

/** A starter service page's id, name, address, group and place in its menu. */
export function starterService(key: StarterService) {
  const entry: (typeof services)[StarterService] & { menu?: ServiceHubId } = services[key];
  return {
    _id: serviceDocId(key),
    _type: "servicePage" as const,
    name: { _type: "localeString" as const, ...entry.name },
    group: entry.group,
    address: { _type: "localeAddress" as const, ...entry.address },
    menu: entry.menu ?? entry.group,
    order: Object.keys(services).indexOf(key) + 1,
    ...(inFooter.includes(key) ? { footerOrder: inFooter.indexOf(key) + 1 } : {}),
  };
}
