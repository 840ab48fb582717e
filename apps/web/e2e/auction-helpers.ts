/** Auctions for the bidding e2e suites: a fresh auction listing of a demo seller, through the real SDK. */
import flexSdk from 'sharetribe-flex-sdk';
import { demo, sdkAs } from './shell-helpers';

export interface NewAuction {
  id: string;
  title: string;
  href: string;
}

/** A published auction of `premium.seller` (payout details set) starting at `startingPrice` minor units. */
export async function newAuction({ endsInMs = 60 * 60_000, startingPrice = 1000, seller = 'premium.seller' }: { endsInMs?: number; startingPrice?: number; seller?: string } = {}): Promise<NewAuction> {
  const sdk = await sdkAs(demo(seller));
  const end = new Date(Date.now() + endsInMs);
  const title = `Auction fern ${Math.random().toString(36).slice(2, 8)}`;
  const created = (await sdk.ownListings.create({
    title,
    description: 'A variegated fern sold by auction.',
    price: new flexSdk.types.Money(startingPrice, 'USD'),
    publicData: {
      type: 'auction',
      listingType: 'auction',
      genus: 'monstera',
      species: 'deliciosa',
      auctionDate: end.toISOString(),
      auctionDateTimestamp: end.getTime(),
      countryFrom: 'US',
      allowedShippingCountries: ['US'],
      shippingEnabled: true,
    },
  })) as { data: { data: { id: { uuid: string } } } };
  const id = created.data.data.id.uuid;
  return { id, title, href: `/l/auction-fern/${id}` };
}
