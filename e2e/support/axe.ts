import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { contrastProblems } from "./contrast.ts";
import { waitForSettledPage } from "./settle.ts";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Serious and critical axe-core findings on the page once it has settled (evaluated, so the page's
 * CSP stays on), and the text our own check finds too faint (contrast.ts: axe skips text whose colour
 * equals its background). Contrast is only meaningful on the final colours, never halfway through a fade.
 */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  await waitForSettledPage(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    // The whole page: the app shell (header, sidebar) is checked with every page and dialog.
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  })) as Array<{ id: string; impact: string | null; nodes: { target: string[] }[] }>;
  return [
    ...violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${where}: ${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ...(await contrastProblems(page, where)),
  ];
}

/**
 * axe-core's heading-order rule alone (a best practice of moderate impact, so axeProblems leaves it
 * out): a page whose headings skip a level (h1, then h3) is harder to move through with a screen reader.
 */
export async function headingOrderProblems(page: Page, where: string): Promise<string[]> {
  await waitForSettledPage(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "rule", values: ["heading-order"] } });
    return result.violations;
  })) as Array<{ id: string; nodes: { target: string[] }[] }>;
  return violations.map((v) => `${where}: ${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
