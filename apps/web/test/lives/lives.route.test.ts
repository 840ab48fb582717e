// ManageLivesPage, GET /api/my-lives, LivePage and POST /api/get-live-data against the marketplace
// and Strapi twins. Expected values come from the twins' seeds (hostLives), not from the site's code.
import { hostLives } from '@variegata/twin-strapi/lives-seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_TEXT } from '~/lives/live-view';
import { as, dataOf, location, makeContext, run, signIn, statusOf, CSRF } from './harness';
import { startLivesSandbox, type LivesSandbox } from './harness';

let env: LivesSandbox;
let myLives: typeof import('~/routes/my-lives');
let api: typeof import('~/routes/api.my-lives');
let livePage: typeof import('~/routes/live.$liveId');
let liveData: typeof import('~/routes/api.get-live-data');
let premium: Record<string, string>;
let starter: Record<string, string>;

beforeAll(async () => {
  env = await startLivesSandbox();
  myLives = await import('~/routes/my-lives');
  api = await import('~/routes/api.my-lives');
  livePage = await import('~/routes/live.$liveId');
  liveData = await import('~/routes/api.get-live-data');
  premium = await signIn('premium.seller@variegata.test');
  starter = await signIn('starter.seller@variegata.test');
});
afterAll(async () => {
  await Promise.all([env.twin.close(), env.strapi.close()]);
});

const RUNNING = 'petraplants-live-3';
const seedOf = (liveId: string) => env.hosts.flatMap((h, i) => hostLives(h, i, env.seededAt.getTime())).find((l) => l.liveId === liveId)!;

describe('ManageLivesPage /my-lives', () => {
  it("lists the seller's lives newest first with state, start, listing and sold counts, linking to the live", async () => {
    const outcome = await run(myLives.loader, '/my-lives', {}, as(premium));
    expect(statusOf(outcome)).toBe(200);
    const { isSeller, result } = dataOf(outcome);
    expect(isSeller).toBe(true);
    expect(result.ok).toBe(true);
    expect(result.lives.map((l: { liveId: string }) => l.liveId)).toEqual(['petraplants-live-4', 'petraplants-live-3', 'petraplants-live-2', 'petraplants-live-1']);
    expect(result.lives.map((l: { state: string }) => l.state)).toEqual(['upcoming', 'running', 'ended', 'ended']);
    const running = result.lives[1];
    const seed = seedOf(RUNNING);
    expect(running).toMatchObject({ note: seed.note, href: `/live/${RUNNING}`, listingCount: seed.listings.length, soldCount: seed.soldListings.length, stateLabel: 'Live now' });
    expect(running.when).toMatch(/^Started \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M UTC$/);
    expect(result.lives[3].when).toMatch(/ to \d{1,2}:\d{2} [AP]M UTC$/);
  });

  it('pages 42 at a time', async () => {
    const first = dataOf(await run(myLives.loader, '/my-lives', {}, as(starter))).result;
    expect(first).toMatchObject({ ok: true, page: 1, totalPages: 2, totalItems: 44 });
    expect(first.lives).toHaveLength(42);
    const second = dataOf(await run(myLives.loader, '/my-lives?page=2', {}, as(starter))).result;
    expect(second.lives).toHaveLength(2);
    const starts = [...first.lives, ...second.lives].map((l: { startsAt: string }) => l.startsAt);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('keeps the empty state for sellers without lives and the sellers-only page for buyers; visitors log in', async () => {
    const fern = dataOf(await run(myLives.loader, '/my-lives', {}, as(await signIn('free.seller@variegata.test'))));
    expect(fern).toMatchObject({ isSeller: true, result: { ok: true, lives: [], totalItems: 0 } });
    const buyer = dataOf(await run(myLives.loader, '/my-lives', {}, as(await signIn('buyer.one@variegata.test'))));
    expect(buyer).toEqual({ isSeller: false, result: null });
    expect(location(await run(myLives.loader, '/my-lives', {}, makeContext()))).toBe('/login?from=%2Fmy-lives');
  });
});

describe('GET /api/my-lives', () => {
  it("answers the signed-in seller's page of lives with its meta, and 401 JSON for visitors", async () => {
    const page2 = (await run(api.loader, '/api/my-lives?page=2', {}, as(starter))) as Response;
    expect(page2.status).toBe(200);
    const body = await page2.json();
    expect(body.meta).toEqual({ page: 2, perPage: 42, totalItems: 44, totalPages: 2 });
    expect(body.data).toHaveLength(2);
    const own = await ((await run(api.loader, '/api/my-lives?page=x', {}, as(premium))) as Response).json();
    expect(own.meta.page).toBe(1);
    expect(own.data[1]).toMatchObject({ liveId: RUNNING, state: 'running' });
    const visitor = (await run(api.loader, '/api/my-lives', {}, makeContext())) as Response;
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: 'Please log in.' });
  });
});

