/**
 * The shell and the role rules for signed-in users, against the real marketplace twin (demo seed,
 * port 0) through the real SDK: inbox tab by listings, reminders, order/sale details by role, logout.
 */
import type { AppLoadContext } from '@remix-run/node';
import { DEMO_PASSWORD, seedMarketplaceDemo } from '@variegata/twin-marketplace/seed';
import { newUser, publishedListing, startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenCookieName } from '@variegata/marketplace-client/cookie-token-store';
import { apiFor, authInfo, marketplaceConfig } from '~/server/marketplace.server';
import * as inbox from '~/routes/inbox._index';
import * as logout from '~/routes/logout';
import * as orderDetails from '~/routes/order.$id.details';
import * as saleDetails from '~/routes/sale.$id.details';
import { loader as rootLoader } from '~/root';
import { CSRF, fakeContext, redirectTarget, run, statusOf, type FakeContext } from './fake-context';

let twin: RunningMarketplaceTwin;
const SELLER = 'premium.seller@variegata.test';
const BUYER = 'free.buyer@variegata.test';
const STRANGER = 'starter.seller@variegata.test';

/** A context whose cookies follow the Set-Cookie headers the site writes (as a browser would). */
function browserContext(): FakeContext {
  const context = fakeContext();
  const cookies = context.cookies as Record<string, string>;
  const setCookie = context.setCookie;
  context.setCookie = (cookie) => {
    setCookie(cookie);
    const [pair = ''] = cookie.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
    if (/Max-Age=0\b/.test(cookie)) delete cookies[name];
    else cookies[name] = value;
  };
  return context;
}

async function signedIn(email: string): Promise<FakeContext> {
  const login = browserContext();
  await apiFor(login).login({ username: email, password: DEMO_PASSWORD });
  const context = browserContext();
  Object.assign(context.cookies, login.cookies);
  return context;
}

beforeAll(async () => {
  twin = await startTestTwin();
  await seedMarketplaceDemo(twin, { listings: 40, scryptLogN: 10 });
  process.env['SHARETRIBE_SDK_BASE_URL'] = twin.url;
  process.env['SHARETRIBE_INTEGRATION_BASE_URL'] = twin.url;
});
afterAll(async () => {
  await twin?.close();
});

type ShellOf = { shell: { user: { hasListings: boolean; displayName: string } | null; reminder: string | null; limitedAccess: boolean } };
const shellAt = async (context: AppLoadContext, path: string) => ((await run(rootLoader as never, path, {}, context)) as ShellOf).shell;

describe('inbox without a tab', () => {
  it('goes to sales for a user with listings and to orders otherwise', async () => {
    expect(redirectTarget(await run(inbox.loader as never, '/inbox', {}, await signedIn(SELLER)))).toBe('/inbox/sales');
    expect(redirectTarget(await run(inbox.loader as never, '/inbox', {}, await signedIn(BUYER)))).toBe('/inbox/orders');
  });
});

describe('shell data for a signed-in seller', () => {
  it('has the user, their listings, and the payout reminder except on excluded pages', async () => {
    const context = await signedIn(SELLER);
    const shell = await shellAt(context, '/');
    expect(shell.user?.hasListings).toBe(true);
    expect(shell.limitedAccess).toBe(false);
    expect(shell.reminder).toBe('payout-account');
    expect((await shellAt(await signedIn(SELLER), '/account/payments')).reminder).toBeNull();
  });
  it('a reminder marked seen stays away', async () => {
    const context = await signedIn(SELLER);
    (context.cookies as Record<string, string>)['vg_reminders_seen'] = 'payout-account';
    expect((await shellAt(context, '/')).reminder).toBeNull();
  });
  it('an unverified user with listings is asked to verify first (before payout details)', async () => {
    const user = await newUser(twin);
    await publishedListing(user);
    const context = browserContext();
    await apiFor(context).login({ username: user.email, password: user.password });
    expect((await shellAt(context, '/')).reminder).toBe('email-verification');
    (context.cookies as Record<string, string>)['vg_reminders_seen'] = 'email-verification';
    expect((await shellAt(context, '/')).reminder).toBe('payout-account');
    expect((await shellAt(context, '/verify-email')).reminder).toBeNull();
  });
  it('an unverified user without listings or orders gets no reminder', async () => {
    const user = await newUser(twin);
    const context = browserContext();
    await apiFor(context).login({ username: user.email, password: user.password });
    expect((await shellAt(context, '/')).reminder).toBeNull();
  });
  it('a buyer without listings or orders gets no reminder', async () => {
    expect((await shellAt(await signedIn(BUYER), '/')).reminder).toBeNull();
  });
});

