/**
 * Loads the gallery (issue 17): article gallery photos from the content service and the first
 * photo of recently sold listings (sold out: `pub_hasStockInt` 0) from the marketplace, each source
 * failing on its own (the page shows what it could load). Cached a minute per process.
 */
import type { AppLoadContext } from '@remix-run/node';
import { articleGalleryPhotos } from '@variegata/editorial/galleries';
import { editorialClient } from '~/editorial/content.server';
import { publicApiFor } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { listingHref, titleOf } from '~/listing-cards/card-data';
import { GALLERY_VARIANTS, galleryImage } from '~/listing/view';
import { TtlCache } from '~/listing/cache.server';
import { articlePhoto, interleave, listingPhoto, type GalleryPhoto } from './photos';

export const SOLD_LISTINGS_SHOWN = 24;

const cache = new TtlCache<GalleryPhoto[]>(60_000, 4);

async function articlePhotos(): Promise<GalleryPhoto[]> {
  const result = await articleGalleryPhotos(editorialClient());
  if (!result.ok) {
    console.error('[gallery] article galleries unavailable', result.error);
    return [];
  }
  return result.value.map(articlePhoto).filter((p): p is GalleryPhoto => p !== null);
}

async function soldListingPhotos(context: AppLoadContext): Promise<GalleryPhoto[]> {
  try {
    const api = await publicApiFor(context);
    const { items } = await api.listings.query({
      pub_hasStockInt: 0,
      pub_isPrivate: false,
      sort: 'createdAt',
      perPage: SOLD_LISTINGS_SHOWN,
      include: ['images'],
      'fields.image': GALLERY_VARIANTS.map(([name]) => `variants.${name}`),
      'limit.images': 1,
    });
    return items.flatMap((listing) => {
      const image = listing.images?.[0];
      const view = image ? galleryImage(image) : null;
      return view ? [listingPhoto({ id: listing.id, title: titleOf(listing), href: listingHref(listing.id, titleOf(listing)) }, view)] : [];
    });
  } catch (error) {
    logUnexpectedResponse('gallery sold listings', error);
    return [];
  }
}

export function galleryPhotos(context: AppLoadContext): Promise<GalleryPhoto[]> {
  return cache.get('gallery', async () => {
    const [articles, sold] = await Promise.all([articlePhotos(), soldListingPhotos(context)]);
    return interleave(articles, sold);
  });
}

/** Forgets the cached gallery (tests). */
export function clearGalleryCache(): void {
  cache.clear();
}