describe('LivePage /live/{liveId}', () => {
  it('shows the live read-only to a visitor: host, guest, listings with sold marks, pinned message, chat and bids', async () => {
    const seed = seedOf(RUNNING);
    const { live } = dataOf(await run(livePage.loader, `/live/${RUNNING}`, { liveId: RUNNING }, makeContext()));
    expect(live).toMatchObject({
      liveId: RUNNING, note: seed.note, state: 'running',
      host: { id: env.idOf('premium.seller@variegata.test'), name: 'Petra P', href: '/shop/petraplants', verified: true },
      guest: { name: 'Ivy G', href: '/shop/ivygold' },
      pinned: { author: 'petraplants', text: seed.pinnedChat!.text },
      viewer: { blocked: false, muted: false, isHost: false, signedIn: false },
      favorites: null,
    });
    expect(live.listings.map((l: { id: string }) => l.id)).toEqual(seed.listings);
    expect(live.listings.filter((l: { sold: boolean }) => l.sold).map((l: { id: string }) => l.id)).toEqual(seed.soldListings);
    expect(live.chat.map((m: { text: string }) => m.text)).toEqual(seed.chat.map((m) => m.text));
    expect(live.chat.filter((m: { fromHost: boolean }) => m.fromHost).every((m: { author: string }) => m.author === 'petraplants')).toBe(true);
    const newestBid = seed.bids[seed.bids.length - 1]!;
    const title = live.listings.find((l: { id: string }) => l.id === newestBid.listingId).title;
    expect(live.bids[0]).toMatchObject({ author: newestBid.bidder, text: `$${(newestBid.amount / 100).toFixed(2)} on ${title}` });
  });

  it('gives a blocked viewer no chat, bids or pinned message, and tells a muted viewer', async () => {
    const blocked = dataOf(await run(livePage.loader, `/live/${RUNNING}`, { liveId: RUNNING }, as(await signIn('buyer.two@variegata.test')))).live;
    expect(blocked).toMatchObject({ viewer: { blocked: true, muted: false, signedIn: true }, chat: [], bids: [], pinned: null });
    expect(blocked.listings.length).toBeGreaterThan(0);
    const muted = dataOf(await run(livePage.loader, `/live/${RUNNING}`, { liveId: RUNNING }, as(await signIn('free.buyer@variegata.test')))).live;
    expect(muted.viewer).toMatchObject({ blocked: false, muted: true });
    expect(muted.chat.length).toBeGreaterThan(0);
    const host = dataOf(await run(livePage.loader, `/live/${RUNNING}`, { liveId: RUNNING }, as(premium))).live;
    expect(host.viewer).toMatchObject({ isHost: true, blocked: false, muted: false });
  });

  it('shows upcoming and ended lives with their state', async () => {
    const upcoming = dataOf(await run(livePage.loader, '/live/petraplants-live-4', { liveId: 'petraplants-live-4' }, makeContext())).live;
    expect(upcoming).toMatchObject({ state: 'upcoming', chat: [], bids: [] });
    expect(upcoming.when).toMatch(/^Starts /);
    const ended = dataOf(await run(livePage.loader, '/live/petraplants-live-1', { liveId: 'petraplants-live-1' }, makeContext())).live;
    expect(ended.state).toBe('ended');
  });

  it('is 404 for an unknown or malformed liveId', async () => {
    expect(statusOf(await run(livePage.loader, '/live/no-such-live', { liveId: 'no-such-live' }, makeContext()))).toBe(404);
    expect(statusOf(await run(livePage.loader, '/live/a%20b', { liveId: 'a b"' }, makeContext()))).toBe(404);
  });

  it("titles the page with the host's name and describes it with the note", async () => {
    const loaded = dataOf(await run(livePage.loader, `/live/${RUNNING}`, { liveId: RUNNING }, makeContext()));
    const meta = livePage.meta({ data: loaded } as never) as Array<Record<string, string>>;
    expect(meta).toContainEqual({ title: "Petra P's live sale · Variegata" });
    expect(meta).toContainEqual({ name: 'description', content: seedOf(RUNNING).note });
  });
});

