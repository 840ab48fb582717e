// Shared tsup settings: the entries are exactly the package's `exports` subpaths. Each export
// names its source (`@variegata/source`) and its built file (`import`, under dist/), so
// "./testing/harness": { "@variegata/source": "./src/testing/harness.ts", "import": "./dist/testing/harness.js" }
// builds src/testing/harness.ts to dist/testing/harness.js. Modules not exported are bundled
// into the entries that import them, never published on their own. An export with only a
// `@variegata/source` target is workspace-only (read from source by Vite, e.g. a module using
// import.meta.glob): it is not built.
import { defineConfig } from 'tsup';
import { readFileSync } from 'node:fs';

/** `{ 'testing/harness': 'src/testing/harness.ts', ... }` from package.json `exports`. */
export function exportEntries(pkg) {
  const entries = {};
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'object' || target === null) continue; // plain files: ./package.json, ./styles.css
    const source = target['@variegata/source'];
    const built = target.import;
    if (typeof source === 'string' && built === undefined && target.types === undefined) continue; // workspace-only
    if (typeof source !== 'string' || typeof built !== 'string' || !/^\.\/dist\/.+\.js$/.test(built)) {
      throw new Error(`exports["${subpath}"] needs "@variegata/source" and an "import" under ./dist/`);
    }
    entries[built.slice('./dist/'.length, -'.js'.length)] = source.slice('./'.length);
  }
  return entries;
}

export function packageBuild(options = {}) {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  return defineConfig({
    entry: exportEntries(pkg),
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
    splitting: true,
    ...options,
  });
}
