/**
 * Whether a seller can be paid, for buyers (spec 3 §2: sellers without payout details cannot have
 * their listings bought). `stripeConnected` is on the current user only, so the author is read
 * through the Integration API on the server (never from the browser) and the answer is kept for
 * 30 seconds per seller. A seller whose charges the provider reports as disabled counts as not
 * payable. When the Integration API cannot answer, listings stay buyable: the purchase itself is
 * refused by the marketplace (transaction-missing-stripe-account) if the seller has no account.
 */
import { LRUCache } from 'lru-cache';
import { integration } from '~/server/marketplace.server';

export const SELLER_PAYOUTS_TTL_MS = 30_000;

const payable = new LRUCache<string, boolean>({
  max: 5000,
  ttl: SELLER_PAYOUTS_TTL_MS,
  fetchMethod: async (sellerId) => {
    const seller = await integration().users.show({ id: sellerId });
    return seller.stripeConnected && seller.stripeChargesEnabled !== false;
  },
});

export async function sellerHasPayoutDetails(sellerId: string): Promise<boolean> {
  try {
    return (await payable.fetch(sellerId)) ?? true;
  } catch (error) {
    console.error('[payments] seller-payouts-check-failed', error instanceof Error ? error.message : error);
    return true;
  }
}

/** After a seller's payout account changed on this site: the next check asks again. */
export function forgetSellerPayouts(sellerId: string): void {
  payable.delete(sellerId);
}
