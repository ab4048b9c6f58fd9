import type { Blocks } from "@hvac/content";
import { escapeHTML, type PortableTextComponents, toHTML } from "@portabletext/to-html";
import { callLinkClass } from "./call-link-class";

const anchor = (href: string | undefined, children: string, className?: string) =>
  href
    ? `<a href="${escapeHTML(href)}"${className ? ` class="${className}"` : ""}>${children}</a>`
    : children;

/**
 * How text is written as HTML: bare elements, styled by `.rich-text` in
 * globals.css, since this HTML goes out twice (the document and the page's
 * payload). `level` is the rank of the text's own top headings: 2 where they
 * head sections of the page, 3 inside a section that has its own h2 (the
 * complete guide); lower headings follow.
 */
const componentsFor = (level: 2 | 3): Partial<PortableTextComponents> => {
  const heading =
    (style: "h2" | "h3") =>
    ({ children }: { children?: string }) => {
      const tag = `h${Number(style[1]) + level - 2}`;
      return `<${tag}>${children}</${tag}>`;
    };
  return {
    block: {
      normal: ({ children }) => `<p>${children}</p>`,
      h2: heading("h2"),
      h3: heading("h3"),
    },
    list: {
      bullet: ({ children }) => `<ul>${children}</ul>`,
      number: ({ children }) => `<ol>${children}</ol>`,
    },
    // Links come with their address: a page of the route table in the visitor's
    // language, or the office phone of Business facts (see localize in @hvac/content).
    // Text is escaped by toHTML; the addresses here. A call link's name also
    // says the number it dials ("call us: (210) 555-0123").
    marks: {
      // Words in the other language (the business's name on a Spanish page; see localize).
      "lang-en": ({ children }) => `<span lang="en">${children}</span>`,
      "lang-es": ({ children }) => `<span lang="es">${children}</span>`,
      internalLink: ({ value, children }) => anchor(value?.href, children),
      phoneLink: ({ value, children }) =>
        anchor(
          value?.href,
          value?.number
            ? `${children}<span class="sr-only">: ${escapeHTML(value.number)}</span>`
            : children,
          callLinkClass,
        ),
    },
  };
};
const components = { 2: componentsFor(2), 3: componentsFor(3) };

/**
 * Rich text from the CMS, in the visitor's language. Written as HTML on the
 * server and handed to React as one string: the browser gets the same markup,
 * and React neither sends the text's element tree a second time in the page's
 * payload nor walks it when the page comes to life (the long guides and
 * answers were most of that work).
 */
export function RichText({
  value,
  className = "",
  level = 2,
  heading,
}: {
  value: Blocks | null | undefined;
  className?: string;
  /** The rank of the text's top headings: 3 under a section heading of its own. */
  level?: 2 | 3;
  /** A heading written first, inside the text's own element (a block beside a picture). */
  heading?: { text: string; className: string } | null;
}) {
  if (!value?.length) return null;
  const title = heading
    ? `<h${level} class="${heading.className}">${escapeHTML(heading.text)}</h${level}>`
    : "";
  return (
    <div
      className={`rich-text ${level === 3 ? "under-heading" : ""} ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: toHTML escapes every text, the heading and the addresses are escaped here.
      dangerouslySetInnerHTML={{
        __html: title + toHTML(value, { components: components[level] }),
      }}
    />
  );
}
