import { Icon } from "./icon";

/**
 * Stars drawn for a rating: whole stars only, rounded down (4.7 draws 4 of
 * 5, as the business shows it elsewhere); the exact figure is in `label`.
 */
export function StarRating({ value, label }: { value: number; label: string }) {
  const full = Math.floor(value);
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name={star <= full ? "star-full" : "star-empty"} />
      ))}
    </span>
  );
}
