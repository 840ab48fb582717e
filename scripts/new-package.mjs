#!/usr/bin/env node
// Creates packages/<name> with the workspace conventions: ESM, an explicit `exports` entry
// per public module (no "./*" pattern, no index), tsup building exactly those entries, vitest
// tests next to the code, strict tsconfig, and a CHANGELOG.md for changesets.
// Usage: node scripts/new-package.mjs <name> "<one-line description>" [module ...]
// (modules default to one named like the package; each gets src/<module>.ts to fill in).
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const [name, description = '', ...moduleArgs] = process.argv.slice(2);
const modules = moduleArgs.length > 0 ? moduleArgs : [name];
if (!name || ![name, ...modules].every((n) => /^[a-z][a-z0-9-]*$/.test(n))) {
  console.error('usage: node scripts/new-package.mjs <name> "<description>" [module ...]');
  process.exit(1);
}
const dir = join('packages', name);
if (existsSync(dir)) {
  console.error(`${dir} already exists`);
  process.exit(1);
}
mkdirSync(join(dir, 'src'), { recursive: true });
const write = (file, text) => writeFileSync(join(dir, file), text);
// One public module: its TypeScript source for tests, type checks and tsx (the
// "@variegata/source" condition), its build output for publishing.
const exportEntry = (module) => [`./${module}`, {
  '@variegata/source': `./src/${module}.ts`,
  types: `./dist/${module}.d.ts`,
  import: `./dist/${module}.js`,
}];
write('package.json', JSON.stringify({
  name: `@variegata/${name}`,
  version: '0.0.0',
  description,
  type: 'module',
  license: 'UNLICENSED',
  sideEffects: false,
  files: ['dist', 'src', '!src/**/*.test.ts'],
  exports: Object.fromEntries([...modules.map(exportEntry), ['./package.json', './package.json']]),
  scripts: { build: 'tsup', test: 'vitest run', typecheck: 'tsc -p tsconfig.json' },
  dependencies: {},
  devDependencies: {
    '@variegata/tsconfig': 'workspace:*',
    '@variegata/tsup-config': 'workspace:*',
    '@variegata/vitest-config': 'workspace:*',
  },
}, null, 2) + '\n');
write('tsconfig.json', JSON.stringify({ extends: '../../tooling/tsconfig/base.json', include: ['src'] }, null, 2) + '\n');
write('tsup.config.ts', "import { packageBuild } from '@variegata/tsup-config';\n\nexport default packageBuild();\n");
write('vitest.config.ts', "import { packageConfig } from '@variegata/vitest-config';\n\nexport default packageConfig();\n");
write('CHANGELOG.md', `# @variegata/${name}\n`);
const table = modules.map((m) => `| \`${m}\` | |`).join('\n');
write('README.md', `# @variegata/${name}\n\n${description}\n\n## Exports (import \`@variegata/${name}/<module>\`)\n\n| Module | Exports |\n|---|---|\n${table}\n`);
for (const m of modules) write(`src/${m}.ts`, `// @variegata/${name}/${m}\nexport {};\n`);
console.log(`created ${dir} (version 0.0.0: its first changeset releases it); run pnpm install, then write src/<module>.ts
with src/<module>.test.ts. A new public module also needs its own "exports" entry in package.json (same
shape as the others; tsup builds exactly those); test helpers go under "./testing/<name>".`);
