// Import cycles anywhere in the workspace, found by dependency-cruiser. Workspace packages are
// resolved through their `exports` with the `@variegata/source` condition (to their TypeScript
// sources, as tests and type checks do) and pnpm's symlinks are followed, so a cycle through two
// packages is found as well as one inside a package. Type-only imports count too: a cycle of
// types is still two modules that cannot be understood one without the other.
import { cruise } from 'dependency-cruiser';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED = '(^|/)(node_modules|dist|build|build-[^/]+|storybook-static|\\.turbo|coverage|public|\\.data)(/|$)|\\.d\\.ts$';

/**
 * The import cycles among the code under `roots` (relative to `cwd`), each as the list of
 * modules on it (paths relative to `cwd`, the first one repeated at the end).
 * `tsConfig` (relative to `cwd`) supplies path aliases such as the site's `~/`; with `cacheDir`
 * an unchanged tree is answered from the previous result.
 */
export async function findCycles(roots, { cwd = process.cwd(), tsConfig, cacheDir } = {}) {
  const tsConfigFile = tsConfig && existsSync(join(cwd, tsConfig)) ? join(cwd, tsConfig) : undefined;
  const { output } = await cruise(
    roots.filter((root) => existsSync(join(cwd, root))),
    {
      baseDir: cwd,
      validate: true,
      ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: SKIPPED },
      tsPreCompilationDeps: true,
      moduleSystems: ['es6', 'cjs'],
      ...(tsConfigFile ? { tsConfig: { fileName: tsConfigFile } } : {}),
      ...(cacheDir ? { cache: { folder: cacheDir, strategy: 'content' } } : {}),
    },
    {
      exportsFields: ['exports'],
      conditionNames: ['@variegata/source', 'import', 'module', 'default'],
      mainFields: ['module', 'main'],
    },
  );
  const seen = new Set();
  const cycles = [];
  for (const violation of output.summary.violations) {
    if (violation.rule.name !== 'no-circular' || !violation.cycle) continue;
    const path = [violation.from, ...violation.cycle.map((step) => step.name)];
    // The same cycle is reported once from each of its modules: keep one.
    const key = path.slice(0, -1).sort().join('\n');
    if (seen.has(key)) continue;
    seen.add(key);
    cycles.push(path);
  }
  return cycles;
}
