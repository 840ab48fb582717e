/**
 * Pages kept for signed-out visitors (server/document-cache.server) on the real built server: a page
 * served again from memory carries the response's own CSP nonce and the visitor's own CSRF token,
 * never another visitor's, and a page whose data differs (a member signed in, a notice accepted)
 * is rendered for its visitor.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';

let site: string;

beforeAll(() => {
  site = inject('siteUrl');
});

interface Visit {
  readonly html: string;
  readonly nonce: string;
  readonly csrf: string;
}

/** A page as a browser gets it: the CSP header's nonce, the CSRF cookie's token and the HTML. */
async function visit(path: string, cookie = ''): Promise<Visit> {
  const response = await fetch(`${site}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  const fromCookie = /(?:^|;\s*)vg_csrf=([^;]+)/.exec(cookie)?.[1];
  const issued = response.headers.getSetCookie().find((c) => c.startsWith('vg_csrf='));
  const csrf = decodeURIComponent(fromCookie ?? /^vg_csrf=([^;]+)/.exec(issued ?? '')?.[1] ?? '');
  expect(nonce).not.toBe('');
  expect(csrf).not.toBe('');
  return { html: await response.text(), nonce, csrf };
}

const noncesOf = (html: string) => new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1]));

describe('pages served again to signed-out visitors', () => {
  it.each(['/marketplace', '/'])("%s: each visitor's page has their own nonce and CSRF token", async (path) => {
    const visits: Visit[] = [];
    for (let i = 0; i < 4; i += 1) visits.push(await visit(path));
    // Two at once too: a page kept while another is served.
    visits.push(...(await Promise.all([visit(path), visit(path)])));
    for (const [i, own] of visits.entries()) {
      expect(noncesOf(own.html)).toEqual(new Set([own.nonce]));
      expect(own.html).toContain(own.csrf);
      for (const [j, other] of visits.entries()) {
        if (i === j) continue;
        expect(own.html).not.toContain(other.csrf);
        expect(own.html).not.toContain(other.nonce);
      }
    }
  });

  it('a visitor who accepted cookies gets no cookie notice, one who did not still does', async () => {
    const notice = 'We use cookies to keep you signed in';
    const first = await visit('/marketplace?sort=createdAt');
    expect(first.html).toContain(notice);
    const accepted = await visit('/marketplace?sort=createdAt', `vg_csrf=${encodeURIComponent(first.csrf)}; euCookiesAccepted=1`);
    expect(accepted.html).not.toContain(notice);
    expect((await visit('/marketplace?sort=createdAt')).html).toContain(notice);
  });

  it("a signed-in member's page is never served to a visitor, nor a visitor's to the member", async () => {
    const visitor = await visit('/marketplace?sort=-createdAt');
    const headers = { cookie: `vg_csrf=${encodeURIComponent(visitor.csrf)}`, origin: site, 'content-type': 'application/x-www-form-urlencoded' };
    const login = await fetch(`${site}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers,
      body: new URLSearchParams({ _csrf: visitor.csrf, intent: 'login', email: 'buyer.one@variegata.test', password: 'variegata-demo-password' }),
    });
    expect(login.status).toBe(302);
    const token = login.headers.getSetCookie().find((c) => /^st-[\w-]+-token=/.test(c))!.split(';')[0]!;
    const issued = login.headers.getSetCookie().find((c) => c.startsWith('vg_csrf='));
    const csrf = issued ? /^vg_csrf=([^;]+)/.exec(issued)![1]! : encodeURIComponent(visitor.csrf);
    const member = await visit('/marketplace?sort=-createdAt', `vg_csrf=${csrf}; ${token}`);
    expect(member.html).toContain('buyer.one@variegata.test');
    expect(visitor.html).not.toContain('buyer.one@variegata.test');
    expect((await visit('/marketplace?sort=-createdAt')).html).not.toContain('buyer.one@variegata.test');
  });
});
