import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('the repository\'s npm configuration', () => {
  it('gives npm no keys it does not know (npm start printed a warning for each)', () => {
    // npm as a person runs it: none of the npm_config_* variables an npm or pnpm run passes down
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
    const result = spawnSync('npm', ['pkg', 'get', 'name'], { cwd: root, encoding: 'utf8', env });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe('"variegata"');
    expect(result.stderr).not.toMatch(/Unknown project config/);
  });
});
