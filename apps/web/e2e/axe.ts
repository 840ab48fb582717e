/**
 * axe-core in end-to-end tests: the library is evaluated in the page through the DevTools protocol
 * (so the page's CSP does not apply to it) and its serious and critical findings come back as
 * readable lines.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious or critical violations inside `selector` (default <main>), or the whole document with null. */
export async function seriousViolations(page: Page, selector: string | null = 'main'): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = (await page.evaluate(async (sel) => {
    const context = sel === null ? document : document.querySelector(sel);
    if (!context) throw new Error(`no ${sel} on the page`);
    const runner = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> } }).axe;
    return (await runner.run(context, { resultTypes: ['violations'] })).violations;
  }, selector)) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
