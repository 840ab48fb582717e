import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on a rendered container and fails on serious or critical violations.
 * Colour contrast is left to Storybook's a11y addon: happy-dom computes no real styles.
 */
export async function expectNoSeriousViolations(node: Element): Promise<void> {
  const result = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(', ')})`);
  expect(summary).toEqual([]);
}
