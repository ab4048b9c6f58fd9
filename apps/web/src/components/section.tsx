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
  className?: string;
}) {
  return (
    // The page's 80rem column (max-w-7xl and px-4 elsewhere) as padding: the
    // band's colour spans the window with no wrapper element in each section.
    <section
      id={id}
      className={`${tone === "tint" ? "bg-brand-50" : "bg-white"} px-[max(1rem,calc(50%-39rem))] py-12 md:py-16`}
    >
      {title && <h2 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h2>}
      {intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>}
      {/* className lays out the children (a grid, spacing), so it goes here. */}
      <div className={`${title || intro ? "mt-8" : ""} ${className}`.trim()}>{children}</div>
    </section>
  );
}
