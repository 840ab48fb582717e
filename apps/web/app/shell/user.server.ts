/**
 * Facts about the signed-in user that the shell and the inbox redirect need, each
 * fetched at most once per request: whether they have listings (inbox tab, seller
 * tabs, reminders) and whether they have orders (email-verification reminder).
 */
import type { AppLoadContext } from '@remix-run/node';
import { currentUser, sdkFor } from '~/server/marketplace.server';

const listings = new WeakMap<AppLoadContext, Promise<boolean>>();
const orders = new WeakMap<AppLoadContext, Promise<boolean>>();

function hasAny(response: { data?: { data?: unknown[]; meta?: { totalItems?: number } } }): boolean {
  const total = response.data?.meta?.totalItems;
  return typeof total === 'number' ? total > 0 : (response.data?.data?.length ?? 0) > 0;
}

function memo(map: WeakMap<AppLoadContext, Promise<boolean>>, context: AppLoadContext, load: () => Promise<boolean>): Promise<boolean> {
  let pending = map.get(context);
  if (!pending) {
    pending = (async () => ((await currentUser(context)) ? load() : false))();
    map.set(context, pending);
  }
  return pending;
}

export function userHasListings(context: AppLoadContext): Promise<boolean> {
  return memo(listings, context, async () => hasAny(await sdkFor(context).ownListings.query({ perPage: 1 })));
}

export function userHasOrders(context: AppLoadContext): Promise<boolean> {
  return memo(orders, context, async () => hasAny(await sdkFor(context).transactions.query({ only: 'order', perPage: 1 })));
}
