/**
 * A third-party frame (review widget, map). Lazy: the browser fetches it only
 * when it nears the viewport, so it never holds up the first paint. A plain
 * link under it opens the same page, for when the frame cannot show.
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
      <iframe
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
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
