// Adds up the vitest JSON reports every package wrote (.turbo/vitest-report.json)
// into one closing line for the whole repository.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function summarise(root = '.') {
  const totals = { passed: 0, failed: 0, skipped: 0, suites: 0 };
  for (const group of ['apps', 'packages', 'tooling']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      for (const report of ['vitest-report.json', 'vitest-e2e-report.json']) {
        const file = join(dir, name, '.turbo', report);
        if (!existsSync(file)) continue;
        const data = JSON.parse(readFileSync(file, 'utf8'));
        totals.passed += data.numPassedTests ?? 0;
        totals.failed += data.numFailedTests ?? 0;
        totals.skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
        totals.suites += 1;
      }
    }
  }
  return totals;
}
