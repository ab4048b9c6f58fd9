import { defaultDatasetFile, loadLocalDataset, localImagePath } from "@hvac/content";
import { describe, expect, it } from "vitest";
import { hydrated, policyViolations, recordPolicyViolations } from "./support/head";
import { baseURL, sharedBrowser } from "./support/visit";

const browser = sharedBrowser();

/** The public name of a picture of the starter dataset, by its type. */
const starterPicture = (extension: string) =>
  [...loadLocalDataset(defaultDatasetFile()).images.keys()].find((name) =>
    name.endsWith(extension),
  );

/** The headers every response carries, whatever it is. */
function expectCommonHeaders(headers: Headers) {
  expect(headers.get("strict-transport-security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toBe(
    "camera=(), microphone=(), geolocation=(), payment=()",
  );
  expect(headers.get("x-frame-options")).toBe("DENY");
  expect(headers.has("x-powered-by")).toBe(false);
}

/** fetch joins repeated headers with ", ": a policy header sent twice would show here. */
const policyOf = (headers: Headers) => headers.get("content-security-policy") ?? "";

const resourcePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; sandbox; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

describe("security headers on responses that are not pages", () => {
  it.each([
    ["an alias", "/heating-contractor/heat-pump", 308],
    ["a trailing slash", "/about-us/", 308],
    ["an alias with a trailing slash, in one hop", "/es/service-areas/hvac-sayers/", 308],
    ["an unknown API address", "/api/no-such-endpoint", 404],
    ["an unknown file", `${localImagePath}no-such-picture.svg`, 404],
    ["the icon", "/icon.svg", 200],
    ["robots.txt", "/robots.txt", 200],
    ["sitemap.xml", "/sitemap.xml", 200],
    ["a content drawing", `${localImagePath}${starterPicture(".svg")}`, 200],
    [
      "a content photo, resized",
      `${localImagePath}${starterPicture(".webp")}?w=320&q=70&fit=max&auto=format`,
      200,
    ],
  ])("%s (%s) answers %i with the policy that lets nothing run", async (_name, path, status) => {
    const response = await fetch(`${baseURL()}${path}`, { redirect: "manual" });
    expect(response.status).toBe(status);
    expectCommonHeaders(response.headers);
    expect(policyOf(response.headers)).toBe(resourcePolicy);
  });

  it("the lead endpoint's answers carry them too", async () => {
    const response = await fetch(`${baseURL()}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=",
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expectCommonHeaders(response.headers);
    expect(policyOf(response.headers)).toBe(resourcePolicy);
  });

  it("a redirect goes straight to the canonical page", async () => {
    const response = await fetch(`${baseURL()}/es/service-areas/hvac-sayers/`, {
      redirect: "manual",
    });
    expect(response.headers.get("location")).toBe("/es/areas-de-servicio/hvac-sayers");
  });

  it("the site's scripts and styles carry them too", async () => {
    const html = await (await fetch(`${baseURL()}/contact`)).text();
    const files = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1],
    );
    expect(files.length).toBeGreaterThan(1);
    for (const file of new Set(files)) {
      const response = await fetch(`${baseURL()}${file}`);
      expect(response.status, file).toBe(200);
      expectCommonHeaders(response.headers);
      expect(policyOf(response.headers)).toBe(resourcePolicy);
    }
  });
});

/**
 * Opens a page in the browser and checks what every page must hold: the
 * common headers, a page policy whose inline scripts match `scripts`, no
 * violation, scripts that ran, the page's language. Returns its policy.
 */
async function expectPolicedPage(path: string, status: number, lang: string, scripts: RegExp) {
  const page = await browser.newPage();
  await recordPolicyViolations(page.context());
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  const headers = new Headers(await response?.allHeaders());
  expectCommonHeaders(headers);
  const policy = policyOf(headers);
  expect(policy).toMatch(new RegExp(`^default-src 'self'; script-src 'self'${scripts.source};`));
  expect(policy).toContain("frame-ancestors 'none'");
  await hydrated(page);
  expect(await policyViolations(page)).toEqual([]);
  expect(await page.getAttribute("html", "lang")).toBe(lang);
  return policy;
}

describe("the not-found pages", () => {
  it.each([
    ["/no-such-page", "en"],
    ["/es/no-existe", "es"],
  ])("%s answers 404 under the page policy, and its scripts run", async (path, lang) => {
    await expectPolicedPage(path, 404, lang, /( 'sha256-[\w+/=]+')+/);
  });
});

describe("pages rendered per request (where a form without JavaScript lands)", () => {
  it.each([
    ["/request-received", "en"],
    ["/es/solicitud-no-enviada", "es"],
  ])("%s names a fresh nonce, which Next puts on its scripts", async (path, lang) => {
    const policy = await expectPolicedPage(path, 200, lang, / 'nonce-[\w+/=]+'/);
    const again = policyOf((await fetch(`${baseURL()}${path}`)).headers);
    expect(again).toMatch(/'nonce-[\w+/=]+'/);
    expect(again).not.toBe(policy);
  });
});
