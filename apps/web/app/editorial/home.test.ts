import { HERO_SLIDE_INTERVAL_MS } from '@variegata/editorial/home';
import { describe, expect, it } from 'vitest';
import { HERO_INTERVAL_MS, homeBands, positionedSlots, slideHref } from './home';

describe('home sections', () => {
  it('the hero advances every 10000 ms, as the editorial package says', () => {
    expect(HERO_INTERVAL_MS).toBe(10_000);
    expect(HERO_INTERVAL_MS).toBe(HERO_SLIDE_INTERVAL_MS);
  });

  it('orders the forum and listing sections by position; unpositioned last; forum first on a tie', () => {
    const listings = [{ position: 2 }, { position: 5 }, { position: null }, { position: 3 }];
    expect(positionedSlots(listings, { position: 3 })).toEqual([
      { kind: 'listings', index: 0 },
      { kind: 'forum' },
      { kind: 'listings', index: 3 },
      { kind: 'listings', index: 1 },
      { kind: 'listings', index: 2 },
    ]);
    expect(positionedSlots(listings, { position: 1 })[0]).toEqual({ kind: 'forum' });
    expect(positionedSlots([{ position: 1 }], null)).toEqual([{ kind: 'listings', index: 0 }]);
  });

  it('groups consecutive listing sections into one band', () => {
    expect(homeBands([{ kind: 'listings', index: 0 }, { kind: 'forum' }, { kind: 'listings', index: 1 }, { kind: 'listings', index: 2 }])).toEqual([
      { kind: 'listings', indexes: [0] },
      { kind: 'forum' },
      { kind: 'listings', indexes: [1, 2] },
    ]);
  });

  it('a slide leads to its article, else a safe link, else a known page name', () => {
    expect(slideHref({ link: { kind: 'article', href: '/a', slug: 'a' } })).toBe('/a');
    expect(slideHref({ link: { kind: 'external', href: '/membership' } })).toBe('/membership');
    expect(slideHref({ link: { kind: 'external', href: 'https://forum.example' } })).toBe('https://forum.example');
    expect(slideHref({ link: { kind: 'external', href: 'javascript:alert(1)' } })).toBeNull();
    expect(slideHref({ link: { kind: 'external', href: '//evil.example' } })).toBeNull();
    expect(slideHref({ link: { kind: 'page', pageName: 'MembershipPage' } })).toBe('/membership');
    expect(slideHref({ link: { kind: 'page', pageName: 'NoSuchPage' } })).toBeNull();
    expect(slideHref({ link: null })).toBeNull();
  });
});
