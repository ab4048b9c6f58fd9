/**
 * The fixed part of the route table: the pages every site has (home, hubs,
 * company and legal pages, the areas index), typed here with their kind,
 * English and Spanish path and name. Towns and service pages are collections
 * the office edits in the Studio (route-table.ts joins them to this part).
 * Nothing else in the project spells a path or names a page.
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
  "booking",
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

/** The kinds of page whose pages are documents the office creates: one page per document. */
export const collectionKinds = ["service", "area"] as const;
export type CollectionKind = (typeof collectionKinds)[number];

export type FixedRoute = RouteOf<Exclude<PageKind, CollectionKind>>;

/**
 * Every fixed page: its kind, its path in each language and its name.
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
  booking: {
    kind: "booking",
    en: "/book-online",
    es: "/es/agendar-visita",
    name: { en: "Book a Visit", es: "Agendar una visita" },
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

  heatingHub: {
    kind: "hub",
    en: "/heating-contractor",
    es: "/es/calefaccion",
    name: { en: "Heating", es: "Calefacción" },
  },

  otherHub: {
    kind: "hub",
    en: "/other-services",
    es: "/es/otros-servicios",
    name: { en: "Other Services", es: "Otros servicios" },
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

export type PageId = FixedPageId | CollectionKind;

/**
 * A page of the site: a fixed page, or a page of a collection, named by its
 * document's id (kept through every change of address).
 */
export type PageRef = { id: FixedPageId } | { id: CollectionKind; doc: string };

/** The pages of one kind, e.g. `PageOfKind<"hub">` is `{ id: "acHub" | ... }`. */
export type PageOfKind<K extends PageKind> = K extends CollectionKind
  ? { id: K; doc: string }
  : { id: PageIdOfKind<K> };

/** The fixed pages of one kind, in table order. */
export const fixedPagesOfKind = <K extends PageKind>(kind: K): PageIdOfKind<K>[] =>
  fixedPageIds.filter((id): id is PageIdOfKind<K> => fixedRoutes[id].kind === kind);

export type LegalPageId = PageIdOfKind<"legal">;

export const isCollectionKind = (id: string): id is CollectionKind =>
  (collectionKinds as readonly string[]).includes(id);

// The group pages of the table are exactly the service groups above.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const hubsAreTheServiceGroups: Same<PageIdOfKind<"hub">, ServiceHubId> = true;
void hubsAreTheServiceGroups;

/** The kind of a page, which decides how the site reads and draws it. */
export function kindOf(page: PageRef): PageKind {
  return "doc" in page ? page.id : fixedRoutes[page.id].kind;
}

/**
 * Paths of fixed pages that were linked by mistake somewhere in the old site
 * and must keep working: each answers a permanent redirect to its page. (Old
 * addresses of towns and service pages are the office's: the pages' own
 * former addresses and the Studio's Redirects.)
 */
export const fixedAliases: ReadonlyArray<{
  from: string;
  to: { id: FixedPageId; locale: Locale };
}> = [{ from: "/es/service-areas", to: { id: "serviceAreas", locale: "es" } }];

/** Spanish town links that used the English folder name: /es/service-areas/{address}. */
export const spanishAreaAliasPrefix = "/es/service-areas/";

/**
 * Where no page may live: the site's own folders. An address or a redirect
 * under one of them is refused in the Studio.
 */
export const reservedPrefixes = ["/api", "/assets", "/_next"] as const;

/**
 * The files the site serves itself at its root (apps/web/app: the icons,
 * robots.txt and the sitemap). The proxy never sees a path that begins with
 * one (its matcher, apps/web/proxy.ts, skips them with the reserved
 * prefixes), so no page or redirect may live there.
 */
export const rootFiles = ["/favicon.ico", "/icon.svg", "/robots.txt", "/sitemap.xml"] as const;

/**
 * The root file a path begins with, as the proxy's matcher reads it: a
 * regular expression, in which each "." stands for any one character (so
 * /robots-txt and /sitemap.xml.gz are skipped too). Undefined for any
 * other path.
 */
export function rootFileOf(path: string): (typeof rootFiles)[number] | undefined {
  return rootFiles.find(
    (file) => path.length >= file.length && [...file].every((c, i) => c === "." || path[i] === c),
  );
}

/**
 * Where the proxy sends unknown paths (answered with status 404). They are not
 * pages of the table, so visiting them directly is a 404 too.
 */
export const notFoundPaths: Record<Locale, string> = {
  en: "/page-not-found",
  es: "/es/pagina-no-encontrada",
};

/**
 * The pages a form lands on: a request form sent without JavaScript (the
 * lead endpoint answers 303 to one of them), the booking page's service
 * and ZIP code (its open times and the visitor's details), and the "Manage
 * my visit" link of a booking's confirmation. They are not pages of the
 * table: drawn for each visit, never in the sitemap, never indexed.
 */
export const formResultPaths = {
  received: { en: "/request-received", es: "/es/solicitud-recibida" },
  notSent: { en: "/request-not-sent", es: "/es/solicitud-no-enviada" },
  bookingTimes: { en: "/book-online/times", es: "/es/agendar-visita/horarios" },
  manageVisit: { en: "/book-online/my-visit", es: "/es/agendar-visita/mi-visita" },
} as const satisfies Record<string, Record<Locale, string>>;
export type FormResult = keyof typeof formResultPaths;

/** Where every request form posts (the route handler of apps/web). */
export const leadEndpoint = "/api/leads";

/** Where the "Manage my visit" page's forms post a move or a cancellation. */
export const visitEndpoint = "/api/visit";

/**
 * The open arrival windows for a service and a ZIP code, as JSON, in the
 * visitor's words: the booking page's second step with JavaScript.
 */
export const openWindowsEndpoint = "/api/visits/open";

/** A visitor's own visit as a calendar file ("Add to my calendar"), opened with its manage link's signature. */
export const visitCalendarEndpoint = "/api/visit/calendar";

/** The office's private calendar of the visits booked online (a signed address to subscribe to). */
export const officeCalendarEndpoint = "/api/visits/calendar";

/** Where Twilio posts the texts the site's number receives (a STOP ends the site's texts to that phone). */
export const smsEndpoint = "/api/sms";

/**
 * Where Twilio asks what to do with a call to one of the office's numbers
 * (its "A call comes in" address), and where it reports how the ringing of
 * the office's phones ended (the dial's action): docs/office.md, "Calls and
 * missed calls".
 */
export const callEndpoints = { voice: "/api/calls/voice", status: "/api/calls/status" } as const;

/** Where a request form asks for its signed start stamp. */
export const leadStampEndpoint = "/api/leads/stamp";

/** The signed link that marks a request contacted (the on-call text message, the office's email). */
export const leadContactedEndpoint = "/api/leads/contacted";

/** Where a page's small beacon reports a visit or a tap on a call link (never with a cookie). */
export const countEndpoint = "/api/counts";

/**
 * Where Sanity's publish webhook posts (the route handler of apps/web; docs/deploying.md, "The
 * publishing webhook", says how to set it up).
 */
export const publishWebhookEndpoint = "/api/revalidate";

/**
 * Where the Studio's Presentation tool turns draft preview on (with Sanity's
 * preview secret) and where the preview bar turns it off.
 */
export const draftModeEndpoints = {
  enable: "/api/draft-mode/enable",
  disable: "/api/draft-mode/disable",
} as const;
