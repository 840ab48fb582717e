/**
 * Two site processes sharing one Redis (REDIS_URL), as several site instances run in production:
 * Debian's redis-server on a free port, and two `server.ts` processes on the global setup's build and
 * twins. Failed logins spread over both processes are limited exactly like on one process, and view
 * counts from both stay exact (the increment's lock and the view throttle live in Redis). Clients
 * are told apart by X-Forwarded-For, which the server trusts from loopback.
 */
import { describe, expect, it } from 'vitest';
import { useTwoSitesOnRedis } from './redis-server';
import { visitorCsrfToken } from './csrf-token';

/** The per-(email, source) allowance of failed logins (rate-limit.server.ts LIMITS.loginByEmailAndSource). */
const LOGIN_ALLOWANCE = 10;

const sites = useTwoSitesOnRedis();

/** The i-th request goes to process i % 2. */
const siteFor = (i: number) => sites[i % 2]!.url;

describe('two site processes, one Redis', () => {
  it('failed logins from one source for one email are limited across both processes exactly like on one', async () => {
    const attempts = LOGIN_ALLOWANCE + 8;
    const email = `nobody-${Date.now()}@variegata.test`;
    const tokens = await Promise.all(Array.from({ length: attempts }, (_, i) => visitorCsrfToken(siteFor(i))));
    const statuses = await Promise.all(
      tokens.map(async (token, i) => {
        // The form as a page with JavaScript posts it (Remix single fetch: the action's answer, no page render).
        const response = await fetch(`${siteFor(i)}/login.data`, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: `vg_csrf=${token}`, origin: siteFor(i), 'x-forwarded-for': '198.51.100.7', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ _csrf: token, intent: 'login', email, password: 'wrong-password' }),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((s) => s === 401), statuses.join(' ')).toHaveLength(LOGIN_ALLOWANCE);
    expect(statuses.filter((s) => s === 429), statuses.join(' ')).toHaveLength(attempts - LOGIN_ALLOWANCE);
  });

  it('views counted through both processes at once are exact: 30 clients add 30, one client adds 1', async () => {
    const html = await (await fetch(`${sites[0]!.url}/marketplace`)).text();
    const ids = [...new Set([...html.matchAll(/href="\/l\/[a-z0-9-]+\/([0-9a-f-]{36})"/g)].map((m) => m[1]!))];
    expect(ids.length).toBeGreaterThan(1);
    const view = async (i: number, listingId: string, client: string) => {
      const token = await visitorCsrfToken(siteFor(i));
      const response = await fetch(`${siteFor(i)}/api/countView`, {
        method: 'POST',
        headers: { cookie: `vg_csrf=${token}`, origin: siteFor(i), 'x-forwarded-for': client, 'x-csrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ listingId }),
      });
      return (await response.json()) as { counted: boolean; totalViews?: number; reason?: string };
    };
    const many = await Promise.all(Array.from({ length: 30 }, (_, i) => view(i, ids[0]!, `203.0.113.${i + 1}`)));
    expect(many.every((answer) => answer.counted)).toBe(true);
    const totals = many.map((answer) => answer.totalViews!).sort((a, b) => a - b);
    expect(totals.at(-1)! - totals[0]!).toBe(29);
    expect(new Set(totals).size).toBe(30);
    const one = await Promise.all(Array.from({ length: 30 }, (_, i) => view(i, ids[1]!, '203.0.113.200')));
    expect(one.filter((answer) => answer.counted)).toHaveLength(1);
    expect(one.filter((answer) => answer.reason === 'throttled')).toHaveLength(29);
  });
});
