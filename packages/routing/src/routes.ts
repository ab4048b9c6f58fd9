/**
 * The route table: every page's kind, its English and Spanish path and its
 * name. Nothing else in the project spells a path or names a page; menus,
 * links, breadcrumbs, hreflang, the sitemap, the language toggle and
 * redirects all come from here.
 */

export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The three service groups: the parents of every service page, and the three service menus. */
export const serviceHubs = ["acHub", "heatingHub", "otherHub"] as const;
export type ServiceHubId = (typeof serviceHubs)[number];

/**
 * Every kind of page. Each kind has one module in the web app
 * (apps/web/src/page-kinds/) that reads, draws and describes its pages, and
 * one kind of document in the Studio.
 */
export const pageKinds = [
  "home",
  "about",
  "contact",
  "guarantees",
  "emergency",
  "legal",
  "hub",
  "service",
  "areasIndex",
  "area",
] as const;
export type PageKind = (typeof pageKinds)[number];

/** A page's name in each language: menus, breadcrumbs and link labels use it. */
export type PageName = Record<Locale, string>;

interface RouteOf<K extends PageKind> {
  kind: K;
  en: string;
  es: string;
  name: PageName;
}

/**
 * A service page sits under its group page in the breadcrumb (`parent`) and
 * is listed in one service menu (`menu`, usually the same group). The type
 * requires both, so a service page cannot be left out of the menus.
 */
interface ServiceRoute extends RouteOf<"service"> {
  parent: ServiceHubId;
  menu: ServiceHubId;
}

export type FixedRoute = RouteOf<Exclude<PageKind, "service" | "area">> | ServiceRoute;

/**
 * Every fixed page: its kind, its path in each language and its name.
 * Service pages appear in their menu in the order they are listed here.
 */
