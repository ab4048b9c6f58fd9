import type { Localized, ServicePageQueryResult } from "@hvac/content";
import { useId } from "react";
import { iconBefore } from "./icon";
import { ScrollRegion } from "./scroll-region";

export type ComparisonContent = Localized<
  NonNullable<NonNullable<ServicePageQueryResult>["comparison"]>
>;
type Cell = NonNullable<ComparisonContent["rows"]>[number]["first"];

/** Two options side by side, as a real table: ticks and crosses with their words. */
export function ComparisonTable({
  table,
  labels,
}: {
  table: ComparisonContent | null | undefined;
  labels: { yes: string; no: string };
}) {
  const id = useId();
  if (!table?.rows?.length) return null;
  // A tick or a cross with its word beside it: the shape, the colour and the
  // word each say it (the colour with !, over the one the table gives its cells).
  const cell = (value: Cell) => {
    if (value?.kind === "yes" || value?.kind === "no") {
      const yes = value.kind === "yes";
      return (
        <td
          className={`tick ${yes ? `${iconBefore("check")} text-green-800!` : `${iconBefore("cross")} text-red-800!`}`}
        >
          {yes ? labels.yes : labels.no}
        </td>
      );
    }
    return <td>{value?.text}</td>;
  };
  return (
    // The title and its sentence sit above the part that scrolls sideways, so
    // they wrap to the screen (at 320 px too) and name the table from there.
    <div className="rounded-xl border border-slate-200 shadow-sm">
      <p
        id={`${id}-title`}
        className={`rounded-t-xl bg-brand-50 px-4 pt-4 text-xl font-bold text-brand-900 ${table.caption ? "pb-1" : "pb-4"}`}
      >
        {table.title}
      </p>
      {table.caption && (
        <p id={`${id}-caption`} className="bg-brand-50 px-4 pb-4 text-slate-700">
          {table.caption}
        </p>
      )}
      {/* Named, and focusable where it scrolls, so keyboard users can scroll a table wider than a phone. */}
      <ScrollRegion
        label={table.title ?? undefined}
        className="relative overflow-x-auto rounded-b-xl"
      >
        {/* Cells are styled once, by the table. */}
        <table
          aria-labelledby={`${id}-title`}
          aria-describedby={table.caption ? `${id}-caption` : undefined}
          className="w-full min-w-[32rem] border-collapse bg-white text-left [&_:is(th,td)]:px-4 [&_:is(th,td)]:py-3 [&_td]:text-slate-700 [&_thead_th]:font-semibold [&_tbody_th]:font-medium [&_tbody_th]:text-slate-900 [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-200 [&_tbody_tr:nth-child(even)]:bg-slate-50"
        >
          <thead>
            <tr className="bg-brand-800 text-white">
              {/* The corner above the row headers: empty, as W3C's two-header tables have it. */}
              <td />
              <th scope="col">{table.firstColumn}</th>
              <th scope="col">{table.secondColumn}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row._key}>
                <th scope="row">{row.label}</th>
                {cell(row.first)}
                {cell(row.second)}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
