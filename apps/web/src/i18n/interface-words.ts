import type { SameShape } from "./same-shape";

/**
 * The words around the page copy on every page, in both languages: the
 * header and its menus, the footer, buttons and links, labels, the town
 * pages' headings and facts, the preview bar, toasts, the 404 page. Page
 * copy itself lives in the CMS.
 */
const en = {
  skipLink: "Skip to main content",
  header: {
    home: "{name}, home page",
    emergency: "Emergency Service",
    callShort: "Call",
    /** The header's link to the booking page on a phone, beside Call. */
    book: "Book",
    /** The name of the header's call button, which shows "Call" or "Emergency Service" (and the drawer's words). */
    callEmergency: "Call for Emergency Service",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNav: "Main",
    drawerNav: "Site menu",
    services: "Services",
    allAcHub: "All Air Conditioning Services",
    allHeatingHub: "All Heating Services",
    allOtherHub: "All Other Services",
    allAreas: "All Service Areas",
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
    licence: "Texas license {licence}",
    insured: "Licensed and insured",
    rights: "© {year} {name}. All rights reserved.",
    contact: "Contact",
  },
  call: {
    now: "Call Now",
    sticky: "Need help now? Call {phone}",
    /** Read before a number shown alone, so its link says that it dials. */
    dial: "Call",
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
    backTo: "More {group} Services",
    areas: "Areas We Serve",
    areasText:
      "From our {city} office, technicians working under our Texas license {licence} serve these towns every day.",
    allAreas: "All {count} towns we serve",
  },
  comparison: {
    yes: "Yes",
    no: "No",
  },
  reviews: {
    rating: "Rated {rating} out of 5 stars",
    count: "from {count}+ customer reviews",
    frameTitle: "Customer reviews",
    open: "Read Our Reviews",
  },
  contactDetails: {
    phone: "Phone",
    email: "Email",
    address: "Address",
    hours: "Hours",
    licence: "License",
    mapTitle: "Map of our office in {city}",
    directions: "Open the Map",
  },
  /** A town page's facts about the town, and the heading of the owner's story about it. */
  area: {
    zip: "ZIP code {zip}",
    zips: "ZIP codes {zips}",
    county: "{county} County",
    otherTowns: "Other towns",
    miles: "About {miles} miles from our {office} office",
    story: "Our Story in {city}",
    questions: "Questions from {city}",
  },
  legal: {
    updated: "Last Updated: {date}",
  },
  breadcrumb: {
    label: "Breadcrumb",
  },
  /** The bar over every page in the office's draft preview. */
  preview: {
    label: "Preview: draft content.",
    explain: "Visitors do not see these changes until you publish them.",
    exit: "Leave preview",
  },
  /** Town page headings: the town's chosen wording, its name and the state. */
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
  toasts: { label: "Notifications", close: "Close notification" },
};

const es: SameShape<typeof en> = {
  skipLink: "Saltar al contenido principal",
  header: {
    home: "{name}, página de inicio",
    emergency: "Servicio de emergencia",
    callShort: "Llamar",
    book: "Agendar",
    callEmergency: "Llamar para servicio de emergencia",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    mainNav: "Principal",
    drawerNav: "Menú del sitio",
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
    areas: "Áreas de servicio",
    company: "Empresa",
    financing: "Financiamiento",
    licence: "Licencia de Texas {licence}",
    insured: "Con licencia y asegurados",
    rights: "© {year} {name}. Todos los derechos reservados.",
    contact: "Contacto",
  },
  call: {
    now: "Llame ahora",
    sticky: "¿Necesita ayuda ya? Llame al {phone}",
    dial: "Llamar al",
  },
  guide: {
    open: "Leer guía completa",
    close: "Mostrar menos",
  },
  faq: {
    heading: "Preguntas frecuentes",
  },
  service: {
    related: "Servicios relacionados",
    learnMore: "Más información",
    backTo: "Más servicios: {group}",
    areas: "Comunidades que atendemos",
    areasText:
      "Desde nuestra oficina en {city}, técnicos que trabajan bajo nuestra licencia de Texas {licence} atienden estas comunidades todos los días.",
    allAreas: "Las {count} comunidades que atendemos",
  },
  comparison: {
    yes: "Sí",
    no: "No",
  },
  reviews: {
    rating: "Calificación de {rating} de 5 estrellas",
    count: "en {count}+ reseñas de clientes",
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
    zips: "Códigos postales {zips}",
    county: "Condado de {county}",
    otherTowns: "Otras comunidades",
    miles: "A unas {miles} millas de nuestra oficina en {office}",
    story: "Nuestra historia en {city}",
    questions: "Preguntas de clientes en {city}",
  },
  legal: {
    updated: "Última actualización: {date}",
  },
  breadcrumb: {
    label: "Ruta de navegación",
  },
  preview: {
    label: "Vista previa: contenido en borrador.",
    explain: "Los visitantes no verán estos cambios hasta que los publique.",
    exit: "Salir de la vista previa",
  },
  areaTitle: {
    hvacService: "Servicio de aire y calefacción en {city}, TX",
    hvacRepair: "Reparación de aire y calefacción en {city}, TX",
    hvacContractor: "Contratista de aire y calefacción en {city}, TX",
    hvacCompany: "Empresa de aire y calefacción en {city}, TX",
    acRepair: "Reparación de aire acondicionado en {city}, TX",
    acService: "Servicio de aire acondicionado en {city}, TX",
    acContractor: "Contratista de aire acondicionado en {city}, TX",
  },
  notFound: {
    code: "404",
    title: "¡Uy! Página no encontrada",
    body: "La página que busca no está aquí. Puede que se haya movido o que la dirección tenga un error.",
    home: "Volver al inicio",
    metaTitle: "Página no encontrada",
  },
  toasts: { label: "Notificaciones", close: "Cerrar notificación" },
};

export const interfaceWords = { en, es } as const;
