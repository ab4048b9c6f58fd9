import { describe, expect, it } from "vitest";
import { titleCaseWords } from "./spanish-style";

describe("Spanish in sentence case", () => {
  it.each([
    ["Llame ahora para reparar su aire", []],
    ["Llame Ahora para Reparar su Aire", ["Ahora", "Reparar", "Aire"]],
    ["Servicio de aire acondicionado en San Antonio, TX", []],
    ["Reparación de HVAC en Von Ormy", []],
    ["¿Sin aire? Llámenos. Un técnico llega pronto.", []],
    ["Garantías y Financiamiento", ["Financiamiento"]],
    ["Nuestros valores: Calidad", []],
    ["- Revisión de 22 puntos\n- Limpieza del serpentín", []],
  ])("%s", (text, words) => {
    expect(titleCaseWords(text)).toEqual(words);
  });
});
