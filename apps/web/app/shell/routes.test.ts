import { describe, expect, it } from 'vitest';
import { isAccountSettingsPage, mobileLogoHref, routeNameOf } from './routes';

describe('route names by path', () => {
  it.each([
    ['/', 'LandingPage'], ['/marketplace', 'SearchPage'], ['/marketplace/monstera/albo', 'SearchPage'],
    ['/l/new', 'NewListingPage'], ['/l/abc', 'ListingPageCanonical'], ['/l/m/abc', 'ListingPage'],
    ['/l/m/abc/checkout', 'CheckoutPage'], ['/l/m/abc/draft', 'ListingPageVariant'], ['/l/m/abc/edit/onestep', 'EditListingPage'],
    ['/order/x/details', 'OrderDetailsPage'], ['/sale/x/details', 'SaleDetailsPage'], ['/account/payments', 'StripePayoutPage'],
    ['/account/payments/success', 'StripePayoutOnboardingPage'], ['/login', 'LoginPage'], ['/terms', 'ArticlePage'],
    ['/a/b/c', 'Unknown'],
  ] as const)('%s is %s', (path, name) => {
    expect(routeNameOf(path)).toBe(name);
  });
});

describe('logo rule', () => {
  it.each(['/l/m/abc', '/l/abc', '/order/x/details', '/sale/x/details', '/order/x'])('the mobile logo goes to search on %s', (path) => {
    expect(mobileLogoHref(routeNameOf(path))).toBe('/marketplace');
  });
  it.each(['/', '/marketplace', '/favorites', '/inbox/sales', '/l/new'])('and to the landing page on %s', (path) => {
    expect(mobileLogoHref(routeNameOf(path))).toBe('/');
  });
});

describe('account settings pages', () => {
  it('are contact details, password, payments and payment methods', () => {
    expect(['/account/contact-details', '/account/change-password', '/account/payments', '/account/payments/x', '/account/payment-methods'].every((p) => isAccountSettingsPage(routeNameOf(p)))).toBe(true);
    expect(isAccountSettingsPage(routeNameOf('/profile-settings'))).toBe(false);
  });
});
