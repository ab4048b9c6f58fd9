/** A band of the page with an optional heading and intro line. */
export function Section({
  id,
  title,
  intro,
  tone = "white",
  children,
  className = "",
}: {
  id?: string;
  title?: string | null;
  intro?: string | null;
  tone?: "white" | "tint";
  children: React.ReactNode;
  /** Lays out the children (a grid, spacing); for a band without a heading, which it would lay out with them. */
  className?: string;
}) {
  return (
    // The page's column and the heading's look come with .band (globals.css).
    // The children follow the heading and intro with no wrapper: the last of
    // those keeps 2rem below it, which a child's own top margin shares
    // (margins meet) rather than adds to.
    <section
      {...(id && { id })}
      className={`band ${tone === "tint" ? "bg-brand-50" : "bg-white"} ${className}`.trimEnd()}
    >
      {title && <h2 className={intro ? undefined : "mb-8"}>{title}</h2>}
      {intro && <p className="mt-3 mb-8 max-w-3xl text-lg text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}
