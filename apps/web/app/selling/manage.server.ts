/** Manage listings (spec 2 §2, §9): the owner's listings, 42 per page, with state and actions. */
import type { AppLoadContext } from '@remix-run/node';
import type { OwnListing } from '@variegata/marketplace-client/listing-entity';
import { formatMoney } from '@variegata/money/format';
import { createSlug } from '@variegata/validation/slug';
import type { ListingCardImage } from '@variegata/ui/ListingCard';
import { apiFor } from '~/server/marketplace.server';
import { auctionEnd, cardImage, DEFAULT_CURRENCY, stockOf, titleOf } from '~/listing-cards/card-data';

export const MANAGE_PER_PAGE = 42;

export interface ManagedListing {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  readonly state: string;
  readonly stateLabel: string;
  readonly price: string;
  readonly stock: number | null;
  readonly image: ListingCardImage | null;
  readonly href: string;
  readonly editHref: string;
  readonly copyHref: string;
  readonly auctionEndsAt: number | null;
  readonly isAuction: boolean;
}

export const STATE_LABELS: Readonly<Record<string, string>> = { draft: 'Draft', pendingApproval: 'Pending approval', published: 'Published', closed: 'Closed' };

export function managedOf(listing: OwnListing): ManagedListing {
  const { id, state } = listing;
  const title = titleOf(listing);
  const slug = createSlug(title);
  const currency = listing.price?.currency ?? DEFAULT_CURRENCY;
  const amount = listing.price?.amount ?? null;
  const isAuction = listing.publicData.type === 'auction';
  return {
    id,
    title,
    slug,
    state,
    stateLabel: STATE_LABELS[state] ?? state,
    price: amount === null ? currency : formatMoney({ amount, currency }),
    stock: stockOf(listing),
    image: cardImage(listing),
    href: state === 'draft' ? `/l/${slug}/${id}/draft` : state === 'pendingApproval' ? `/l/${slug}/${id}/pending-approval` : `/l/${slug}/${id}`,
    editHref: `/l/${slug}/${id}/${state === 'draft' ? 'draft' : 'edit'}/onestep`,
    copyHref: `/l/new?copyId=${id}`,
    auctionEndsAt: isAuction ? auctionEnd(listing.publicData) : null,
    isAuction,
  };
}

export async function ownListingsPage(context: AppLoadContext, page: number): Promise<{ listings: ManagedListing[]; page: number; totalPages: number; totalItems: number }> {
  const { items, meta } = await apiFor(context).ownListings.query({
    page,
    perPage: MANAGE_PER_PAGE,
    include: ['images', 'currentStock'],
    'fields.image': ['variants.listing-card', 'variants.listing-card-2x'],
    'limit.images': 1,
  });
  return { listings: items.map(managedOf), page, totalPages: meta.totalPages, totalItems: meta.totalItems };
}
