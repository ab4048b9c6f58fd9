import type { Blocks } from "@hvac/content";
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { callLinkClass } from "./call-link-class";

const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

// Links come with their address: a page of the route table in the visitor's
// language, or the office phone of Business facts (see localize in @hvac/content).
const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="leading-relaxed">{children}</p>,
    h2: ({ children }) => <h2 className="pt-4 text-2xl font-bold text-brand-900">{children}</h2>,
    h3: ({ children }) => <h3 className="pt-2 text-xl font-semibold text-brand-900">{children}</h3>,
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
      value?.href ? (
        <a href={value.href} className={link}>
          {children}
        </a>
      ) : (
        children
      ),
    phoneLink: ({ value, children }) => (
      <a href={value?.href} className={`${callLinkClass} ${link}`}>
        {children}
      </a>
    ),
  },
};

/** Rich text from the CMS, in the visitor's language. */
export function RichText({
  value,
  className = "",
}: {
  value: Blocks | null | undefined;
  className?: string;
}) {
  if (!value?.length) return null;
  return (
    <div className={`space-y-4 text-slate-700 ${className}`}>
      <PortableText value={value} components={components} />
    </div>
  );
}
