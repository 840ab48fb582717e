import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, location, makeContext, post, row, rows, run, signIn, startSandbox, statusOf, dataOf, CSRF, type Row, type Sandbox } from './harness';

let env: Sandbox;
let all: Row[];
let page: typeof import('~/routes/l.$slug.$id._index');
let canonical: typeof import('~/routes/l.$id');
let variant: typeof import('~/routes/l.$slug.$id.$variant');
let countView: typeof import('~/routes/api.countView');
let buyer: Record<string, string>;

beforeAll(async () => {
  env = await startSandbox();
  all = rows(env.twin);
  page = await import('~/routes/l.$slug.$id._index');
  canonical = await import('~/routes/l.$id');
  variant = await import('~/routes/l.$slug.$id.$variant');
  countView = await import('~/routes/api.countView');
  buyer = await signIn('buyer.one@variegata.test');
});
afterAll(async () => {
  await env.twin.close();
});

const pick = (pred: (r: Row) => boolean) => {
  const found = all.find((r) => r.state === 'published' && pred(r));
  if (!found) throw new Error('no seeded listing matches');
  return found;
};
const emailOf = (authorId: string) => env.seed.users.find((u) => u.id === authorId)!.email;
type PageData = Awaited<ReturnType<typeof page.loader>>;
const load = async (id: string, cookies: Record<string, string> | null = null): Promise<PageData> => run(page.loader, `/l/x/${id}`, { slug: 'x', id }, as(cookies));

describe('listing page loader', () => {
  it('a fixed-price listing: price, stock, details linking to search filters, canonical URL, similar listings', async () => {
    const l = pick((r) => r.publicData['type'] === 'sell' && r.publicData['isQuickSell'] === false && (r.stock ?? 0) > 1);
    const data = await load(l.id);
    expect(data.listing.title).toBe(l.title);
    expect(data.listing.price).toMatch(/^\$\d[\d,]*\.\d\d$/);
    expect(data.listing.stock).toBe(l.stock);
    expect(data.listing.isAuction).toBe(false);
    expect(data.listing.auction).toBeNull();
    const genus = data.listing.details.find((d) => d.key === 'genus')!;
    expect(genus.href).toBe(`/marketplace/${l.publicData['genus']}`);
    expect(data.listing.details.find((d) => d.key === 'species')!.href).toBe(`/marketplace/${l.publicData['genus']}/${l.publicData['species']}`);
    expect(data.listing.details.find((d) => d.key === 'plantType')!.href).toBe(`/marketplace?pub_plantType=${l.publicData['plantType']}`);
    expect(data.canonicalUrl).toMatch(new RegExp(`/l/[a-z0-9-]+/${l.id}$`));
    expect(data.listing.images.length).toBeGreaterThan(0);
    expect(data.listing.images[0]!.srcSet).toMatch(/ 400w, .* 800w, .* 1600w, .* 2400w$/);
    expect(data.listing.socialImages.facebook).toContain('http');
    expect(data.similar.length).toBeGreaterThan(0);
    expect(data.similar.length).toBeLessThanOrEqual(4);
    expect(data.similar.map((s) => s.id)).not.toContain(l.id);
    const sameGenus = data.similar.filter((s) => all.find((r) => r.id === s.id)!.publicData['genus'] === l.publicData['genus']);
    expect(sameGenus.length).toBe(data.similar.length);
    expect(data.isOwner).toBe(false);
    expect(data.viewer.signedIn).toBe(false);
    expect(data.reviews).toEqual([]);
    expect(data.articles).toEqual([]);
  });

  it('passes the configured page layout (LISTING_LAYOUT unset: default)', async () => {
    const l = pick((r) => r.publicData['type'] === 'sell');
    expect((await load(l.id)).layout).toBe('default');
  });

  it('a quick-sale listing is flagged as quick sale (no quantity select)', async () => {
    const l = pick((r) => r.publicData['isQuickSell'] === true);
    const data = await load(l.id);
    expect(data.listing.isQuickSell).toBe(true);
    expect(data.listing.features).toContain('Quick sale');
  });

  it('an auction: countdown data, current bid, reserve state and the bid history with masked bidder names, newest first', async () => {
    const l = pick((r) => r.publicData['type'] === 'auction' && Array.isArray(r.metadata['bidHistory']) && r.publicData['closedAuctionInt'] === 0);
    const data = await load(l.id);
    const bids = l.metadata['bidHistory'] as { amount: number; bidderId: string }[];
    expect(data.listing.auction).not.toBeNull();
    expect(data.listing.auction!.endsAt).toBe(l.publicData['auctionDateTimestamp']);
    expect(data.listing.auction!.closed).toBe(false);
    expect(data.listing.auction!.hasBids).toBe(true);
    expect(data.bids).toHaveLength(bids.length);
    for (const bid of data.bids) expect(bid.bidder).toMatch(/^[^*]{1,3}\*{5}$/);
    const names = env.seed.users.map((u) => u.email);
    expect(names.length).toBeGreaterThan(0);
    const times = data.bids.map((b) => Date.parse(b.date));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const reserve = l.publicData['reservePrice'] as number | undefined;
    if (reserve !== undefined) expect(data.listing.auction!.reserve).toBe((l.publicData['currentAmount'] as number) >= reserve ? 'met' : 'not-met');
    else expect(data.listing.auction!.reserve).toBeNull();
    expect(data.listing.canMakeOffers).toBe(false);
    expect(data.listing.instalment).toBeNull();
  });

  it('a closed auction reports closed', async () => {
    const l = pick((r) => r.publicData['type'] === 'auction' && r.publicData['closedAuctionInt'] === 1);
    expect((await load(l.id)).listing.auction!.closed).toBe(true);
  });

  it('knows the owner and the viewer\'s favourites', async () => {
    const l = pick((r) => r.publicData['type'] === 'sell');
    const owner = await signIn(emailOf(l.authorId));
    const data = await load(l.id, owner);
    expect(data.isOwner).toBe(true);
    expect((await load(l.id, buyer)).isOwner).toBe(false);
  });

  it('an unknown listing is a 404; /l/{id} redirects permanently to /l/{slug}/{id}', async () => {
    expect(statusOf(await run(page.loader, '/l/x/00000000-0000-4000-8000-000000000000', { slug: 'x', id: '00000000-0000-4000-8000-000000000000' }, makeContext()))).toBe(404);
    expect(statusOf(await run(page.loader, '/l/x/nope', { slug: 'x', id: 'nope' }, makeContext()))).toBe(404);
    const l = pick(() => true);
    const outcome = await run(canonical.loader, `/l/${l.id}`, { id: l.id }, makeContext());
    expect(statusOf(outcome)).toBe(301);
    expect(location(outcome)).toMatch(new RegExp(`^/l/[a-z0-9-]+/${l.id}$`));
  });
});

