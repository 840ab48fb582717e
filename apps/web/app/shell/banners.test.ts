import { describe, expect, it } from 'vitest';
import {
  addSeenReminder, COOKIE_CONSENT_MAX_AGE_SECONDS, reminderFor, showCookieNotice, showLimitedAccessBanner,
  showSmartBanner, SMART_BANNER_MAX_AGE_SECONDS, type ReminderFacts,
} from './banners';

const q = (query = '') => new URLSearchParams(query);

describe('cookie notice', () => {
  it('shows until euCookiesAccepted is 1', () => {
    expect(showCookieNotice({}, q())).toBe(true);
    expect(showCookieNotice({ euCookiesAccepted: '0' }, q())).toBe(true);
    expect(showCookieNotice({ euCookiesAccepted: '1' }, q())).toBe(false);
  });
  it('is hidden when fromMobile=1', () => {
    expect(showCookieNotice({}, q('fromMobile=1'))).toBe(false);
    expect(showCookieNotice({}, q('fromMobile=0'))).toBe(true);
  });
  it('consent lasts 10 years', () => {
    expect(COOKIE_CONSENT_MAX_AGE_SECONDS).toBe(3650 * 86400);
  });
});

const facts = (overrides: Partial<ReminderFacts>): ReminderFacts => ({
  route: 'LandingPage', emailVerified: true, hasListings: false, hasOrders: false, hasPayoutAccount: true, seen: [], ...overrides,
});

describe('missing-information reminders', () => {
  it('asks an unverified user with listings or orders to verify', () => {
    expect(reminderFor(facts({ emailVerified: false, hasListings: true }))).toBe('email-verification');
    expect(reminderFor(facts({ emailVerified: false, hasOrders: true }))).toBe('email-verification');
    expect(reminderFor(facts({ emailVerified: false }))).toBeNull();
  });
  it('asks a user with listings and no payout account for payout details', () => {
    expect(reminderFor(facts({ hasListings: true, hasPayoutAccount: false }))).toBe('payout-account');
    expect(reminderFor(facts({ hasOrders: true, hasPayoutAccount: false }))).toBeNull();
  });
  it('email verification comes first', () => {
    expect(reminderFor(facts({ emailVerified: false, hasListings: true, hasPayoutAccount: false }))).toBe('email-verification');
  });
  it('a seen reminder stays away and the next one due shows', () => {
    const both = { emailVerified: false, hasListings: true, hasPayoutAccount: false } as const;
    expect(reminderFor(facts({ ...both, seen: ['email-verification'] }))).toBe('payout-account');
    expect(reminderFor(facts({ ...both, seen: ['email-verification', 'payout-account'] }))).toBeNull();
  });
  it.each(['LoginPage', 'SignupPage', 'ContactDetailsPage', 'EmailVerificationPage', 'PasswordResetPage', 'StripePayoutPage'] as const)('never on %s', (route) => {
    expect(reminderFor(facts({ route, emailVerified: false, hasListings: true, hasPayoutAccount: false }))).toBeNull();
  });
  it('shows on other account pages', () => {
    expect(reminderFor(facts({ route: 'PaymentMethodsPage', hasListings: true, hasPayoutAccount: false }))).toBe('payout-account');
  });
  it('the seen cookie accumulates without duplicates and ignores junk', () => {
    expect(addSeenReminder(undefined, 'payout-account')).toBe('payout-account');
    expect(addSeenReminder('payout-account,junk', 'payout-account')).toBe('payout-account');
    expect(addSeenReminder('payout-account', 'email-verification')).toBe('payout-account,email-verification');
  });
});

describe('limited-access banner', () => {
  it('shows only when user:limited is the only scope', () => {
    expect(showLimitedAccessBanner(['user:limited'], 'LandingPage')).toBe(true);
    expect(showLimitedAccessBanner(['user'], 'LandingPage')).toBe(false);
    expect(showLimitedAccessBanner(['user', 'user:limited'], 'LandingPage')).toBe(false);
    expect(showLimitedAccessBanner([], 'LandingPage')).toBe(false);
  });
  it('not on the search page', () => {
    expect(showLimitedAccessBanner(['user:limited'], 'SearchPage')).toBe(false);
  });
});

describe('Android smart banner', () => {
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  it('shows on Android browsers only', () => {
    expect(showSmartBanner(android, {})).toBe(true);
    expect(showSmartBanner(iphone, {})).toBe(false);
    expect(showSmartBanner(null, {})).toBe(false);
  });
  it('not in standalone mode, not once dismissed', () => {
    expect(showSmartBanner(android, {}, true)).toBe(false);
    expect(showSmartBanner(android, { vg_smart_banner_dismissed: '1' })).toBe(false);
  });
  it('dismissal lasts 90 days', () => {
    expect(SMART_BANNER_MAX_AGE_SECONDS).toBe(90 * 86400);
  });
});
