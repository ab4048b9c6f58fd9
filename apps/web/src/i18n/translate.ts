import type { Locale } from "@hvac/routing";
import { type Dictionary, dictionaries } from "./dictionary";

type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted key of the dictionary, e.g. "notFound.title". */
export type MessageKey = Paths<Dictionary>;

function lookup(table: unknown, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * The interface strings of one language. A missing entry shows its own key
 * rather than breaking the page. `{name}` placeholders are filled from
 * `values`.
 */
export function translator(locale: Locale) {
  const table = dictionaries[locale];
  return (key: MessageKey, values: Record<string, string | number> = {}): string =>
    (lookup(table, key) ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

export type Translate = ReturnType<typeof translator>;