describe('owner-only variants', () => {
  let seller: Record<string, string>;
  let draftId: string;
  beforeAll(async () => {
    seller = await signIn('starter.seller@variegata.test');
    const { apiFor } = await import('~/server/marketplace.server');
    const draft = await apiFor(as(seller)).ownListings.createDraft({ title: 'Draft Hoya carnosa', description: 'A draft', publicData: { genus: 'hoya', species: 'carnosa', type: 'sell' } });
    draftId = draft.id;
  });

  it('shows the draft to its owner', async () => {
    const data = await run(variant.loader, `/l/draft-hoya-carnosa/${draftId}/draft`, { slug: 'draft-hoya-carnosa', id: draftId, variant: 'draft' }, as(seller));
    expect(data.listing.state).toBe('draft');
    expect(data.isOwner).toBe(true);
  });

  it('sends visitors to login, other users (403) and published listings to the normal page', async () => {
    const anon = await run(variant.loader, `/l/d/${draftId}/draft`, { slug: 'd', id: draftId, variant: 'draft' }, makeContext());
    expect(location(anon)).toMatch(/^\/login\?from=/);
    const other = await run(variant.loader, `/l/d/${draftId}/draft`, { slug: 'd', id: draftId, variant: 'draft' }, as(buyer));
    expect(location(other)).toBe(`/l/d/${draftId}`);
    const own = pick((r) => all.some(() => true) && r.authorId === env.seed.users.find((u) => u.email === 'starter.seller@variegata.test')!.id);
    const published = await run(variant.loader, `/l/p/${own.id}/draft`, { slug: 'p', id: own.id, variant: 'draft' }, as(seller));
    expect(location(published)).toMatch(new RegExp(`^/l/[a-z0-9-]+/${own.id}$`));
  });
});

