import { type IconName, type Localized, pick } from "@hvac/content";
import { type Locale, pathFor, type ServicePageId } from "@hvac/routing";
import { Icon } from "./icon";

export interface ServiceCardData {
  pageId: ServicePageId | null;
  card: { icon?: IconName; title?: Localized<string>; summary?: Localized<string> } | null;
}

/** Cards that each lead to a service page (hubs, related services). */
export function ServiceCards({
  services,
  locale,
  linkText,
  headingLevel = 3,
}: {
  services: ServiceCardData[] | null | undefined;
  locale: Locale;
  linkText: string;
  /** 2 where the cards are the first level under the page heading (hub pages). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const cards = (services ?? []).filter(
    (s): s is ServiceCardData & { pageId: ServicePageId } => !!s.pageId,
  );
  if (!cards.length) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ pageId, card }) => (
        <li
          key={pageId}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          {card?.icon && (
            <span className="flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
              <Icon name={card.icon} />
            </span>
          )}
          <Heading className="mt-3 text-lg font-semibold text-brand-900">
            {pick(card?.title, locale)}
          </Heading>
          <p className="mt-1 flex-1 text-slate-700">{pick(card?.summary, locale)}</p>
          <a
            href={pathFor({ id: pageId }, locale)}
            className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {linkText}
            <span className="sr-only">: {pick(card?.title, locale)}</span>
            <span aria-hidden="true">→</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
