import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newUser, startTestTwin } from './testing/harness';
import type { RunningMarketplaceTwin } from './server';
import { encodeTransit } from './wire-transit';
import { MoneyValue, Uuid } from './wire-types';

let twin: RunningMarketplaceTwin;
let userToken: string;
beforeAll(async () => {
  twin = await startTestTwin();
  const u = await newUser(twin);
  const res = await fetch(`${twin.url}/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ client_id: 'variegata-sandbox', grant_type: 'password', username: u.email, password: u.password, scope: 'user' }) });
  userToken = ((await res.json()) as { access_token: string }).access_token;
  await fetch(`${twin.url}/v1/api/own_listings/create`, {
    method: 'POST', headers: { authorization: `Bearer ${userToken}`, 'content-type': 'application/transit+json' },
    body: encodeTransit({ title: 'Fuzz Monstera', price: new MoneyValue(100, 'USD'), publicData: { genus: 'monstera' } }),
  });
});
afterAll(async () => { await twin.close(); });

const keys = ['keywords', 'pub_genus', 'pub_isQuickSell', 'pub_auctionDateTimestamp', 'meta_verified', 'price', 'sort', 'page', 'perPage', 'per_page',
  'ids', 'authorId', 'author_id', 'minStock', 'stockMode', 'bounds', 'origin', 'include', 'fields.listing', 'fields.image', 'limit.images',
  'imageVariant.x', 'pub_nope', 'priv_x', 'expand', 'states', 'id'];
const value = fc.oneof(fc.string(), fc.constantFrom('', '-', ',', '1,2', '-price', 'has_any:a,b', 'true', '0', '-1', '99999999999999999999', 'w:10;h:10;fit:crop', '"', '%', 'null', '60,24', '1,2,3,4'));
const getEndpoints = ['listings/query', 'listings/show', 'own_listings/query', 'own_listings/show', 'users/show', 'reviews/query', 'transactions/query', 'messages/query', 'stock_adjustments/query'];
const postEndpoints = ['own_listings/create', 'own_listings/update', 'own_listings/close', 'current_user/update_profile', 'stock/compare_and_set',
  'transactions/initiate', 'transactions/transition', 'messages/send', 'current_user/change_password', 'stock_adjustments/create'];

const bodyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small' }, fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null),
    fc.constant(new Uuid('00000000-0000-4000-8000-000000000001')), fc.constant(new MoneyValue(-5, 'usd')),
    fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('title', 'price', 'id', 'listingId', 'params', 'publicData', 'oldTotal', 'newTotal', 'transition', 'content', 'x'), tie('v'), { maxKeys: 4 })),
})).v;

describe('malformed input never produces a 500', () => {
  it('random query parameters on GET endpoints', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...getEndpoints), fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 5 }), async (endpoint, params) => {
      const res = await fetch(`${twin.url}/v1/api/${endpoint}?${new URLSearchParams(params)}`, { headers: { authorization: `Bearer ${userToken}` } });
      const text = await res.text();
      expect(res.status, `${endpoint} ${JSON.stringify(params)} ${text}`).toBeLessThan(500);
      expect(res.headers.get('content-type')).toContain('application/transit+json');
    }), { numRuns: 150 });
  });

  it('includes named like built-in object properties (__proto__, toString, constructor) are no relationships', async () => {
    for (const include of ['__proto__', 'toString', 'constructor', 'images,__proto__.x']) {
      const res = await fetch(`${twin.url}/v1/api/listings/query?${new URLSearchParams({ include })}`, { headers: { authorization: `Bearer ${userToken}` } });
      expect(res.status, include).toBe(200);
      const text = await res.text();
      expect(text, include).not.toContain('internal-server-error');
    }
  });

  it('random transit bodies on POST endpoints', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...postEndpoints), fc.dictionary(fc.constantFrom('title', 'price', 'id', 'listingId', 'params', 'publicData', 'oldTotal', 'newTotal', 'transition', 'processAlias', 'transactionId', 'content', 'quantity', 'currentPassword', 'newPassword'), bodyValue, { maxKeys: 5 }), async (endpoint, body) => {
      const res = await fetch(`${twin.url}/v1/api/${endpoint}`, {
        method: 'POST', headers: { authorization: `Bearer ${userToken}`, 'content-type': 'application/transit+json' }, body: encodeTransit(body),
      });
      const text = await res.text();
      expect(res.status, `${endpoint} ${text}`).toBeLessThan(500);
    }), { numRuns: 150 });
  });

  it('random raw bytes as bodies', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...postEndpoints, 'images/upload'), fc.string(), fc.constantFrom('application/transit+json', 'application/json', 'multipart/form-data; boundary=x', 'text/plain'), async (endpoint, raw, type) => {
      const res = await fetch(`${twin.url}/v1/api/${endpoint}`, { method: 'POST', headers: { authorization: `Bearer ${userToken}`, 'content-type': type }, body: raw });
      expect(res.status).toBeLessThan(500);
    }), { numRuns: 100 });
  });
});
