import { NearViewFrame } from "@/components/near-view-frame";

/**
 * A third-party frame (review widget, map), fetched only when the visitor
 * scrolls near it, so it never holds up the first paint. A plain link under it
 * opens the same page, for when the frame cannot show (or before JavaScript).
 */
export function EmbedFrame({
  src,
  title,
  linkText,
  className = "",
}: {
  src: string;
  title: string;
  linkText: string;
  className?: string;
}) {
  if (!src) return null;
  return (
    <div>
      <NearViewFrame
        src={src}
        title={title}
        className={`w-full rounded-xl border border-slate-200 bg-slate-100 ${className}`}
      />
      <a
        href={src}
        rel="noopener"
        className="mt-2 inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
      >
        {linkText} <span aria-hidden="true">↗</span>
      </a>
    </div>
  );
}
