// Accessibility checks with axe-core, run in the page: the serious and critical violations, described.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

const source = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  tags: string[];
  nodes: { target: string[] }[];
}

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Violations of WCAG 2.1 A and AA rules that axe rates serious or critical, as one line each; `alsoRules`
 * names rules outside WCAG's tags (best practices such as "heading-order") that count at any impact.
 */
export async function seriousViolations(
  page: Page,
  { alsoRules = [] }: { alsoRules?: string[] } = {},
): Promise<string[]> {
  // Evaluated rather than added as a <script>: the page's Content-Security-Policy refuses inline scripts.
  await page.evaluate(source);
  const violations = await page.evaluate(
    async (tags) => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> };
        }
      ).axe;
      const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
      return result.violations;
    },
    alsoRules.length ? [...WCAG, "best-practice"] : WCAG,
  );
  return violations
    .filter((v) =>
      alsoRules.includes(v.id)
        ? true
        : v.tags.some((t) => WCAG.includes(t)) && (v.impact === "serious" || v.impact === "critical"),
    )
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