describe('POST /api/get-live-data', () => {
  const json = (body: unknown, csrf: string | null = CSRF): RequestInit => ({
    method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(csrf ? { 'X-CSRF-Token': csrf } : {}) },
  });
  const call = async (init: RequestInit, cookies: Record<string, string> = {}) => (await run(liveData.action, '/api/get-live-data', {}, makeContext(cookies), init)) as Response;

  it("answers the live's data with the signed-in viewer's blocked and muted flags; only the host gets the lists", async () => {
    const seed = seedOf(RUNNING);
    const blockedBuyer = await signIn('buyer.two@variegata.test');
    const blocked = await (await call(json({ liveId: RUNNING }), blockedBuyer)).json();
    expect(blocked.data).toMatchObject({ liveId: RUNNING, hostId: seed.hostId, state: 'running', blocked: true, muted: false, chat: [], bids: [], pinnedChat: null, listings: seed.listings, soldListings: seed.soldListings, guest: seed.guest });
    const mutedBuyer = await signIn('free.buyer@variegata.test');
    const muted = await (await call(json({ liveId: RUNNING, userId: env.idOf('free.buyer@variegata.test') }), mutedBuyer)).json();
    expect(muted.data).toMatchObject({ blocked: false, muted: true, chat: seed.chat, bids: seed.bids, pinnedChat: seed.pinnedChat, blockedUsers: [], mutedUsers: [] });
    const host = await (await call(json({ liveId: RUNNING }), premium)).json();
    expect(host.data).toMatchObject({ blocked: false, muted: false, blockedUsers: seed.blockedUsers, mutedUsers: seed.mutedUsers });
  });

  it("trusts no userId from the body: an anonymous caller claiming the host's id is refused, and gets no lists without it", async () => {
    const seed = seedOf(RUNNING);
    const claimed = await call(json({ liveId: RUNNING, userId: seed.hostId }));
    expect(claimed.status).toBe(403);
    expect(await claimed.json()).toEqual({ error: 'userId must be the signed-in user.' });
    const anonymous = await (await call(json({ liveId: RUNNING }))).json();
    expect(anonymous.data).toMatchObject({ blocked: false, muted: false, blockedUsers: [], mutedUsers: [] });
    // a blocked buyer claiming somebody else's id does not read the chat
    const blockedBuyer = await signIn('buyer.two@variegata.test');
    const other = await call(json({ liveId: RUNNING, userId: env.idOf('buyer.one@variegata.test') }), blockedBuyer);
    expect(other.status).toBe(403);
    expect(JSON.stringify(await other.json())).not.toContain(seed.chat[0]?.text ?? 'no chat');
  });

  it('takes a form body with the CSRF field', async () => {
    const body = new URLSearchParams({ _csrf: CSRF, liveId: RUNNING });
    const res = await call({ method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ liveId: RUNNING, blocked: false, muted: false });
  });

  it('refuses a request without the CSRF token (403)', async () => {
    expect((await call(json({ liveId: RUNNING }, null))).status).toBe(403);
    expect((await call(json({ liveId: RUNNING }, 'wrong'))).status).toBe(403);
  });

  it('is 400 for missing or invalid input and 404 for an unknown live', async () => {
    for (const [body, error] of [
      [{}, 'liveId is required.'],
      [{ liveId: RUNNING, userId: 'not-a-uuid' }, 'userId must be a user id.'],
      [{ liveId: RUNNING, userId: 7 }, 'userId must be a user id.'],
      [{ liveId: 'bad id!' }, 'liveId is invalid.'],
      [{ liveId: 42 }, 'liveId is invalid.'],
      ['{not json', 'The request could not be read.'],
    ] as const) {
      const res = await call(json(body));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error });
    }
    const missing = await call(json({ liveId: 'no-such-live' }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Live not found.' });
  });

  it('only answers POST (the server answers other methods 405 with Allow: POST)', async () => {
    const { createMethodTable } = await import('~/server/http-guards.server');
    const routes = {
      root: { id: 'root', path: '', module: { default: () => null } },
      'routes/api.get-live-data': { id: 'routes/api.get-live-data', parentId: 'root', path: 'api/get-live-data', module: liveData },
    };
    expect(createMethodTable({ routes } as never)('/api/get-live-data')).toEqual(['POST']);
  });
});

it('uses the spec text for blocked viewers', () => {
  expect(BLOCKED_TEXT).toBe("You can't join this live.");
});
