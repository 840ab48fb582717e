/** Redirect routes, open pages, the catch-all and the 404 pages, for an anonymous visitor. */
import { describe, expect, it } from 'vitest';
import * as catchAll from '~/routes/$slug';
import * as splat from '~/routes/$';
import * as account from '~/routes/account._index';
import * as inboxTab from '~/routes/inbox.$tab';
import * as listingBase from '~/routes/l._index';
import * as listing from '~/routes/l.$slug.$id._index';
import * as lives from '~/routes/lives';
import * as notFound from '~/routes/notfound';
import * as order from '~/routes/order.$id._index';
import * as sale from '~/routes/sale.$id._index';
import * as search from '~/routes/marketplace.($pub_genus).($pub_species)';
import * as shop from '~/routes/shop.$username.($id)';
import * as profileBase from '~/routes/u';
import { asResponse, redirectTarget, run, statusOf } from './fake-context';

// The catch-all asks the content service first; here it is unreachable (the env is read lazily).
process.env['STRAPI_URL'] = 'http://127.0.0.1:9/api';

describe('redirect routes', () => {
  it.each([
    ['/l', listingBase.loader, {}, '/'],
    ['/u', profileBase.loader, {}, '/'],
    ['/lives', lives.loader, {}, '/'],
    ['/account', account.loader, {}, '/account/contact-details'],
    ['/order/tx-1', order.loader, { id: 'tx-1' }, '/order/tx-1/details'],
    ['/sale/tx-2', sale.loader, { id: 'tx-2' }, '/sale/tx-2/details'],
  ] as const)('%s redirects to %s', async (path, loader, params, target) => {
    expect(redirectTarget(await run(loader as never, path, params))).toBe(target);
  });
});

describe('open pages need no login', () => {
  // Their content belongs to other issues (and may need the marketplace); what matters here is no login redirect.
  const notToLogin = (outcome: unknown) => !(outcome instanceof Response && /^\/(login|signup)/.test(outcome.headers.get('location') ?? ''));
  it.each([
    ['ListingPage', listing.loader, '/l/monstera/abc', { slug: 'monstera', id: 'abc' }],
    ['SearchPage', search.loader, '/marketplace/monstera', { pub_genus: 'monstera' }],
    ['ProfilePage', shop.loader, '/shop/greenthumb', { username: 'greenthumb' }],
  ] as const)('%s answers an anonymous visitor without asking to log in', async (_name, loader, path, params) => {
    expect(notToLogin(await run(loader as never, path, params))).toBe(true);
  });
});

describe('catch-all /{slug} and not-found', () => {
  it.each(['terms', 'about', 'press', 'contact', 'gallery'])('the fixed page %s renders', async (slug) => {
    const result = (await run(catchAll.loader as never, `/${slug}`, { slug })) as { page: { slug: string; title: string } };
    expect(result.page.slug).toBe(slug);
    expect(result.page.title).not.toBe('');
  });

  it('the terms page says it was last updated July 1st 2021', async () => {
    const result = (await run(catchAll.loader as never, '/terms', { slug: 'terms' })) as { page: { lead: string } };
    expect(result.page.lead).toContain('July 1st 2021');
  });

  it('an unknown slug with the content service unreachable is 503, not 404 (404 is tested against the Strapi twin in test/editorial)', async () => {
    expect(statusOf(await run(catchAll.loader as never, '/no-such-article', { slug: 'no-such-article' }))).toBe(503);
  });

  it('an unknown deeper path is 404', async () => {
    expect(asResponse(await run(splat.loader as never, '/a/b/c', { '*': 'a/b/c' })).status).toBe(404);
  });

  it('/notfound answers with status 404', async () => {
    expect(statusOf(await run(notFound.loader as never, '/notfound'))).toBe(404);
  });

  it('an invalid inbox tab is 404 with the spec text', async () => {
    const response = asResponse(await run(inboxTab.loader as never, '/inbox/purchases', { tab: 'purchases' }));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Invalid tab for InboxPage');
  });
});
