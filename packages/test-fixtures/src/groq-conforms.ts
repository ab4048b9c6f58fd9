import type { SchemaType, TypeNode } from "groq-js";

/**
 * Checks a query result against the type groq-js derives for the query from
 * the extracted schema (the same derivation typegen writes to sanity.types.ts).
 * Returns the paths that do not fit; empty means the result matches its type.
 */
export function conforms(value: unknown, type: TypeNode, schema: SchemaType, path = "$"): string[] {
  switch (type.type) {
    case "unknown":
      return [];
    case "null":
      return value === null || value === undefined ? [] : [`${path}: expected null`];
    case "string":
    case "number":
    case "boolean":
      if (typeof value !== type.type)
        return [`${path}: expected ${type.type}, got ${JSON.stringify(value)}`];
      return type.value !== undefined && value !== type.value
        ? [`${path}: expected ${JSON.stringify(type.value)}, got ${JSON.stringify(value)}`]
        : [];
    case "array":
      if (!Array.isArray(value)) return [`${path}: expected an array`];
      return value.flatMap((item, index) => conforms(item, type.of, schema, `${path}[${index}]`));
    case "union": {
      const attempts = type.of.map((member) => conforms(value, member, schema, path));
      return attempts.some((problems) => problems.length === 0)
        ? []
        : (attempts.sort((a, b) => a.length - b.length)[0] ?? [`${path}: empty union`]);
    }
    case "inline": {
      const declaration = schema.find((d) => d.name === type.name);
      if (!declaration) return [`${path}: unknown type ${type.name}`];
      const resolved: TypeNode =
        declaration.type === "document"
          ? { type: "object", attributes: declaration.attributes }
          : declaration.value;
      return conforms(value, resolved, schema, path);
    }
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        return [`${path}: expected an object`];
      }
      const record = value as Record<string, unknown>;
      const problems: string[] = [];
      for (const [name, attribute] of Object.entries(type.attributes)) {
        const member = record[name];
        if (member === undefined) {
          if (!attribute.optional && attribute.value.type !== "null") {
            const nullable =
              attribute.value.type === "union" && attribute.value.of.some((t) => t.type === "null");
            if (!nullable) problems.push(`${path}.${name}: missing`);
          }
          continue;
        }
        problems.push(...conforms(member, attribute.value, schema, `${path}.${name}`));
      }
      if (!type.rest) {
        for (const name of Object.keys(record)) {
          if (!(name in type.attributes)) problems.push(`${path}.${name}: not in the schema`);
        }
      }
      return problems;
    }
  }
}
