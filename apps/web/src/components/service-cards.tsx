import type { Localized, ServiceCard } from "@hvac/content";
import type { Locale, RouteTable } from "@hvac/routing";
import { cardIcon } from "./icon";

/** A service page's card with the address it leads to. */
export interface ServiceCardLink {
  href: string;
  card: Localized<ServiceCard> | null;
}

type ListedService = { _id: string; card: Localized<ServiceCard> | null } | null;

/**
 * The cards of the service pages a document lists, each with its page's
 * address, once each; a withdrawn page has no card.
 */
export const serviceCardLinks = (
  routes: RouteTable,
  services: ListedService[] | null,
  locale: Locale,
): ServiceCardLink[] => {
  const seen = new Set<string>();
  return (services ?? []).flatMap((service) => {
    const page = service && { id: "service" as const, doc: service._id };
    if (!page || seen.has(page.doc) || !routes.has(page)) return [];
    seen.add(page.doc);
    return [{ href: routes.pathFor(page, locale), card: service.card }];
  });
};

/** Cards that each lead to a service page (hubs, related services). */
export function ServiceCards({
  services,
  linkText,
  headingLevel = 3,
}: {
  services: ServiceCardLink[];
  linkText: string;
  /** 2 where the cards are the first level under the page heading (hub pages). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (!services.length) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {services.map(({ href, card }) => (
        // Rows: the icon's box, the title, the sentence (the card's own text,
        // taking the height to spare), the link at the foot.
        <li
          key={href}
          className={`${cardIcon(card?.icon)} card grid ${card?.icon ? "grid-rows-[auto_auto_1fr_auto]" : "grid-rows-[auto_1fr_auto]"}`}
        >
          <Heading>{card?.title}</Heading>
          {card?.summary}
          {/* Its words name the card's title too, which a list of links read alone would lack. */}
          <a href={href} className="more-link">
            {linkText}
            <span className="sr-only">: {card?.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
