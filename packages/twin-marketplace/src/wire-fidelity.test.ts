/**
 * Exact wire values the hosted API answers and a template-style client relies on: prefixed
 * transition names, `currentUser.state`, and the JSON representation for `Accept: application/json`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationSdkFor, newUser, publishedListing, startTestTwin, trustedSdk, types } from './testing/harness';
import type { RunningMarketplaceTwin } from './server';

const ALIAS = 'default-purchase/release-1';
let twin: RunningMarketplaceTwin;

beforeAll(async () => { twin = await startTestTwin(); });
afterAll(async () => { await twin.close(); });

describe('transition names', () => {
  it('lastTransition, transitions[].transition and process transitions carry the transition/ namespace', async () => {
    const seller = await newUser(twin);
    const buyer = await newUser(twin);
    const listingId = await publishedListing(seller, { stock: 2 });
    const res = await buyer.sdk.transactions.initiate({ processAlias: ALIAS, transition: 'transition/enquire', params: { listingId: new types.UUID(listingId) } }, { expand: true });
    expect(res.data.data.attributes.lastTransition).toBe('transition/enquire');
    expect(res.data.data.attributes.transitions).toEqual([{ transition: 'transition/enquire', createdAt: expect.any(Date), by: 'customer' }]);
    const trusted = await trustedSdk(twin, buyer.sdk);
    const spec = await trusted.transactions.transitionSpeculative({
      id: res.data.data.id, transition: 'request-payment-after-enquiry',
      params: { stockReservationQuantity: 1, lineItems: [{ code: 'line-item/item', unitPrice: new types.Money(5000, 'USD'), quantity: 1, includeFor: ['customer', 'provider'] }] },
    });
    expect(spec.data.data.attributes.lastTransition).toBe('transition/request-payment-after-enquiry');
    expect(spec.data.data.attributes.transitions.map((t: { transition: string }) => t.transition)).toEqual(['transition/enquire', 'transition/request-payment-after-enquiry']);
    const inbox = await seller.sdk.transactions.query({ only: 'sale', lastTransitions: ['transition/enquire'] });
    expect(inbox.data.data.map((t: any) => t.attributes.lastTransition)).toEqual(['transition/enquire']);
    const next = await buyer.sdk.processTransitions.query({ transactionId: res.data.data.id });
    expect(next.data.data.map((t: any) => t.attributes.name).sort()).toEqual(['transition/negotiate-amount-after-enquiry', 'transition/request-payment-after-enquiry']);
    const operator = await integrationSdkFor(twin).transactions.show({ id: res.data.data.id.uuid });
    expect(operator.data.data.attributes.lastTransition).toBe('transition/enquire');
  });
});

describe('currentUser.state', () => {
  it('is active for a signed-up user, banned once the operator bans them', async () => {
    const u = await newUser(twin);
    const me = await u.sdk.currentUser.show({ include: ['effectivePermissionSet'] });
    expect(me.data.data.attributes.state).toBe('active');
    expect(me.data.included).toEqual([expect.objectContaining({ type: 'currentUserPermissionSet', attributes: { postListings: 'permission/allow', initiateTransactions: 'permission/allow', read: 'permission/allow' } })]);
    twin.app.db.prepare('UPDATE users SET banned = 1 WHERE id = ?').run(u.id);
    const shown = await integrationSdkFor(twin).users.show({ id: u.id });
    expect(shown.data.data.attributes).toMatchObject({ state: 'banned', banned: true });
  });
});

describe('Accept: application/json', () => {
  it('answers the JSON representation (typed money and LatLng, ISO dates, string ids), errors too', async () => {
    const seller = await newUser(twin);
    const id = await publishedListing(seller, { price: 4200 });
    const token = (await fetch(`${twin.url}/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ client_id: 'variegata-sandbox', grant_type: 'client_credentials', scope: 'public-read' }) }).then((r) => r.json())) as { access_token: string };
    const headers = { Accept: 'application/json', Authorization: `Bearer ${token.access_token}` };
    const res = await fetch(`${twin.url}/v1/api/listings/show?id=${id}`, { headers });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { data: { id: string; type: string; attributes: Record<string, unknown> } };
    expect(body.data.id).toBe(id);
    expect(body.data.type).toBe('listing');
    expect(body.data.attributes['price']).toEqual({ _type: 'money', amount: 4200, currency: 'USD' });
    expect(body.data.attributes['createdAt']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const missing = await fetch(`${twin.url}/v1/api/listings/show?id=00000000-0000-4000-8000-000000000000`, { headers });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await missing.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('not-found');
    const transit = await fetch(`${twin.url}/v1/api/listings/show?id=${id}`, { headers: { ...headers, Accept: 'application/transit+json' } });
    expect(transit.headers.get('content-type')).toMatch(/^application\/transit\+json/);
  });
});
