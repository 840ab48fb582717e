import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, failure, integrationSdkFor, itemLineItems, newUser, publishedListing, sdkFor, startTestTwin, trustedSdk, types } from './testing/harness';
import type { RunningMarketplaceTwin } from './server';

let twin: RunningMarketplaceTwin;
beforeAll(async () => { twin = await startTestTwin({ requireListingApproval: true }); });
afterAll(async () => { await twin.close(); });

describe('remaining endpoints', () => {
  it('marketplace/show works anonymously', async () => {
    const res = await sdkFor(twin).marketplace.show();
    expect(res.data.data).toMatchObject({ type: 'marketplace', attributes: { name: 'Variegata' } });
  });

  it('with listing approval, publishing goes to pendingApproval until the operator approves', async () => {
    const u = await newUser(twin);
    const res = await u.sdk.ownListings.create({ title: 'Needs approval' }, { expand: true });
    expect(res.data.data.attributes.state).toBe('pendingApproval');
    const id = res.data.data.id;
    expect((await sdkFor(twin).listings.query({ ids: [id] })).data.data).toHaveLength(0);
    const integ = integrationSdkFor(twin);
    await integ.listings.approve({ id });
    expect((await sdkFor(twin).listings.query({ ids: [id] })).data.data).toHaveLength(1);
    expect(errorCode(await failure(integ.listings.approve({ id })))).toBe('conflict');
  });

  it('transition_speculative runs the checks without persisting; operator views of transactions, messages and stock', async () => {
    const seller = await newUser(twin);
    const buyer = await newUser(twin);
    const listingId = await publishedListing(seller, { stock: 1 });
    const integ = integrationSdkFor(twin);
    await integ.listings.approve({ id: listingId });
    const trusted = await trustedSdk(twin, buyer.sdk);
    const tx = await trusted.transactions.initiate({
      processAlias: 'default-purchase/release-1', transition: 'transition/request-payment',
      params: { listingId: new types.UUID(listingId), stockReservationQuantity: 1, lineItems: itemLineItems(5000, 1) },
    });
    const id = tx.data.data.id;
    const spec = await buyer.sdk.transactions.transitionSpeculative({ id, transition: 'transition/confirm-payment', params: {} });
    expect(spec.data.data.attributes.lastTransition).toBe('transition/confirm-payment');
    expect((await buyer.sdk.transactions.show({ id })).data.data.attributes.lastTransition).toBe('transition/request-payment');
    const specOp = await integ.transactions.transitionSpeculative({ id: id.uuid, transition: 'transition/auto-payment', params: {} });
    expect(specOp.data.data.attributes.lastTransition).toBe('transition/auto-payment');
    expect((await integ.transactions.show({ id: id.uuid, include: ['customer', 'provider', 'listing'] })).data.included).toHaveLength(3);
    await buyer.sdk.messages.send({ transactionId: id, content: 'Is it rooted?' });
    expect((await integ.messages.query({ transactionId: id.uuid })).data.data[0].attributes.content).toBe('Is it rooted?');
    const adj = await integ.stockAdjustments.query({ listingId });
    expect(adj.data.data.map((a: any) => a.attributes.quantity)).toEqual([1, -1]);
    await integ.stockAdjustments.create({ listingId, quantity: 2 });
    expect((await integ.listings.show({ id: listingId, include: ['currentStock'] })).data.included[0].attributes.quantity).toBe(2);
  });

  it('integration users/verify_email marks the email verified', async () => {
    const u = await newUser(twin);
    const integ = integrationSdkFor(twin);
    await integ.users.verifyEmail({ id: u.id });
    expect((await u.sdk.currentUser.show()).data.data.attributes.emailVerified).toBe(true);
  });

  it('nested includes put every referenced resource in included (author.profileImage, reviews.author)', async () => {
    const u = await newUser(twin);
    const blob = new Blob([new Uint8Array(await (await import('sharp')).default({ create: { width: 50, height: 50, channels: 3, background: '#123456' } }).png().toBuffer())]);
    const img = await u.sdk.images.upload({ image: blob });
    await u.sdk.currentUser.updateProfile({ profileImageId: img.data.data.id });
    const id = await publishedListing(u);
    await integrationSdkFor(twin).listings.approve({ id });
    const res = await sdkFor(twin).listings.show({ id, include: ['author', 'author.profileImage', 'images'] });
    const refs: { id: { uuid: string }; type: string }[] = [];
    const collect = (r: any) => { for (const rel of Object.values(r.relationships ?? {}) as any[]) { const d = rel.data; if (Array.isArray(d)) refs.push(...d); else if (d) refs.push(d); } };
    collect(res.data.data);
    res.data.included.forEach(collect);
    expect(refs.length).toBeGreaterThanOrEqual(2);
    for (const ref of refs) expect(res.data.included.some((i: any) => i.type === ref.type && i.id.uuid === ref.id.uuid)).toBe(true);
    const author = res.data.included.find((i: any) => i.type === 'user');
    expect(author.relationships.profileImage.data.id.uuid).toBe(img.data.data.id.uuid);
    await u.sdk.currentUser.updateProfile({ profileImageId: null });
    const none = await sdkFor(twin).users.show({ id: u.id, include: ['profileImage'] });
    expect(none.data.data.relationships.profileImage.data).toBeNull();
  });
});
