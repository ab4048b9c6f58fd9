/**
 * The page's column as padding on a full-width band: 80rem with 1rem inside
 * (what max-w-7xl, mx-auto and px-4 on an inner wrapper drew), so the band's
 * colour spans the window and its content needs no wrapper element.
 */
export const pageColumn = "px-[max(1rem,calc(50%-39rem))]";

/** The same for a 48rem column (max-w-3xl): a form, a text to read. */
export const narrowColumn = "px-[max(1rem,calc(50%-23rem))]";
