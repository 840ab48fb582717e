/** Manage listings (spec 2 §2, §9): the owner's listings, 42 per page, with state and actions. */
import type { AppLoadContext } from '@remix-run/node';
import { denormalise } from '@variegata/marketplace-client/denormalise';
import { formatMoney } from '@variegata/money/format';
import { createSlug } from '@variegata/validation/slug';
import type { ListingCardImage } from '@variegata/ui/ListingCard';
import { sdkFor } from '~/server/marketplace.server';
import { auctionEndOf, num, obj, str } from '~/listing/view';

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

export function managedOf(entity: ReturnType<typeof denormalise>[number]): ManagedListing {
  const a = entity.attributes;
  const pd = obj(a['publicData']);
  const id = entity.id.uuid;
  const title = str(a['title']) || 'Untitled listing';
  const slug = createSlug(title);
  const state = str(a['state']) || 'published';
  const price = obj(a['price']);
  const amount = num(price['amount']);
  const currency = str(price['currency']) || 'USD';
  const images = Array.isArray(entity['images']) ? (entity['images'] as typeof entity[]) : [];
  const variants = obj(obj(images[0]?.attributes)['variants']);
  const card = obj(variants['listing-card']);
  const card2x = obj(variants['listing-card-2x']);
  const isAuction = pd['type'] === 'auction';
  return {
    id,
    title,
    slug,
    state,
    stateLabel: STATE_LABELS[state] ?? state,
    price: amount === null ? currency : formatMoney({ amount, currency }),
    stock: num(obj(obj(entity['currentStock']).attributes)['quantity']),
    image: str(card['url']) ? { url: str(card['url']), width: 400, height: 400, ...(str(card2x['url']) ? { url2x: str(card2x['url']) } : {}) } : null,
    href: state === 'draft' ? `/l/${slug}/${id}/draft` : state === 'pendingApproval' ? `/l/${slug}/${id}/pending-approval` : `/l/${slug}/${id}`,
    editHref: `/l/${slug}/${id}/${state === 'draft' ? 'draft' : 'edit'}/onestep`,
    copyHref: `/l/new?copyId=${id}`,
    auctionEndsAt: isAuction ? auctionEndOf(pd) : null,
    isAuction,
  };
}

export async function ownListingsPage(context: AppLoadContext, page: number): Promise<{ listings: ManagedListing[]; page: number; totalPages: number; totalItems: number }> {
  const res = await sdkFor(context).ownListings.query({
    page,
    perPage: MANAGE_PER_PAGE,
    include: ['images', 'currentStock'],
    'fields.image': ['variants.listing-card', 'variants.listing-card-2x'],
    'limit.images': 1,
  });
  const meta = obj(res.data.meta);
  return {
    listings: denormalise(res.data.data, res.data.included).map(managedOf),
    page,
    totalPages: num(meta['totalPages']) ?? 1,
    totalItems: num(meta['totalItems']) ?? 0,
  };
}
