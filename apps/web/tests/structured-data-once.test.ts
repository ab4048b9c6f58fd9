import { describe, expect, it } from "vitest";
import { baseURL, sharedBrowser } from "./support/visit";

/**
 * Issue 42: a page's structured data (the business, its services, every town
 * it serves) is written once, in its HTML: not again in the flight data the
 * browser builds the page from, and still in the page once React has taken
 * it over.
 */

const browser = sharedBrowser();
const structuredData = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
const flightScripts = /<script[^>]*>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g;

describe("a page's structured data", () => {
  // The home page's flight data comes in several scripts; a service page's is the longest.
  it.each(["/", "/es/calefaccion/mantenimiento", "/service-areas"])(
    "%s: once in the HTML, not in the flight data, and kept by React",
    async (path) => {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      const written = [...html.matchAll(structuredData)].map((match) => match[1] ?? "");
      expect(written).toHaveLength(1);
      const [text = ""] = written;
      expect(JSON.parse(text)).toMatchObject({ "@context": "https://schema.org" });
      const flight = [...html.matchAll(flightScripts)]
        .map((match) => JSON.parse(match[1] ?? "[]")[1] as string)
        .join("");
      expect(flight.length).toBeGreaterThan(1_000);
      expect(flight).not.toContain("schema.org");
      expect(flight).not.toContain("areaServed");

      const page = await browser.newPage();
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      await page.goto(path);
      // React has taken the element over (its own keys on it), and kept its text.
      await page.waitForFunction(() => {
        const script = document.querySelector('script[type="application/ld+json"]');
        return script && Object.keys(script).some((key) => key.startsWith("__react"));
      });
      const kept = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => script.textContent));
      expect(kept).toEqual([text]);
      expect(problems).toEqual([]);
    },
  );
});
