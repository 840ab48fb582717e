/**
 * The Integration API calls through the real sharetribe-flex-integration-sdk against the
 * marketplace twin: users with every data scope, listings with metadata, operator transitions and
 * the event log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { demoUsers, seedMarketplaceDemo } from '@variegata/twin-marketplace/seed';
import { integrationSdkFor, newUser, publishedListing, startTestTwin } from '@variegata/twin-marketplace/testing/harness';
import { integrationApi, type IntegrationApi } from './integration-api';
import { marketplaceApi } from './marketplace-api';

let twin: RunningMarketplaceTwin;
let operator: IntegrationApi;
let seededUsers: { email: string; id: string }[];

beforeAll(async () => {
  twin = await startTestTwin();
  seededUsers = (await seedMarketplaceDemo(twin, { listings: 10, scryptLogN: 10 })).users;
  operator = integrationApi(integrationSdkFor(twin));
});
afterAll(async () => {
  await twin.close();
});

describe('users', () => {
  it('shows a user with every data scope, by id or by email', async () => {
    const premium = demoUsers.find((u) => u.plan === 'premiumPlan')!;
    const id = seededUsers.find((u) => u.email === premium.email)!.id;
    const byId = await operator.users.show({ id });
    expect(byId).toMatchObject({ id, email: premium.email, emailVerified: true });
    expect(byId.profile.privateData.membershipPlanId).toBe('premiumPlan');
    expect(byId.profile.metadata).toMatchObject({ username: premium.username, verified: true });
    expect((await operator.users.show({ email: premium.email })).id).toBe(id);
  });

  it('pages through users', async () => {
    const first = await operator.users.query({ perPage: 4 });
    expect(first.meta).toMatchObject({ page: 1, perPage: 4, totalItems: demoUsers.length });
    expect(first.items).toHaveLength(4);
    const usernames = first.items.map((u) => u.profile.metadata.username);
    expect(usernames.every((name) => typeof name === 'string')).toBe(true);
  });

  it('writes private data and metadata', async () => {
    const user = await newUser(twin);
    const updated = await operator.users.updateProfile({ id: user.id, privateData: { membershipPlanId: 'starterPlan', stripeCustomerId: 'cus_123' }, metadata: { username: 'newgrower' } });
    expect(updated.profile.privateData).toMatchObject({ membershipPlanId: 'starterPlan', stripeCustomerId: 'cus_123' });
    expect(updated.profile.metadata.username).toBe('newgrower');
    expect((await marketplaceApi(user.sdk).currentUser.show()).profile.metadata.username).toBe('newgrower');
  });
});

describe('listings', () => {
  it('shows, queries and updates listings with their metadata', async () => {
    const seller = await newUser(twin);
    const listingId = await publishedListing(seller, { stock: 2, publicData: { type: 'sell' } });
    const shown = await operator.listings.show({ id: listingId, include: ['author'] });
    expect(shown).toMatchObject({ id: listingId, state: 'published', privateData: {}, metadata: {}, author: { id: seller.id } });

    const counted = await operator.listings.update({ id: listingId, metadata: { totalViews: 1, viewsByCurrentDay: 1, viewsDay: '2026-01-10' } });
    expect(counted.metadata).toEqual({ totalViews: 1, viewsByCurrentDay: 1, viewsDay: '2026-01-10' });
    await expect(operator.listings.write({ id: listingId, metadata: { totalViews: 2 } })).resolves.toBeUndefined();
    expect((await operator.listings.show({ id: listingId })).metadata).toMatchObject({ totalViews: 2, viewsByCurrentDay: 1 });

    const byAuthor = await operator.listings.query({ authorId: seller.id, states: ['published'] });
    expect(byAuthor.items.map((l) => l.id)).toEqual([listingId]);
    const searched = await operator.listings.query({ pub_genus: 'monstera', perPage: 100 });
    expect(searched.items.length).toBeGreaterThan(0);
    expect(searched.items.every((l) => l.publicData.genus === 'monstera')).toBe(true);
  });
});

describe('transactions and events', () => {
  it('reads and transitions a transaction as the operator, and lists the events', async () => {
    const seller = await newUser(twin);
    const buyer = await newUser(twin);
    const listingId = await publishedListing(seller, { stock: 1 });
    const enquiry = await marketplaceApi(buyer.sdk).transactions.initiate({ transition: 'enquire', params: { listingId } });

    const shown = await operator.transactions.show({ id: enquiry.id, include: ['customer', 'provider', 'listing'] });
    expect(shown).toMatchObject({ id: enquiry.id, lastTransition: 'enquire', customer: { id: buyer.id }, provider: { id: seller.id }, listing: { id: listingId } });
    const ofBuyer = await operator.transactions.query({ customerId: buyer.id });
    expect(ofBuyer.items.map((t) => t.id)).toEqual([enquiry.id]);

    const labelled = await operator.transactions.updateMetadata({ id: enquiry.id, metadata: { shippingLabel: { trackingNumber: '9400111' } } });
    expect(labelled.metadata).toEqual({ shippingLabel: { trackingNumber: '9400111' } });
    expect((await marketplaceApi(buyer.sdk).transactions.show({ id: enquiry.id })).metadata['shippingLabel']).toEqual({ trackingNumber: '9400111' });
    expect((await operator.transactions.updateMetadata({ id: enquiry.id, metadata: { shippingLabel: null } })).metadata).toEqual({});

    // The operator may take no transition out of an enquiry: the API's 409 comes through untouched.
    await expect(operator.transactions.transition({ id: enquiry.id, transition: 'cancel' })).rejects.toMatchObject({ status: 409 });

    await operator.listings.update({ id: listingId, metadata: { totalViews: 1 } });
    const events = await operator.events.query({ eventTypes: ['listing/updated', 'user/updated'] });
    expect(events.find((e) => e.resourceId === listingId)).toMatchObject({ eventType: 'listing/updated', resourceType: 'listing' });
    for (const event of events) {
      expect(['listing/updated', 'user/updated']).toContain(event.eventType);
      expect(event.resourceId).toMatch(/^[0-9a-f-]{36}$/);
      expect(event.createdAt).toBeInstanceOf(Date);
    }
    const later = await operator.events.query({ startAfterSequenceId: events.at(-1)?.sequenceId ?? 0 });
    expect(later.every((e) => e.sequenceId > (events.at(-1)?.sequenceId ?? 0))).toBe(true);
  });
});
