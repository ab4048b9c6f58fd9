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
  skipLink: "Skip to main content",
  header: {
    home: "{name}, home page",
    emergency: "Emergency Service",
    callShort: "Call",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNav: "Main",
    services: "Services",
    allAcHub: "All air conditioning services",
    allHeatingHub: "All heating services",
    allOtherHub: "All other services",
    allAreas: "All service areas",
  },
  language: {
    label: "Español",
    description: "Ver esta página en español",
  },
  footer: {
    services: "Services",
    areas: "Service Areas",
    company: "Company",
    financing: "Financing",
    licence: "Texas licence {licence}",
    insured: "Licensed and insured",
    rights: "© {year} {name}. All rights reserved.",
    contact: "Contact",
  },
  call: {
    now: "Call Now",
    sticky: "Need help now? Call {phone}",
  },
  guide: {
    open: "Read Complete Guide",
    close: "Show Less",
  },
  faq: {
    heading: "Frequently Asked Questions",
  },
  service: {
    related: "Related Services",
    learnMore: "Learn More",
    backTo: "More {group} services",
    areas: "Areas We Serve",
    areasText: "Licensed technicians based in Elmendorf serve these towns every day.",
  },
  comparison: {
    yes: "Yes",
    no: "No",
    point: "Point of comparison",
  },
  reviews: {
    rating: "Rated {rating} out of 5 stars",
    count: "from {count}+ customer reviews",
    frameTitle: "Customer reviews",
    open: "Read our reviews",
  },
  contactDetails: {
    phone: "Phone",
    email: "Email",
    address: "Address",
    hours: "Hours",
    licence: "Licence",
    mapTitle: "Map of our office in {city}",
    directions: "Open the map",
  },
  area: {
    zip: "ZIP code {zip}",
    services: "Our services in {city}",
  },
  legal: {
    updated: "Last Updated: {date}",
  },
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
  skipLink: "Saltar al contenido principal",
  header: {
    home: "{name}, página de inicio",
    emergency: "Servicio de Emergencia",
    callShort: "Llamar",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    mainNav: "Principal",
    services: "Servicios",
    allAcHub: "Todos los servicios de aire acondicionado",
    allHeatingHub: "Todos los servicios de calefacción",
    allOtherHub: "Todos los demás servicios",
    allAreas: "Todas las áreas de servicio",
  },
  language: {
    label: "English",
    description: "View this page in English",
  },
  footer: {
    services: "Servicios",
    areas: "Áreas de Servicio",
    company: "Empresa",
    financing: "Financiamiento",
    licence: "Licencia de Texas {licence}",
    insured: "Con licencia y seguro",
    rights: "© {year} {name}. Todos los derechos reservados.",
    contact: "Contacto",
  },
  call: {
    now: "Llame Ahora",
    sticky: "¿Necesita ayuda ya? Llame al {phone}",
  },
  guide: {
    open: "Leer Guía Completa",
    close: "Mostrar Menos",
  },
  faq: {
    heading: "Preguntas Frecuentes",
  },
  service: {
    related: "Servicios Relacionados",
    learnMore: "Más Información",
    backTo: "Más servicios de {group}",
    areas: "Áreas Que Atendemos",
    areasText:
      "Técnicos con licencia, con base en Elmendorf, atienden estos pueblos todos los días.",
  },
  comparison: {
    yes: "Sí",
    no: "No",
    point: "Punto de comparación",
  },
  reviews: {
    rating: "Calificación de {rating} de 5 estrellas",
    count: "en más de {count} reseñas de clientes",
    frameTitle: "Reseñas de clientes",
    open: "Lea nuestras reseñas",
  },
  contactDetails: {
    phone: "Teléfono",
    email: "Correo electrónico",
    address: "Dirección",
    hours: "Horario",
    licence: "Licencia",
    mapTitle: "Mapa de nuestra oficina en {city}",
    directions: "Abrir el mapa",
  },
  area: {
    zip: "Código postal {zip}",
    services: "Nuestros servicios en {city}",
  },
  legal: {
    updated: "Última actualización: {date}",
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
