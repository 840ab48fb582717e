/**
 * The order's breakdown as the marketplace would charge it (spec 3 §3 "Order breakdown lines"): a
 * speculative request-payment with the server's line items, broken down for the customer by
 * `@variegata/money`. Nothing is stored or reserved.
 */
import type { AppLoadContext } from '@remix-run/node';
import { ok } from '@variegata/result/result';
import { trustedApiFor } from '~/server/marketplace.server';
import type { CheckoutResult } from './failures';
import { apiLineItems, customerBreakdown, type BreakdownView } from './line-items';
import { marketplaceFailure } from './marketplace-failure';
import type { PreparedOrder } from './order.server';

export interface PricedOrder {
  readonly lineItems: ReturnType<typeof apiLineItems>;
  readonly breakdown: BreakdownView;
}

export async function speculativeBreakdown(context: AppLoadContext, order: PreparedOrder): Promise<CheckoutResult<PricedOrder>> {
  const lineItems = apiLineItems(order.lineItems);
  try {
    const tx = await (await trustedApiFor(context)).transactions.initiateSpeculative({
      transition: 'request-payment',
      params: { listingId: order.listing.id, stockReservationQuantity: order.quantity, lineItems },
    });
    return ok({ lineItems, breakdown: customerBreakdown(tx.lineItems) });
  } catch (error) {
    return marketplaceFailure(error);
  }
}
