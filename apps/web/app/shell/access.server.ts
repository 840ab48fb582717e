/**
 * Who may use each route (spec 1 §2.1, spec 2 §2, spec 3 §2; apps/web/ROUTES.md).
 *
 * Login fallbacks: spec 1 says login unless a route configures sign-up, spec 2 says sign-up for its
 * rows, spec 3 says login. Reading chosen: the listing creation and editing pages, where a visitor is
 * most likely a new seller, send to sign-up; every other login-required page sends to login
 * (ListingPageVariant's configured fallback is login).
 *
 * ROUTE_ACCESS names the rule of every route file's loader (`page`) and action; the loaders and
 * actions enforce it, and test/guards/access-matrix.route.test.ts checks every route against every
 * role, failing for a route file that has no row here.
 */
import type { AppLoadContext } from '@remix-run/node';
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { requireUser } from '~/server/guards.server';

export const SIGNUP_FALLBACK_ROUTES = ['NewListingPage', 'EditListingPage', 'EditListingStripeOnboardingPage'] as const;

export function requireSeller(request: Request, context: AppLoadContext): Promise<CurrentUser> {
  return requireUser(request, context, 'signup');
}

export type AccessRule =
  /** Anyone, signed in or not. */
  | { readonly kind: 'open' }
  /** Everyone is sent elsewhere (a fixed redirect). */
  | { readonly kind: 'redirect' }
  /** Everyone gets the not-found page (404). */
  | { readonly kind: 'not-found' }
  /** Signed-in users; a visitor is sent to the fallback page (a JSON call gets 401). */
  | { readonly kind: 'signed-in'; readonly fallback: 'login' | 'signup' }
  /** Signed-in users but the listing's author (an enquiry about one's own listing is refused with 403). */
  | { readonly kind: 'not-owner'; readonly fallback: 'login' | 'signup' }
  /** The listing's author; a visitor goes to the fallback, anybody else is refused (403, 404 or sent to the public page). */
  | { readonly kind: 'owner'; readonly fallback: 'login' | 'signup' }
  /** One party of a transaction; a visitor goes to login, the other party gets 403, anybody else 404. */
  | { readonly kind: 'party'; readonly role: 'customer' | 'provider' }
  /** No session at all: Stripe's signature over the body (400 without a valid one). */
  | { readonly kind: 'stripe-signature' };

/** No rule for a route without loader or action: a page that renders the same for everybody. */
export interface RouteAccess {
  /** GET and HEAD (the loader). */
  readonly page?: AccessRule;
  /** POST (the action). */
  readonly action?: AccessRule;
}

const open: AccessRule = { kind: 'open' };
const away: AccessRule = { kind: 'redirect' };
const login: AccessRule = { kind: 'signed-in', fallback: 'login' };
const signup: AccessRule = { kind: 'signed-in', fallback: 'signup' };

/** Every route file of app/routes (without extension) and its rules. */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  '$': { page: { kind: 'not-found' } },
  '$slug': { page: open, action: open },
  '_index': { page: open },
  'account._index': { page: away },
  'account.change-password': { page: login, action: login },
  'account.contact-details': { page: login, action: login },
  'account.payment-methods': { page: login, action: login },
  'account.payments.$returnURLType': { page: login, action: login },
  'account.payments._index': { page: login, action: login },
  'api.auction-live.$id': { page: open },
  'api.bid': { action: login },
  'api.countView': { action: open },
  'api.create-shipping-transaction': { action: login },
  'api.auth.$provider': { page: open },
  'api.auth.$provider_.callback': { page: open },
  'api.auth.create-user-with-idp': { action: open },
  'api.dispute': { action: login },
  'api.events': { action: login },
  'api.fees': { page: open },
  'api.get-live-data': { action: open },
  'api.get-user-by-username': { action: open },
  'api.initiate-privileged': { action: login },
  'api.listing-image': { action: login },
  'api.login-discourse': { action: login },
  'api.membership.checkout-session': { action: login },
  'api.membership.portal-session': { action: login },
  'api.my-lives': { page: login },
  'api.newsletter': { action: open },
  'api.page-view': { action: open },
  'api.payments.bank-account-token': { action: login },
  'api.profile-image': { action: login },
  'api.shipping-fees-preview': { action: login },
  'api.shipping-rates': { action: login },
  'api.stripe-webhook': { action: { kind: 'stripe-signature' } },
  'api.transaction-line-items': { action: login },
  'api.transition-privileged': { action: login },
  'api.unused-username-discourse': { action: open },
  'api.update-username': { action: login },
  'api.validate-shipping-address': { action: login },
  'confirm': { page: open, action: open },
  'editorials': { page: open },
  'favorites': { page: login, action: login },
  'inbox.$tab': { page: login },
  'inbox._index': { page: login },
  'l.$id': { page: open },
  'l.$slug.$id.$type.$tab.$returnURLType': { page: { kind: 'owner', fallback: 'signup' }, action: { kind: 'owner', fallback: 'signup' } },
  'l.$slug.$id.$type.$tab._index': { page: { kind: 'owner', fallback: 'signup' }, action: { kind: 'owner', fallback: 'signup' } },
  'l.$slug.$id.$variant': { page: { kind: 'owner', fallback: 'login' } },
  'l.$slug.$id._index': { page: open, action: { kind: 'not-owner', fallback: 'signup' } },
  'l.$slug.$id.checkout': { page: login },
  'l._index': { page: away },
  'l.new': { page: signup, action: signup },
  'listings': { page: login, action: login },
  'live.$liveId': { page: open },
  'lives': { page: away },
  'login': { page: open, action: open },
  'logout': { page: away, action: open },
  'marketplace.($pub_genus).($pub_species)': { page: open },
  'membership-customer-portal': { page: login },
  'membership-success': { page: login },
  'media.uploads.$name': { page: open },
  'membership': { page: open },
  'more-news': { page: open },
  'my-lives': { page: login },
  'newsletter.confirm': { page: open, action: open },
  'newsletter.unsubscribe': { page: open, action: open },
  'notfound': { page: { kind: 'not-found' } },
  'order.$id._index': { page: away },
  'order.$id.details': { page: { kind: 'party', role: 'customer' }, action: { kind: 'party', role: 'customer' } },
  'preferences': { page: away, action: open },
  'profile-settings': { page: login, action: login },
  'recover-password': { page: open, action: open },
  'reset-password': { page: open, action: open },
  'sale.$id._index': { page: away },
  'sale.$id.details': { page: { kind: 'party', role: 'provider' }, action: { kind: 'party', role: 'provider' } },
  'shop.$username.($id)': { page: open },
  'signup': { page: open, action: open },
  'styleguide._index': {},
  'styleguide.c.$component.$example._index': { page: open },
  'styleguide.c.$component.$example.raw': { page: open },
  'styleguide.c.$component._index': { page: open },
  'styleguide.g.$group': { page: open },
  'u': { page: away },
  'verify-email': { page: login, action: login },
};
