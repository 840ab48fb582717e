/**
 * The newsletter's durable list against the real route modules (issue 17): a sign-up through
 * POST /api/newsletter is stored as pending in SITE_DATA_DIR, the signed confirmation link's page
 * confirms it (CSRF-checked POST), a forged or missing token answers 400, the unsubscribe link takes
 * the address off the list, and the list is read back from the file by a fresh connection.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '@variegata/twin-marketplace/seed-data';
import { startSeededMarketplace, type SeededMarketplace } from '../support/marketplace-twin';
import { CSRF, makeContext, post, run, SITE, statusOf } from '../listing/harness';

const dataDir = mkdtempSync(join(tmpdir(), 'variegata-newsletter-'));
let sandbox: SeededMarketplace;
let api: typeof import('~/routes/api.newsletter');
let confirmRoute: typeof import('~/routes/newsletter.confirm');
let unsubscribeRoute: typeof import('~/routes/newsletter.unsubscribe');
let store: typeof import('~/newsletter/store.server');
let flow: typeof import('~/newsletter/subscribe.server');

beforeAll(async () => {
  sandbox = await startSeededMarketplace(20, { SITE_DATA_DIR: dataDir, PUBLIC_BASE_URL: SITE });
  api = await import('~/routes/api.newsletter');
  confirmRoute = await import('~/routes/newsletter.confirm');
  unsubscribeRoute = await import('~/routes/newsletter.unsubscribe');
  store = await import('~/newsletter/store.server');
  flow = await import('~/newsletter/subscribe.server');
});

afterAll(async () => {
  await sandbox?.twin.close();
});

async function signUp(body: Record<string, string>) {
  const request = new Request(`${SITE}/api/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': CSRF }, body: JSON.stringify(body) });
  return (await api.action({ request, context: makeContext(), params: {} })) as Response;
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('newsletter sign-up, confirmation and unsubscribe', () => {
  it('stores a sign-up as pending, confirms it through the signed link and keeps it on disk', async () => {
    const response = await signUp({ email: 'Reader@Example.com', firstName: 'Rea', lastName: 'Der' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { subscribed: true } });
    expect(store.findSubscriber('reader@example.com')).toMatchObject({ email: 'reader@example.com', firstName: 'Rea', status: 'pending' });

    const links = flow.newsletterLinks('reader@example.com', Date.now());
    expect(links.confirmUrl.startsWith(`${SITE}/newsletter/confirm?token=`)).toBe(true);
    const page = await run(confirmRoute.loader as never, `/newsletter/confirm?token=${tokenOf(links.confirmUrl)}`, {}, makeContext());
    expect(page).toEqual({ token: tokenOf(links.confirmUrl) });
    // Opening the link changes nothing; the page's button does.
    expect(store.findSubscriber('reader@example.com')?.status).toBe('pending');
    const done = await run(confirmRoute.action as never, '/newsletter/confirm', {}, makeContext(), post({ token: tokenOf(links.confirmUrl) }));
    expect(done).toMatchObject({ done: true });
    expect(store.findSubscriber('reader@example.com')?.status).toBe('confirmed');

    const file = new Database(join(dataDir, 'newsletter.sqlite'), { readonly: true });
    expect(file.prepare('SELECT status FROM newsletter_subscribers WHERE email = ?').get('reader@example.com')).toEqual({ status: 'confirmed' });
    file.close();

    // Signing up again keeps a confirmed subscriber confirmed and sends no new confirmation.
    const again = await signUp({ email: 'reader@example.com' });
    expect(again.status).toBe(200);
    expect(store.findSubscriber('reader@example.com')).toMatchObject({ status: 'confirmed', firstName: 'Rea' });
  });

  it('refuses a forged or missing token with 400 and a bad email with 400', async () => {
    await signUp({ email: 'forged@example.com' });
    const forged = await run(confirmRoute.action as never, '/newsletter/confirm', {}, makeContext(), post({ token: 'eyJlIjoiZm9yZ2VkQGV4YW1wbGUuY29tIn0.bad' }));
    expect(statusOf(forged)).toBe(400);
    const missing = await run(confirmRoute.action as never, '/newsletter/confirm', {}, makeContext(), post({}));
    expect(statusOf(missing)).toBe(400);
    const unsubscribeToken = tokenOf(flow.newsletterLinks('forged@example.com', Date.now()).unsubscribeUrl);
    // An unsubscribe token is no confirmation token.
    expect(statusOf(await run(confirmRoute.action as never, '/newsletter/confirm', {}, makeContext(), post({ token: unsubscribeToken })))).toBe(400);
    expect(store.findSubscriber('forged@example.com')?.status).toBe('pending');
    expect((await signUp({ email: 'not-an-email' })).status).toBe(400);
  });

  it('limits sign-ups of one address to 3 a day (each may send a confirmation email)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signUp({ email: 'limited@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses a post without the CSRF token', async () => {
    const token = tokenOf(flow.newsletterLinks('reader@example.com', Date.now()).unsubscribeUrl);
    const refused = await run(unsubscribeRoute.action as never, '/newsletter/unsubscribe', {}, makeContext(), post({ token }, 'wrong-csrf-token'));
    expect(statusOf(refused)).toBe(403);
    expect(store.findSubscriber('reader@example.com')?.status).toBe('confirmed');
  });

  it('unsubscribes through the signed link; the old confirmation link no longer confirms', async () => {
    const links = flow.newsletterLinks('reader@example.com', Date.now());
    const done = await run(unsubscribeRoute.action as never, '/newsletter/unsubscribe', {}, makeContext(), post({ token: tokenOf(links.unsubscribeUrl) }));
    expect(done).toMatchObject({ done: true });
    expect(store.findSubscriber('reader@example.com')?.status).toBe('unsubscribed');
    const stale = await run(confirmRoute.action as never, '/newsletter/confirm', {}, makeContext(), post({ token: tokenOf(links.confirmUrl) }));
    expect(statusOf(stale)).toBe(400);
    expect(store.confirmedSubscribers().map((s) => s.email)).not.toContain('reader@example.com');
  });

  it('features premium sellers’ open listings for the welcome issue', async () => {
    const featured = await flow.featuredPremiumListings(makeContext());
    expect(featured.length).toBeGreaterThan(0);
    const premiumUsernames = new Set(demoUsers.filter((u) => u.plan === 'premiumPlan').map((u) => u.username));
    for (const listing of featured) {
      expect(premiumUsernames.has(listing.seller)).toBe(true);
      expect(listing.url.startsWith(`${SITE}/l/`)).toBe(true);
    }
  });
});
