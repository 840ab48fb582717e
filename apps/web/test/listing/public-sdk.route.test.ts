/**
 * Anonymous public reads share one SDK and are answered from the token cookie: an anonymous
 * listing page view builds no per-request SDK and writes no token cookie, while a signed-in
 * visitor's reads still go through their own SDK.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenCookieName } from '@variegata/marketplace-client/cookie-token-store';
import { DEFAULT_MARKETPLACE_CLIENT } from '@variegata/twin-marketplace/server';
import { lifecycle } from '~/selling/edit.server';
import { clearListingCaches } from '~/listing/page.server';
import { apiFor, authInfo, currentUser, integration, publicApiFor } from '~/server/marketplace.server';
import { loader as listingLoader } from '~/routes/l.$slug.$id._index';
import { as, rows, run, signIn, startSandbox, type Sandbox } from './harness';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.twin.close();
});

const TOKEN_COOKIE = tokenCookieName(DEFAULT_MARKETPLACE_CLIENT.clientId);

describe('publicApiFor', () => {
  it('gives every anonymous visitor the same API and leaves their cookies alone', async () => {
    const first = as(null);
    const second = as({ [TOKEN_COOKIE]: JSON.stringify({ access_token: 'stale', token_type: 'bearer', scope: 'public-read' }) });
    expect(await publicApiFor(first)).toBe(await publicApiFor(second));
    const listing = rows(sandbox.twin).find((r) => r.state === 'published')!;
    const page = await run(listingLoader, `/l/x/${listing.id}`, { slug: 'x', id: listing.id }, first);
    expect(page.listing.id).toBe(listing.id);
    expect(first.jar[TOKEN_COOKIE]).toBeUndefined();
  });

  it('reads as the signed-in user through their own API, and authInfo follows a login in the same request', async () => {
    const cookies = await signIn(sandbox.seed.users[0]!.email);
    const signedIn = as(cookies);
    expect(await authInfo(signedIn)).toMatchObject({ isAnonymous: false });
    const anonymous = await publicApiFor(as(null));
    const own = await publicApiFor(signedIn);
    expect(own).not.toBe(anonymous);
    expect(own).toBe(apiFor(signedIn));
    expect((await currentUser(signedIn))?.id).toBe(sandbox.seed.users[0]!.id);

    const loggingIn = as(null);
    expect((await authInfo(loggingIn)).isAnonymous).toBe(true);
    await apiFor(loggingIn).login({ username: sandbox.seed.users[0]!.email, password: sandbox.seed.users[0]!.password });
    expect((await authInfo(loggingIn)).isAnonymous).toBe(false);
  });
});

describe('anonymous listing reads', () => {
  it('are shared for a second while a signed-in visitor reads the listing fresh', async () => {
    clearListingCaches();
    const listing = rows(sandbox.twin).filter((r) => r.state === 'published')[3]!;
    const load = (cookies: Record<string, string> | null) => run(listingLoader, `/l/x/${listing.id}`, { slug: 'x', id: listing.id }, as(cookies));
    expect((await load(null)).listing.title).toBe(listing.title);
    await integration().listings.update({ id: listing.id, title: `${listing.title} (renamed)` });
    expect((await load(null)).listing.title).toBe(listing.title);
    const buyer = await signIn(sandbox.seed.users[1]!.email);
    expect((await load(buyer)).listing.title).toBe(`${listing.title} (renamed)`);
    clearListingCaches();
    expect((await load(null)).listing.title).toBe(`${listing.title} (renamed)`);
  });

  it('are forgotten when the site itself changes the listing, so visitors see a close at once', async () => {
    clearListingCaches();
    const listing = rows(sandbox.twin).filter((r) => r.state === 'published')[5]!;
    const owner = sandbox.seed.users.find((u) => u.id === listing.authorId)!;
    const load = () => run(listingLoader, `/l/x/${listing.id}`, { slug: 'x', id: listing.id }, as(null));
    expect((await load()).listing.state).toBe('published');
    expect(await lifecycle(as(await signIn(owner.email)), listing.id, 'close')).toBeNull();
    expect((await load()).listing.state).toBe('closed');
    expect(await lifecycle(as(await signIn(owner.email)), listing.id, 'open')).toBeNull();
  });
});
