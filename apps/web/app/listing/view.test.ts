import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Listing } from '@variegata/marketplace-client/listing-entity';
import { imageEntity, listingEntity, stockEntity } from '../../test/support/entities';
import { cutText, ownerBar, READ_MORE_LENGTH } from './page-text';
import { detailRows, obfuscatedCentre, toListingView } from './view';
import { similarQueries } from './page.server';
import { listingMeta } from './meta';
import { nextViewMetadata, readViewCookie, writeViewCookie, VIEW_THROTTLE_MS } from './actions.server';

const entity = (fields: Partial<Listing>, relations: Partial<Listing> = {}) => listingEntity({ id: '11111111-1111-4111-8111-111111111111', ...fields, ...relations });

describe('listing view', () => {
  it('shows the currency code instead of a price in an unsupported currency', () => {
    const view = toListingView(entity({ title: 'A', price: { amount: 1000, currency: 'EUR' }, publicData: { type: 'sell' } }), 0);
    expect(view.price).toBe('EUR');
    expect(view.currencySupported).toBe(false);
    expect(view.instalment).toBeNull();
    expect(toListingView(entity({ title: 'A', price: { amount: 123450, currency: 'USD' }, publicData: {} }), 0).price).toBe('$1,234.50');
  });

  it('is sold out only for a non-auction listing with stock 0 or less', () => {
    const stock = (q: number) => ({ currentStock: stockEntity(q) });
    expect(toListingView(entity({ title: 'A', publicData: { type: 'sell' } }, stock(0)), 0).soldOut).toBe(true);
    expect(toListingView(entity({ title: 'A', publicData: { type: 'sell' } }, stock(1)), 0).soldOut).toBe(false);
    expect(toListingView(entity({ title: 'A', publicData: { type: 'auction' } }, stock(0)), 0).soldOut).toBe(false);
  });

  it('auction: hot under 3 hours, closed after the end, reserve met when the current bid reaches it', () => {
    const end = Date.UTC(2026, 0, 10, 12);
    const a = (now: number, pd: Record<string, unknown> = {}) => toListingView(entity({ title: 'A', price: { amount: 1000, currency: 'USD' }, publicData: { type: 'auction', auctionDateTimestamp: end, ...pd } }), now).auction!;
    expect(a(end - 3 * 3600_000 - 1).hot).toBe(false);
    expect(a(end - 3 * 3600_000 + 1).hot).toBe(true);
    expect(a(end - 1).closed).toBe(false);
    expect(a(end).closed).toBe(true);
    expect(a(0, { currentAmount: 5000, reservePrice: 5000 }).reserve).toBe('met');
    expect(a(0, { currentAmount: 4999, reservePrice: 5000 }).reserve).toBe('not-met');
    expect(a(0).reserve).toBeNull();
    expect(a(0).currentBid).toBe('$10.00');
    expect(a(0, { currentAmount: 2500 }).currentBid).toBe('$25.00');
  });

  it('instalments split the price into 4 payments for supported currencies', () => {
    const view = toListingView(entity({ title: 'A', price: { amount: 1001, currency: 'USD' }, publicData: { type: 'sell' } }), 0);
    expect(view.instalment).toBe('or 4 interest-free payments of $2.51');
  });

  it('details link to the search filters, genus and species as paths', () => {
    const rows = detailRows({ genus: 'anthurium', species: 'warocqueanum', plantType: 'node-cut', rooted: 'no', tradeName: 'Queen', parentSpeciesA: 'magnificum' });
    const href = (key: string) => rows.find((r) => r.key === key)?.href;
    expect(href('genus')).toBe('/marketplace/anthurium');
    expect(href('species')).toBe('/marketplace/anthurium/warocqueanum');
    expect(href('plantType')).toBe('/marketplace?pub_plantType=node-cut');
    expect(href('rooted')).toBe('/marketplace?pub_rooted=no');
    expect(href('tradeName')).toBe('/marketplace?pub_tradeName=Queen');
    expect(href('parentSpeciesA')).toBe('/marketplace?pub_parentSpeciesA=magnificum');
    expect(rows.find((r) => r.key === 'plantType')!.value).toBe('Node cut');
  });

  it('cuts text at the read-more length with an ellipsis, never longer', () => {
    expect(cutText('short', READ_MORE_LENGTH)).toEqual({ text: 'short', cut: false });
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 600 }), (text) => {
        const out = cutText(text, READ_MORE_LENGTH);
        expect(out.cut).toBe(Array.from(text).length > READ_MORE_LENGTH);
        if (out.cut) expect(Array.from(out.text).length).toBeLessThanOrEqual(READ_MORE_LENGTH + 1);
      }),
    );
  });

  it('owner bar: a message per state, "Finish listing" for a draft, "Edit listing" otherwise', () => {
    expect(ownerBar('draft')).toMatchObject({ button: 'Finish listing', type: 'draft' });
    for (const s of ['published', 'pendingApproval', 'closed'] as const) expect(ownerBar(s).button).toBe('Edit listing');
    const messages = new Set((['draft', 'published', 'pendingApproval', 'closed'] as const).map((s) => ownerBar(s).message));
    expect(messages.size).toBe(4);
  });

  it('fuzzy centre: deterministic per listing, moved, within the offset radius', () => {
    fc.assert(
      fc.property(fc.double({ min: -60, max: 60, noNaN: true }), fc.double({ min: -170, max: 170, noNaN: true }), fc.uuid(), (lat, lng, id) => {
        const c = obfuscatedCentre({ lat, lng }, id, 500);
        expect(c).toEqual(obfuscatedCentre({ lat, lng }, id, 500));
        const dy = (c.lat - lat) * 111_320;
        const dx = (c.lng - lng) * 111_320 * Math.cos((lat * Math.PI) / 180);
        const d = Math.hypot(dx, dy);
        expect(d).toBeGreaterThan(200);
        expect(d).toBeLessThan(800);
      }),
    );
  });
});

