import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./serialize";

const attack = "</script><script>alert(1)</script>";

describe("JSON-LD serialisation", () => {
  it("escapes <, >, & and the two line separators", () => {
    const text = serializeJsonLd({ name: "a<b>c&d\u2028e\u2029f" });
    expect(text).toBe('{"name":"a\\u003cb\\u003ec\\u0026d\\u2028e\\u2029f"}');
  });

  it("cannot be closed by a CMS field, and reads back to the same value", () => {
    const value = {
      "@graph": [{ name: attack, description: `<!-- ${attack} -->`, faq: [`]]> ${attack}`] }],
    };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(value);
  });

  it("leaves everything else as JSON writes it", () => {
    const value = { name: 'Calefacción "24/7" — ¡sí!', rating: 4.7, list: [1, null, true] };
    expect(serializeJsonLd(value)).toBe(JSON.stringify(value));
  });
});
