import { iconNames } from "@hvac/content";
import { describe, expect, it } from "vitest";
import { baseURL } from "./support/visit";

describe("the site's icon, wherever a client looks for it", () => {
  it("/favicon.ico answers an ICO holding the app icon as a 32 px PNG", async () => {
    const response = await fetch(`${baseURL()}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/x-icon");
    const ico = Buffer.from(await response.arrayBuffer());
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 1]); // an icon, one image
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const png = ico.subarray(ico.readUInt32LE(18));
    expect(png.length).toBe(ico.readUInt32LE(14));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);
  });

  it("the pages link the SVG icon, and it answers", async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const href = html.match(/<link rel="icon" href="([^"]+)"[^>]*type="image\/svg\+xml"/)?.[1];
    expect(href).toBeTruthy();
    const icon = await fetch(new URL(href ?? "", baseURL()));
    expect(icon.status).toBe(200);
    expect(await icon.text()).toContain("<svg");
  });

  it("every pictogram an editor can choose, and the menu's marks, is drawn by the page's stylesheet from a cached SVG file", async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
      (m) => new URL(m[1] ?? "", baseURL()),
    );
    expect(sheets.length).toBeGreaterThan(0);
    // Each drawing's file, as the stylesheet that names it finds it.
    const drawings = new Map<string, URL>();
    for (const sheet of sheets) {
      const css = await (await fetch(sheet)).text();
      for (const [, selectors = "", url = ""] of css.matchAll(
        /([^{}]+)\{--icon:url\(([^)]+)\)\}/g,
      )) {
        for (const selector of selectors.split(","))
          drawings.set(selector.trim(), new URL(url, sheet));
      }
    }
    const marks = [...iconNames, "menu", "cross", "star-full", "star-empty"].map(
      (name) => `.icon-${name}`,
    );
    // The chevron of the FAQ, the drawer's groups and the desktop menus.
    expect([...marks, ".disclosure"].filter((selector) => !drawings.has(selector))).toEqual([]);
    for (const file of new Set([...drawings.values()].map(String))) {
      const answer = await fetch(file);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(answer.headers.get("cache-control")).toContain("immutable");
      expect(await answer.text()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[\s\S]*<path d=/);
    }
    // The icon is an empty element the drawing masks: no <svg> left in a page's body.
    expect(html.slice(html.indexOf("<body")).match(/<svg\b/g) ?? []).toEqual([]);
  });
});
