/**
 * Auctions for the e2e suites, made through the marketplace APIs of the sandbox: a seller's published
 * auction ending at a given time (seconds ahead, so it ends during the test), each bidder's `bidding`
 * transaction (place-bid with their own trusted token, as the bid path starts it) and the public bid
 * history seeded through the Integration API.
 */
import { inject } from 'vitest';
import flexSdk from 'sharetribe-flex-sdk';
import { integrationApi, type IntegrationApi } from '@variegata/marketplace-client/integration-api';
import { marketplaceApi } from '@variegata/marketplace-client/marketplace-api';
import { createIntegrationSdk, createTrustedSdk } from '@variegata/marketplace-client/sdk';
import { stateAfter } from '@variegata/transaction-process/process';
import { CLIENT_ID, DEMO_PASSWORD, sdkAs } from './shell-helpers';

export function operator(): IntegrationApi {
  return integrationApi(createIntegrationSdk({ baseUrl: inject('marketplaceUrl'), clientId: 'variegata-sandbox-integration', clientSecret: 'variegata-sandbox-integration-secret' }));
}

export interface E2eAuction {
  readonly id: string;
  readonly title: string;
  readonly href: string;
}

/** A published auction of `sellerEmail` with one plant, a starting price and an optional reserve. */
export async function createAuction(sellerEmail: string, opts: { title: string; endsAt: number; startingPrice: number; reservePrice?: number; badges?: { verified?: boolean; starter?: boolean; international?: boolean } }): Promise<E2eAuction> {
  const api = marketplaceApi(await sdkAs(sellerEmail));
  const draft = await api.ownListings.createDraft({
    title: opts.title,
    description: 'A well rooted plant with stable variegation, grown in a greenhouse.',
    price: { amount: opts.startingPrice, currency: 'USD' },
    publicData: {
      transactionProcessAlias: 'default-purchase/release-1',
      genus: 'monstera',
      type: 'auction',
      auctionDate: new Date(opts.endsAt).toISOString(),
      auctionDateTimestamp: opts.endsAt,
      closedAuctionInt: 0,
      hasStockInt: 1,
      allowedShippingCountries: ['US'],
      countryFrom: 'US',
      ...(opts.reservePrice === undefined ? {} : { reservePrice: opts.reservePrice }),
    },
  });
  await api.stock.compareAndSet({ listingId: draft.id, oldTotal: null, newTotal: 1 });
  await api.ownListings.publishDraft({ id: draft.id });
  // The badge flags the site writes on a member's listings when it publishes them (membership/listing-badges).
  if (opts.badges) await operator().listings.update({ id: draft.id, metadata: { ...opts.badges } });
  const slug = opts.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { id: draft.id, title: opts.title, href: `/l/${slug}/${draft.id}` };
}

export interface E2eBidder {
  readonly email: string;
  readonly id: string;
  readonly transactionId: string;
}

/** The bidder's `bidding` transaction on the listing (their first bid starts it). */
export async function startBidding(email: string, listingId: string): Promise<E2eBidder> {
  const config = { baseUrl: inject('marketplaceUrl'), clientId: CLIENT_ID, clientSecret: 'variegata-sandbox-secret' };
  const sdk = flexSdk.createInstance({ ...config, tokenStore: flexSdk.tokenStore.memoryStore() });
  await sdk.login({ username: email, password: DEMO_PASSWORD });
  const trusted = marketplaceApi(await createTrustedSdk(config, sdk));
  const tx = await trusted.transactions.initiate({ transition: 'place-bid', params: { listingId } });
  const me = await marketplaceApi(sdk).currentUser.show();
  return { email, id: me.id, transactionId: tx.id };
}

/** The public bid history (in order) and each bidder's transaction, as the bid path writes them. */
export async function seedBids(listingId: string, bids: readonly (readonly [E2eBidder, number])[]): Promise<void> {
  const start = Date.now() - bids.length * 60_000;
  await operator().listings.update({
    id: listingId,
    metadata: {
      bidHistory: bids.map(([who, amount], i) => ({ amount, date: new Date(start + i * 60_000).toISOString(), bidderId: who.id, type: 'manual' })),
      bidTransactions: Object.fromEntries(bids.map(([who]) => [who.id, who.transactionId])),
    },
    publicData: { currentAmount: bids.at(-1)?.[1] ?? null, displayPrice: bids.at(-1)?.[1] ?? null },
  });
}

/** Waits until the closing job has closed the listing (closedAuctionInt = 1). */
export async function closedByTheJob(listingId: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const listing = await operator().listings.show({ id: listingId });
    if (listing.publicData.closedAuctionInt === 1) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The auction ${listingId} was not closed within ${timeoutMs} ms`);
}

export async function stateOf(transactionId: string): Promise<string | undefined> {
  return stateAfter((await operator().transactions.show({ id: transactionId })).lastTransition);
}