describe('limited-access banner', () => {
  it('shows for a token whose only scope is user:limited, except on the search page', async () => {
    const response = await fetch(`${twin.url}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: marketplaceConfig().clientId, grant_type: 'password', username: BUYER, password: DEMO_PASSWORD, scope: 'user:limited' }),
    });
    const token = (await response.json()) as Record<string, unknown>;
    expect(token['scope']).toBe('user:limited');
    const cookies = { [tokenCookieName(marketplaceConfig().clientId)]: JSON.stringify(token) };
    expect((await shellAt(fakeContext(cookies), '/')).limitedAccess).toBe(true);
    expect((await shellAt(fakeContext(cookies), '/marketplace')).limitedAccess).toBe(false);
  });
});

describe('order and sale details by role', () => {
  let txId = '';
  beforeAll(async () => {
    const seller = await signedIn(SELLER);
    const own = await apiFor(seller).ownListings.query({ perPage: 1, states: ['published'] });
    const listingId = own.items[0]!.id;
    const buyer = await signedIn(BUYER);
    const tx = await apiFor(buyer).transactions.initiate({ transition: 'enquire', params: { listingId } });
    txId = tx.id;
  });

  it('the customer sees the order; the provider sees the sale', async () => {
    expect(await run(orderDetails.loader as never, `/order/${txId}/details`, { id: txId }, await signedIn(BUYER))).toMatchObject({ order: { id: txId, role: 'customer' } });
    expect(await run(saleDetails.loader as never, `/sale/${txId}/details`, { id: txId }, await signedIn(SELLER))).toMatchObject({ order: { id: txId, role: 'provider' } });
  });
  it('the other party is refused with 403 and pointed to their own view', async () => {
    const asSeller = await run(orderDetails.loader as never, `/order/${txId}/details`, { id: txId }, await signedIn(SELLER));
    expect(statusOf(asSeller)).toBe(403);
    expect((asSeller as { data: { ownPath: string } }).data.ownPath).toBe(`/sale/${txId}/details`);
    const asBuyer = await run(saleDetails.loader as never, `/sale/${txId}/details`, { id: txId }, await signedIn(BUYER));
    expect(statusOf(asBuyer)).toBe(403);
    expect((asBuyer as { data: { ownPath: string } }).data.ownPath).toBe(`/order/${txId}/details`);
  });
  it('anyone else, or an unknown transaction, gets 404', async () => {
    expect(statusOf(await run(orderDetails.loader as never, `/order/${txId}/details`, { id: txId }, await signedIn(STRANGER)))).toBe(404);
    const unknown = '0f1c2a4e-8b1d-4c3e-9a55-0d2b7e3f9a10';
    expect(statusOf(await run(saleDetails.loader as never, `/sale/${unknown}/details`, { id: unknown }, await signedIn(SELLER)))).toBe(404);
  });
});

describe('logout', () => {
  it('revokes the session and lands on the landing page', async () => {
    const context = await signedIn(BUYER);
    expect((await authInfo(context)).isAnonymous).toBe(false);
    const outcome = await run(logout.action as never, '/logout', {}, context, { method: 'POST', body: new URLSearchParams({ _csrf: CSRF }) });
    expect(redirectTarget(outcome)).toBe('/');
    const after = fakeContext({ ...context.cookies });
    expect((await authInfo(after)).isAnonymous).toBe(true);
  });
});
