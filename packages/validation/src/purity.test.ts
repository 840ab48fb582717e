import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('.', import.meta.url));
const modules = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('package purity (browser-safe, no I/O, no clock)', () => {
  it.each(modules)('%s imports only valibot, @variegata/money, @variegata/result and local modules', (file) => {
    const source = readFileSync(`${dir}/${file}`, 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    for (const specifier of imports) expect(specifier).toMatch(/^(valibot|@variegata\/(money|result)\/[a-z-]+|\.\/[a-z-]+)$/);
    expect(source).not.toMatch(/process\.env|Date\.now\(|new Date\(\)|Math\.random\(/);
  });
});
