import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_TEXTS } from '~/selling/listing-form';
import { SAVE_FAILED_MESSAGE, STOCK_CONFLICT_MESSAGE } from '~/selling/edit.server';
import { IMAGE_NOT_YOURS_MESSAGE } from '~/selling/image-proof.server';
import { NEW_LISTING_PARAMS } from '~/shell/config';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { as, dataOf, imageField, location, makeContext, png, post, row, rows, run, signIn, startSandbox, statusOf, CSRF, type Sandbox } from './harness';

let env: Sandbox;
let proxy: FaultProxy;
let newPage: typeof import('~/routes/l.new');
let editPage: typeof import('~/routes/l.$slug.$id.$type.$tab._index');
let upload: typeof import('~/routes/api.listing-image');
let manage: typeof import('~/routes/listings');
let lives: typeof import('~/routes/my-lives');
let listingPage: typeof import('~/routes/l.$slug.$id._index');
let free: Record<string, string>;
let starter: Record<string, string>;

beforeAll(async () => {
  env = await startSandbox();
  // The site reaches the marketplace through a proxy that can fail chosen calls (see the undo test).
  proxy = await startFaultProxy(env.twin.url);
  process.env['SHARETRIBE_SDK_BASE_URL'] = proxy.url;
  newPage = await import('~/routes/l.new');
  editPage = await import('~/routes/l.$slug.$id.$type.$tab._index');
  upload = await import('~/routes/api.listing-image');
  manage = await import('~/routes/listings');
  lives = await import('~/routes/my-lives');
  listingPage = await import('~/routes/l.$slug.$id._index');
  free = await signIn('free.seller@variegata.test');
  starter = await signIn('starter.seller@variegata.test');
});
afterAll(async () => {
  await proxy.close();
  await env.twin.close();
});

async function uploadImage(cookies: Record<string, string>, file: File): Promise<Response> {
  const body = new FormData();
  body.append('image', file);
  return (await run(upload.action, '/api/listing-image', {}, as(cookies), { method: 'POST', body, headers: { 'X-CSRF-Token': CSRF } })) as Response;
}

const baseFields = (images: string[] = []) => ({
  title: 'Monstera deliciosa Albo',
  description: 'A stable half-moon cutting, rooted in sphagnum.',
  price: '120,5',
  genus: 'monstera',
  species: 'deliciosa',
  type: 'sell',
  stock: '3',
  shippingEnabled: 'on',
  allowedShippingCountries: ['US'],
  countryFrom: 'US',
  variegation: 'yes',
  hybrid: 'no',
  plantType: 'node-cut',
  rooted: 'yes-terrestrial',
  importedRecently: 'no',
  canMakeOffers: 'on',
  tzOffset: '0',
  images,
});

async function createPublished(cookies: Record<string, string>, fields: Record<string, string | string[]> = {}): Promise<string> {
  const image = (await (await uploadImage(cookies, new File([new Uint8Array(png())], 'leaf.png', { type: 'image/png' }))).json()) as { data: { id: string; url: string; proof: string } };
  const outcome = await run(newPage.action, '/l/new', {}, as(cookies), post({ ...baseFields([imageField(image.data)]), intent: 'publish', ...fields }));
  const to = location(outcome);
  expect(to).toMatch(/\?published=1$/);
  return to!.split('?')[0]!.split('/')[3]!;
}

