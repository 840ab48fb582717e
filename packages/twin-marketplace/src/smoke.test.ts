import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, sdkFor, startTestTwin, types } from './testing/harness';
import type { RunningMarketplaceTwin } from './server';

let twin: RunningMarketplaceTwin;
beforeAll(async () => { twin = await startTestTwin(); });
afterAll(async () => { await twin.close(); });

describe('smoke', () => {
  it('anonymous marketplace show', async () => {
    const sdk = sdkFor(twin);
    const res = await sdk.marketplace.show();
    expect(res.data.data.attributes.name).toBe('Variegata');
  });
  it('user creates and queries listing', async () => {
    const u = await newUser(twin);
    const me = await u.sdk.currentUser.show();
    expect(me.data.data.attributes.email).toBe(u.email);
    const l = await u.sdk.ownListings.create({ title: 'Monstera albo', price: new types.Money(1000, 'USD'), publicData: { genus: 'monstera' } }, { expand: true });
    expect(l.data.data.attributes.price.amount).toBe(1000);
    const q = await sdkFor(twin).listings.query({ pub_genus: 'monstera', include: ['author'] });
    expect(q.data.data).toHaveLength(1);
    expect(q.data.included[0].type).toBe('user');
  });
});
