import type { Feature, IconItem, Localized } from "@hvac/content";
import { cardIcon } from "./icon";

/** A feature card (title and description) or a credential, value or badge (title and text). */
export type IconCardContent = Localized<Feature> | Localized<IconItem>;

/** Feature cards, credentials, values, badges: an icon, a title, a sentence. */
export function IconCards({
  items,
  columns = 4,
  headingLevel = 3,
}: {
  items: Array<IconCardContent & { _key?: string }> | null | undefined;
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
        <li key={item._key ?? index} className={`${cardIcon(item.icon)} card`}>
          <Heading>{item.title}</Heading>
          {/* The sentence, the card's own text (.card in globals.css). */}
          {item._type === "feature" ? item.description : item.text}
        </li>
      ))}
    </ul>
  );
}
