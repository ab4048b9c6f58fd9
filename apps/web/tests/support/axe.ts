import type { Page } from "playwright-core";

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core's default rule set (WCAG A/AA and best practices) on the rendered page. */
export async function violations(page: Page): Promise<string[]> {
  const found = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") };
    const results = await axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map(
      (v): Violation => ({
        id: v.id,
        impact: v.impact ?? "",
        help: v.help,
        targets: v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)}`),
      }),
    );
  });
  return found.map((v) => `${v.id} (${v.impact}) ${v.help}: ${v.targets.join(" | ")}`);
}
