import { documentIdForPage } from "@hvac/content";
import { kindOf, type Locale, type PageRef, type RoutedPage } from "@hvac/routing";
import { siteUrlFrom } from "@hvac/seo";
import { beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "@/i18n/dictionary";
import {
  type HeadData,
  headData,
  hydrated,
  nodesOfType,
  policyViolations,
  recordPolicyViolations,
} from "./support/head";
import { seedDocument, seedFacts, seedFaqs, seedText, seedTowns } from "./support/seed-copy";
import { servicePage, starterRoutes } from "./support/starter-routes";
import { sharedBrowser } from "./support/visit";

const browser = sharedBrowser();

/** The address the build was made for (the same setting the build read). */
const siteUrl = siteUrlFrom(process.env.SITE_URL);
const absolute = (path: string) => `${siteUrl}${path}`;

const legalPaths = ["/privacy", "/terms", "/es/privacidad", "/es/terminos"];
const ogLocale: Record<Locale, string> = { en: "en_US", es: "es_US" };
const language: Record<Locale, string> = { en: "en-US", es: "es-US" };
const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** What one visit of a page got: its answer, what its scripts did, and its head. */
interface Visit {
  routed: RoutedPage;
  status: number | undefined;
  headers: Array<{ name: string; value: string }>;
  hydrated: boolean;
  violations: string[];
  head: HeadData;
  graph: unknown;
  jsonLdText: string;
}
const visits = new Map<string, Visit>();
const visitOf = (path: string): Visit => {
  const visit = visits.get(path);
  if (!visit) throw new Error(`${path} was not visited`);
  return visit;
};

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectSecurityHeaders(headers: Visit["headers"], frameOrigins: string[]) {
  const named = (name: string) =>
    headers.filter((h) => h.name.toLowerCase() === name).map((h) => h.value);
  expect(named("x-powered-by")).toEqual([]);
  expect(named("x-content-type-options")).toEqual(["nosniff"]);
  expect(named("referrer-policy")).toEqual(["strict-origin-when-cross-origin"]);
  const hsts = named("strict-transport-security");
  expect(hsts).toHaveLength(1);
  expect(Number(hsts[0]?.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  const permissions = named("permissions-policy").join(",");
  for (const feature of ["camera", "microphone", "geolocation", "payment"]) {
    expect(permissions).toContain(`${feature}=()`);
  }
  const policies = named("content-security-policy");
  expect(policies).toHaveLength(1);
  const policy = directives(policies[0] ?? "");
  const scripts = policy.get("script-src") ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("frame-src")?.sort()).toEqual(frameOrigins.sort());
}

function expectBusiness(graph: unknown, jsonLdText: string, locale: Locale) {
  const facts = seedFacts;
  const [business, ...others] = nodesOfType(graph, "HVACBusiness");
  expect(others).toHaveLength(0);
  expect(business).toMatchObject({
    "@id": `${siteUrl}/#business`,
    name: facts.name,
    url: absolute(starterRoutes.pathFor({ id: "home" }, locale)),
    telephone: expect.stringMatching(/^\+1-\d{3}-\d{3}-\d{4}$/),
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: "17812 I-37",
      addressLocality: "Elmendorf",
      addressRegion: "TX",
      postalCode: "78112",
    },
    geo: { "@type": "GeoCoordinates", latitude: facts.geo.lat, longitude: facts.geo.lng },
    openingHoursSpecification: [{ dayOfWeek: weekDays, opens: "00:00", closes: "23:59" }],
    aggregateRating: { ratingValue: 4.7, reviewCount: 80 },
    hasCredential: { identifier: "TACLA29221C" },
  });
  // Coordinates precise to a metre or so: at least five decimals as written.
  for (const axis of ["latitude", "longitude"]) {
    const written = jsonLdText.match(new RegExp(`"${axis}":-?\\d+\\.(\\d+)`))?.[1] ?? "";
    expect(written.length, axis).toBeGreaterThanOrEqual(5);
  }
  // The towns by name, then the radius around the office.
  const served = business?.areaServed as Array<string | Record<string, unknown>>;
  expect(served.filter((a) => typeof a === "string")).toEqual(seedTowns);
  expect(served.find((a) => typeof a === "object" && a["@type"] === "GeoCircle")).toMatchObject({
    geoRadius: 50_000,
    geoMidpoint: { latitude: facts.geo.lat, longitude: facts.geo.lng },
  });
  expect(seedTowns).toHaveLength(17);
}

function expectPageNodes(visit: Visit, pageUrl: string) {
  const { routed, head, graph } = visit;
  const { page, locale } = routed;
  const pageNodes = [...nodesOfType(graph, "WebPage"), ...nodesOfType(graph, "FAQPage")];
  expect(pageNodes).toHaveLength(1);
  const faqs = seedFaqs(documentIdForPage(page), locale);
  expect(pageNodes[0]).toMatchObject({
    "@type": faqs.length > 0 ? "FAQPage" : "WebPage",
    url: pageUrl,
    name: head.title,
    inLanguage: language[locale],
  });
  const questions = (pageNodes[0]?.mainEntity ?? []) as Array<Record<string, unknown>>;
  expect(
    questions.map((q) => ({
      question: q.name,
      answer: (q.acceptedAnswer as Record<string, unknown>).text,
    })),
  ).toEqual(faqs);

  // The breadcrumb node is there exactly when the page shows a breadcrumb, step for step.
  const trails = nodesOfType(graph, "BreadcrumbList");
  if (head.breadcrumb.length === 0) {
    expect(trails).toHaveLength(0);
    expect(pageNodes[0]?.breadcrumb).toBeUndefined();
    return;
  }
  expect(trails).toHaveLength(1);
  expect(pageNodes[0]?.breadcrumb).toEqual({ "@id": trails[0]?.["@id"] });
  const items = (trails[0]?.itemListElement ?? []) as Array<Record<string, unknown>>;
  expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  expect(items.map((item) => item.name)).toEqual(head.breadcrumb.map((step) => step.name));
  expect(items.map((item) => item.item)).toEqual(
    head.breadcrumb.map((step) => (step.href ? absolute(step.href) : pageUrl)),
  );
}

function expectService(graph: unknown, page: PageRef, locale: Locale) {
  const services = nodesOfType(graph, "Service").filter((node) => node["@id"]);
  if (kindOf(page) !== "service") {
    expect(services).toHaveLength(0);
    return;
  }
  const doc = seedDocument(documentIdForPage(page));
  expect(services).toHaveLength(1);
  const [service] = services;
  expect(service?.name).toBe(seedText((doc.card as { title: unknown }).title, locale));
  expect(service?.provider).toEqual({ "@id": `${siteUrl}/#business` });
  const range = doc.priceRange as { low?: number; high?: number } | undefined;
  if (range?.low !== undefined && range.high !== undefined) {
    expect(service?.offers).toMatchObject({
      priceCurrency: "USD",
      priceSpecification: { minPrice: range.low, maxPrice: range.high },
    });
  } else {
    expect(service?.offers).toBeUndefined();
  }
}

describe("every page's head data, structured data and headers, as served", () => {
  // Every page visited once, before any test: each test reads what it needs, so any one
  // of them runs alone (vitest -t) and checks what it says.
  beforeAll(async () => {
    const tab = await browser.newPage();
    await recordPolicyViolations(tab.context());
    for (const routed of starterRoutes.allPages()) {
      const response = await tab.goto(routed.path);
      const ran = await hydrated(tab).then(
        () => true,
        () => false,
      );
      const head = await headData(tab, dictionaries[routed.locale].breadcrumb.label);
      const jsonLdText = head.jsonLd[0] ?? "";
      let graph: unknown;
      try {
        graph = JSON.parse(jsonLdText);
      } catch {
        graph = undefined;
      }
      visits.set(routed.path, {
        routed,
        status: response?.status(),
        headers: (await response?.headersArray()) ?? [],
        hydrated: ran,
        violations: await policyViolations(tab),
        head,
        graph,
        jsonLdText,
      });
    }
  }, 600_000);

  it.each(starterRoutes.allPages().map((routed) => [routed.path, routed] as const))(
    "%s",
    (path, routed) => {
      const { page, locale } = routed;
      const visit = visitOf(path);
      expect(visit.status).toBe(200);
      expect(visit.hydrated).toBe(true);
      expect(visit.violations).toEqual([]);

      const frameOrigins = [seedFacts.mapEmbedUrl, seedFacts.reviewWidgetUrl].map(
        (url) => new URL(url).origin,
      );
      expectSecurityHeaders(visit.headers, frameOrigins);

      const { head } = visit;
      const pageUrl = absolute(path);
      const english = absolute(starterRoutes.pathFor(page, "en"));
      expect(head.title.trim()).not.toBe("");
      expect(head.description).toHaveLength(1);
      expect(head.description[0]?.trim()).not.toBe("");
      expect(head.canonical).toEqual([pageUrl]);
      expect(head.alternates.sort()).toEqual([
        ["en", english],
        ["es", absolute(starterRoutes.pathFor(page, "es"))],
        ["x-default", english],
      ]);

      const og = (property: string) =>
        head.meta.filter(([name]) => name === property).map(([, content]) => content);
      expect(og("og:title")).toEqual([head.title]);
      expect(og("og:description")).toEqual(head.description);
      expect(og("og:url")).toEqual([pageUrl]);
      expect(og("og:type")).toEqual(["website"]);
      expect(og("og:site_name")).toEqual([seedFacts.name]);
      expect(og("og:locale")).toEqual([ogLocale[locale]]);
      expect(og("og:locale:alternate")).toEqual([ogLocale[locale === "en" ? "es" : "en"]]);
      expect(og("og:image")).toHaveLength(1);
      expect(og("og:image")[0]).toMatch(/^https?:\/\/[^/]+\/\S+$/);

      const noindex = head.robots.some((content) => content.includes("noindex"));
      expect(noindex).toBe(legalPaths.includes(path));

      expect(head.jsonLd).toHaveLength(1);
      const { graph, jsonLdText } = visit;
      expect(graph).toMatchObject({ "@context": "https://schema.org" });
      expectBusiness(graph, jsonLdText, locale);
      expectPageNodes(visit, pageUrl);
      expectService(graph, page, locale);
    },
  );

  it("visited all 80 pages", () => {
    expect(visits.size).toBe(80);
  });

  it("links languages both ways: each alternate names this page back", () => {
    for (const [path, { head, routed }] of visits) {
      for (const [hreflang, href] of head.alternates) {
        if (hreflang === "x-default") continue;
        const twin = visits.get(new URL(href).pathname);
        expect(twin, `${path} -> ${href}`).toBeDefined();
        expect(twin?.head.alternates).toContainEqual([routed.locale, absolute(path)]);
      }
    }
  });

  it("gives every page its own title and description", () => {
    const titles = [...visits.values()].map((v) => v.head.title);
    const descriptions = [...visits.values()].map((v) => v.head.description[0]);
    expect(new Set(titles).size).toBe(visits.size);
    expect(new Set(descriptions).size).toBe(visits.size);
  });

  it("puts noindex on exactly the four legal pages", () => {
    const noindex = [...visits]
      .filter(([, v]) => v.head.robots.some((content) => content.includes("noindex")))
      .map(([path]) => path);
    expect(noindex.sort()).toEqual([...legalPaths].sort());
  });

  it("marks up the FAQ of the home page and of the air-quality page", () => {
    for (const page of [{ id: "home" }, servicePage("indoorAirQuality")] as const) {
      for (const locale of ["en", "es"] as const) {
        const visit = visits.get(starterRoutes.pathFor(page, locale));
        const [faq] = nodesOfType(visit?.graph, "FAQPage");
        expect(
          (faq?.mainEntity as unknown[] | undefined)?.length,
          `${page.id} ${locale}`,
        ).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it("lists the air-quality page's feature cards as its offer catalogue, in its language", () => {
    const doc = seedDocument(documentIdForPage(servicePage("indoorAirQuality")));
    for (const locale of ["en", "es"] as const) {
      const visit = visits.get(starterRoutes.pathFor(servicePage("indoorAirQuality"), locale));
      const [service] = nodesOfType(visit?.graph, "Service").filter((node) => node["@id"]);
      const catalog = service?.hasOfferCatalog as Record<string, unknown> | undefined;
      const offered =
        (catalog?.itemListElement as Array<Record<string, Record<string, unknown>>>) ?? [];
      expect(offered.map((offer) => offer.itemOffered?.name)).toEqual(
        (doc.features as Array<{ title: unknown }>).map((feature) =>
          seedText(feature.title, locale),
        ),
      );
      expect(offered).toHaveLength(4);
    }
  });

  it.each([
    ["acRepair", 150, 3000, undefined],
    ["acMaintenance", 79, 150, "2025-01-01"],
    ["heatingInstallation", 2500, 8000, undefined],
  ] as const)("states the published price range for %s: $%i-$%i", (id, low, high, validFrom) => {
    for (const locale of ["en", "es"] as const) {
      const visit = visits.get(starterRoutes.pathFor(servicePage(id), locale));
      const [service] = nodesOfType(visit?.graph, "Service").filter((node) => node["@id"]);
      expect(service?.offers, `${id} ${locale}`).toMatchObject({
        priceSpecification: {
          priceCurrency: "USD",
          minPrice: low,
          maxPrice: high,
          ...(validFrom ? { validFrom } : {}),
        },
      });
    }
  });
});
