/**
 * The route table of spec section 2: every page's English and Spanish path.
 * Nothing else in the project spells a path; menus, links, breadcrumbs,
 * hreflang, the sitemap, the language toggle and redirects all come from here.
 */

export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The three service hubs: the parents of every service page. */
export const serviceHubs = ["acHub", "heatingHub", "otherHub"] as const;
export type ServiceHubId = (typeof serviceHubs)[number];

export interface FixedRoute {
  en: string;
  es: string;
  /** The hub one level up in the breadcrumb (Home is implied for top-level pages). */
  parent?: ServiceHubId;
}

export const fixedRoutes = {
  home: { en: "/", es: "/es" },
  about: { en: "/about-us", es: "/es/acerca-de-nosotros" },
  contact: { en: "/contact", es: "/es/contacto" },
  guaranteesFinancing: { en: "/guarantees-financing", es: "/es/garantias-financiamiento" },
  emergency: { en: "/emergency-service", es: "/es/servicio-emergencia" },
  privacy: { en: "/privacy", es: "/es/privacidad" },
  terms: { en: "/terms", es: "/es/terminos" },

  acHub: { en: "/air-conditioning-contractor", es: "/es/aire-acondicionado" },
  acRepair: {
    en: "/air-conditioning-contractor/repair",
    es: "/es/aire-acondicionado/reparacion",
    parent: "acHub",
  },
  acInstallation: {
    en: "/air-conditioning-contractor/installation",
    es: "/es/aire-acondicionado/instalacion",
    parent: "acHub",
  },
  acMaintenance: {
    en: "/air-conditioning-contractor/maintenance",
    es: "/es/aire-acondicionado/mantenimiento",
    parent: "acHub",
  },
  heatPump: {
    en: "/air-conditioning-contractor/heat-pump-service",
    es: "/es/aire-acondicionado/bomba-de-calor",
    parent: "acHub",
  },

  heatingHub: { en: "/heating-contractor", es: "/es/calefaccion" },
  furnaceRepair: {
    en: "/heating-contractor/furnace-repair",
    es: "/es/calefaccion/reparacion-hornos",
    parent: "heatingHub",
  },
  heatingInstallation: {
    en: "/heating-contractor/installation",
    es: "/es/calefaccion/instalacion",
    parent: "heatingHub",
  },
  heatingMaintenance: {
    en: "/heating-contractor/maintenance",
    es: "/es/calefaccion/mantenimiento",
    parent: "heatingHub",
  },

  otherHub: { en: "/other-services", es: "/es/otros-servicios" },
  refrigerationRepair: {
    en: "/other-services/refrigeration-repair",
    es: "/es/otros-servicios/reparacion-refrigeracion",
    parent: "otherHub",
  },
  ductCleaning: {
    en: "/other-services/duct-cleaning",
    es: "/es/otros-servicios/limpieza-ductos",
    parent: "otherHub",
  },
  indoorAirQuality: {
    en: "/other-services/indoor-air-quality",
    es: "/es/otros-servicios/calidad-aire-interior",
    parent: "otherHub",
  },
  thermostatDuctless: {
    en: "/other-services/thermostat-ductless",
    es: "/es/otros-servicios/termostato-sin-ductos",
    parent: "otherHub",
  },

  serviceAreas: { en: "/service-areas", es: "/es/areas-de-servicio" },
} as const satisfies Record<string, FixedRoute>;

export type FixedPageId = keyof typeof fixedRoutes;
export const fixedPageIds = Object.keys(fixedRoutes) as FixedPageId[];

/** The 17 towns of spec section 2, in the spec's order. */
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

/** Pages grouped under a service hub. */
export type ServicePageId = {
  [K in FixedPageId]: (typeof fixedRoutes)[K] extends { parent: ServiceHubId } ? K : never;
}[FixedPageId];
export const servicePageIds = fixedPageIds.filter(
  (id): id is ServicePageId => "parent" in fixedRoutes[id],
);

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

/** Where Sanity's publish webhook posts (the route handler of apps/web; README says how to set it up). */
export const publishWebhookEndpoint = "/api/revalidate";
