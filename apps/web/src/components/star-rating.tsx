/**
 * Stars drawn for a rating: whole stars only, rounded down (4.7 draws 4 of
 * 5, as the business shows it elsewhere); the exact figure is in `label`.
 */
export function StarRating({ value, label }: { value: number; label: string }) {
  const full = Math.floor(value);
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 24 24" aria-hidden="true" className="size-6">
          <path
            d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1z"
            fill={star <= full ? "currentColor" : "none"}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      ))}
    </span>
  );
}
