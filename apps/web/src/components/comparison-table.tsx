import type { Localized, ServicePageQueryResult } from "@hvac/content";
import { Cross } from "./glyphs";
import { Icon } from "./icon";
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
  if (!table?.rows?.length) return null;
  const cell = (value: Cell) => {
    if (value?.kind === "yes" || value?.kind === "no") {
      const yes = value.kind === "yes";
      return (
        <span
          className={`inline-flex items-center gap-2 font-semibold ${yes ? "text-green-800" : "text-red-800"}`}
        >
          <span
            className={`flex size-7 items-center justify-center rounded-full ${yes ? "bg-green-100" : "bg-red-100"}`}
          >
            {yes ? <Icon name="check" className="size-4" /> : <Cross className="size-4" />}
          </span>
          <span className="sr-only">{yes ? labels.yes : labels.no}</span>
        </span>
      );
    }
    return value?.text;
  };
  return (
    // Named, and focusable where it scrolls, so keyboard users can scroll a table wider than a phone.
    <ScrollRegion
      label={table.title ?? undefined}
      className="relative overflow-x-auto rounded-xl border border-slate-200 shadow-sm"
    >
      <table className="w-full min-w-[32rem] border-collapse bg-white text-left">
        <caption className="bg-brand-50 px-4 py-4 text-left">
          <span className="block text-xl font-bold text-brand-900">{table.title}</span>
          {table.caption && <span className="mt-1 block text-slate-700">{table.caption}</span>}
        </caption>
        <thead>
          <tr className="bg-brand-800 text-white">
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">{labels.point}</span>
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {table.firstColumn}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {table.secondColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row._key} className="border-t border-slate-200 even:bg-slate-50">
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {row.label}
              </th>
              <td className="px-4 py-3 text-slate-700">{cell(row.first)}</td>
              <td className="px-4 py-3 text-slate-700">{cell(row.second)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
