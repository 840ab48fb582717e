import { DEMO_PASSWORD, demoUsers } from '@variegata/twin-marketplace/seed-data';
import { describe, expect, it } from 'vitest';
import { buildSummary, startBanner } from './banner';

describe('npm start output', () => {
  it('sums the site build up in one line, however many chunk notices Vite printed', () => {
    const output = [
      'vite v6.4.6 building for production...',
      ...Array.from({ length: 24 }, (_, i) => `Generated an empty chunk: "route-${i}".`),
      'build/client/assets/entry.client-abc.js   120.00 kB │ gzip: 40.00 kB',
      '✓ built in 41.20s',
      'vite v6.4.6 building SSR bundle for production...',
      '✓ built in 3.05s',
    ].join('\n');
    const summary = buildSummary(output, 47.83);
    expect(summary).toBe('[sandbox] site built in 47.8 s (Vite 41.20s + 3.05s, 24 notices hidden)');
    expect(summary.split('\n')).toHaveLength(1);
  });

  it('ends with the site, the outbox and every demo login with its password', () => {
    const banner = startBanner({ siteUrl: 'http://127.0.0.1:3000', outboxUrl: 'http://127.0.0.1:3499', password: DEMO_PASSWORD, logins: demoUsers });
    expect(banner).toContain('Site      http://127.0.0.1:3000');
    expect(banner).toContain('Outbox    http://127.0.0.1:3499');
    expect(banner).toContain(`password ${DEMO_PASSWORD}`);
    for (const user of demoUsers) expect(banner).toContain(user.email);
    expect(banner).toMatch(/premium\.seller@variegata\.test\s+premium \(verified\), seller/);
    expect(banner).toMatch(/intl\.seller@variegata\.test\s+international seller, seller \(TH\)/);
    expect(banner.split('\n').length).toBeLessThan(demoUsers.length + 10);
  });
});
