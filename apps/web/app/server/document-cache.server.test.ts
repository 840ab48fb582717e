import type { AppLoadContext, EntryContext } from '@remix-run/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { auctionState, HOT_AUCTION_MS, SECONDS_SHOWN_MS } from '@variegata/ui/ListingCard';
import fc from 'fast-check';
import { cardsRenderedNow, clearDocuments, documentKey, keepDocument, renderedNow, reusedDocument } from './document-cache.server';

const visitor = (nonce: string, csrfToken: string) => ({ nonce, csrfToken }) as AppLoadContext;
const page = (loaderData: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ({ staticHandlerContext: { loaderData, errors: null, actionData: null, ...extra } }) as unknown as EntryContext;
const signedOut = (csrfToken: string, cookieNotice = true) => ({
  root: { csrfToken, shell: { user: null, cookieNotice } },
  'routes/marketplace': { result: { listings: ['a', 'b'] }, now: 1_700_000_000_000 },
});
const get = (path = '/marketplace') => new Request(`http://127.0.0.1${path}`);

describe('rendered documents kept for signed-out visitors', () => {
  beforeEach(() => clearDocuments());

  it('gives two visitors with the same data the same key, whatever their CSRF tokens', () => {
    const a = documentKey(get(), 200, page(signedOut('token-a')), visitor('nonce-a', 'token-a'));
    const b = documentKey(get(), 200, page(signedOut('token-b')), visitor('nonce-b', 'token-b'));
    expect(a).not.toBeNull();
    expect(b).toBe(a);
  });

  it('gives a different key when the URL or any data differs (cookie notice, results, time)', () => {
    const key = (path: string, data: Record<string, unknown>) => documentKey(get(path), 200, page(data), visitor('n', 't'));
    const base = key('/marketplace', signedOut('t'));
    expect(key('/marketplace?page=2', signedOut('t'))).not.toBe(base);
    expect(key('/marketplace', signedOut('t', false))).not.toBe(base);
    expect(key('/marketplace', { ...signedOut('t'), 'routes/marketplace': { result: { listings: ['a'] }, now: 1_700_000_000_000 } })).not.toBe(base);
    expect(key('/marketplace', { ...signedOut('t'), 'routes/marketplace': { result: { listings: ['a', 'b'] }, now: 1_700_000_001_000 } })).not.toBe(base);
  });

  it('keeps nothing for signed-in members, other methods, other statuses, errors or action data', () => {
    const member = { root: { csrfToken: 't', shell: { user: { id: 'u1', displayName: 'Rosa' } } } };
    expect(documentKey(get(), 200, page(member), visitor('n', 't'))).toBeNull();
    expect(documentKey(new Request('http://127.0.0.1/marketplace', { method: 'POST' }), 200, page(signedOut('t')), visitor('n', 't'))).toBeNull();
    expect(documentKey(get(), 404, page(signedOut('t')), visitor('n', 't'))).toBeNull();
    expect(documentKey(get(), 200, page(signedOut('t'), { errors: { root: new Error('x') } }), visitor('n', 't'))).toBeNull();
    expect(documentKey(get(), 200, page(signedOut('t'), { actionData: { root: {} } }), visitor('n', 't'))).toBeNull();
    expect(documentKey(get(), 200, page({ root: { csrfToken: 't' } }), visitor('n', 't'))).toBeNull();
  });

  it("serves the kept HTML with the next visitor's nonce and CSRF token in place of the first one's", () => {
    const first = visitor('Nonce+A/1==', 'token-a.sig');
    const key = documentKey(get(), 200, page(signedOut('token-a.sig')), first)!;
    expect(reusedDocument(key, first)).toBeNull();
    keepDocument(key, Buffer.from('<script nonce="Nonce+A/1==">window.ctx={"csrfToken":"token-a.sig"}</script><input name="_csrf" value="token-a.sig">'), first);
    const html = reusedDocument(key, visitor('Nonce+B/2==', 'token-b.sig'))?.toString();
    expect(html).toBe('<script nonce="Nonce+B/2==">window.ctx={"csrfToken":"token-b.sig"}</script><input name="_csrf" value="token-b.sig">');
  });

  it('renders countdown pages for the second, so a second of requests shares one render', () => {
    expect(renderedNow(1_700_000_000_999)).toBe(1_700_000_000_000);
    expect(renderedNow(1_700_000_001_000)).toBe(1_700_000_001_000);
  });

  it('renders pages of cards for the minute when no auction on them shows seconds (or just ended), else for the second', () => {
    const now = 1_700_000_012_345;
    const minute = now - (now % 60_000);
    expect(cardsRenderedNow([], SECONDS_SHOWN_MS, now)).toBe(minute);
    expect(cardsRenderedNow([null, now + 5 * 3_600_000, now - 10 * 60_000], SECONDS_SHOWN_MS, now)).toBe(minute);
    // Hot (under 3 hours) but showing hours and minutes: still the minute.
    expect(cardsRenderedNow([now + 5 * 3_600_000, now + 2 * 3_600_000], SECONDS_SHOWN_MS, now)).toBe(minute);
    expect(cardsRenderedNow([now + 5 * 3_600_000, now + 40 * 60_000], SECONDS_SHOWN_MS, now)).toBe(renderedNow(now));
    expect(cardsRenderedNow([now - 20_000], SECONDS_SHOWN_MS, now)).toBe(renderedNow(now));
  });

  it('a card shows the same from the minute as from the second, but for a minute-precision text and the Hot mark lagging', () => {
    // Against the page's time to the second (renderedNow): the same state (running, ended) for every
    // auction; a text that differs only where it shows no seconds; the Hot mark the same but within a
    // minute of its 3 hours, where it lags as the text does.
    // Ends anywhere, and around the edges: just ended, an hour, the 3 hours of "Hot", a day.
    const near = (edge: number) => fc.integer({ min: edge - 120_000, max: edge + 120_000 });
    const offset = fc.oneof(fc.integer({ min: -3 * 86_400_000, max: 10 * 86_400_000 }), near(0), near(SECONDS_SHOWN_MS), near(HOT_AUCTION_MS), near(86_400_000));
    fc.assert(
      fc.property(fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }), fc.array(offset, { maxLength: 24 }), (now, offsets) => {
        const ends = offsets.map((offset) => now + offset);
        const rendered = cardsRenderedNow(ends, SECONDS_SHOWN_MS, now);
        expect(now - rendered).toBeGreaterThanOrEqual(0);
        expect(now - rendered).toBeLessThan(60_000);
        for (const end of ends) {
          const shown = auctionState(end, rendered);
          const second = auctionState(end, renderedNow(now));
          expect(shown.kind).toBe(second.kind);
          if (shown.kind !== 'running' || second.kind !== 'running') continue;
          if (Math.abs(end - now - HOT_AUCTION_MS) > 60_000) expect(shown.hot).toBe(second.hot);
          if (shown.text !== second.text) {
            expect(shown.text).not.toMatch(/s$/);
            expect(second.text).not.toMatch(/s$/);
          }
        }
      }),
    );
  });
});
