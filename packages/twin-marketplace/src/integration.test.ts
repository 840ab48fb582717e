import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, failure, integrationSdkFor, itemLineItems, newUser, publishedListing, sdkFor, startTestTwin, trustedSdk, types } from './testing/harness';
import type { RunningMarketplaceTwin } from './server';

let twin: RunningMarketplaceTwin;
let integ: any;
beforeAll(async () => { twin = await startTestTwin(); integ = integrationSdkFor(twin); });
afterAll(async () => { await twin.close(); });

describe('Integration API', () => {
  it('authenticates with client credentials and a secret; a wrong secret fails', async () => {
    const res = await integ.marketplace.show();
    expect(res.data.data.type).toBe('marketplace');
    const bad = (await import('sharetribe-flex-integration-sdk')).default.createInstance({ clientId: 'variegata-sandbox-integration', clientSecret: 'wrong', baseUrl: twin.url });
    expect((await failure(bad.marketplace.show())).status).toBe(401);
  });

  it('users show/query/update_profile writes metadata the user cannot', async () => {
    const u = await newUser(twin);
    await integ.users.updateProfile({ id: u.id, metadata: { username: 'plantfan', verified: true } });
    const shown = await integ.users.show({ id: u.id });
    expect(shown.data.data.attributes.email).toBe(u.email);
    expect(shown.data.data.attributes.profile.metadata).toEqual({ username: 'plantfan', verified: true });
    const pub = await sdkFor(twin).users.show({ id: u.id });
    expect(pub.data.data.attributes.profile.metadata.username).toBe('plantfan');
    const q = await integ.users.query({ perPage: 100 });
    expect(q.data.data.some((x: any) => x.id.uuid === u.id)).toBe(true);
  });

  it('listings update(metadata) is searchable by meta_ keys; open/close; stock compare_and_set', async () => {
    const u = await newUser(twin);
    const id = await publishedListing(u, { title: 'Hoya carnosa' });
    await integ.listings.update({ id, metadata: { viewsByCurrentDay: 42, verified: true } });
    const q = await sdkFor(twin).listings.query({ meta_verified: true, sort: 'meta_viewsByCurrentDay' });
    expect(q.data.data.map((l: any) => l.id.uuid)).toContain(id);
    await integ.listings.close({ id });
    expect((await integ.listings.show({ id })).data.data.attributes.state).toBe('closed');
    await integ.listings.open({ id });
    await integ.stock.compareAndSet({ listingId: id, oldTotal: null, newTotal: 7 });
    expect(errorCode(await failure(integ.stock.compareAndSet({ listingId: id, oldTotal: 1, newTotal: 2 })))).toBe('old-total-mismatch');
    const found = await integ.listings.query({ meta_verified: true, pub_genus: 'monstera' });
    expect(found.data.data.map((x: any) => x.id.uuid)).toContain(id);
    expect((await integ.listings.query({ meta_verified: true, states: 'closed' })).data.data).toHaveLength(0);
    const l = await integ.listings.query({ authorId: u.id, include: ['currentStock'] });
    expect(l.data.included[0].attributes.quantity).toBe(7);
  });

  it('operator transitions, update_metadata and transactions query', async () => {
    const seller = await newUser(twin);
    const buyer = await newUser(twin);
    const listingId = await publishedListing(seller, { stock: 2, price: 4000 });
    const trusted = await trustedSdk(twin, buyer.sdk);
    const tx = await trusted.transactions.initiate({
      processAlias: 'default-purchase/release-1', transition: 'transition/request-payment',
      params: { listingId: new types.UUID(listingId), stockReservationQuantity: 1, lineItems: itemLineItems(4000, 1) },
    });
    const id = tx.data.data.id;
    await buyer.sdk.transactions.transition({ id, transition: 'transition/confirm-payment', params: {} });
    await integ.transactions.updateMetadata({ id, metadata: { note: 'checked' } });
    const res = await integ.transactions.transition({ id, transition: 'transition/cancel', params: {} }, { expand: true });
    expect(res.data.data.attributes.lastTransition).toBe('transition/cancel');
    expect(res.data.data.attributes.metadata).toEqual({ note: 'checked' });
    expect(res.data.data.attributes.payinTotal.amount).toBe(0);
    expect(res.data.data.attributes.lineItems.filter((li: any) => li.reversal)).toHaveLength(2);
    expect((await integ.listings.show({ id: listingId, include: ['currentStock'] })).data.included[0].attributes.quantity).toBe(2);
    const q = await integ.transactions.query({ customerId: buyer.id });
    expect(q.data.data).toHaveLength(1);
    expect(errorCode(await failure(integ.transactions.transition({ id, transition: 'transition/confirm-payment', params: {} })))).toBe('transaction-invalid-transition');
    const events = await integ.events.query({ eventTypes: 'transaction/transitioned' });
    expect(events.data.data.length).toBeGreaterThanOrEqual(2);
  });

  it('marketplace tokens cannot call the Integration API and integration tokens cannot call the Marketplace API', async () => {
    const res = await fetch(`${twin.url}/v1/auth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ client_id: 'variegata-sandbox', grant_type: 'client_credentials', scope: 'public-read' }) });
    const anon = await res.json() as { access_token: string };
    const r1 = await fetch(`${twin.url}/v1/integration_api/users/query`, { headers: { authorization: `Bearer ${anon.access_token}` } });
    expect(r1.status).toBe(403);
    const r2 = await fetch(`${twin.url}/v1/auth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'variegata-sandbox-integration', client_secret: 'variegata-sandbox-integration-secret', grant_type: 'client_credentials', scope: 'integ' }) });
    const integToken = await r2.json() as { access_token: string };
    const r3 = await fetch(`${twin.url}/v1/api/current_user/show`, { headers: { authorization: `Bearer ${integToken.access_token}` } });
    expect(r3.status).toBe(403);
  });
});