export const fixedRoutes = {
  home: { kind: "home", en: "/", es: "/es", name: { en: "Home", es: "Inicio" } },
  about: {
    kind: "about",
    en: "/about-us",
    es: "/es/acerca-de-nosotros",
    name: { en: "About Us", es: "Acerca de nosotros" },
  },
  contact: {
    kind: "contact",
    en: "/contact",
    es: "/es/contacto",
    name: { en: "Contact", es: "Contacto" },
  },
  guaranteesFinancing: {
    kind: "guarantees",
    en: "/guarantees-financing",
    es: "/es/garantias-financiamiento",
    name: { en: "Guarantees & Financing", es: "Garantías y financiamiento" },
  },
  emergency: {
    kind: "emergency",
    en: "/emergency-service",
    es: "/es/servicio-emergencia",
    name: { en: "Emergency Service", es: "Servicio de emergencia" },
  },
  privacy: {
    kind: "legal",
    en: "/privacy",
    es: "/es/privacidad",
    name: { en: "Privacy Policy", es: "Política de privacidad" },
  },
  terms: {
    kind: "legal",
    en: "/terms",
    es: "/es/terminos",
    name: { en: "Terms of Service", es: "Términos de servicio" },
  },

  acHub: {
    kind: "hub",
    en: "/air-conditioning-contractor",
    es: "/es/aire-acondicionado",
    name: { en: "Air Conditioning", es: "Aire acondicionado" },
  },
  acInstallation: {
    kind: "service",
    en: "/air-conditioning-contractor/installation",
    es: "/es/aire-acondicionado/instalacion",
    name: { en: "AC Installation", es: "Instalación de aire acondicionado" },
    parent: "acHub",
    menu: "acHub",
  },
  acRepair: {
    kind: "service",
    en: "/air-conditioning-contractor/repair",
    es: "/es/aire-acondicionado/reparacion",
    name: { en: "AC Repair", es: "Reparación de aire acondicionado" },
    parent: "acHub",
    menu: "acHub",
  },
  acMaintenance: {
    kind: "service",
    en: "/air-conditioning-contractor/maintenance",
    es: "/es/aire-acondicionado/mantenimiento",
    name: { en: "AC Maintenance", es: "Mantenimiento de aire acondicionado" },
    parent: "acHub",
    menu: "acHub",
  },

  heatingHub: {
    kind: "hub",
    en: "/heating-contractor",
    es: "/es/calefaccion",
    name: { en: "Heating", es: "Calefacción" },
  },
  heatingInstallation: {
    kind: "service",
    en: "/heating-contractor/installation",
    es: "/es/calefaccion/instalacion",
    name: { en: "Heating Installation", es: "Instalación de calefacción" },
    parent: "heatingHub",
    menu: "heatingHub",
  },
  furnaceRepair: {
    kind: "service",
    en: "/heating-contractor/furnace-repair",
    es: "/es/calefaccion/reparacion-hornos",
    name: { en: "Furnace Repair", es: "Reparación de hornos" },
    parent: "heatingHub",
    menu: "heatingHub",
  },
  heatingMaintenance: {
    kind: "service",
    en: "/heating-contractor/maintenance",
    es: "/es/calefaccion/mantenimiento",
    name: { en: "Heating Maintenance", es: "Mantenimiento de calefacción" },
    parent: "heatingHub",
    menu: "heatingHub",
  },
  // Heat pumps cool and heat: the page lives under air conditioning and is
  // listed in the heating menu.
  heatPump: {
    kind: "service",
    en: "/air-conditioning-contractor/heat-pump-service",
    es: "/es/aire-acondicionado/bomba-de-calor",
    name: { en: "Heat Pump Service", es: "Servicio de bomba de calor" },
    parent: "acHub",
    menu: "heatingHub",
  },

  otherHub: {
    kind: "hub",
    en: "/other-services",
    es: "/es/otros-servicios",
    name: { en: "Other Services", es: "Otros servicios" },
  },
  ductCleaning: {
    kind: "service",
    en: "/other-services/duct-cleaning",
    es: "/es/otros-servicios/limpieza-ductos",
    name: { en: "Duct Cleaning", es: "Limpieza de ductos" },
    parent: "otherHub",
    menu: "otherHub",
  },
  indoorAirQuality: {
    kind: "service",
    en: "/other-services/indoor-air-quality",
    es: "/es/otros-servicios/calidad-aire-interior",
    name: { en: "Indoor Air Quality", es: "Calidad del aire interior" },
    parent: "otherHub",
    menu: "otherHub",
  },
  refrigerationRepair: {
    kind: "service",
    en: "/other-services/refrigeration-repair",
    es: "/es/otros-servicios/reparacion-refrigeracion",
    name: { en: "Commercial Refrigeration Repair", es: "Reparación de refrigeración comercial" },
    parent: "otherHub",
    menu: "otherHub",
  },
  thermostatDuctless: {
    kind: "service",
    en: "/other-services/thermostat-ductless",
    es: "/es/otros-servicios/termostato-sin-ductos",
    name: { en: "Thermostats & Ductless", es: "Termostatos y minisplits" },
    parent: "otherHub",
    menu: "otherHub",
  },

  serviceAreas: {
    kind: "areasIndex",
    en: "/service-areas",
    es: "/es/areas-de-servicio",
    name: { en: "Service Areas", es: "Áreas de servicio" },
  },
} as const satisfies Record<string, FixedRoute>;

export type FixedPageId = keyof typeof fixedRoutes;
export const fixedPageIds = Object.keys(fixedRoutes) as FixedPageId[];

/** The fixed pages of one kind. */
export type PageIdOfKind<K extends PageKind> = {
  [P in FixedPageId]: (typeof fixedRoutes)[P]["kind"] extends K ? P : never;
}[FixedPageId];

/** The 17 towns with a page, in the order the site lists them. */
export const areaSlugs = [
  "san-antonio",
  "elmendorf",
  "von-ormy",
  "windcrest",
  "china-grove",
  "losoya",
  "sayers",
  "kicaster",
  "martinez",
  "saspamco",
  "calaveras",
  "balcones-heights",
  "boldtville",
  "sandy-oaks",
  "floresville",
  "pecan-valley",
  "southton",
] as const;
export type AreaSlug = (typeof areaSlugs)[number];

/** Area pages live under the service-areas index: /service-areas/hvac-{slug}. */
export const areaPrefix = "hvac-";

export type PageId = FixedPageId | "area";
export const pageIds: readonly PageId[] = [...fixedPageIds, "area"];

/** A page of the site: a fixed page, or the area template filled with one town. */
export type PageRef = { id: FixedPageId } | { id: "area"; slug: AreaSlug };

