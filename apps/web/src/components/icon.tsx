import type { IconName } from "@hvac/content";

/** The Studio's pictograms and the interface's own marks (the menu button's, a close button's cross, a rating's stars). */
export type IconDrawing = IconName | "menu" | "cross" | "star-full" | "star-empty";

/**
 * A pictogram, drawn by the stylesheet (app/icons.css) in the text's colour:
 * no icon font, one empty element, its drawing a small file cached for good.
 * Decorative: the text beside each one carries the meaning.
 */
export function Icon({ name, className = "size-6" }: { name: IconDrawing; className?: string }) {
  return <span aria-hidden="true" className={`icon icon-${name} ${className}`} />;
}

/** The class that draws a pictogram in the middle of a tinted box (the logo, group headings): one element, box and icon. */
export const iconBox = (name: IconDrawing) => `icon-box icon-${name}`;

/** The classes that make a card (padding p-5) draw its pictogram in a tinted box at its top: no element of its own. */
export const cardIcon = (name: IconDrawing | null | undefined) =>
  name ? `card-icon icon-${name}` : "";

/** The classes that make a link or a button draw a pictogram before its words: no element of its own. */
export const iconBefore = (name: IconDrawing) => `icon-before icon-${name}`;
