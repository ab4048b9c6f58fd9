import { describe, expect, it } from "vitest";
import { writeStructuredDataOnce } from "./structured-data-once.mjs";

// Structured data as a page writes it: in the HTML, and again as a text row
// of its flight data, counted in UTF-8 bytes ("Garza Calefacción" has an
// accented letter, a text row following it starts right after it).
const graph = '{"@context":"https://schema.org","name":"Garza Calefacción"}';
const row = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
const element = (text: string) =>
  `6:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"${text}"}}]\n`;
const flight = [
  '0:{"P":null,"c":["",""],"q":""}\n',
  ':HL["/_next/static/site.css","style"]\n',
  element("$7"),
  row("7", graph),
  row("8", "<p>Guía en español</p>"),
  '9:["$","p",null,{"children":"$8"}]\n',
].join("");
const expected = flight.replace(row("7", graph), "7:T0,");

const script = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
const html = (...pieces: string[]) =>
  `<html><head></head><body><script type="application/ld+json">${graph}</script>${pieces.map(script).join("")}</body></html>`;
const flightOf = (page: string) =>
  [...page.matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? "[]")[1])
    .join("");

describe("the structured data, written once", () => {
  it("stays in the HTML and leaves the flight data, whose other rows are unchanged", () => {
    const value = {
      html: html(flight),
      rscData: Buffer.from(flight),
      segmentData: new Map([["/_tree", Buffer.from(flight)]]),
    };
    writeStructuredDataOnce(value);
    expect(value.html).toContain(`<script type="application/ld+json">${graph}</script>`);
    expect(flightOf(value.html)).toBe(expected);
    expect(value.rscData.toString()).toBe(expected);
    expect(value.segmentData.get("/_tree")?.toString()).toBe(expected);
  });

  it("empties its text row when the row spans two of the page's scripts", () => {
    const cut = flight.indexOf("schema.org");
    const value = { html: html(flight.slice(0, cut), flight.slice(cut)) };
    writeStructuredDataOnce(value);
    expect(flightOf(value.html)).toBe(expected);
  });

  it("empties a short text written in place", () => {
    const inPlace = element(JSON.stringify(graph).slice(1, -1));
    const value = { html: html(`0:{}\n${inPlace}`) };
    writeStructuredDataOnce(value);
    expect(flightOf(value.html)).toBe(`0:{}\n${element("")}`);
  });

  it("leaves a page without structured data, or flight data of another shape, as it is", () => {
    for (const other of ['0:{}\n1:["$","p",null,{}]\n', `0:{}\n${element("$7")}not rows`]) {
      const value = { html: html(other), rscData: Buffer.from(other) };
      writeStructuredDataOnce(value);
      expect(value.html).toBe(html(other));
      expect(value.rscData.toString()).toBe(other);
    }
  });
});