/** The pages of one kind, e.g. `PageOfKind<"service">` is `{ id: ServicePageId }`. */
export type PageOfKind<K extends PageKind> = K extends "area"
  ? { id: "area"; slug: AreaSlug }
  : { id: PageIdOfKind<K> };

/** The fixed pages of one kind, in table order. */
export const fixedPagesOfKind = <K extends PageKind>(kind: K): PageIdOfKind<K>[] =>
  fixedPageIds.filter((id): id is PageIdOfKind<K> => fixedRoutes[id].kind === kind);

export type ServicePageId = PageIdOfKind<"service">;
export const servicePageIds = fixedPagesOfKind("service");

export type LegalPageId = PageIdOfKind<"legal">;

// The group pages of the table are exactly the service groups above.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const hubsAreTheServiceGroups: Same<PageIdOfKind<"hub">, ServiceHubId> = true;
void hubsAreTheServiceGroups;

/** The kind of a page, which decides how the site reads and draws it. */
export function kindOf(page: PageRef): PageKind {
  return page.id === "area" ? "area" : fixedRoutes[page.id].kind;
}

/** The service pages a group's menu lists, in menu order. */
export const serviceMenu = (hub: ServiceHubId): ServicePageId[] =>
  servicePageIds.filter((id) => fixedRoutes[id].menu === hub);

/** The service pages under a group page (its cards, its Studio list). */
export const servicesUnder = (hub: ServiceHubId): ServicePageId[] =>
  servicePageIds.filter((id) => fixedRoutes[id].parent === hub);

/** The four services the footer links to, before the emergency page. */
export const footerServices: readonly ServicePageId[] = [
  "acRepair",
  "acInstallation",
  "furnaceRepair",
  "ductCleaning",
];

/**
 * Paths that were linked by mistake somewhere in the old site and must keep
 * working: each answers a permanent redirect to its canonical page.
 */
export const fixedAliases: ReadonlyArray<{
  from: string;
  to: { id: FixedPageId; locale: Locale };
}> = [
  { from: "/heating-contractor/heat-pump", to: { id: "heatPump", locale: "en" } },
  { from: "/air-conditioning-contractor/heat-pumps", to: { id: "heatPump", locale: "en" } },
  { from: "/es/calefaccion/bomba-de-calor", to: { id: "heatPump", locale: "es" } },
  { from: "/es/calefaccion/arreglo-hornos", to: { id: "furnaceRepair", locale: "es" } },
  {
    from: "/es/air-conditioning-contractor/maintenance",
    to: { id: "acMaintenance", locale: "es" },
  },
  { from: "/es/service-areas", to: { id: "serviceAreas", locale: "es" } },
];

/** Spanish area links that used the English folder name: /es/service-areas/hvac-{slug}. */
export const spanishAreaAliasPrefix = "/es/service-areas/";

/**
 * Where the proxy sends unknown paths (answered with status 404). They are not
 * pages of the table, so visiting them directly is a 404 too.
 */
export const notFoundPaths: Record<Locale, string> = {
  en: "/page-not-found",
  es: "/es/pagina-no-encontrada",
};

/**
 * The pages a request form sent without JavaScript lands on (the form posts to
 * the lead endpoint, which answers 303 to one of them). They are not pages of
 * the table: never in the sitemap, never indexed.
 */
export const formResultPaths = {
  received: { en: "/request-received", es: "/es/solicitud-recibida" },
  notSent: { en: "/request-not-sent", es: "/es/solicitud-no-enviada" },
} as const satisfies Record<string, Record<Locale, string>>;
export type FormResult = keyof typeof formResultPaths;

/** Where every request form posts (the route handler of apps/web). */
export const leadEndpoint = "/api/leads";

/** Where a request form asks for its signed start stamp. */
export const leadStampEndpoint = "/api/leads/stamp";

/** Where Sanity's publish webhook posts (the route handler of apps/web; README says how to set it up). */
export const publishWebhookEndpoint = "/api/revalidate";

/**
 * Where the Studio's Presentation tool turns draft preview on (with Sanity's
 * preview secret) and where the preview bar turns it off.
 */
export const draftModeEndpoints = {
  enable: "/api/draft-mode/enable",
  disable: "/api/draft-mode/disable",
} as const;
