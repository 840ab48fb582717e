// The cycle check finds a cycle among real files, across two packages resolved through their
// exports, and nothing in acyclic code.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCycles } from './cycles.js';

let dir;
function write(path, text) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
}
const exportsOf = (name, modules) => JSON.stringify({
  name: `@fixture/${name}`,
  type: 'module',
  exports: Object.fromEntries(modules.map((m) => [`./${m}`, { '@variegata/source': `./src/${m}.ts`, import: `./dist/${m}.js` }])),
});

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lint-cycles-'));
  // Inside one package: users-model <-> stripe-routes (a type-only import counts).
  write('packages/twin/src/users-model.ts', "import type { AccountRow } from './stripe-routes';\nexport const getUser = (a?: AccountRow) => a;\n");
  write('packages/twin/src/stripe-routes.ts', "import { getUser } from './users-model';\nexport interface AccountRow { id: string }\nexport const me = () => getUser();\n");
  // Across two packages through their exports (node_modules links as pnpm makes them).
  write('packages/alpha/package.json', exportsOf('alpha', ['a']));
  write('packages/alpha/src/a.ts', "import { b } from '@fixture/beta/b';\nexport const a = () => b;\n");
  write('packages/beta/package.json', exportsOf('beta', ['b']));
  write('packages/beta/src/b.ts', "import { a } from '@fixture/alpha/a';\nexport const b = () => a;\n");
  mkdirSync(join(dir, 'node_modules/@fixture'), { recursive: true });
  for (const name of ['alpha', 'beta']) symlinkSync(`../../packages/${name}`, join(dir, `node_modules/@fixture/${name}`), 'dir');
  // Acyclic: a chain.
  write('packages/calm/src/one.ts', "import { two } from './two';\nexport const one = () => two();\n");
  write('packages/calm/src/two.ts', "import { three } from './three';\nexport const two = () => three;\n");
  write('packages/calm/src/three.ts', 'export const three = 3;\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('findCycles', () => {
  it('finds a cycle inside a package, type-only imports included, once', async () => {
    const cycles = await findCycles(['packages/twin'], { cwd: dir });
    expect(cycles).toHaveLength(1);
    expect(new Set(cycles[0])).toEqual(new Set(['packages/twin/src/users-model.ts', 'packages/twin/src/stripe-routes.ts']));
    expect(cycles[0][0]).toBe(cycles[0].at(-1));
  });

  it('finds a cycle through two packages, resolved through their exports to the sources', async () => {
    const cycles = await findCycles(['packages/alpha', 'packages/beta'], { cwd: dir });
    expect(cycles).toHaveLength(1);
    expect(new Set(cycles[0])).toEqual(new Set(['packages/alpha/src/a.ts', 'packages/beta/src/b.ts']));
  });

  it('finds nothing in acyclic code', async () => {
    expect(await findCycles(['packages/calm'], { cwd: dir })).toEqual([]);
  });
});