describe('enquiry', () => {
  it('a signed-in visitor sends a message: an enquiry transaction with the message, then its order page', async () => {
    const l = pick((r) => r.publicData['type'] === 'sell');
    const outcome = await run(page.action, `/l/x/${l.id}`, { slug: 'x', id: l.id }, as(buyer), post({ intent: 'enquiry', message: '  Is this still available?  ' }));
    const to = location(outcome);
    expect(to).toMatch(/^\/order\/[0-9a-f-]{36}\/details$/);
    const txId = to!.split('/')[2]!;
    const tx = env.twin.app.db.prepare('SELECT * FROM transactions WHERE id = ?').get(txId) as Record<string, unknown>;
    expect(tx['last_transition']).toBe('enquire');
    expect(tx['listing_id']).toBe(l.id);
    const message = env.twin.app.db.prepare('SELECT content FROM messages WHERE transaction_id = ?').get(txId) as { content: string };
    expect(message.content).toBe('Is this still available?');
  });

  it('a blank message is refused with the required text and nothing is sent', async () => {
    const l = pick((r) => r.publicData['type'] === 'sell');
    const before = (env.twin.app.db.prepare('SELECT COUNT(*) AS n FROM transactions').get() as { n: number }).n;
    const outcome = await run(page.action, `/l/x/${l.id}`, { slug: 'x', id: l.id }, as(buyer), post({ intent: 'enquiry', message: '   ' }));
    expect(statusOf(outcome)).toBe(400);
    expect(dataOf(outcome).error).toBe('Message is required.');
    expect((env.twin.app.db.prepare('SELECT COUNT(*) AS n FROM transactions').get() as { n: number }).n).toBe(before);
  });

  it('an anonymous visitor goes to sign-up and comes back with the enquiry modal open', async () => {
    const l = pick((r) => r.publicData['type'] === 'sell');
    const outcome = await run(page.action, `/l/slug/${l.id}`, { slug: 'slug', id: l.id }, makeContext(), post({ intent: 'enquiry', message: 'Hi' }));
    expect(location(outcome)).toBe(`/signup?from=${encodeURIComponent(`/l/slug/${l.id}?enquiry=open`)}`);
  });

  it('refuses a post without the CSRF token', async () => {
    const l = pick((r) => r.publicData['type'] === 'sell');
    const outcome = await run(page.action, `/l/x/${l.id}`, { slug: 'x', id: l.id }, as(buyer), post({ intent: 'enquiry', message: 'Hi' }, 'wrong'));
    expect(statusOf(outcome)).toBe(403);
  });
});

describe('view counting', () => {
  const count = (id: string, context: ReturnType<typeof makeContext>, csrf = CSRF) =>
    run(countView.action, '/api/countView', {}, context, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf }, body: JSON.stringify({ listingId: id }) });

  it('counts once per 5 minutes per browser (guard cookie) and per client address into totalViews and viewsByCurrentDay', async () => {
    const l = pick((r) => r.publicData['type'] === 'sell');
    const before = row(env.twin, l.id).metadata;
    const browser = makeContext();
    const first = (await count(l.id, browser)) as Response;
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ counted: true, totalViews: (before['totalViews'] as number) + 1 });
    const after = row(env.twin, l.id).metadata;
    expect(after['totalViews']).toBe((before['totalViews'] as number) + 1);
    expect(after['viewsDay']).toBe(new Date().toISOString().slice(0, 10));
    expect(after['viewsByCurrentDay']).toBe(1);
    const again = (await count(l.id, makeContext(browser.jar))) as Response;
    expect(await again.json()).toEqual({ counted: false, reason: 'throttled' });
    expect(row(env.twin, l.id).metadata['totalViews']).toBe((before['totalViews'] as number) + 1);
    // the same client without its cookie is still throttled (by its address)
    const cookieless = (await count(l.id, makeContext())) as Response;
    expect(await cookieless.json()).toEqual({ counted: false, reason: 'throttled' });
    const other = (await count(l.id, makeContext({}, '10.20.30.40'))) as Response;
    expect(await other.json()).toMatchObject({ counted: true });
    expect(row(env.twin, l.id).metadata['viewsByCurrentDay']).toBe(2);
  });

  it('never counts the author', async () => {
    const l = pick((r) => r.publicData['type'] === 'sell');
    const owner = await signIn(emailOf(l.authorId));
    const before = row(env.twin, l.id).metadata['totalViews'];
    const outcome = (await count(l.id, as(owner))) as Response;
    expect(await outcome.json()).toEqual({ counted: false, reason: 'author' });
    expect(row(env.twin, l.id).metadata['totalViews']).toBe(before);
  });

  it('needs the CSRF header', async () => {
    const l = pick(() => true);
    expect(statusOf(await count(l.id, makeContext(), 'nope'))).toBe(403);
  });
});
