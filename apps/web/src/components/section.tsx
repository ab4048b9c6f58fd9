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
    <section id={id} className={`${tone === "tint" ? "bg-brand-50" : "bg-white"} py-12 md:py-16`}>
      <div className="mx-auto max-w-7xl px-4">
        {title && <h2 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h2>}
        {intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>}
        {/* className lays out the children (a grid, spacing), so it goes here. */}
        <div className={`${title || intro ? "mt-8" : ""} ${className}`.trim()}>{children}</div>
      </div>
    </section>
  );
}
