import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// scripts/install-state.mjs runs before any install (plain Node, no TypeScript): asked as npm start asks it.
const moduleUrl = new URL('../../../scripts/install-state.mjs', import.meta.url).href;
function ask(root: string, call: 'installIsCurrent' | 'recordInstall'): unknown {
  const script = `import { ${call} } from ${JSON.stringify(moduleUrl)}; console.log(JSON.stringify(${call}(${JSON.stringify(root)}) ?? null));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

let root = '';
function repo(): string {
  root = mkdtempSync(join(tmpdir(), 'vg-install-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('pnpm-lock.yaml', 'lockfileVersion: 9');
  write('package.json', '{"name":"variegata"}');
  write('apps/web/package.json', '{"name":"@variegata/web"}');
  write('packages/money/package.json', '{"name":"@variegata/money"}');
  write('packages/money/src/fees.ts', 'export const fee = 8;');
  write('node_modules/.modules.yaml', 'layoutVersion: 5');
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('skipping pnpm install when nothing changed', () => {
  it('is current after a recorded install, also when only sources change', () => {
    repo();
    expect(ask(root, 'installIsCurrent')).toBe(false);
    ask(root, 'recordInstall');
    expect(ask(root, 'installIsCurrent')).toBe(true);
    writeFileSync(join(root, 'packages/money/src/fees.ts'), 'export const fee = 9;');
    expect(ask(root, 'installIsCurrent')).toBe(true);
  });

  it('installs again when the lockfile or a workspace manifest changes, or node_modules is gone', () => {
    repo();
    ask(root, 'recordInstall');
    writeFileSync(join(root, 'packages/money/package.json'), '{"name":"@variegata/money","dependencies":{"luxon":"3.7.2"}}');
    expect(ask(root, 'installIsCurrent')).toBe(false);
    ask(root, 'recordInstall');
    writeFileSync(join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.1');
    expect(ask(root, 'installIsCurrent')).toBe(false);
    ask(root, 'recordInstall');
    rmSync(join(root, 'node_modules/.modules.yaml'));
    expect(ask(root, 'installIsCurrent')).toBe(false);
  });
});
