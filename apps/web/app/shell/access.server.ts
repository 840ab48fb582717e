/**
 * Login fallbacks per route (spec 1 §2.1 says login unless a route configures sign-up;
 * spec 2 says sign-up for its rows; spec 3 says login). Reading chosen: the listing
 * creation and editing pages, where a visitor is most likely a new seller, send to
 * sign-up; every other login-required page sends to login (ListingPageVariant's
 * configured fallback is login). See apps/web/ROUTES.md.
 */
import type { AppLoadContext } from '@remix-run/node';
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { requireUser } from '~/server/guards.server';

export const SIGNUP_FALLBACK_ROUTES = ['NewListingPage', 'EditListingPage', 'EditListingStripeOnboardingPage'] as const;

export function requireSeller(request: Request, context: AppLoadContext): Promise<CurrentUser> {
  return requireUser(request, context, 'signup');
}
