import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, recordBuild, sourceFingerprint } from './build-fingerprint';

let root = '';
function repo(): string {
  root = mkdtempSync(join(tmpdir(), 'vg-fingerprint-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('pnpm-lock.yaml', 'lockfileVersion: 9');
  write('apps/web/app/root.tsx', 'export default 1;');
  write('packages/money/src/fees.ts', 'export const fee = 8;');
  write('apps/web/build/server/index.js', '// built');
  write('apps/web/build/server-entry.js', '// compiled server.ts');
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('reusing the site build', () => {
  it('is current after recording, and stays current when only tests, outputs or dependencies change', () => {
    repo();
    const before = sourceFingerprint(root);
    recordBuild(join(root, 'apps/web/build'), before);
    mkdirSync(join(root, 'apps/web/e2e'), { recursive: true });
    writeFileSync(join(root, 'apps/web/e2e/a.e2e.test.ts'), 'test');
    mkdirSync(join(root, 'packages/money/node_modules'), { recursive: true });
    writeFileSync(join(root, 'packages/money/node_modules/x.js'), 'x');
    writeFileSync(join(root, 'apps/web/build/server/other.js'), 'y');
    expect(sourceFingerprint(root)).toBe(before);
    expect(buildIsCurrent(join(root, 'apps/web/build'), before)).toBe(true);
  });

  it('is stale when a site or package source or the lockfile changes, or the build is incomplete', () => {
    repo();
    const first = sourceFingerprint(root);
    writeFileSync(join(root, 'packages/money/src/fees.ts'), 'export const fee = 9;');
    const second = sourceFingerprint(root);
    expect(second).not.toBe(first);
    writeFileSync(join(root, 'pnpm-lock.yaml'), 'lockfileVersion: 9.1');
    expect(sourceFingerprint(root)).not.toBe(second);
    recordBuild(join(root, 'apps/web/build'), first);
    expect(buildIsCurrent(join(root, 'apps/web/build'), sourceFingerprint(root))).toBe(false);
    rmSync(join(root, 'apps/web/build/server/index.js'));
    expect(buildIsCurrent(join(root, 'apps/web/build'), first)).toBe(false);
  });

  it('is stale without the compiled server entry (a build from before it)', () => {
    repo();
    const fingerprint = sourceFingerprint(root);
    recordBuild(join(root, 'apps/web/build'), fingerprint);
    expect(buildIsCurrent(join(root, 'apps/web/build'), fingerprint)).toBe(true);
    rmSync(join(root, 'apps/web/build/server-entry.js'));
    expect(buildIsCurrent(join(root, 'apps/web/build'), fingerprint)).toBe(false);
  });
});
