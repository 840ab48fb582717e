/**
 * Whether the listing page may show the instalment teaser (spec 3 §2, issue 17): by the same rule
 * as the checkout (`isInstalmentEligible`: the seller's connected account has `klarna_payments`
 * active and a default currency matching the listing's, not an auction). The seller's account is
 * read with the checkout's own calls and kept 30 seconds per seller, so a popular listing does not
 * cost one payment-provider call per visitor. When it cannot be read the teaser is hidden, as the
 * checkout hides the option.
 */
import { LRUCache } from 'lru-cache';
import { isInstalmentEligible, type InstalmentSellerAccount } from '@variegata/money/instalments';
import { sellerFacts, sellerPayoutAccount } from '~/checkout/seller.server';

export const INSTALMENT_ACCOUNT_TTL_MS = 30_000;

const NONE = 'none' as const;

const accounts = new LRUCache<string, InstalmentSellerAccount | typeof NONE>({
  max: 5000,
  ttl: INSTALMENT_ACCOUNT_TTL_MS,
  fetchMethod: async (sellerId) => {
    const seller = await sellerFacts(sellerId, null);
    return (await sellerPayoutAccount(seller?.stripeAccountId ?? null)) ?? NONE;
  },
});

/** The seller's connected account as the instalment rule reads it; null when there is none or it cannot be read. */
export async function sellerInstalmentAccount(sellerId: string): Promise<InstalmentSellerAccount | null> {
  try {
    const account = await accounts.fetch(sellerId);
    return account === NONE || account === undefined ? null : account;
  } catch (error) {
    console.error('[listing] instalment-account-unreadable', error instanceof Error ? error.message : error);
    return null;
  }
}

/** True when the teaser may show for this listing of this seller. */
export async function instalmentTeaserAllowed(listing: { readonly authorId: string | null; readonly currency: string; readonly isAuction: boolean }): Promise<boolean> {
  if (!listing.authorId || listing.isAuction) return false;
  const sellerAccount = await sellerInstalmentAccount(listing.authorId);
  return isInstalmentEligible({ listingCurrency: listing.currency, isAuction: listing.isAuction, sellerAccount });
}

/** After a seller's payout account changed (tests, webhooks): the next page view asks again. */
export function forgetInstalmentAccount(sellerId: string): void {
  accounts.delete(sellerId);
}
