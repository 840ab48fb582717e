#!/usr/bin/env node
// Creates packages/<name> with the workspace conventions: ESM, explicit exports
// subpaths (one per src module), tsup build, vitest tests next to the code,
// strict tsconfig, and a CHANGELOG.md for changesets.
// Usage: node scripts/new-package.mjs <name> "<one-line description>"
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const [name, description = ''] = process.argv.slice(2);
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('usage: node scripts/new-package.mjs <name> "<description>"');
  process.exit(1);
}
const dir = join('packages', name);
if (existsSync(dir)) {
  console.error(`${dir} already exists`);
  process.exit(1);
}
mkdirSync(join(dir, 'src'), { recursive: true });
const write = (file, text) => writeFileSync(join(dir, file), text);
write('package.json', JSON.stringify({
  name: `@variegata/${name}`,
  version: '0.1.0',
  description,
  type: 'module',
  license: 'UNLICENSED',
  sideEffects: false,
  files: ['dist', 'src', '!src/**/*.test.ts'],
  exports: {
    './*': { '@variegata/source': './src/*.ts', types: './dist/*.d.ts', import: './dist/*.js' },
    './package.json': './package.json',
  },
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
write('README.md', `# @variegata/${name}\n\n${description}\n`);
console.log(`created ${dir}; run pnpm install, then add src/<module>.ts and src/<module>.test.ts`);
