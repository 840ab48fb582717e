import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteCommand } from './site';

describe('how the sandbox starts the site', () => {
  it("runs the compiled server entry with the web package's Node flags", () => {
    const webDir = mkdtempSync(join(tmpdir(), 'site-'));
    writeFileSync(join(webDir, 'server-node-flags.json'), '["--max-semi-space-size=64"]');
    expect(siteCommand(webDir, 'build')).toEqual(['--max-semi-space-size=64', '--conditions=@variegata/source', '--import', 'tsx', 'server.ts']);
    mkdirSync(join(webDir, 'build'));
    writeFileSync(join(webDir, 'build', 'server-entry.js'), '');
    expect(siteCommand(webDir, 'build')).toEqual(['--max-semi-space-size=64', join(webDir, 'build', 'server-entry.js')]);
  });

  it('reads the flags the web package has today', () => {
    const webDir = join(import.meta.dirname, '..', '..', 'web');
    expect(siteCommand(webDir, 'no-such-build')[0]).toMatch(/^--max-semi-space-size=\d+$/);
  });
});
