import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { errorCode, failure, newUser, publishedListing, sdkFor, startTestTwin, types } from './testing/harness';
import type { RunningMarketplaceTwin } from './server';

let twin: RunningMarketplaceTwin;
beforeAll(async () => { twin = await startTestTwin(); });
afterAll(async () => { await twin.close(); });

async function png(width = 1200, height = 900): Promise<Blob> {
  const buf = await sharp({ create: { width, height, channels: 3, background: '#2e7d32' } }).png().toBuffer();
  return new Blob([new Uint8Array(buf)], { type: 'image/png' });
}

describe('own_listings lifecycle', () => {
  it('draft -> publish -> close -> open, each visible by state; discard removes a draft', async () => {
    const u = await newUser(twin);
    const draft = await u.sdk.ownListings.createDraft({ title: 'Philodendron Pink Princess', price: new types.Money(9000, 'USD') }, { expand: true });
    const id = draft.data.data.id;
    expect(draft.data.data.type).toBe('ownListing');
    expect(draft.data.data.attributes.state).toBe('draft');
    expect((await failure(sdkFor(twin).listings.show({ id }))).status).toBe(404);
    expect((await failure(u.sdk.listings.show({ id }))).status).toBe(404);
    expect((await u.sdk.ownListings.query({ states: ['draft'] })).data.data).toHaveLength(1);
    const pub = await u.sdk.ownListings.publishDraft({ id }, { expand: true });
    expect(pub.data.data.attributes.state).toBe('published');
    expect(errorCode(await failure(u.sdk.ownListings.publishDraft({ id })))).toBe('conflict');
    await u.sdk.ownListings.close({ id });
    const closed = await sdkFor(twin).listings.show({ id });
    expect(closed.data.data.attributes.state).toBe('closed');
    expect((await sdkFor(twin).listings.query({ ids: [id] })).data.data).toHaveLength(0);
    await u.sdk.ownListings.open({ id });
    expect((await sdkFor(twin).listings.query({ ids: [id] })).data.data).toHaveLength(1);
    const d2 = await u.sdk.ownListings.createDraft({ title: 'To discard' });
    await u.sdk.ownListings.discardDraft({ id: d2.data.data.id });
    expect((await failure(u.sdk.ownListings.show({ id: d2.data.data.id }))).status).toBe(404);
    const own = await u.sdk.ownListings.query({});
    expect(own.data.data.map((l: any) => l.attributes.title)).toEqual(['Philodendron Pink Princess']);
  });

  it('update merges publicData, privateData stays private, metadata is disallowed, others cannot edit', async () => {
    const u = await newUser(twin);
    const id = await publishedListing(u, { publicData: { genus: 'monstera', species: 'deliciosa' } });
    await u.sdk.ownListings.update({ id, publicData: { species: null, tradeName: 'Thai' }, privateData: { shippingAddressFrom: { city: 'Bergen' } } });
    const own = await u.sdk.ownListings.show({ id });
    expect(own.data.data.attributes.publicData).toMatchObject({ genus: 'monstera', tradeName: 'Thai' });
    expect(own.data.data.attributes.publicData.species).toBeUndefined();
    expect(own.data.data.attributes.privateData.shippingAddressFrom.city).toBe('Bergen');
    const pub = await sdkFor(twin).listings.show({ id });
    expect(pub.data.data.attributes.privateData).toBeUndefined();
    expect(errorCode(await failure(u.sdk.ownListings.update({ id, metadata: { verified: true } })))).toBe('validation-disallowed-key');
    const other = await newUser(twin);
    expect((await failure(other.sdk.ownListings.update({ id, title: 'Mine now' }))).status).toBe(403);
    expect(errorCode(await failure(u.sdk.ownListings.update({ id, price: 12 })))).toBe('validation-invalid-value');
  });

  it('include author,images with fields, limit.images and custom image variants', async () => {
    const u = await newUser(twin);
    const img1 = await u.sdk.images.upload({ image: await png() }, { expand: true });
    const img2 = await u.sdk.images.upload({ image: await png(600, 600) });
    const res = await u.sdk.ownListings.create({ title: 'Anthurium warocqueanum', images: [img1.data.data.id, img2.data.data.id], price: new types.Money(100, 'USD') });
    const id = res.data.data.id;
    const q = await sdkFor(twin).listings.show({
      id, include: ['author', 'images'], 'fields.listing': ['title', 'publicData.genus'], 'fields.image': ['variants.listing-card', 'variants.custom'],
      'limit.images': 1, 'imageVariant.custom': 'w:300;h:200;fit:crop',
    });
    expect(Object.keys(q.data.data.attributes)).toEqual(['title', 'publicData']);
    expect(q.data.data.relationships.images.data).toHaveLength(1);
    const image = q.data.included.find((r: any) => r.type === 'image');
    expect(Object.keys(image.attributes.variants).sort()).toEqual(['custom', 'listing-card']);
    expect(image.attributes.variants.custom).toMatchObject({ width: 300, height: 200 });
    const served = await fetch(image.attributes.variants['listing-card'].url);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
    expect(q.data.included.find((r: any) => r.type === 'user').id.uuid).toBe(u.id);
    // scaled variants keep the aspect ratio and never enlarge
    const all = await sdkFor(twin).listings.show({ id, include: ['images'] });
    const first = all.data.included.find((r: any) => r.id.uuid === img1.data.data.id.uuid);
    expect(first.attributes.variants['scaled-small']).toMatchObject({ width: 320, height: 240 });
    expect(first.attributes.variants['scaled-xlarge']).toMatchObject({ width: 1200, height: 900 });
    const tooBig = await failure(sdkFor(twin).listings.show({ id, include: ['images'], 'imageVariant.huge': 'w:4000;h:100;fit:scale' }));
    expect(tooBig.status).toBe(400);
  });

  it('image upload accepts JPG, GIF and PNG and reports their size', async () => {
    const u = await newUser(twin);
    for (const format of ['jpeg', 'gif', 'png'] as const) {
      const buf = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#abcdef' } }).toFormat(format).toBuffer();
      const res = await u.sdk.images.upload({ image: new Blob([new Uint8Array(buf)]) }, { expand: true, 'fields.image': ['variants.default'] });
      expect(res.data.data.attributes.variants.default).toMatchObject({ width: 300, height: 200 });
    }
  });

  it('image upload rejects non-images (400 image-invalid-content) and files over 20 MB (413 request-upload-over-limit)', async () => {
    const u = await newUser(twin);
    const e = await failure(u.sdk.images.upload({ image: new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/png' }) }));
    expect(e.status).toBe(400);
    expect(errorCode(e)).toBe('image-invalid-content');
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).webp().toBuffer();
    expect(errorCode(await failure(u.sdk.images.upload({ image: new Blob([new Uint8Array(webp)]) })))).toBe('image-invalid-content');
    // referencing a missing image, or someone else's, is 409 image-invalid
    const e2 = await failure(u.sdk.ownListings.create({ title: 'x', images: [new types.UUID('00000000-0000-4000-8000-000000000009')] }));
    expect(e2.status).toBe(409);
    expect(errorCode(e2)).toBe('image-invalid');
    const other = await newUser(twin);
    const theirs = await other.sdk.images.upload({ image: await png(40, 40) });
    expect(errorCode(await failure(u.sdk.currentUser.updateProfile({ profileImageId: theirs.data.data.id })))).toBe('image-invalid');
    const big = await failure(u.sdk.images.upload({ image: new Blob([new Uint8Array(21 * 1024 * 1024)], { type: 'image/jpeg' }) }));
    expect(big.status).toBe(413);
    expect(errorCode(big)).toBe('request-upload-over-limit');
  });
});

describe('stock', () => {
  it('compare_and_set: first set from null, mismatch is 409 old-total-mismatch, expand returns the stock', async () => {
    const u = await newUser(twin);
    const id = await publishedListing(u);
    const first = await u.sdk.stock.compareAndSet({ listingId: new types.UUID(id), oldTotal: null, newTotal: 3 }, { expand: true });
    expect(first.data.data).toMatchObject({ type: 'stock', attributes: { quantity: 3 } });
    const e = await failure(u.sdk.stock.compareAndSet({ listingId: new types.UUID(id), oldTotal: 5, newTotal: 1 }));
    expect(e.status).toBe(409);
    expect(errorCode(e)).toBe('old-total-mismatch');
    const other = await newUser(twin);
    expect((await failure(other.sdk.stock.compareAndSet({ listingId: new types.UUID(id), oldTotal: 3, newTotal: 1 }))).status).toBe(403);
    const shown = await sdkFor(twin).listings.show({ id, include: ['currentStock'] });
    expect(shown.data.included[0].attributes.quantity).toBe(3);
  });

  it('100 concurrent compare_and_set calls leave a ledger that adds up', async () => {
    const u = await newUser(twin);
    const id = await publishedListing(u, { stock: 0 });
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) =>
      u.sdk.stock.compareAndSet({ listingId: new types.UUID(id), oldTotal: 0, newTotal: i + 1 })));
    const wins = results.filter((r) => r.status === 'fulfilled');
    expect(wins).toHaveLength(1);
    const ledger = twin.app.db.prepare('SELECT quantity, total_after FROM stock_adjustments WHERE listing_id = ? ORDER BY seq').all(id) as { quantity: number; total_after: number }[];
    const sum = ledger.reduce((s, a) => s + a.quantity, 0);
    const current = (twin.app.db.prepare('SELECT stock FROM listings WHERE id = ?').get(id) as { stock: number }).stock;
    expect(sum).toBe(current);
    expect(ledger.at(-1)!.total_after).toBe(current);
    // a chain of sequential-but-concurrent attempts: each success moves by exactly +1
    let total = current;
    const attempts = await Promise.allSettled(Array.from({ length: 100 }, () => u.sdk.stock.compareAndSet({ listingId: new types.UUID(id), oldTotal: total, newTotal: total + 1 })));
    total += attempts.filter((r) => r.status === 'fulfilled').length;
    const after = twin.app.db.prepare('SELECT SUM(quantity) AS s FROM stock_adjustments WHERE listing_id = ?').get(id) as { s: number };
    expect(after.s).toBe(total);
    const adj = await u.sdk.stockAdjustments.query({ listingId: id, perPage: 100 });
    expect(adj.data.meta.totalItems).toBe(ledger.length + 1);
  });
});

