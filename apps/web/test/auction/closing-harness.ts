/**
 * Auctions for the closing tests, on the orders rig (marketplace twin + Stripe twin on a test clock):
 * an onboarded seller's published auction, bidders with saved cards whose first bid starts their
 * `bidding` transaction (place-bid, with their own trusted token, as the bid path does), and the
 * public bid history and transaction ids seeded through the Integration API.
 */
import type { PlanId } from '@variegata/membership/plans';
import { marketplaceApi } from '@variegata/marketplace-client/marketplace-api';
import { createTrustedSdk } from '@variegata/marketplace-client/sdk';
import { DEFAULT_MARKETPLACE_CLIENT } from '@variegata/twin-marketplace/server';
import { onboardSeller } from '@variegata/twin-marketplace/testing/payments';
import { integration } from '~/server/marketplace.server';
import { buyer, stranger, type Person, type Rig } from '../orders/harness';

export interface Auction {
  readonly listingId: string;
  readonly seller: Person;
}

/** A published auction of `seller` (a new onboarded one by default) ending at `endsAt` (ms on the rig's clock). */
export async function auction(rig: Rig, opts: { endsAt: number; startingPrice?: number; reservePrice?: number; plan?: PlanId; title?: string }): Promise<Auction> {
  const seller = await stranger(rig);
  await onboardSeller(rig.payments, seller);
  if (opts.plan) await integration().users.updateProfile({ id: seller.id, privateData: { membershipPlanId: opts.plan } });
  const draft = await seller.api.ownListings.createDraft({
    title: opts.title ?? 'Philodendron pink princess auction',
    price: { amount: opts.startingPrice ?? 1000, currency: 'USD' },
    publicData: {
      transactionProcessAlias: 'default-purchase/release-1',
      genus: 'philodendron',
      type: 'auction',
      auctionDate: new Date(opts.endsAt).toISOString(),
      auctionDateTimestamp: opts.endsAt,
      closedAuctionInt: 0,
      hasStockInt: 1,
      ...(opts.reservePrice === undefined ? {} : { reservePrice: opts.reservePrice }),
    },
  });
  await seller.api.stock.compareAndSet({ listingId: draft.id, oldTotal: null, newTotal: 1 });
  await seller.api.ownListings.publishDraft({ id: draft.id });
  return { listingId: draft.id, seller };
}

/** The shipping address a bidder saved in their profile (as the checkout's form has it). */
export const SAVED_ADDRESS = { recipientName: 'Ada Bidder', recipientPhoneNumber: '+1 415 555 0101', street1: '1 Market St', street2: '', city: 'San Francisco', state: 'CA', zip: '94105', country: 'US' };

/**
 * A bidder with a saved card (and a saved shipping address unless `address: false`) and their
 * `bidding` transaction on the listing.
 */
export async function bidder(rig: Rig, listingId: string, opts: { address?: boolean } = {}): Promise<Person & { transactionId: string }> {
  const person = await buyer(rig);
  if (opts.address !== false) await integration().users.updateProfile({ id: person.id, protectedData: { address: SAVED_ADDRESS } });
  const config = { baseUrl: rig.payments.twin.url, clientId: DEFAULT_MARKETPLACE_CLIENT.clientId, clientSecret: DEFAULT_MARKETPLACE_CLIENT.clientSecret };
  const trusted = marketplaceApi(await createTrustedSdk(config, person.sdk));
  const tx = await trusted.transactions.initiate({ transition: 'place-bid', params: { listingId } });
  return { ...person, transactionId: tx.id };
}

/** Seeds the public bid history (amounts in order) and each bidder's transaction id, as the bid path writes them. */
export async function seedBids(listingId: string, bids: readonly (readonly [bidder: Person & { transactionId: string }, amount: number])[], at: number): Promise<void> {
  const bidHistory = bids.map(([who, amount], i) => ({ amount, date: new Date(at + i * 1000).toISOString(), bidderId: who.id, type: 'manual' as const }));
  const bidTransactions = Object.fromEntries(bids.map(([who]) => [who.id, who.transactionId]));
  const last = bids.at(-1);
  await integration().listings.update({
    id: listingId,
    metadata: { bidHistory, bidTransactions },
    publicData: last ? { currentAmount: last[1], displayPrice: last[1] } : {},
  });
}