describe('images', () => {
  it('uploads a PNG and answers its id and a listing variant URL', async () => {
    const res = await uploadImage(free, new File([new Uint8Array(png())], 'leaf.png', { type: 'image/png' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { id: string; url: string } };
    expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.url).toContain(env.twin.url);
  });

  it('refuses other types (415) and visitors (401)', async () => {
    const bad = await uploadImage(free, new File([new TextEncoder().encode("%PDF-1.4")], 'doc.pdf', { type: 'application/pdf' }));
    expect(bad.status).toBe(415);
    expect(((await bad.json()) as { error: string }).error).toBe('Only JPG, GIF and PNG images are allowed.');
    const anon = await uploadImage({}, new File([new Uint8Array(png())], 'leaf.png', { type: 'image/png' }));
    expect(anon.status).toBe(401);
  });
});

describe('creating a listing', () => {
  it('publishes with images, stock and search fields, then lands on the listing page with the just-published flag', async () => {
    const id = await createPublished(free);
    const r = row(env.twin, id);
    expect(r.state).toBe('published');
    expect(r.stock).toBe(3);
    expect(r.publicData).toMatchObject({ genus: 'monstera', species: 'deliciosa', type: 'sell', hasStockInt: 1, closedAuctionInt: 0, isPrivate: false, canMakeOffers: true });
    expect(typeof r.publicData['publishOrRestockTimestamp']).toBe('number');
    const price = env.twin.app.db.prepare('SELECT price_amount FROM listings WHERE id = ?').get(id) as { price_amount: number };
    expect(price.price_amount).toBe(12050);
    const images = env.twin.app.db.prepare('SELECT COUNT(*) AS n FROM listing_images WHERE listing_id = ?').get(id) as { n: number };
    expect(images.n).toBe(1);
    const page = await run(listingPage.loader, `/l/x/${id}`, { slug: 'x', id }, as(free));
    expect(page.isOwner).toBe(true);
  });

  it('saves a draft without publishing and shows it on the draft edit page', async () => {
    const outcome = await run(newPage.action, '/l/new', {}, as(free), post({ ...baseFields(), intent: 'save' }));
    const to = location(outcome)!;
    expect(to).toMatch(/^\/l\/monstera-deliciosa-albo\/[0-9a-f-]{36}\/draft\/onestep\?saved=1$/);
    const id = to.split('/')[3]!;
    expect(row(env.twin, id).state).toBe('draft');
    const loaded = await run(editPage.loader, to, { slug: 'monstera-deliciosa-albo', id, type: 'draft', tab: 'onestep' }, as(free));
    expect(loaded.values.title).toBe('Monstera deliciosa Albo');
    expect(loaded.notice).toBe('Draft saved.');
  });

  it('publishing needs a photo; fields are validated with the spec texts', async () => {
    const outcome = await run(newPage.action, '/l/new', {}, as(free), post({ ...baseFields(), intent: 'publish', title: '', price: '-3', species: '' }));
    expect(statusOf(outcome)).toBe(400);
    const answer = dataOf(outcome);
    expect(answer.errors).toMatchObject({ images: FORM_TEXTS.imagesRequired, title: FORM_TEXTS.titleRequired, price: FORM_TEXTS.priceNegative, species: FORM_TEXTS.speciesRequired });
    const long = await run(newPage.action, '/l/new', {}, as(free), post({ ...baseFields(), intent: 'save', description: 'x'.repeat(5001) }));
    expect(dataOf(long).errors.description).toBe('Must be at most 5000 characters.');
  });

  it('a reserve price only for starter and verified members; posting outside the US only for international sellers', async () => {
    const inAnHour = new Date(Math.ceil((Date.now() + 3_600_000) / 300_000) * 300_000).toISOString().slice(0, 16);
    const auction = { ...baseFields(), intent: 'save', type: 'auction', auctionDate: inAnHour, reservePrice: '200' };
    const refused = await run(newPage.action, '/l/new', {}, as(free), post(auction));
    expect(dataOf(refused).errors.reservePrice).toBe(FORM_TEXTS.reserveMembers);
    const accepted = await run(newPage.action, '/l/new', {}, as(starter), post(auction));
    const id = location(accepted)!.split('/')[3]!;
    expect(row(env.twin, id).publicData).toMatchObject({ type: 'auction', reservePrice: 20000, auctionDateTimestamp: Date.parse(`${inAnHour}:00Z`), closedAuctionInt: 0 });
    const offStep = await run(newPage.action, '/l/new', {}, as(starter), post({ ...auction, auctionDate: inAnHour.replace(/:\d\d$/, ':07') }));
    expect(dataOf(offStep).errors.auctionDate).toBe('Auction end time must be on a 5-minute step.');
    const abroad = await run(newPage.action, '/l/new', {}, as(free), post({ ...baseFields(), intent: 'save', countryFrom: 'TH' }));
    expect(dataOf(abroad).errors.countryFrom).toBe(FORM_TEXTS.countryOutsideUs);
    const intl = await signIn('intl.seller@variegata.test');
    const ok = await run(newPage.action, '/l/new', {}, as(intl), post({ ...baseFields(), intent: 'save', countryFrom: 'TH', allowedShippingCountries: ['US', 'GB'] }));
    expect(location(ok)).toMatch(/\/draft\/onestep/);
  });
});

describe('editing a listing', () => {
  it('changes stock by compare-and-set; a change from 0 sets the restock timestamp', async () => {
    const id = await createPublished(free);
    const params = { slug: 'monstera-deliciosa-albo', id, type: 'edit', tab: 'onestep' };
    const loaded = await run(editPage.loader, `/l/x/${id}/edit/onestep`, params, as(free));
    const images = loaded.values.images.map(imageField);
    const zero = await run(editPage.action, `/l/x/${id}/edit/onestep`, params, as(free), post({ ...baseFields(images), intent: 'save', stock: '0', oldStock: '3' }));
    expect(location(zero)).toBe(`/l/monstera-deliciosa-albo/${id}`);
    expect(row(env.twin, id).stock).toBe(0);
    expect(row(env.twin, id).publicData['hasStockInt']).toBe(0);
    const before = row(env.twin, id).publicData['publishOrRestockTimestamp'] as number;
    await new Promise((r) => setTimeout(r, 5));
    await run(editPage.action, `/l/x/${id}/edit/onestep`, params, as(free), post({ ...baseFields(images), intent: 'save', stock: '5', oldStock: '0' }));
    expect(row(env.twin, id).stock).toBe(5);
    expect(row(env.twin, id).publicData['hasStockInt']).toBe(1);
    expect(row(env.twin, id).publicData['publishOrRestockTimestamp']).toBeGreaterThan(before);
  });

  it('a stale old total is a conflict: nothing saved, the current stock comes back', async () => {
    const id = await createPublished(free);
    const params = { slug: 'x', id, type: 'edit', tab: 'onestep' };
    const outcome = await run(editPage.action, `/l/x/${id}/edit/onestep`, params, as(free), post({ ...baseFields(), intent: 'save', title: 'Changed title', stock: '9', oldStock: '1' }));
    expect(statusOf(outcome)).toBe(409);
    expect(dataOf(outcome)).toMatchObject({ formError: STOCK_CONFLICT_MESSAGE, stock: 3, values: { stock: '3' } });
    expect(row(env.twin, id).stock).toBe(3);
    expect(row(env.twin, id).title).toBe('Monstera deliciosa Albo');
  });

  it('a photo that is not the seller\'s is refused before anything is written (issue 11 item 2)', async () => {
    const id = await createPublished(free);
    const params = { slug: 'x', id, type: 'edit', tab: 'onestep' };
    const loaded = await run(editPage.loader, `/l/x/${id}/edit/onestep`, params, as(free));
    const own = loaded.values.images.map(imageField);
    const foreign = ((await (await uploadImage(starter, new File([new Uint8Array(png())], 'leaf.png', { type: 'image/png' }))).json()) as { data: { id: string; url: string; proof: string } }).data;
    const seedImage = env.twin.app.db.prepare('SELECT image_id FROM listing_images WHERE listing_id <> ? LIMIT 1').get(id) as { image_id: string };
    const attempts = [
      imageField({ id: '0c8f3a52-2b6e-4a0e-9d55-7a1f3e2b9c10', url: 'http://x/y.png' }),
      imageField(foreign),
      imageField({ id: seedImage.image_id, url: 'http://x/y.png', proof: foreign.proof }),
    ];
    for (const bad of attempts) {
      const outcome = await run(editPage.action, `/l/x/${id}/edit/onestep`, params, as(free), post({ ...baseFields([...own, bad]), intent: 'save', title: 'Changed title', price: '99', stock: '5', oldStock: '3' }));
      expect(statusOf(outcome), bad).toBe(400);
      expect(dataOf(outcome).errors.images).toBe(IMAGE_NOT_YOURS_MESSAGE);
      const after = row(env.twin, id);
      expect(after.stock).toBe(3);
      expect(after.title).toBe('Monstera deliciosa Albo');
    }
  });

  it('when a later step of a save fails, the earlier ones are undone: nothing is half-applied', async () => {
    const draft = location(await run(newPage.action, '/l/new', {}, as(free), post({ ...baseFields(), intent: 'save' })))!.split('/')[3]!;
    const params = { slug: 'x', id: draft, type: 'draft', tab: 'onestep' };
    const loaded = await run(editPage.loader, `/l/x/${draft}/draft/onestep`, params, as(free));
    const image = ((await (await uploadImage(free, new File([new Uint8Array(png())], 'leaf.png', { type: 'image/png' }))).json()) as { data: { id: string; url: string; proof: string } }).data;
    const before = row(env.twin, draft);
    // The marketplace fails the publishing call, after the attributes and the stock were written.
    proxy.failNext(/\/own_listings\/publish_draft/);
    const outcome = await run(editPage.action, `/l/x/${draft}/draft/onestep`, params, as(free), post({ ...baseFields([imageField(image)]), intent: 'publish', title: 'A new title', price: '77', stock: '8', oldStock: String(loaded.listing.stock) }));
    expect(statusOf(outcome)).toBe(502);
    expect(dataOf(outcome).formError).toBe(SAVE_FAILED_MESSAGE);
    const after = row(env.twin, draft);
    expect(after).toMatchObject({ state: 'draft', title: before.title, stock: before.stock });
    expect(after.publicData).toEqual(before.publicData);
    const price = env.twin.app.db.prepare('SELECT price_amount FROM listings WHERE id = ?').get(draft) as { price_amount: number };
    expect(price.price_amount).toBe(12050);
    expect((env.twin.app.db.prepare('SELECT COUNT(*) AS n FROM listing_images WHERE listing_id = ?').get(draft) as { n: number }).n).toBe(0);
    // the stock step failing undoes the attributes
    proxy.failNext(/\/stock\/compare_and_set/);
    const stockFails = await run(editPage.action, `/l/x/${draft}/draft/onestep`, params, as(free), post({ ...baseFields([imageField(image)]), intent: 'save', title: 'Another title', stock: '8', oldStock: String(loaded.listing.stock) }));
    expect(statusOf(stockFails)).toBe(502);
    expect(row(env.twin, draft)).toMatchObject({ title: before.title, stock: before.stock });
    // a new listing whose publishing fails leaves no draft behind
    proxy.failNext(/\/own_listings\/publish_draft/);
    const created = await run(newPage.action, '/l/new', {}, as(free), post({ ...baseFields([imageField(image)]), intent: 'publish', title: 'Doomed fern' }));
    expect(dataOf(created).formError).toBe(SAVE_FAILED_MESSAGE);
    expect(env.twin.app.db.prepare("SELECT COUNT(*) AS n FROM listings WHERE title = 'Doomed fern' AND deleted = 0").get()).toEqual({ n: 0 });
  });

  it('another seller cannot open the edit page (404) and visitors go to sign-up', async () => {
    const id = await createPublished(free);
    const params = { slug: 'x', id, type: 'edit', tab: 'onestep' };
    expect(statusOf(await run(editPage.loader, `/l/x/${id}/edit/onestep`, params, as(starter)))).toBe(404);
    expect(location(await run(editPage.loader, `/l/x/${id}/edit/onestep`, params, makeContext()))).toMatch(/^\/signup\?from=/);
  });

  it('copyId copies every field but the photos into a new listing', async () => {
    const id = await createPublished(free, { tradeName: 'Albo', rules: 'Ships Mondays' });
    const loaded = await run(newPage.loader, `/l/new?copyId=${id}`, {}, as(free));
    expect(loaded.mode).toBe('new');
    expect(loaded.values).toMatchObject({ title: 'Monstera deliciosa Albo', genus: 'monstera', species: 'deliciosa', tradeName: 'Albo', rules: 'Ships Mondays', price: '120.50', images: [] });
    const foreign = await run(newPage.loader, `/l/new?copyId=${id}`, {}, as(starter));
    expect(foreign.values.title).toBe('');
    expect(NEW_LISTING_PARAMS.type).toBe('new');
  });
});

describe('manage listings', () => {
  it('lists the owner\'s listings 42 per page with state and links', async () => {
    const data = await run(manage.loader, '/listings', {}, as(free));
    expect(data.listings.length).toBeGreaterThan(0);
    expect(data.listings.length).toBeLessThanOrEqual(42);
    const ownerId = env.seed.users.find((u) => u.email === 'free.seller@variegata.test')!.id;
    const ownCount = (env.twin.app.db.prepare('SELECT COUNT(*) AS n FROM listings WHERE author_id = ? AND deleted = 0').get(ownerId) as { n: number }).n;
    expect(data.totalItems).toBe(ownCount);
    expect(data.totalPages).toBe(Math.ceil(ownCount / 42));
    expect(data.isSeller).toBe(true);
  });

  it('closes and reopens a listing, discards a draft', async () => {
    const id = await createPublished(free);
    const close = await run(manage.action, '/listings', {}, as(free), post({ intent: 'close', listingId: id }));
    expect(location(close)).toBe('/listings');
    expect(row(env.twin, id).state).toBe('closed');
    const visitor = await run(listingPage.loader, `/l/x/${id}`, { slug: 'x', id }, makeContext());
    expect(visitor.listing.state).toBe('closed');
    await run(manage.action, '/listings', {}, as(free), post({ intent: 'open', listingId: id }));
    expect(row(env.twin, id).state).toBe('published');
    const notDraft = await run(manage.action, '/listings', {}, as(free), post({ intent: 'discard', listingId: id }));
    expect(statusOf(notDraft)).toBe(409);
    const draft = location(await run(newPage.action, '/l/new', {}, as(free), post({ ...baseFields(), intent: 'save' })))!.split('/')[3]!;
    await run(manage.action, '/listings', {}, as(free), post({ intent: 'discard', listingId: draft }));
    expect(row(env.twin, draft)).toBeUndefined();
    const foreign = await run(manage.action, '/listings', {}, as(starter), post({ intent: 'close', listingId: id }));
    expect(statusOf(foreign)).toBe(409);
    expect(row(env.twin, id).state).toBe('published');
  });

  it('my-lives is for sellers; a buyer sees no lives tab', async () => {
    const seller = dataOf(await run(lives.loader, '/my-lives', {}, as(free)));
    expect(seller.isSeller).toBe(true);
    const buyer = await signIn('buyer.two@variegata.test');
    const data = dataOf(await run(lives.loader, '/my-lives', {}, as(buyer)));
    expect(data.isSeller).toBe(false);
    expect(location(await run(lives.loader, '/my-lives', {}, makeContext()))).toMatch(/^\/login\?from=/);
  });
});

describe('lifecycle from the edit page', () => {
  it('closes and opens with the edit form\'s buttons (no validation needed)', async () => {
    const id = await createPublished(free);
    const params = { slug: 'monstera-deliciosa-albo', id, type: 'edit', tab: 'onestep' };
    const closed = await run(editPage.action, `/l/x/${id}/edit/onestep`, params, as(free), post({ intent: 'close' }));
    expect(location(closed)).toBe(`/l/monstera-deliciosa-albo/${id}`);
    expect(row(env.twin, id).state).toBe('closed');
    await run(editPage.action, `/l/x/${id}/edit/onestep`, params, as(free), post({ intent: 'open' }));
    expect(row(env.twin, id).state).toBe('published');
  });
});

// GET /api/my-lives reads the content service: test/lives covers it with a Strapi twin.

describe('the shown price the price sorts order by (issue 18 defect 5)', () => {
  it('a new listing stores its price as displayPrice; saving an auction with bids keeps its current bid there', async () => {
    const id = await createPublished(free);
    expect(row(env.twin, id).publicData['displayPrice']).toBe(12050);
    const ends = new Date(Date.now() + 2 * 86_400_000);
    ends.setUTCMinutes(0, 0, 0);
    const auctionFields = { type: 'auction', auctionDate: ends.toISOString().slice(0, 16), stock: '1' };
    const auctionId = await createPublished(free, auctionFields);
    expect(row(env.twin, auctionId).publicData['displayPrice']).toBe(12050);
    // a bid raised the current amount (as the bid flow writes it)
    const raised = { ...row(env.twin, auctionId).publicData, currentAmount: 15000, displayPrice: 15000 };
    env.twin.app.db.prepare('UPDATE listings SET public_data = ? WHERE id = ?').run(JSON.stringify(raised), auctionId);
    const params = { slug: 'x', id: auctionId, type: 'edit', tab: 'onestep' };
    const loaded = await run(editPage.loader, `/l/x/${auctionId}/edit/onestep`, params, as(free));
    const outcome = await run(editPage.action, `/l/x/${auctionId}/edit/onestep`, params, as(free), post({ ...baseFields(loaded.values.images.map(imageField)), ...auctionFields, intent: 'save', oldStock: String(loaded.listing.stock) }));
    expect(location(outcome), JSON.stringify(dataOf(outcome))).toMatch(new RegExp(`/${auctionId}$`));
    expect(row(env.twin, auctionId).publicData['displayPrice']).toBe(15000);
  });
});

describe('seller badges follow the membership stored for the seller (issue 18 defect 2)', () => {
  const userId = (email: string) => (env.twin.app.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: string }).id;

  it('a listing a starter member creates carries the starter badge in its metadata (cards, shop) and on its listing page; a free member\'s none', async () => {
    const id = await createPublished(starter);
    expect(row(env.twin, id).metadata).toMatchObject({ verified: false, starter: true, international: false });
    const page = await run(listingPage.loader, `/l/x/${id}`, { slug: 'x', id }, as(free));
    expect(page.listing.badges).toEqual(['starter']);
    const plain = await createPublished(free);
    const freePage = await run(listingPage.loader, `/l/x/${plain}`, { slug: 'x', id: plain }, as(starter));
    expect(freePage.listing.badges).toEqual([]);
  });

  it('saving a listing brings its badges up to date with the seller\'s plan', async () => {
    const id = await createPublished(starter);
    env.twin.app.db.prepare("UPDATE listings SET metadata = '{}' WHERE id = ?").run(id);
    const params = { slug: 'x', id, type: 'edit', tab: 'onestep' };
    const loaded = await run(editPage.loader, `/l/x/${id}/edit/onestep`, params, as(starter));
    const outcome = await run(editPage.action, `/l/x/${id}/edit/onestep`, params, as(starter), post({ ...baseFields(loaded.values.images.map(imageField)), intent: 'save', oldStock: String(loaded.listing.stock) }));
    expect(location(outcome)).toBe(`/l/monstera-deliciosa-albo/${id}`);
    expect(row(env.twin, id).metadata).toMatchObject({ starter: true });
  });

  it('a member who buys premium gets the verified badge on every listing they have; going back to free removes it', async () => {
    const { writeMembership } = await import('~/membership/billing.server');
    const sellerId = userId('free.seller@variegata.test');
    const theirs = () => rows(env.twin).filter((r) => r.authorId === sellerId);
    expect(theirs().length).toBeGreaterThan(0);
    await writeMembership(sellerId, { planId: 'premiumPlan', stripeCustomerId: '' });
    for (const r of theirs()) expect(r.metadata, r.id).toMatchObject({ verified: true, starter: false, international: false });
    await writeMembership(sellerId, { planId: 'freePlan', stripeCustomerId: '' });
    for (const r of theirs()) expect(r.metadata, r.id).toMatchObject({ verified: false, starter: false, international: false });
  });
});
