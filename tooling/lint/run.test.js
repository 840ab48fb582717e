// The temporary allow-list of the site's known violations: it hides exactly its entries and
// reports entries that no longer match, so it can only shrink.
import { describe, expect, it } from 'vitest';
import { applyAllowlist } from './run.js';
import { WEB_ALLOWLIST } from './web-allowlist.js';

const anyInSdk = { file: 'apps/web/app/server/marketplace.server.ts', line: 26, rule: '@typescript-eslint/no-explicit-any', message: 'Unexpected any. Specify a different type.' };
const entry = { file: anyInSdk.file, rule: anyInSdk.rule, match: 'Unexpected any' };

describe('applyAllowlist', () => {
  it('hides a listed violation and keeps every other one', () => {
    const other = { ...anyInSdk, file: 'apps/web/app/lib/search.server.ts' };
    const twinImport = { ...anyInSdk, rule: 'no-restricted-imports', message: 'The site never imports a twin' };
    expect(applyAllowlist([anyInSdk, other, twinImport], [entry])).toEqual({ remaining: [other, twinImport], allowed: 1, stale: [] });
  });

  it('reports an entry that matches nothing any more', () => {
    expect(applyAllowlist([], [entry])).toEqual({ remaining: [], allowed: 0, stale: [entry] });
  });

  it('lists only files of the site', () => {
    for (const e of WEB_ALLOWLIST) expect(e.file).toMatch(/^apps\/web\/app\//);
  });
});