describe('similar listings queries (spec 2 §9 fallback chain)', () => {
  it('genus with species, then genus only, then no filter', () => {
    expect(similarQueries({ genus: 'hoya', species: 'carnosa' })).toEqual([{ pub_genus: 'hoya', pub_species: 'carnosa' }, { pub_genus: 'hoya' }, {}]);
  });
  it('Anthurium uses the two parent species', () => {
    expect(similarQueries({ genus: 'anthurium', species: 'x', parentSpeciesA: 'a', parentSpeciesB: 'b' })[0]).toEqual({ pub_genus: 'anthurium', pub_parentSpeciesA: 'a', pub_parentSpeciesB: 'b' });
  });
  it('without a genus only the unfiltered query is left', () => {
    expect(similarQueries({})).toEqual([{}]);
  });
});

describe('SEO', () => {
  const image = imageEntity({ facebook: { url: 'https://x/f.jpg', width: 1200, height: 630 }, twitter: { url: 'https://x/t.jpg', width: 600, height: 314 }, 'listing-card': { url: 'https://x/c.jpg', width: 400, height: 400 } }, 'i');
  const view = (pd: Listing['publicData']) =>
    toListingView(entity({ title: 'Hoya', description: 'Nice', price: { amount: 2500, currency: 'USD' }, publicData: pd }, { images: [image] }), 0);
  it('has canonical, Open Graph 1200x630, Twitter 600x314 and Product structured data', () => {
    const meta = listingMeta(view({ type: 'sell' }), 'https://site/l/hoya/1', 'Seller');
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://site/l/hoya/1' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://x/f.jpg' });
    expect(meta).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(meta).toContainEqual({ name: 'twitter:image', content: 'https://x/t.jpg' });
    expect(meta).toContainEqual({ name: 'twitter:image:height', content: '314' });
    const ld = meta.find((m) => 'script:ld+json' in m) as { 'script:ld+json': { '@type': string; offers: { price: string } } };
    expect(ld['script:ld+json']['@type']).toBe('Product');
    expect(ld['script:ld+json'].offers.price).toBe('25.00');
  });
  it('is hidden for private listings', () => {
    const meta = listingMeta(view({ type: 'sell', isPrivate: true }), 'https://site/l/hoya/1', 'Seller');
    expect(meta.some((m) => 'property' in m || 'script:ld+json' in m || ('tagName' in m && m.tagName === 'link'))).toBe(false);
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });
});

describe('view guard cookie and metadata', () => {
  const id = '11111111-1111-4111-8111-111111111111';
  it('keeps entries for 5 minutes only', () => {
    const cookie = writeViewCookie({ [id]: 1000 }, false).split(';')[0]!.split('=')[1]!;
    expect(readViewCookie(cookie, 1000 + VIEW_THROTTLE_MS - 1)).toEqual({ [id]: 1000 });
    expect(readViewCookie(cookie, 1000 + VIEW_THROTTLE_MS)).toEqual({});
    expect(readViewCookie('garbage~x.also', 0)).toEqual({});
  });
  it('views of the current day reset when the day changes', () => {
    const day1 = Date.UTC(2026, 0, 10, 23, 59);
    const m1 = nextViewMetadata({ totalViews: 7, viewsByCurrentDay: 3, viewsDay: '2026-01-10' }, day1);
    expect(m1).toEqual({ totalViews: 8, viewsByCurrentDay: 4, viewsDay: '2026-01-10' });
    expect(nextViewMetadata(m1, day1 + 120_000)).toEqual({ totalViews: 9, viewsByCurrentDay: 1, viewsDay: '2026-01-11' });
  });
});
