import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '~/shell/access.server';
import { fillPath, routeFiles } from './support/route-files';

const robots = readFileSync(fileURLToPath(new URL('../public/robots.txt', import.meta.url)), 'utf8');
const rules = robots
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .map((line) => {
    const at = line.indexOf(':');
    return { field: line.slice(0, at).trim().toLowerCase(), value: line.slice(at + 1).trim() };
  });
const disallowed = rules.filter((r) => r.field === 'disallow').map((r) => r.value);
const blocked = (path: string) => disallowed.some((rule) => new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(path));

describe('robots.txt', () => {
  it('is made of valid directives for every crawler', () => {
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(['user-agent', 'allow', 'disallow']).toContain(rule.field);
    expect(rules[0]).toEqual({ field: 'user-agent', value: '*' });
    for (const rule of rules.filter((r) => r.field !== 'user-agent')) expect(rule.value.startsWith('/')).toBe(true);
  });

  it('lets crawlers reach the public pages and keeps them out of signed-in areas and the API', () => {
    for (const path of ['/', '/marketplace', '/marketplace/monstera', '/l/monstera-albo/00000000-0000-4000-8000-000000000001', '/shop/petraplants', '/lives', '/editorials', '/membership']) {
      expect(blocked(path), path).toBe(false);
    }
    for (const path of ['/account/payment-methods', '/inbox/orders', '/order/1/details', '/sale/1', '/api/bid', '/favorites', '/l/new', '/l/monstera-albo/1/checkout', '/profile-settings']) {
      expect(blocked(path), path).toBe(true);
    }
  });

  it('keeps out every page that needs a signed-in member (route table)', () => {
    const sample: Record<string, string> = { id: '00000000-0000-4000-8000-000000000001', slug: 'monstera-albo', variant: 'draft', type: 'edit', tab: 'photos', returnURLType: 'return', liveId: 'petraplants-live-3', username: 'petraplants', provider: 'facebook' };
    const members = routeFiles().filter((route) => {
      const kind = ROUTE_ACCESS[route.name]?.page?.kind;
      return kind === 'signed-in' || kind === 'owner' || kind === 'party';
    });
    expect(members.length).toBeGreaterThan(10);
    for (const route of members) {
      const { path } = fillPath(route, (name) => sample[name]);
      expect(blocked(path), `${route.name}: ${path}`).toBe(true);
    }
  });
});
