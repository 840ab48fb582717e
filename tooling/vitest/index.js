// Shared vitest settings: resolve workspace packages to their TypeScript sources
// (the "@variegata/source" export condition) so tests never need a prior build.
import { defineConfig, mergeConfig } from 'vitest/config';

const base = defineConfig({
  resolve: { conditions: ['@variegata/source', 'import', 'module', 'default'] },
  ssr: { resolve: { conditions: ['@variegata/source', 'import', 'module', 'default'] } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
    reporters: ['default', 'json'],
    // Read by scripts/test.mjs to print one 'N passed, N failed' line for the whole repo.
    outputFile: { json: '.turbo/vitest-report.json' },
  },
});

export function packageConfig(overrides = {}) {
  const merged = mergeConfig(base, overrides);
  // mergeConfig concatenates arrays; a package's own include list replaces the default one.
  if (overrides.test?.include) merged.test.include = overrides.test.include;
  return merged;
}
