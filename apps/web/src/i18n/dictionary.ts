import type { FixedPageId } from "@hvac/routing";

/**
 * Interface strings: labels, buttons, toasts, the 404 text. Page copy lives in
 * the CMS; these are the words around it. The Spanish table must have exactly
 * the shape of the English one, so the type checker catches a missing entry.
 */
const en = {
  pageNames: {
    home: "Home",
    about: "About Us",
    contact: "Contact",
    guaranteesFinancing: "Guarantees & Financing",
    emergency: "Emergency Service",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    acHub: "Air Conditioning",
    acRepair: "AC Repair",
    acInstallation: "AC Installation",
    acMaintenance: "AC Maintenance",
    heatPump: "Heat Pump Service",
    heatingHub: "Heating",
    furnaceRepair: "Furnace Repair",
    heatingInstallation: "Heating Installation",
    heatingMaintenance: "Heating Maintenance",
    otherHub: "Other Services",
    refrigerationRepair: "Commercial Refrigeration Repair",
    ductCleaning: "Duct Cleaning",
    indoorAirQuality: "Indoor Air Quality",
    thermostatDuctless: "Thermostats & Ductless",
    serviceAreas: "Service Areas",
  } satisfies Record<FixedPageId, string>,
  breadcrumb: {
    label: "Breadcrumb",
  },
  /** Area page titles: "{variant} {city} TX" (spec section 2). */
  areaTitle: {
    hvacService: "HVAC Service {city} TX",
    hvacRepair: "HVAC Repair {city} TX",
    hvacContractor: "HVAC Contractor {city} TX",
    hvacCompany: "HVAC Company {city} TX",
    acRepair: "AC Repair {city} TX",
    acService: "AC Service {city} TX",
    acContractor: "AC Contractor {city} TX",
  },
  notFound: {
    code: "404",
    title: "Oops! Page not found",
    body: "The page you were looking for isn't here. It may have moved, or the address may have a typo.",
    home: "Return to Home",
    metaTitle: "Page not found",
  },
};

export type Dictionary = typeof en;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const es: Shape<Dictionary> = {
  pageNames: {
    home: "Inicio",
    about: "Acerca de Nosotros",
    contact: "Contacto",
    guaranteesFinancing: "Garantías y Financiamiento",
    emergency: "Servicio de Emergencia",
    privacy: "Política de Privacidad",
    terms: "Términos del Servicio",
    acHub: "Aire Acondicionado",
    acRepair: "Reparación de Aire Acondicionado",
    acInstallation: "Instalación de Aire Acondicionado",
    acMaintenance: "Mantenimiento de Aire Acondicionado",
    heatPump: "Servicio de Bomba de Calor",
    heatingHub: "Calefacción",
    furnaceRepair: "Reparación de Hornos",
    heatingInstallation: "Instalación de Calefacción",
    heatingMaintenance: "Mantenimiento de Calefacción",
    otherHub: "Otros Servicios",
    refrigerationRepair: "Reparación de Refrigeración Comercial",
    ductCleaning: "Limpieza de Ductos",
    indoorAirQuality: "Calidad del Aire Interior",
    thermostatDuctless: "Termostatos y Minisplits",
    serviceAreas: "Áreas de Servicio",
  },
  breadcrumb: {
    label: "Ruta de navegación",
  },
  areaTitle: {
    hvacService: "Servicio de HVAC en {city}, TX",
    hvacRepair: "Reparación de HVAC en {city}, TX",
    hvacContractor: "Contratista de HVAC en {city}, TX",
    hvacCompany: "Empresa de HVAC en {city}, TX",
    acRepair: "Reparación de Aire Acondicionado en {city}, TX",
    acService: "Servicio de Aire Acondicionado en {city}, TX",
    acContractor: "Contratista de Aire Acondicionado en {city}, TX",
  },
  notFound: {
    code: "404",
    title: "¡Uy! Página no encontrada",
    body: "La página que busca no está aquí. Puede que se haya movido o que la dirección tenga un error.",
    home: "Volver al Inicio",
    metaTitle: "Página no encontrada",
  },
};

export const dictionaries = { en, es } as const;
