import type { BenchTable } from "./bench-module";

/** A Markdown table padded to line up in a terminal, so it pastes into notes as is. */
export function formatTable({ title, columns, rows, notes = [] }: BenchTable): string {
  const cells = [columns, ...rows.map((row) => row.map(String))];
  const widths = columns.map((_, i) => Math.max(3, ...cells.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) =>
    `| ${widths.map((width, i) => (row[i] ?? "").padEnd(width)).join(" | ")} |`;
  return [
    `## ${title}`,
    "",
    line(columns),
    `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`,
    ...cells.slice(1).map(line),
    ...(notes.length ? ["", ...notes] : []),
    "",
  ].join("\n");
}
