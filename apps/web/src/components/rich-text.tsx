import type { RichText as RichTextValue } from "@hvac/content";
import { type Locale, pathFor } from "@hvac/routing";
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { businessFor } from "@/content/business";
import { callLinkClass } from "./call-link-class";

const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

function components(locale: Locale, tel: string): PortableTextComponents {
  return {
    block: {
      normal: ({ children }) => <p className="leading-relaxed">{children}</p>,
      h2: ({ children }) => <h2 className="pt-4 text-2xl font-bold text-brand-900">{children}</h2>,
      h3: ({ children }) => (
        <h3 className="pt-2 text-xl font-semibold text-brand-900">{children}</h3>
      ),
    },
    list: {
      bullet: ({ children }) => (
        <ul className="list-disc space-y-1 pl-6 marker:text-brand-600">{children}</ul>
      ),
      number: ({ children }) => (
        <ol className="list-decimal space-y-1 pl-6 marker:font-semibold">{children}</ol>
      ),
    },
    marks: {
      internalLink: ({ value, children }) =>
        value?.page ? (
          <a href={pathFor({ id: value.page }, locale)} className={link}>
            {children}
          </a>
        ) : (
          children
        ),
      phoneLink: ({ children }) => (
        <a href={tel} className={`${callLinkClass} ${link}`}>
          {children}
        </a>
      ),
    },
  };
}

/**
 * Rich text from the CMS. Links to our pages take their address from the route
 * table; call links dial the number in Business facts.
 */
export async function RichText({
  value,
  locale,
  className = "",
}: {
  value: RichTextValue | null | undefined;
  locale: Locale;
  className?: string;
}) {
  if (!value?.length) return null;
  const { phone } = await businessFor(locale);
  return (
    <div className={`space-y-4 text-slate-700 ${className}`}>
      <PortableText value={value} components={components(locale, phone.href)} />
    </div>
  );
}
