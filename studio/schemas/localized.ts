import { copyFactNames, isCopyFact, shortFactLengths } from "@hvac/content/copy-facts";
import { pageDocumentTypes } from "@hvac/content/page-documents";
import { defineField, defineType, type Rule } from "sanity";

/**
 * Field-level translation: every translatable field holds `en` and `es` side
 * by side, so both languages share one structure and are published together.
 */

export const languages = [
  { id: "en", title: "English" },
  { id: "es", title: "Español" },
] as const;

const blockStyles = [
  { title: "Paragraph", value: "normal" },
  { title: "Heading", value: "h2" },
  { title: "Subheading", value: "h3" },
];

/** Portable Text for the site: paragraphs, two heading levels, lists, bold, links to our pages. */
export const richText = defineType({
  name: "richText",
  title: "Rich text",
  type: "array",
  of: [
    {
      type: "block",
      styles: blockStyles,
      // A Business fact among the words, shown as written in Business facts.
      of: [{ type: "factRef" }],
      lists: [
        { title: "Bullets", value: "bullet" },
        { title: "Numbered", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Bold", value: "strong" },
          { title: "Italic", value: "em" },
        ],
        annotations: [
          {
            name: "internalLink",
            title: "Link to a page of this site",
            type: "object",
            fields: [
              defineField({
                name: "page",
                title: "Page",
                description:
                  "The page the words link to. The address is filled in by the site; if the page is withdrawn, the words stay as plain text.",
                type: "reference",
                to: pageDocumentTypes.map((type) => ({ type })),
                // Leave the reference strong: the Studio warns before a linked page is deleted.
                validation: (rule) => rule.required(),
              }),
            ],
          },
          {
            name: "phoneLink",
            title: "Call link",
            type: "object",
            description: "Makes the words call the office number from Business facts when tapped.",
            fields: [
              defineField({
                name: "note",
                title: "Note",
                type: "string",
                description: "Optional note for editors; visitors do not see it.",
              }),
            ],
          },
        ],
      },
    },
  ],
});

const kinds = {
  string: { type: "localeString", title: "Text (English and Spanish)" },
  text: { type: "localeText", title: "Paragraph (English and Spanish)" },
  richText: { type: "localeRichText", title: "Rich text (English and Spanish)" },
} as const;

export const localeTypes = Object.entries(kinds).map(([kind, { type, title }]) =>
  defineType({
    name: type,
    title,
    type: "object",
    fields: languages.map(({ id, title: language }) =>
      defineField({
        name: id,
        title: language,
        type: kind === "richText" ? "richText" : kind,
        ...(kind === "text" ? { rows: 3 } : {}),
      }),
    ),
    options: { columns: kind === "string" ? 2 : 1 },
  }),
);

type Kind = keyof typeof kinds;

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A short fact ({townCount}, {hoursShort}) counts as its longest value, whatever its name's length. */
const shortNames = new RegExp(`\\{(${Object.keys(shortFactLengths).join("|")})\\}`, "g");

function plainLength(value: unknown): number {
  if (typeof value !== "string") return 0;
  return value
    .trim()
    .replace(shortNames, (_, name: keyof typeof shortFactLengths) =>
      "x".repeat(shortFactLengths[name] ?? 0),
    ).length;
}

/** Every {name} written in a field's text, plain or rich. */
function writtenNames(value: unknown): string[] {
  const texts =
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap((block: { children?: Array<{ text?: string }> }) =>
            (block.children ?? []).map((child) => child.text ?? ""),
          )
        : [];
  return texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ""));
}

/** Words besides the Business facts that a document's text may write as {name}. */
const documentPlaceholders: Record<string, string[]> = {
  // The shared parts of the town pages name each page's town.
  serviceAreasPage: ["city"],
};

interface LocalizedOptions {
  name: string;
  title: string;
  /** Written for the office manager: what the words are for and where they show. */
  description: string;
  kind?: Kind;
  /** Leave false for fields a page can do without. */
  required?: boolean;
  /** Maximum characters in each language (titles and descriptions for search engines). */
  max?: number;

  group?: string;
  fieldset?: string;
  hidden?: boolean;
}

/**
 * A translatable field. A present field must have both languages filled in;
 * a required one must be present.
 */
export function localized({
  name,
  title,
  description,
  kind = "string",
  required = true,
  max,
  group,
  fieldset,
  hidden,
}: LocalizedOptions) {
  return defineField({
    name,
    title,
    description,
    type: kinds[kind].type,
    ...(group ? { group } : {}),
    ...(fieldset ? { fieldset } : {}),
    ...(hidden ? { hidden } : {}),
    validation: (rule: Rule) =>
      rule.custom((value: Record<string, unknown> | undefined, { document }) => {
        const missing = languages.filter(({ id }) => isEmpty(value?.[id]));
        if (missing.length === languages.length) {
          return required ? "Fill in both English and Spanish." : true;
        }
        if (missing.length > 0) {
          return `Fill in the ${missing.map((l) => l.title).join(" and ")} version too: both languages are published together.`;
        }
        const placeholders = documentPlaceholders[document?._type ?? ""] ?? [];
        const unknown = languages.flatMap(({ id }) =>
          writtenNames(value?.[id]).filter(
            (name) => !isCopyFact(name) && !placeholders.includes(name),
          ),
        );
        if (unknown.length > 0) {
          return `{${unknown[0]}} is not a Business fact. Write one of: ${[...copyFactNames, ...placeholders].map((name) => `{${name}}`).join(", ")}.`;
        }
        if (max !== undefined) {
          const long = languages.filter(({ id }) => plainLength(value?.[id]) > max);
          if (long.length > 0) {
            return `Keep it to ${max} characters or fewer (${long.map((l) => l.title).join(", ")} is longer).`;
          }
        }
        return true;
      }),
  });
}
