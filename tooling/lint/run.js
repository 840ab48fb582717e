#!/usr/bin/env node
// `pnpm lint`: the boundary rules (rules.js, ESLint) over every package, app, script and tool, then
// the import-cycle check (cycles.js, dependency-cruiser). One line on success; otherwise each
// violation as `file:line  rule  message`, and exit code 1.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { findCycles } from './cycles.js';
import { boundaryConfig } from './rules.js';
import { WEB_ALLOWLIST } from './web-allowlist.js';

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

/** Splits violations into the allow-listed ones (the site's known debt) and the rest. */
export function applyAllowlist(violations, allowlist = WEB_ALLOWLIST) {
  const allowed = (v, entry) => entry.file === v.file && entry.rule === v.rule && v.message.includes(entry.match);
  const used = new Set();
  const remaining = violations.filter((v) => {
    const index = allowlist.findIndex((entry) => allowed(v, entry));
    if (index === -1) return true;
    used.add(index);
    return false;
  });
  const stale = allowlist.filter((_, index) => !used.has(index));
  return { remaining, allowed: violations.length - remaining.length, stale };
}

async function main() {
  const cwd = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
  const started = Date.now();
  const outsideWeb = WEB_ALLOWLIST.filter((entry) => !entry.file.startsWith('apps/web/'));
  // Unchanged files are not linted or parsed again (the caches compare contents).
  const cacheDir = `${cwd}/node_modules/.cache/variegata-lint`;
  const { files, violations } = await boundaryViolations(cwd, LINTED_ROOTS, { cacheDir });
  const { remaining, allowed, stale } = applyAllowlist(violations);
  const cycles = await findCycles(LINTED_ROOTS, { cwd, tsConfig: TS_CONFIG, cacheDir: `${cacheDir}/dependency-cruiser` });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);

  for (const v of remaining) console.error(`${v.file}:${v.line}  ${v.rule}  ${v.message}`);
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' -> ')}`);
  for (const entry of stale) console.error(`tooling/lint/web-allowlist.js: ${entry.file} no longer breaks ${entry.rule} (${entry.match}): remove the entry`);
  for (const entry of outsideWeb) console.error(`tooling/lint/web-allowlist.js: ${entry.file} is outside apps/web: fix it instead`);
  const failed = remaining.length + cycles.length + stale.length + outsideWeb.length;
  const known = allowed > 0 ? `, ${allowed} known site violations allow-listed in tooling/lint/web-allowlist.js` : '';
  if (failed > 0) {
    console.error(`[lint] ${remaining.length} boundary violations, ${cycles.length} import cycles${known} (${seconds} s)`);
    process.exitCode = 1;
  } else {
    console.log(`[lint] ${files} files: boundaries respected, no import cycles${known} (${seconds} s)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