describe('more listing endpoints', () => {
  it('own_listings/add_image appends an uploaded image; stock_adjustments/create adjusts relative to the total', async () => {
    const u = await newUser(twin);
    const id = await publishedListing(u, { stock: 2 });
    const img = await u.sdk.images.upload({ image: await png(500, 500) });
    const res = await u.sdk.ownListings.addImage({ id, imageId: img.data.data.id }, { expand: true, include: ['images'] });
    expect(res.data.data.relationships.images.data).toHaveLength(1);
    await u.sdk.stockAdjustments.create({ listingId: id, quantity: 3 });
    const shown = await sdkFor(twin).listings.show({ id, include: ['currentStock'] });
    expect(shown.data.included[0].attributes.quantity).toBe(5);
    expect((await failure(u.sdk.stockAdjustments.create({ listingId: id, quantity: -6 }))).status).toBe(400);
  });

  it('works with an SDK that writes verbose transit (transitVerbose)', async () => {
    const u = await newUser(twin);
    const verbose = sdkFor(twin, { transitVerbose: true });
    await verbose.login({ username: u.email, password: u.password });
    const res = await verbose.ownListings.create({ title: 'Verbose Syngonium', price: new types.Money(700, 'USD'), publicData: { genus: 'syngonium' } }, { expand: true });
    expect(res.data.data.attributes.price.amount).toBe(700);
    expect(res.data.data.attributes.createdAt).toBeInstanceOf(Date);
  });
});
