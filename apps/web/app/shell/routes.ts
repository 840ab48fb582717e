/**
 * Route names of spec 1 §2.1 for a pathname, for the shell's page-dependent rules
 * (logo target, account-settings highlighting, where reminders and banners show).
 * Order matters: the first matching pattern wins, the catch-all `/{slug}` last.
 */
export type RouteName =
  | 'LandingPage' | 'LivePage' | 'SearchPage' | 'ListingBasePage' | 'NewListingPage' | 'CheckoutPage'
  | 'ListingPage' | 'ListingPageVariant' | 'EditListingPage' | 'EditListingStripeOnboardingPage'
  | 'ListingPageCanonical' | 'ProfileBasePage' | 'ProfilePage' | 'FavoritesPage' | 'ProfileSettingsPage'
  | 'LoginPage' | 'SignupPage' | 'ConfirmPage' | 'PasswordRecoveryPage' | 'PasswordResetPage'
  | 'EmailVerificationPage' | 'MembershipPage' | 'MembershipSuccessPage' | 'MembershipStripePortalRedirectionPage'
  | 'InboxBasePage' | 'InboxPage' | 'OrderPage' | 'OrderDetailsPage' | 'SalePage' | 'SaleDetailsPage'
  | 'ManageListingsPage' | 'ManageLivesPage' | 'AccountSettingsPage' | 'ContactDetailsPage' | 'PasswordChangePage'
  | 'StripePayoutPage' | 'StripePayoutOnboardingPage' | 'PaymentMethodsPage' | 'Styleguide' | 'LivesPage'
  | 'NotFoundPage' | 'ArticlesPage' | 'ArticlesMorePage' | 'ArticlePage' | 'Unknown';

const seg = '[^/]+';
const table: readonly (readonly [RouteName, string])[] = [
  ['LandingPage', ''],
  ['LivePage', `live/${seg}`],
  ['SearchPage', `marketplace(?:/${seg}){0,2}`],
  ['ListingBasePage', 'l'],
  ['NewListingPage', 'l/new'],
  ['CheckoutPage', `l/${seg}/${seg}/checkout`],
  ['ListingPage', `l/${seg}/${seg}`],
  ['ListingPageCanonical', `l/${seg}`],
  ['ListingPageVariant', `l/${seg}/${seg}/${seg}`],
  ['EditListingPage', `l/${seg}/${seg}/${seg}/${seg}`],
  ['EditListingStripeOnboardingPage', `l/${seg}/${seg}/${seg}/${seg}/${seg}`],
  ['ProfileBasePage', 'u'],
  ['ProfilePage', `shop/${seg}(?:/${seg})?`],
  ['FavoritesPage', 'favorites'],
  ['ProfileSettingsPage', 'profile-settings'],
  ['LoginPage', 'login'],
  ['SignupPage', 'signup'],
  ['ConfirmPage', 'confirm'],
  ['PasswordRecoveryPage', 'recover-password'],
  ['PasswordResetPage', 'reset-password'],
  ['EmailVerificationPage', 'verify-email'],
  ['MembershipPage', 'membership'],
  ['MembershipSuccessPage', 'membership-success'],
  ['MembershipStripePortalRedirectionPage', 'membership-customer-portal'],
  ['InboxBasePage', 'inbox'],
  ['InboxPage', `inbox/${seg}`],
  ['OrderPage', `order/${seg}`],
  ['OrderDetailsPage', `order/${seg}/details`],
  ['SalePage', `sale/${seg}`],
  ['SaleDetailsPage', `sale/${seg}/details`],
  ['ManageListingsPage', 'listings'],
  ['ManageLivesPage', 'my-lives'],
  ['AccountSettingsPage', 'account'],
  ['ContactDetailsPage', 'account/contact-details'],
  ['PasswordChangePage', 'account/change-password'],
  ['StripePayoutPage', 'account/payments'],
  ['PaymentMethodsPage', 'account/payment-methods'],
  ['StripePayoutOnboardingPage', `account/payments/${seg}`],
  ['Styleguide', 'styleguide(?:/.*)?'],
  ['LivesPage', 'lives'],
  ['NotFoundPage', 'notfound'],
  ['ArticlesPage', 'editorials'],
  ['ArticlesMorePage', 'more-news'],
  ['ArticlePage', seg],
];

// Pure: a browser bundle that never names a route from a path (only the server does) drops the table.
const compiled = /* @__PURE__ */ table.map(([name, pattern]) => [name, new RegExp(`^/${pattern}/?$`)] as const);

export function routeNameOf(pathname: string): RouteName {
  for (const [name, re] of compiled) if (re.test(pathname)) return name;
  return 'Unknown';
}

/** The mobile logo goes to the search page on listing, order and sale pages (spec 1 §2.2). */
const searchLogoPages: ReadonlySet<RouteName> = new Set([
  'ListingPage', 'ListingPageCanonical', 'ListingPageVariant', 'CheckoutPage',
  'OrderPage', 'OrderDetailsPage', 'SalePage', 'SaleDetailsPage',
]);

export function mobileLogoHref(route: RouteName): '/marketplace' | '/' {
  return searchLogoPages.has(route) ? '/marketplace' : '/';
}

/** Account settings is highlighted on its own pages: contact details, password, payout and payment methods. */
const accountSettingsPages: ReadonlySet<RouteName> = new Set([
  'AccountSettingsPage', 'ContactDetailsPage', 'PasswordChangePage', 'StripePayoutPage',
  'StripePayoutOnboardingPage', 'PaymentMethodsPage',
]);

export function isAccountSettingsPage(route: RouteName): boolean {
  return accountSettingsPages.has(route);
}
