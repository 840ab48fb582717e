/**
 * The listing page's layout (spec 2 §2: "full-image or default, chosen by configuration",
 * LISTING_LAYOUT) and the hero image of the full-image layout.
 */
import type { GalleryImage } from './view';

export type ListingLayout = 'default' | 'full-image';

/** `sizes` of the full-image hero: it spans the viewport. */
export const HERO_SIZES = '100vw';

/**
 * The widest variant named in a srcset ("url 400w, url 800w, ..."), used as the hero's `src`
 * (browsers without srcset support, and the preload hint) so the hero is never upscaled.
 * Falls back to the image's own `src` when the srcset has no width descriptors.
 */
export function largestVariant(image: Pick<GalleryImage, 'src' | 'srcSet'>): string {
  let best = image.src;
  let bestWidth = -1;
  for (const candidate of image.srcSet.split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = descriptor && /^\d+w$/.test(descriptor) ? Number(descriptor.slice(0, -1)) : NaN;
    if (url && width > bestWidth) {
      best = url;
      bestWidth = width;
    }
  }
  return best;
}

/** The smallest variant (the first one in the srcset), used for gallery thumbnails. */
export function smallestVariant(image: Pick<GalleryImage, 'src' | 'srcSet'>): string {
  let best = image.src;
  let bestWidth = Infinity;
  for (const candidate of image.srcSet.split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    const width = descriptor && /^\d+w$/.test(descriptor) ? Number(descriptor.slice(0, -1)) : NaN;
    if (url && width < bestWidth) {
      best = url;
      bestWidth = width;
    }
  }
  return best;
}
