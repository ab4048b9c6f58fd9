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
    ["No le pedimos su número de Seguro Social.", []],
  ])("%s", (text, words) => {
    expect(titleCaseWords(text)).toEqual(words);
  });
});

describe("Spanish that reads translated", () => {
  it.each([
    ["Financiamiento para los clientes que califiquen", 1],
    ["según 80 reseñas de clientes o más", 2],
    ["San Antonio y 16 pueblos cercanos", 1],
    ["San Antonio y 16 comunidades cercanas", 0],
    ["San Antonio y 16 ciudades y pueblos cercanos", 0],
    ["según 80+ reseñas de clientes", 1],
    ["según {count}+ reseñas de clientes", 1],
    ["en {count}+ reseñas de clientes", 0],
    ["Limpiamos todo el sistema en 3 a 5 horas.", 1],
    ["Lista en 90 a 120 minutos", 1],
    ["Instalado en 1-2 días.", 1],
    ["Limpiamos todo el sistema en un plazo de 3 a 5 horas.", 0],
    ["La instalación tarda de 1 a 2 días.", 0],
    ["de 5 a 10 años según la marca", 0],
    ["China Grove es un pueblo pequeño", 0],
    ["Si no puede, le devolvemos la llamada en menos de 15 minutos.", 1],
    ["Si no puede, le llamamos en menos de 15 minutos.", 0],
    ["Qué sigue: nos comunicaremos con usted en menos de 24 horas.", 1],
    ["Lo que sigue: nos comunicaremos con usted en menos de 24 horas.", 0],
    ["¿Qué sigue: la reparación o el cambio?", 0],
    ["Reparación de hornos en San Antonio", 1],
    ["Reparación de calefacción (hornos) en San Antonio", 0],
    ["Avisamos al técnico de guardia en cuanto llega, de día o de noche.", 1],
    ["Avisamos al técnico de guardia en cuanto nos llega su solicitud.", 0],
    ["Su navegador guarda el idioma en su almacenamiento local.", 1],
    ["No le pedimos su número de seguro social.", 1],
    ["No le pedimos su número de Seguro Social.", 0],
    ["Los registros que las leyes de Texas y federales exigen", 1],
    ["Los registros que las leyes estatales y federales exigen", 0],
    ["Su sitio web en la semana del 16–22 de noviembre de 2026", 1],
    ["Su sitio web en la semana del 16 al 22 de noviembre de 2026", 0],
    ["Se borraron 1 casos antiguos de posible spam.", 1],
    ["Se borró 1 caso antiguo de posible spam.", 0],
    ["Se borraron 11 casos antiguos; 2.1 horas", 0],
    // The booking's words that the review found translated (issue 59), and what replaced them.
    ["Si tiene un minuto, cuéntele a sus vecinos cómo le fue.", 1],
    ["Si tiene un minuto, cuénteles a sus vecinos cómo le fue.", 1],
    ["Si tiene un minuto, ¿nos deja una reseña en Google?", 0],
    ["Conserva su horario actual hasta que quede confirmado el nuevo.", 1],
    ["Conserva su horario actual hasta que el nuevo sea suyo.", 1],
    ["Si alguien más toma ese horario antes que usted, su visita se queda como está.", 0],
    ["Lugares disponibles: 2", 1],
    ["quedan 2", 0],
    ["Díganos a dónde ir y cómo comunicarnos con usted.", 1],
    ["Díganos dónde llegar y cómo comunicarnos con usted.", 1],
    ["Díganos la dirección de la visita y cómo comunicarnos con usted.", 0],
    ["Canceló su visita: no irá ningún técnico.", 1],
    ["Su visita está cancelada. No iremos.", 1],
    ["Canceló su visita; ya no le mandaremos un técnico.", 0],
  ])("%s", (text, count) => {
    expect(translatedWording(text)).toHaveLength(count);
  });
});
