import { describe, expect, it } from 'vitest';
import { AUCTIONS_PATH, VERIFIED_SELLERS_PATH } from './config';
import { CREATE_LISTING_ITEM, desktopNavItems, type NavLocation, type NavUser } from './nav';
import { mobileMenuItems } from './mobile-menu-items';
import { userMenuItems } from './user-menu-items';
import type { RouteName } from './routes';

const at = (route: RouteName, pathname = '/', search = ''): NavLocation => ({ route, pathname, search });
const user = (overrides: Partial<NavUser> = {}): NavUser => ({ username: 'greenthumb', isSubscriber: false, hasListings: false, inboxBadge: 0, ...overrides });
const keys = (items: { key: string }[]) => items.map((item) => item.key);
const find = (items: { key: string; to: string; active?: boolean; badge?: number }[], key: string) => items.find((item) => item.key === key);

describe('shortcuts', () => {
  it('verified sellers: meta_verified true with the spec sort', () => {
    const url = new URL(VERIFIED_SELLERS_PATH, 'http://x');
    expect(url.pathname).toBe('/marketplace');
    expect(url.searchParams.get('meta_verified')).toBe('true');
    expect(url.searchParams.get('sort')).toBe('-pub_closedAuctionInt,pub_hasStockInt,meta_viewsByCurrentDay');
  });
  it('auctions: pub_type auction with the spec sort', () => {
    const url = new URL(AUCTIONS_PATH, 'http://x');
    expect(url.searchParams.get('pub_type')).toBe('auction');
    expect(url.searchParams.get('sort')).toBe('-pub_closedAuctionInt,-pub_auctionDateTimestamp');
  });
  it('create listing goes to the new-listing page', () => {
    expect(CREATE_LISTING_ITEM.to).toBe('/l/new');
  });
});

describe('desktop navigation', () => {
  it('has the shortcuts, articles, gallery, membership and plant pay', () => {
    const items = desktopNavItems(null, at('LandingPage'));
    expect(keys(items)).toEqual(['verified', 'auctions', 'articles', 'gallery', 'membership', 'plantpay']);
    expect(find(items, 'articles')?.to).toBe('/editorials');
    expect(find(items, 'gallery')?.to).toBe('/gallery');
    expect(find(items, 'plantpay')?.to).toBe('/?plantpay=open');
  });
  it('hides membership for members', () => {
    expect(keys(desktopNavItems(user({ isSubscriber: true }), at('LandingPage')))).not.toContain('membership');
    expect(keys(desktopNavItems(user(), at('LandingPage')))).toContain('membership');
  });
});

describe('user menu', () => {
  it('store, membership, inbox, listings, favorites, profile and account settings', () => {
    const items = userMenuItems(user(), at('LandingPage'));
    expect(keys(items)).toEqual(['store', 'membership', 'inbox', 'listings', 'favorites', 'profile-settings', 'account-settings']);
    expect(find(items, 'store')?.to).toBe('/shop/greenthumb');
  });
  it('members see my subscription pointing at the customer portal instead of membership', () => {
    const items = userMenuItems(user({ isSubscriber: true }), at('LandingPage'));
    expect(find(items, 'membership')).toBeUndefined();
    expect(find(items, 'subscription')?.to).toBe('/membership-customer-portal');
  });
  it('inbox goes to sales for users with listings, otherwise orders, with the badge', () => {
    expect(find(userMenuItems(user({ hasListings: true, inboxBadge: 3 }), at('LandingPage')), 'inbox')).toMatchObject({ to: '/inbox/sales', badge: 3 });
    expect(find(userMenuItems(user(), at('LandingPage')), 'inbox')?.to).toBe('/inbox/orders');
  });
  it.each(['ContactDetailsPage', 'PasswordChangePage', 'StripePayoutPage', 'StripePayoutOnboardingPage', 'PaymentMethodsPage'] as const)('account settings is highlighted on %s', (route) => {
    expect(find(userMenuItems(user(), at(route)), 'account-settings')?.active).toBe(true);
  });
  it('account settings is not highlighted elsewhere', () => {
    expect(find(userMenuItems(user(), at('ProfileSettingsPage')), 'account-settings')?.active).toBe(false);
    expect(find(userMenuItems(user(), at('ProfileSettingsPage')), 'profile-settings')?.active).toBe(true);
  });
  it('no store link without a username', () => {
    expect(keys(userMenuItems(user({ username: null }), at('LandingPage')))).not.toContain('store');
  });
});

describe('mobile menu', () => {
  it('search, shortcuts, plant pay, articles and gallery; opening another modal replaces the menu parameter', () => {
    const items = mobileMenuItems(at('SearchPage', '/marketplace', '?keywords=hoya&mobilemenu=open'));
    expect(keys(items)).toEqual(['search', 'verified', 'auctions', 'plantpay', 'articles', 'gallery']);
    expect(find(items, 'search')?.to).toBe('/marketplace?keywords=hoya&mobilesearch=open');
    expect(find(items, 'plantpay')?.to).toBe('/marketplace?keywords=hoya&plantpay=open');
  });
});
