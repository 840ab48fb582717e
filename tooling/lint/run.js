#!/usr/bin/env node
// `pnpm lint`: the boundary rules (rules.js, ESLint) over every package, app, script and tool, then
// the import-cycle check (cycles.js, dependency-cruiser). One line on success; otherwise each
// violation as `file:line  rule  message`, and exit code 1.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { findCycles } from './cycles.js';
import { boundaryConfig } from './rules.js';

export const LINTED_ROOTS = ['packages', 'apps', 'scripts', 'tooling'];
/** The site's path alias (`~/…`) comes from its tsconfig. */
const TS_CONFIG = 'apps/web/tsconfig.json';

/** ESLint errors of every linted file, as `{file, line, rule, message}` (warnings, e.g. about ignored inline directives, are not). */
export async function boundaryViolations(cwd, patterns = LINTED_ROOTS, { cacheDir } = {}) {
  const cache = cacheDir ? { cache: true, cacheStrategy: 'content', cacheLocation: `${cacheDir}/eslint` } : {};
  const eslint = new ESLint({ cwd, overrideConfigFile: true, overrideConfig: boundaryConfig(), errorOnUnmatchedPattern: false, ...cache });
  const results = await eslint.lintFiles(patterns);
  const violations = results.flatMap((result) =>
    result.messages.filter((m) => m.severity === 2).map((m) => ({
      file: result.filePath.slice(cwd.length + 1),
      line: m.line ?? 0,
      rule: m.ruleId ?? 'parse-error',
      message: m.message,
    })),
  );
  return { files: results.length, violations };
}

async function main() {
  const cwd = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
  const started = Date.now();
  // Unchanged files are not linted or parsed again (the caches compare contents).
  const cacheDir = `${cwd}/node_modules/.cache/variegata-lint`;
  const { files, violations } = await boundaryViolations(cwd, LINTED_ROOTS, { cacheDir });
  const cycles = await findCycles(LINTED_ROOTS, { cwd, tsConfig: TS_CONFIG, cacheDir: `${cacheDir}/dependency-cruiser` });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.message}`);
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' -> ')}`);
  const failed = violations.length + cycles.length;
  if (failed > 0) {
    console.error(`[lint] ${violations.length} boundary violations, ${cycles.length} import cycles (${seconds} s)`);
    process.exitCode = 1;
  } else {
    console.log(`[lint] ${files} files: boundaries respected, no import cycles (${seconds} s)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
