import { describe, expect, it } from 'vitest';
import { bidHref, bidLoginHref, navigationStateIntent, type NavigationStateInput } from './nav-state';

const base: NavigationStateInput = {
  state: null,
  pathname: '/l/monstera-thai/0000-1',
  search: '',
  listingHref: '/l/monstera-thai/0000-1',
  loginHref: '/login?from=%2Fl%2Fmonstera-thai%2F0000-1',
  isAuction: true,
  auctionOpen: true,
  closed: false,
  isOwner: false,
  signedIn: true,
};

describe('listing navigation state flags', () => {
  it('without flags nothing opens', () => {
    expect(navigationStateIntent(base)).toBeNull();
    expect(navigationStateIntent({ ...base, state: { published: true } })).toBeNull();
    expect(navigationStateIntent({ ...base, state: 'bidNow' })).toBeNull();
  });

  it('bidNow opens the bid modal for a signed-in non-owner on an open auction', () => {
    expect(navigationStateIntent({ ...base, state: { bidNow: true } })).toEqual({ kind: 'bid', to: '/l/monstera-thai/0000-1?bid=open', state: null });
    expect(bidHref('/l/a/1')).toBe('/l/a/1?bid=open');
    expect(bidLoginHref('/l/a/1')).toBe('/login?from=%2Fl%2Fa%2F1%3Fbid%3Dopen');
  });

  it('bidNow sends an anonymous visitor to the login page of "Log in to bid"', () => {
    expect(navigationStateIntent({ ...base, signedIn: false, state: { bidNow: true } })).toEqual({ kind: 'login', to: base.loginHref, state: null });
  });

  it('bidNow opens nothing on an ended or closed auction, for the owner, or on a fixed-price listing', () => {
    expect(navigationStateIntent({ ...base, auctionOpen: false, state: { bidNow: true } })).toBeNull();
    expect(navigationStateIntent({ ...base, closed: true, state: { bidNow: true } })).toBeNull();
    expect(navigationStateIntent({ ...base, isOwner: true, state: { bidNow: true } })).toBeNull();
    expect(navigationStateIntent({ ...base, isAuction: false, auctionOpen: false, state: { bidNow: true } })).toBeNull();
    expect(navigationStateIntent({ ...base, state: { bidNow: 'yes' } })).toBeNull();
  });

  it('showKlarna adds klarna=open to the current URL, keeping its query and the other state', () => {
    expect(navigationStateIntent({ ...base, isAuction: false, auctionOpen: false, state: { showKlarna: true } })).toEqual({
      kind: 'klarna',
      to: '/l/monstera-thai/0000-1?klarna=open',
      state: null,
    });
    expect(navigationStateIntent({ ...base, search: '?orderOpen=true', state: { showKlarna: true, showOffer: true } })).toEqual({
      kind: 'klarna',
      to: '/l/monstera-thai/0000-1?orderOpen=true&klarna=open',
      state: { showOffer: true },
    });
  });

  it('showKlarna does nothing when the modal is already open (no navigation loop)', () => {
    expect(navigationStateIntent({ ...base, search: '?klarna=open', state: { showKlarna: true } })).toBeNull();
  });

  it('bidNow wins over showKlarna; an ignored bidNow still lets showKlarna open', () => {
    expect(navigationStateIntent({ ...base, state: { bidNow: true, showKlarna: true } })?.kind).toBe('bid');
    expect(navigationStateIntent({ ...base, isOwner: true, state: { bidNow: true, showKlarna: true } })?.kind).toBe('klarna');
  });
});
