import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe("the site server's Node flags", () => {
  const flags = JSON.parse(read('server-node-flags.json')) as string[];

  it('are flags, one of them the young generation size', () => {
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags) expect(flag).toMatch(/^--[a-z-]+=\d+$/);
    expect(flags).toContainEqual(expect.stringMatching(/^--max-semi-space-size=\d+$/));
  });

  it('are the ones the start script passes, so every way of starting the site runs alike', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['start']).toBe(`node ${flags.join(' ')} \${WEB_BUILD_DIR:-build}/server-entry.js`);
  });
});
