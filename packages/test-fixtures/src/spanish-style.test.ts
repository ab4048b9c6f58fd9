import { describe, expect, it } from "vitest";
import { titleCaseWords, translatedWording } from "./spanish-style";

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

describe("Spanish that reads translated", () => {
  it.each([
    ["Financiamiento para los clientes que califiquen", 1],
    ["según 80 reseñas de clientes o más", 1],
    ["San Antonio y 16 pueblos cercanos", 1],
    ["San Antonio y 16 comunidades cercanas", 0],
    ["San Antonio y 16 ciudades y pueblos cercanos", 0],
    ["según 80+ reseñas de clientes", 0],
    ["China Grove es un pueblo pequeño", 0],
  ])("%s", (text, count) => {
    expect(translatedWording(text)).toHaveLength(count);
  });
});
