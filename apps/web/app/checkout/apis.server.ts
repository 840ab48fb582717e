/**
 * The signed-in buyer as the checkout needs them: with their saved card
 * (`stripeCustomer.defaultPaymentMethod`), read once per request through the request's own API;
 * null for a visitor or an ended session.
 */
import type { AppLoadContext } from '@remix-run/node';
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { apiStatus } from '@variegata/marketplace-client/errors';
import { apiFor, currentUser } from '~/server/marketplace.server';

const buyers = new WeakMap<AppLoadContext, Promise<CurrentUser | null>>();

export function checkoutBuyer(context: AppLoadContext): Promise<CurrentUser | null> {
  let pending = buyers.get(context);
  if (!pending) {
    pending = currentUser(context).then((user) =>
      user
        ? apiFor(context)
            .currentUser.show({ include: ['stripeCustomer', 'stripeCustomer.defaultPaymentMethod'] })
            .catch((error: unknown) => {
              const status = apiStatus(error);
              if (status === 401 || status === 403) return null;
              throw error;
            })
        : null,
    );
    buyers.set(context, pending);
  }
  return pending;
}
