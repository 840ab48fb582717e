/**
 * Fidelity suite: the sequence of calls a Sharetribe web template client makes, replayed through the
 * real `sharetribe-flex-sdk` against a twin running the template's processes (read from
 * `processes/*.edn`) and the shipped hosted assets. Nothing of the template is used; each step
 * asserts what the hosted API documents: asset responses, `currentUser.state` and its permission
 * set, search, listing pages, a draft with an image, the template's inquiry and purchase processes
 * with `transition/`-prefixed names, bookings against an availability plan, and sitemap data.
 */
import sharp from 'sharp';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, failure, sdkFor, startTestTwin, trustedSdk, types } from './testing/harness';
import { readProcessDirectory, TEMPLATE_PROCESSES_DIR } from './processes-registry';
import type { RunningMarketplaceTwin } from './server';

let twin: RunningMarketplaceTwin;
beforeAll(async () => { twin = await startTestTwin({ processes: readProcessDirectory(TEMPLATE_PROCESSES_DIR) }); });
afterAll(async () => { await twin.close(); });

/** The SDK as the template's server creates it: memory store, asset CDN pointed at the twin. */
const client = () => sdkFor(twin, { assetCdnBaseUrl: twin.url });

/** The template's `appCdnAssets` paths (configDefault.js), fetched as the template does: translations, footer, the rest. */
const CONFIG_PATHS = ['/content/top-bar.json', '/design/branding.json', '/design/layout.json', '/general/localization.json', '/general/access-control.json',
  '/users/user-types.json', '/users/user-fields.json', '/listings/listing-categories.json', '/listings/listing-types.json', '/listings/listing-fields.json',
  '/listings/listing-search.json', '/transactions/minimum-transaction-size.json', '/integrations/analytics.json', '/integrations/google-search-console.json', '/integrations/map.json'];

async function signUp(email: string): Promise<{ sdk: any; id: string }> {
  const sdk = client();
  const created = await sdk.currentUser.create({ email, password: 'template-password-1', firstName: 'Tess', lastName: 'Template', displayName: 'Tess T', publicData: { userType: 'seller' } }, { expand: true });
  await sdk.login({ username: email, password: 'template-password-1' });
  return { sdk, id: created.data.data.id.uuid };
}

