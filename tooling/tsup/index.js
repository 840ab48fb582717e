// Shared tsup settings: every non-test module in src/ is its own entry, so each
// package exposes explicit subpaths ("@variegata/money/money") instead of a barrel.
import { defineConfig } from 'tsup';
import { readdirSync } from 'node:fs';

export function packageBuild(options = {}) {
  const entry = readdirSync('src')
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|bench|stories)\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => `src/${f}`);
  return defineConfig({
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
    splitting: true,
    ...options,
  });
}
