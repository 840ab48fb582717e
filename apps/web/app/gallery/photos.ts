/**
 * The /gallery page's photos (issue 17): the content service's article galleries and the photos
 * of sold listings, as one list for a responsive grid and a lightbox. Each photo has a small
 * `src`/`srcSet` for the grid (lazy-loaded, the browser picks the size) and a large `full` image
 * for the lightbox, plus what it shows and where it comes from.
 */
import type { Media } from '@variegata/editorial/schemas';
import type { GalleryImage } from '~/listing/view';

export interface GalleryPhoto {
  readonly id: string;
  readonly src: string;
  readonly srcSet: string;
  readonly full: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  readonly caption: string;
  readonly href: string;
}

/** Strapi's size variants from small to large (`formats`), then the original. */
const MEDIA_FORMATS = ['thumbnail', 'small', 'medium', 'large'] as const;

export function articlePhoto(photo: { media: Media; articleTitle: string; articleSlug: string }, index: number): GalleryPhoto | null {
  const { media } = photo;
  if (!media.url) return null;
  const sizes = [...MEDIA_FORMATS.map((name) => media.formats[name]).filter((f) => f !== undefined), { url: media.url, width: media.width, height: media.height }];
  const withWidth = sizes.filter((f): f is { url: string; width: number; height: number | null } => typeof f.width === 'number' && f.width > 0);
  const grid = withWidth.find((f) => f.width >= 400) ?? withWidth[withWidth.length - 1];
  return {
    id: `article-${media.id}-${index}`,
    src: grid?.url ?? media.url,
    srcSet: withWidth.map((f) => `${f.url} ${f.width}w`).join(', '),
    full: media.url,
    width: grid?.width ?? media.width ?? 800,
    height: grid?.height ?? media.height ?? 800,
    alt: media.alternativeText || photo.articleTitle,
    caption: photo.articleTitle,
    href: `/${encodeURIComponent(photo.articleSlug)}`,
  };
}

export function listingPhoto(listing: { id: string; title: string; href: string }, image: GalleryImage): GalleryPhoto {
  const largest = image.srcSet.split(', ').map((part) => part.split(' ')[0] ?? '').filter(Boolean).pop() ?? image.src;
  return {
    id: `listing-${listing.id}-${image.id}`,
    src: image.src,
    srcSet: image.srcSet,
    full: largest,
    width: image.width,
    height: image.height,
    alt: `${listing.title} (sold)`,
    caption: `${listing.title} (sold on Variegata)`,
    href: listing.href,
  };
}

/** Article photos and sold listings' photos interleaved, so neither source fills the first screen alone. */
export function interleave<T>(a: readonly T[], b: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (i < a.length) out.push(a[i]!);
    if (i < b.length) out.push(b[i]!);
  }
  return out;
}
