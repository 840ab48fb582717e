import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, failure, sdkFor, startTestTwin } from './testing/harness';
import { DEMO_PASSWORD, seedMarketplaceDemo, seedMarketplaceScale } from './seed';
import type { RunningMarketplaceTwin } from './server';

let twin: RunningMarketplaceTwin;
let result: Awaited<ReturnType<typeof seedMarketplaceDemo>>;
beforeAll(async () => {
  twin = await startTestTwin();
  result = await seedMarketplaceDemo(twin, { scryptLogN: 10 });
});
afterAll(async () => { await twin.close(); });

describe('demo seed', () => {
  it('has users on every membership plan who can log in; premium users are verified', async () => {
    expect(new Set(result.users.map((u) => u.plan))).toEqual(new Set(['freePlan', 'starterPlan', 'premiumPlan', 'internationalSellerPlan']));
    const premium = result.users.find((u) => u.plan === 'premiumPlan')!;
    const sdk = sdkFor(twin);
    await sdk.login({ username: premium.email, password: DEMO_PASSWORD });
    const me = await sdk.currentUser.show();
    expect(me.data.data.attributes.profile.privateData.membershipPlanId).toBe('premiumPlan');
    expect(me.data.data.attributes.profile.metadata.verified).toBe(true);
  });

  it('has fixed-price, quick-sale and auction listings across genera, with images, past and future auctions and bids', async () => {
    const sdk = sdkFor(twin);
    const all = await sdk.listings.query({ perPage: 100, include: ['images'], 'limit.images': 1 });
    expect(all.data.meta.totalItems).toBe(300);
    expect(all.data.included.filter((i: any) => i.type === 'image').length).toBeGreaterThan(0);
    const auctions = await sdk.listings.query({ pub_type: 'auction', perPage: 100 });
    const dates = auctions.data.data.map((l: any) => l.attributes.publicData.auctionDateTimestamp as number);
    expect(dates.some((d: number) => d < Date.now())).toBe(true);
    expect(dates.some((d: number) => d > Date.now())).toBe(true);
    expect(auctions.data.data.some((l: any) => Array.isArray(l.attributes.metadata.bidHistory) && l.attributes.publicData.currentAmount > 0)).toBe(true);
    expect((await sdk.listings.query({ pub_isQuickSell: true })).data.data.length).toBeGreaterThan(0);
    expect((await sdk.listings.query({ pub_genus: 'hoya' })).data.data.length).toBeGreaterThan(0);
    const first = all.data.included.find((i: any) => i.type === 'image');
    const res = await fetch(first.attributes.variants['listing-card'].url);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it('gives open auctions bid histories that replay as they stand, and every bidder a bidding transaction', async () => {
    const auctions = (await sdkFor(twin).listings.query({ pub_type: 'auction', pub_closedAuctionInt: 0, perPage: 100 })).data.data.map((l: any) => ({ id: l.id.uuid as string, ...l.attributes }));
    const withBids = auctions.filter((l: any) => l.metadata.bidHistory?.length > 0);
    expect(withBids.length).toBeGreaterThan(0);
    let entries = 0;
    for (const listing of withBids) {
      const bids = listing.metadata.bidHistory as { amount: number; date: string; bidderId: string }[];
      bids.forEach((bid, i) => {
        if (i === 0) return expect(bid.amount).toBeGreaterThan(listing.price.amount);
        expect(bid.amount).toBeGreaterThan(bids[i - 1]!.amount);
        expect(bid.bidderId).not.toBe(bids[i - 1]!.bidderId);
        expect(Date.parse(bid.date)).toBeGreaterThan(Date.parse(bids[i - 1]!.date));
      });
      expect(listing.publicData.currentAmount).toBe(bids.at(-1)!.amount);
      const recorded = listing.metadata.bidTransactions as Record<string, string>;
      expect(Object.keys(recorded).sort()).toEqual([...new Set(bids.map((bid) => bid.bidderId))].sort());
      entries += Object.keys(recorded).length;
    }
    expect(result.transactions.biddingEntries).toBe(entries);
    const [bidderId, txId] = Object.entries(withBids[0].metadata.bidTransactions as Record<string, string>)[0]!;
    const bidder = sdkFor(twin);
    await bidder.login({ username: result.users.find((u) => u.id === bidderId)!.email, password: DEMO_PASSWORD });
    const tx = (await bidder.transactions.show({ id: txId, include: ['listing'] })).data.data;
    expect(tx.attributes.lastTransition).toBe('transition/place-bid');
    expect(tx.relationships.listing.data.id.uuid).toBe(withBids[0].id);
  });

  it('stores the price a card shows as displayPrice (an auction\'s current bid, else the price) and sorts on it', async () => {
    const sdk = sdkFor(twin);
    const page = await sdk.listings.query({ perPage: 100, sort: '-pub_displayPrice' });
    const listings = page.data.data.map((l: any) => l.attributes);
    for (const l of listings) expect(l.publicData.displayPrice).toBe(l.publicData.type === 'auction' && l.publicData.currentAmount ? l.publicData.currentAmount : l.price.amount);
    const shown = listings.map((l: any) => l.publicData.displayPrice as number);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it('has completed, reviewed orders (premium seller: instant payout eligible), orders awaiting shipping and an enquiry', async () => {
    expect(result.transactions).toMatchObject({ completed: 12, awaitingShipping: 2, enquiries: 1 });
    const premium = result.users.find((u) => u.email === 'premium.seller@variegata.test')!;
    const reviews = await sdkFor(twin).reviews.query({ subject_id: premium.id, type: 'ofProvider', state: 'public' });
    expect(reviews.data.data.length).toBeGreaterThanOrEqual(10);
    const avg = reviews.data.data.reduce((s: number, r: any) => s + r.attributes.rating, 0) / reviews.data.data.length;
    expect(avg).toBeGreaterThanOrEqual(4);
    const buyer = sdkFor(twin);
    await buyer.login({ username: 'free.buyer@variegata.test', password: DEMO_PASSWORD });
    const orders = await buyer.transactions.query({ only: 'order', include: ['messages'] });
    expect(orders.data.data.some((t: any) => t.attributes.lastTransition === 'transition/enquire')).toBe(true);
    expect((twin.app.db.prepare('SELECT COUNT(*) AS n FROM timers WHERE done = 0').get() as { n: number }).n).toBeGreaterThan(0);
  });

  it('seed images have no uploader: no seller can attach them elsewhere, and a seeded listing keeps its own on update', async () => {
    const seller = sdkFor(twin);
    await seller.login({ username: 'premium.seller@variegata.test', password: DEMO_PASSWORD });
    const sellerId = (await seller.currentUser.show()).data.data.id.uuid as string;
    const own = await seller.ownListings.query({ include: ['images'], perPage: 2 });
    const [mine, other] = own.data.data as any[];
    const imagesOf = (l: any): any[] => l.relationships.images.data.map((i: any) => i.id);
    const seedImages = imagesOf(mine);
    expect(seedImages.length).toBeGreaterThan(0);
    await seller.ownListings.update({ id: mine.id, images: [...seedImages].reverse() });
    const otherImages = imagesOf(other).map((i) => i.uuid);
    const foreignImage = ((await sdkFor(twin).listings.query({ include: ['images', 'author'], perPage: 100 })).data.data as any[])
      .filter((l) => l.relationships.author.data.id.uuid !== sellerId)
      .flatMap(imagesOf)
      .find((i) => !otherImages.includes(i.uuid));
    for (const call of [
      () => seller.ownListings.create({ title: 'Borrowed picture', images: [foreignImage] }),
      () => seller.ownListings.update({ id: other.id, images: [foreignImage] }),
      () => seller.ownListings.addImage({ id: other.id, imageId: foreignImage }),
      () => seller.currentUser.updateProfile({ profileImageId: foreignImage }),
    ]) {
      const e = await failure(call());
      expect(e.status).toBe(409);
      expect(errorCode(e)).toBe('image-invalid');
    }
  });

  it('scale seed bulk-loads searchable listings', async () => {
    const t = await startTestTwin();
    await seedMarketplaceScale(t, { count: 2000, batchSize: 500 });
    const res = await sdkFor(t).listings.query({ pub_genus: 'monstera', perPage: 48, sort: '-pub_closedAuctionInt,pub_hasStockInt,meta_viewsByCurrentDay' });
    expect(res.data.meta.totalItems).toBe(200);
    await t.close();
  });
});
