import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/** Every file under a directory, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// The secret values the sandbox runs the site with, and the shapes of real provider secrets.
const SANDBOX_SECRETS = [
  'variegata-sandbox-secret',
  'variegata-sandbox-integration-secret',
  'sk_test_variegata_sandbox',
  'whsec_variegata_sandbox',
  'shippo_test_variegata_sandbox',
  'sandbox-session-secret-0123456789abcdef',
];
const SECRET_SHAPES = [/\bsk_(test|live)_[A-Za-z0-9]{8,}/, /\brk_(test|live)_[A-Za-z0-9]{8,}/, /\bwhsec_[A-Za-z0-9]{8,}/, /\bshippo_(test|live)_[A-Za-z0-9]{8,}/];

describe('the browser bundle', () => {
  it('contains no secret: no server credential and no provider secret key shape in any client asset', () => {
    const clientDir = join(inject('webBuildPath'), 'client');
    const files = filesUnder(clientDir).filter((f) => /\.(js|mjs|css|html|json|map)$/.test(f));
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const secret of SANDBOX_SECRETS) if (text.includes(secret)) leaks.push(`${file}: ${secret}`);
      for (const shape of SECRET_SHAPES) {
        const match = text.match(shape);
        if (match) leaks.push(`${file}: ${match[0]}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('serves pages whose inline data holds no secret either', async () => {
    const html = await (await fetch(`${inject('siteUrl')}/login`)).text();
    for (const secret of SANDBOX_SECRETS) expect(html).not.toContain(secret);
  });
});
