import type { IconName, Localized } from "@hvac/content";
import { pick } from "@hvac/content";
import type { Locale } from "@hvac/routing";
import { Icon } from "./icon";

export interface IconCardData {
  _key?: string;
  icon?: IconName | null;
  title?: Localized<string>;
  text?: Localized<string>;
  description?: Localized<string>;
}

/** Feature cards, credentials, values, badges: an icon, a title, a sentence. */
export function IconCards({
  items,
  locale,
  columns = 4,
  headingLevel = 3,
}: {
  items: IconCardData[] | null | undefined;
  locale: Locale;
  columns?: 2 | 3 | 4;
  /** 2 where the cards are the first level under the page heading (no section title). */
  headingLevel?: 2 | 3;
}) {
  if (!items?.length) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const grid = {
    2: "sm:grid-cols-2",
    3: "sm:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  return (
    <ul className={`grid gap-4 ${grid}`}>
      {items.map((item, index) => (
        <li
          key={item._key ?? index}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          {item.icon && (
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
              <Icon name={item.icon} />
            </span>
          )}
          <Heading className="mt-3 text-lg font-semibold text-brand-900">
            {pick(item.title, locale)}
          </Heading>
          <p className="mt-1 text-slate-700">{pick(item.description ?? item.text, locale)}</p>
        </li>
      ))}
    </ul>
  );
}
