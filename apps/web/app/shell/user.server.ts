/**
 * Facts about the signed-in user that the shell and the inbox redirect need, each
 * fetched at most once per request: whether they have listings (inbox tab, seller
 * tabs, reminders) and whether they have orders (email-verification reminder).
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiFor, currentUser } from '~/server/marketplace.server';

const listings = new WeakMap<AppLoadContext, Promise<boolean>>();
const orders = new WeakMap<AppLoadContext, Promise<boolean>>();

function memo(map: WeakMap<AppLoadContext, Promise<boolean>>, context: AppLoadContext, load: () => Promise<boolean>): Promise<boolean> {
  let pending = map.get(context);
  if (!pending) {
    pending = (async () => ((await currentUser(context)) ? load() : false))();
    map.set(context, pending);
  }
  return pending;
}

export function userHasListings(context: AppLoadContext): Promise<boolean> {
  return memo(listings, context, async () => (await apiFor(context).ownListings.query({ perPage: 1 })).meta.totalItems > 0);
}

export function userHasOrders(context: AppLoadContext): Promise<boolean> {
  return memo(orders, context, async () => (await apiFor(context).transactions.query({ only: 'order', perPage: 1 })).meta.totalItems > 0);
}
