/**
 * A third-party frame (review widget, map). Lazy: the browser fetches it only
 * when it nears the viewport, so it never holds up the first paint.
 */
export function EmbedFrame({
  src,
  title,
  className = "",
}: {
  src: string;
  title: string;
  className?: string;
}) {
  if (!src) return null;
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className={`w-full rounded-xl border border-slate-200 bg-slate-100 ${className}`}
    />
  );
}
