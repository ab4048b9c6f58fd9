import type { Localized, ServicePageQueryResult } from "@hvac/content";
import { useId } from "react";
import { iconBox } from "./icon";
import { ScrollRegion } from "./scroll-region";

export type ComparisonContent = Localized<
  NonNullable<NonNullable<ServicePageQueryResult>["comparison"]>
>;
type Cell = NonNullable<ComparisonContent["rows"]>[number]["first"];

/** Two options side by side, as a real table: ticks and crosses carry their words for screen readers. */
export function ComparisonTable({
  table,
  labels,
}: {
  table: ComparisonContent | null | undefined;
  labels: { yes: string; no: string; point: string };
}) {
  const id = useId();
  if (!table?.rows?.length) return null;
  const cell = (value: Cell) => {
    if (value?.kind === "yes" || value?.kind === "no") {
      const yes = value.kind === "yes";
      return (
        <span
          className={`${yes ? `${iconBox("check")} bg-green-100 text-green-800` : `${iconBox("cross")} bg-red-100 text-red-800`} size-7 rounded-full [--icon-size:1rem]`}
        >
          <span className="sr-only">{yes ? labels.yes : labels.no}</span>
        </span>
      );
    }
    return value?.text;
  };
  return (
    // The title and its sentence sit above the part that scrolls sideways, so
    // they wrap to the screen (at 320 px too) and name the table from there.
    <div className="rounded-xl border border-slate-200 shadow-sm">
      <div className="rounded-t-xl bg-brand-50 px-4 py-4">
        <p id={`${id}-title`} className="text-xl font-bold text-brand-900">
          {table.title}
        </p>
        {table.caption && (
          <p id={`${id}-caption`} className="mt-1 text-slate-700">
            {table.caption}
          </p>
        )}
      </div>
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
              <th scope="col">
                <span className="sr-only">{labels.point}</span>
              </th>
              <th scope="col">{table.firstColumn}</th>
              <th scope="col">{table.secondColumn}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row._key}>
                <th scope="row">{row.label}</th>
                <td>{cell(row.first)}</td>
                <td>{cell(row.second)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