async function png(): Promise<Blob> {
  return new Blob([new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2e7d32' } }).png().toBuffer())], { type: 'image/png' });
}

const stamp = Date.now().toString(36);
let seller: { sdk: any; id: string };
let buyer: { sdk: any; id: string };
let listingId = '';

describe('a template-style client on the twin', () => {
  it('loads the hosted configuration: translations, footer and config assets by alias, the landing page by version', async () => {
    const sdk = client();
    const [translations, footer, configs] = await Promise.all([
      sdk.assetsByAlias({ paths: ['/content/translations.json'], alias: 'latest' }),
      sdk.assetsByAlias({ paths: ['/content/footer.json'], alias: 'latest' }),
      sdk.assetsByAlias({ paths: CONFIG_PATHS, alias: 'latest' }),
    ]);
    const version = translations.data.meta.version;
    expect(footer.data.meta.version).toBe(version);
    expect(configs.data.meta.version).toBe(version);
    expect(translations.data.data[0]).toMatchObject({ type: 'jsonAsset', attributes: { assetPath: '/content/translations.json' } });
    const byPath = new Map(configs.data.data.map((a: any) => [a.attributes.assetPath, a.attributes.data]));
    expect([...byPath.keys()].sort()).toEqual([...CONFIG_PATHS].sort());
    // what the template checks before it renders (hasMandatoryConfigs)
    expect((byPath.get('/listings/listing-types.json') as any).listingTypes.length).toBeGreaterThan(0);
    expect((byPath.get('/listings/listing-fields.json') as any).listingFields).toBeInstanceOf(Array);
    expect((byPath.get('/transactions/minimum-transaction-size.json') as any).listingMinimumPrice).toEqual({ type: 'subunit', amount: 500 });
    const logoId = (byPath.get('/design/branding.json') as any).logo._ref.id;
    expect(configs.data.included).toContainEqual(expect.objectContaining({ id: logoId, type: 'imageAsset' }));
    const landing = await sdk.assetByVersion({ path: 'content/pages/landing-page.json', version });
    expect(landing.data.data.sections[0].sectionType).toBe('hero');
    const commission = await sdk.assetsByAlias({ paths: ['transactions/commission.json'], alias: 'latest' });
    expect(commission.data.data[0].attributes.data.providerCommission.percentage).toBe(10);
  });

  it('signs up and logs in; currentUser is active with its effective permission set', async () => {
    seller = await signUp(`seller-${stamp}@example.com`);
    buyer = await signUp(`buyer-${stamp}@example.com`);
    expect((await seller.sdk.authInfo()).isAnonymous).toBe(false);
    const me = await seller.sdk.currentUser.show({ include: ['effectivePermissionSet', 'profileImage', 'stripeAccount'], 'fields.image': ['variants.square-small', 'variants.square-small2x'] });
    expect(me.data.data).toMatchObject({ type: 'currentUser', attributes: { state: 'active', emailVerified: false, profile: { displayName: 'Tess T', publicData: { userType: 'seller' } } } });
    expect(me.data.data.relationships.effectivePermissionSet.data.type).toBe('currentUserPermissionSet');
    expect(me.data.included).toContainEqual(expect.objectContaining({
      type: 'currentUserPermissionSet', attributes: { postListings: 'permission/allow', initiateTransactions: 'permission/allow', read: 'permission/allow' },
    }));
  });

  it('creates a draft with an image, sets stock, publishes it', async () => {
    const image = await seller.sdk.images.upload({ image: await png() }, { expand: true });
    expect(image.data.data.type).toBe('image');
    const draft = await seller.sdk.ownListings.createDraft({
      title: `Philodendron ${stamp}`, description: 'Rooted, in a 12 cm pot',
      price: new types.Money(4500, 'USD'), geolocation: new types.LatLng(60.17, 24.94),
      publicData: { listingType: 'plant', transactionProcessAlias: 'default-purchase/release-1', unitType: 'item', genus: 'philodendron' },
      images: [image.data.data.id],
    }, { expand: true, include: ['images'], 'fields.image': ['variants.scaled-small'] });
    expect(draft.data.data).toMatchObject({ type: 'ownListing', attributes: { state: 'draft' } });
    expect(draft.data.included[0].attributes.variants['scaled-small']).toMatchObject({ name: 'scaled-small', width: 320 });
    listingId = draft.data.data.id.uuid;
    await seller.sdk.stock.compareAndSet({ listingId: draft.data.data.id, oldTotal: null, newTotal: 3 }, { expand: true });
    const published = await seller.sdk.ownListings.publishDraft({ id: draft.data.data.id }, { expand: true });
    expect(published.data.data.attributes.state).toBe('published');
  });

  it('finds it in search and shows it as the listing page does', async () => {
    const found = await client().listings.query({
      keywords: stamp, include: ['author', 'images'], 'fields.listing': ['title', 'geolocation', 'price', 'publicData.listingType', 'publicData.transactionProcessAlias'],
      'fields.image': ['variants.listing-card', 'variants.listing-card-2x'], 'limit.images': 1, page: 1, perPage: 24,
    });
    expect(found.data.data.map((l: any) => l.id.uuid)).toEqual([listingId]);
    expect(found.data.data[0].attributes).toEqual({
      title: `Philodendron ${stamp}`, geolocation: expect.objectContaining({ lat: 60.17, lng: 24.94 }), price: expect.objectContaining({ amount: 4500, currency: 'USD' }),
      publicData: { listingType: 'plant', transactionProcessAlias: 'default-purchase/release-1' },
    });
    expect(found.data.meta).toMatchObject({ totalItems: 1, page: 1, perPage: 24 });
    const shown = await client().listings.show({ id: new types.UUID(listingId), include: ['author', 'author.profileImage', 'images', 'currentStock'] });
    expect(shown.data.included.find((r: any) => r.type === 'stock').attributes.quantity).toBe(3);
    expect(shown.data.included.find((r: any) => r.type === 'user').id.uuid).toBe(seller.id);
  });

  it('enquires with the template purchase process; the inbox shows transition/inquire; payment after the inquiry runs through the process', async () => {
    const initiated = await buyer.sdk.transactions.initiate({
      processAlias: 'default-purchase/release-1', transition: 'transition/inquire',
      params: { listingId: new types.UUID(listingId), protectedData: { inquiryMessage: 'Is it rooted?' } },
    }, { expand: true, include: ['listing', 'provider'] });
    const tx = initiated.data.data;
    expect(tx.attributes).toMatchObject({ processName: 'default-purchase', processVersion: 1, lastTransition: 'transition/inquire', protectedData: { inquiryMessage: 'Is it rooted?' } });
    await buyer.sdk.messages.send({ transactionId: tx.id, content: 'Is it rooted?' }, { expand: true });
    const inbox = await seller.sdk.transactions.query({
      only: 'sale', lastTransitions: ['transition/inquire', 'transition/request-payment', 'transition/confirm-payment'],
      include: ['listing', 'provider', 'customer', 'booking'], 'fields.transaction': ['processName', 'lastTransition', 'lastTransitionedAt', 'transitions', 'payinTotal', 'payoutTotal', 'lineItems'],
      page: 1, perPage: 10,
    });
    expect(inbox.data.data).toHaveLength(1);
    expect(inbox.data.data[0].attributes).toMatchObject({ processName: 'default-purchase', lastTransition: 'transition/inquire', transitions: [{ transition: 'transition/inquire', by: 'customer' }] });
    expect(inbox.data.data[0].relationships.booking.data).toBeNull();
    const next = await buyer.sdk.processTransitions.query({ transactionId: tx.id });
    expect(next.data.data.map((t: any) => t.attributes.name)).toEqual(['transition/request-payment-after-inquiry']);
    // the privileged payment as the template's server does it (token exchange, line items)
    const refused = await failure(buyer.sdk.transactions.transition({ id: tx.id, transition: 'transition/request-payment-after-inquiry', params: {} }));
    expect(refused.status).toBe(403);
    const trusted = await trustedSdk(twin, buyer.sdk);
    const lineItems = [{ code: 'line-item/item', unitPrice: new types.Money(4500, 'USD'), quantity: 1, includeFor: ['customer', 'provider'] },
      { code: 'line-item/provider-commission', unitPrice: new types.Money(4500, 'USD'), percentage: -10, includeFor: ['provider'] }];
    const paid = await trusted.transactions.transition({ id: tx.id, transition: 'transition/request-payment-after-inquiry', params: { stockReservationQuantity: 1, lineItems } }, { expand: true });
    expect(paid.data.data.attributes).toMatchObject({ lastTransition: 'transition/request-payment-after-inquiry', payinTotal: expect.objectContaining({ amount: 4500 }), payoutTotal: expect.objectContaining({ amount: 4050 }) });
    expect(paid.data.data.attributes.protectedData.stripePaymentIntents.default.stripePaymentIntentClientSecret).toEqual(expect.any(String));
    const confirmed = await buyer.sdk.transactions.transition({ id: tx.id, transition: 'transition/confirm-payment', params: {} }, { expand: true, include: ['stockReservation'] });
    expect(confirmed.data.data.attributes.lastTransition).toBe('transition/confirm-payment');
    expect(confirmed.data.included.find((r: any) => r.type === 'stockReservation').attributes.state).toBe('accepted');
    expect(errorCode(await failure(seller.sdk.transactions.transition({ id: tx.id, transition: 'transition/cancel', params: {} })))).toBe('transaction-invalid-transition');
  });

  it('a free inquiry with the template inquiry process; Variegata-only names are unknown here', async () => {
    const res = await buyer.sdk.transactions.initiate({ processAlias: 'default-inquiry/release-1', transition: 'transition/inquire-without-payment', params: { listingId: new types.UUID(listingId), protectedData: { inquiryMessage: 'Swap?' } } }, { expand: true });
    expect(res.data.data.attributes).toMatchObject({ processName: 'default-inquiry', lastTransition: 'transition/inquire-without-payment' });
    expect(errorCode(await failure(buyer.sdk.transactions.initiate({ processAlias: 'default-purchase/release-1', transition: 'transition/enquire', params: { listingId: new types.UUID(listingId) } })))).toBe('transaction-invalid-transition');
    expect(errorCode(await failure(buyer.sdk.transactions.initiate({ processAlias: 'instant-payout/release-1', transition: 'transition/inquire', params: { listingId: new types.UUID(listingId) } })))).toBe('validation-invalid-value');
  });

  it('books a time slot of a listing with an availability plan (default-booking): time slots shrink, the provider accepts', async () => {
    const plan = { type: 'availability-plan/time', timezone: 'Etc/UTC', entries: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => ({ dayOfWeek: d, startTime: '09:00', endTime: '17:00', seats: 1 })) };
    const created = await seller.sdk.ownListings.create({
      title: `Repotting session ${stamp}`, price: new types.Money(3000, 'USD'), availabilityPlan: plan,
      publicData: { listingType: 'session', transactionProcessAlias: 'default-booking/release-1', unitType: 'hour' },
    }, { expand: true });
    const id = created.data.data.id;
    const day = new Date(Date.UTC(2031, 0, 6));
    const at = (h: number) => new Date(day.getTime() + h * 3600_000);
    await seller.sdk.availabilityExceptions.create({ listingId: id, start: at(12), end: at(13), seats: 0 }, { expand: true });
    const slots = await client().timeslots.query({ listingId: id, start: day, end: at(24) });
    expect(slots.data.data.map((s: any) => [s.attributes.start.toISOString(), s.attributes.end.toISOString(), s.attributes.type, s.attributes.seats])).toEqual([
      [at(9).toISOString(), at(12).toISOString(), 'time-slot/time', 1], [at(13).toISOString(), at(17).toISOString(), 'time-slot/time', 1],
    ]);
    const trusted = await trustedSdk(twin, buyer.sdk);
    const lineItems = [{ code: 'line-item/hour', unitPrice: new types.Money(3000, 'USD'), quantity: 2, includeFor: ['customer', 'provider'] }];
    const unavailable = await failure(trusted.transactions.initiate({ processAlias: 'default-booking/release-1', transition: 'transition/request-payment', params: { listingId: id, bookingStart: at(11), bookingEnd: at(13), lineItems } }));
    expect(errorCode(unavailable)).toBe('transaction-booking-time-not-available');
    const booked = await trusted.transactions.initiate({ processAlias: 'default-booking/release-1', transition: 'transition/request-payment', params: { listingId: id, bookingStart: at(9), bookingEnd: at(11), lineItems } }, { expand: true, include: ['booking'] });
    expect(booked.data.included.find((r: any) => r.type === 'booking').attributes).toMatchObject({ start: at(9), end: at(11), seats: 1, state: 'pending' });
    const after = await client().timeslots.query({ listingId: id, start: day, end: at(24) });
    expect(after.data.data.map((s: any) => s.attributes.start.toISOString())).toEqual([at(11).toISOString(), at(13).toISOString()]);
    const txId = booked.data.data.id;
    await buyer.sdk.transactions.transition({ id: txId, transition: 'transition/confirm-payment', params: {} });
    const accepted = await seller.sdk.transactions.transition({ id: txId, transition: 'transition/accept', params: {} }, { expand: true, include: ['booking'] });
    expect(accepted.data.data.attributes.lastTransition).toBe('transition/accept');
    expect(accepted.data.included.find((r: any) => r.type === 'booking').attributes.state).toBe('accepted');
    const timers = twin.app.db.prepare('SELECT transition, due_at FROM timers WHERE transaction_id = ? AND done = 0').all(txId.uuid);
    expect(timers).toEqual([{ transition: 'complete', due_at: at(11).getTime() + 2 * 86400_000 }]);
  });

  it('serves sitemap data: recent listings and content pages', async () => {
    const listings = await client().sitemapData.queryListings();
    expect(listings.data.data.map((l: any) => l.id.uuid)).toContain(listingId);
    expect(listings.data.data[0].type).toBe('listing');
    const pages = await client().sitemapData.queryAssets({ pathPrefix: '/content/pages/' });
    expect(pages.data.data.map((a: any) => a.attributes.assetPath)).toEqual(expect.arrayContaining(['/content/pages/landing-page.json', '/content/pages/about.json']));
  });

  it('own_files/show is a clear 501 that names the endpoint', async () => {
    const e = await failure(client().ownFiles.show({ id: new types.UUID(listingId) }));
    expect(e.status).toBe(501);
    expect(e.data.errors[0].title).toBe('The marketplace twin does not implement /v1/api/own_files/show');
    expect(sharetribeSdk).toBeDefined();
  });
});
