#!/usr/bin/env node
// `npm test` / `pnpm test`: install what is needed, check the boundary rules and import
// cycles (`pnpm lint`, one line when all is well), then typecheck and test every package and
// app (turbo, two at a time on this 2-core machine; end-to-end suites are the apps' own test
// scripts). Ends with one "N passed, N failed" line.
import { bootstrap, run } from './bootstrap.mjs';
import { summarise } from './test-summary.mjs';

process.env.TURBO_TELEMETRY_DISABLED = '1';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
bootstrap();
const extra = process.argv.slice(2);
const lintCode = run('node', ['tooling/lint/run.js']);
const code = run('pnpm', ['exec', 'turbo', 'run', 'typecheck', 'test', '--concurrency=2', '--output-logs=errors-only', ...extra]);
const totals = summarise();
console.log(code === 0
  ? `\n[test] every package passed its typecheck and tests (${totals.suites} test projects)`
  : '\n[test] a package failed (its log is above); rerun one with: pnpm exec turbo run test --filter <package>');
if (lintCode !== 0) console.log('[test] the boundary rules failed (listed at the start); rerun them with: pnpm lint');
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(code !== 0 ? code : lintCode);
