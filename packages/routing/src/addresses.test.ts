import { describe, expect, it } from "vitest";
import {
  addressProblem,
  pathClash,
  redirectFromProblem,
  redirectLanguageProblem,
  rootFiles,
  routeTable,
} from "./index";

const table = routeTable({
  services: [
    {
      doc: "servicePage-boilers",
      address: { en: "boiler-repair", es: "reparacion-calderas" },
      name: { en: "Boiler Repair", es: "Reparación de calderas" },
      group: "heatingHub",
      menu: "heatingHub",
      order: 1,
      formerPaths: ["/heating-contractor/boilers"],
    },
  ],
  areas: [],
  redirects: [{ from: "/old/ac.html", to: { id: "acHub" }, locale: "en" }],
});

describe("a page's address, as the Studio checks it", () => {
  it.each(["hvac-seguin", "boiler-repair", "a1"])("%s is fine", (address) => {
    expect(addressProblem(address)).toBeUndefined();
  });
  it.each([
    ["", "Fill in"],
    [undefined, "Fill in"],
    ["HVAC-Seguin", "lowercase"],
    ["calefacción", "no accents"],
    ["boiler repair", "lowercase"],
    ["a/b", "lowercase"],
    ["-seguin", "Start and end"],
    ["seguin-", "Start and end"],
    ["hvac--seguin", "one hyphen"],
  ])("%j is refused: %s", (address, words) => {
    expect(addressProblem(address)).toContain(words);
  });
});

describe("an address no other page, redirect or folder answers", () => {
  it("is free", () => {
    expect(pathClash(table, "/heating-contractor/furnace-tune-up")).toBeUndefined();
  });
  it("may stay the page's own", () => {
    expect(
      pathClash(table, "/heating-contractor/boiler-repair", { doc: "servicePage-boilers" }),
    ).toBeUndefined();
    expect(
      pathClash(table, "/heating-contractor/boilers", { doc: "servicePage-boilers" }),
    ).toBeUndefined();
  });
  it("is refused when another page has it, naming that page", () => {
    expect(
      pathClash(table, "/heating-contractor/boiler-repair", { doc: "servicePage-other" }),
    ).toBe('/heating-contractor/boiler-repair is already the address of "Boiler Repair".');
    expect(pathClash(table, "/contact")).toContain('"Contact"');
  });
  it("is refused when a redirect or another page's former address answers it", () => {
    expect(pathClash(table, "/heating-contractor/boilers", { doc: "servicePage-other" })).toBe(
      '/heating-contractor/boilers was the address of "Boiler Repair" and still leads there. Pick another address.',
    );
    expect(pathClash(table, "/old/ac.html")).toBe(
      "/old/ac.html already moves to /air-conditioning-contractor. Pick another address, or delete that redirect first.",
    );
  });
  it.each(["/api/leads", "/assets/x", "/_next/static"])(
    "is refused under the site's folder %s",
    (path) => {
      expect(pathClash(table, path)).toContain("site's own folders");
    },
  );
  it("is refused for the pages of the request form", () => {
    expect(pathClash(table, "/request-received")).toContain("request form");
  });
  it.each([
    ["/robots.txt", "/robots.txt is a file the site serves itself: pick another address."],
    [
      "/sitemap.xml/boilers",
      "/sitemap.xml/boilers begins with /sitemap.xml, a file the site serves itself: pick another address.",
    ],
    [
      "/icon-svg",
      "/icon-svg is too close to /icon.svg, a file the site serves itself: pick another address.",
    ],
  ])("is refused where the site serves a file of its own: %s", (path, message) => {
    expect(pathClash(table, path)).toBe(message);
  });
});

describe("a redirect's old address", () => {
  it("is a path of its own", () => {
    expect(redirectFromProblem(table, "/services/ac-repair.html")).toBeUndefined();
    expect(redirectFromProblem(table, "/old/ac.html", "/old/ac.html")).toBeUndefined();
  });
  it.each([
    [undefined, "Fill in"],
    ["services/ac.html", "starting with /"],
    ["https://old.example/ac", "starting with /"],
    ["/ac?x=1", "no domain"],
    ["/a b", "starting with /"],
    ["/contact", "cannot move"],
    ["/api/leads", "site's own folders"],
    ["/page-not-found", "page-not-found page"],
    ["/es/pagina-no-encontrada", "page-not-found page"],
    ["/old/ac.html", "already moves to"],
    ["/heating-contractor/boilers", "already moves to"],
  ])("%j is refused: %s", (from, words) => {
    expect(redirectFromProblem(table, from)).toContain(words);
  });
  it.each(rootFiles)("%s, a file the site serves itself, is refused", (file) => {
    expect(redirectFromProblem(table, file)).toBe(
      `${file} is a file the site serves itself: pick another old address.`,
    );
    expect(redirectFromProblem(table, `${file}/x`)).toBe(
      `${file}/x begins with ${file}, a file the site serves itself: pick another old address.`,
    );
    expect(redirectFromProblem(table, `${file}.old`)).toContain(`begins with ${file}`);
  });
  it.each([
    ["/favicon-ico", "/favicon.ico"],
    ["/robots_txt/old", "/robots.txt"],
    ["/sitemapxxml", "/sitemap.xml"],
  ])("%s, which the proxy skips as %s, is refused", (from, file) => {
    expect(redirectFromProblem(table, from)).toBe(
      `${from} is too close to ${file}, a file the site serves itself: pick another old address.`,
    );
  });
  it.each(["/robots", "/sitemap", "/old/robots.txt", "/icons.svg", "/favicon.html", "/Robots.txt"])(
    "%s, which the proxy reads, is accepted",
    (from) => {
      expect(redirectFromProblem(table, from)).toBeUndefined();
    },
  );
});

describe("a redirect's language: the /es rule", () => {
  it.each([
    ["/es/viejo/hornos.html", "es"],
    ["/viejo/hornos.html", "es"],
    ["/old/furnace.html", "en"],
    ["/espanol/ac.html", "en"],
  ] as const)("%s leading to the %s page is fine", (from, language) => {
    expect(redirectLanguageProblem(from, language)).toBeUndefined();
  });
  it.each(["/es/viejo/hornos.html", "/es"])("%s is Spanish: an English page is refused", (from) => {
    expect(redirectLanguageProblem(from, "en")).toBe(
      `${from} starts with /es, so it is a Spanish address: choose Español, or an old address without /es.`,
    );
  });
});
