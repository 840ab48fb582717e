/** Picking among the size variants the content service makes of an image. */
import type { Media } from '@variegata/editorial/schemas';

/** The best-sized variant of a Strapi image for a given display width. */
export function mediaSrc(media: Media | null, width: number): string | null {
  if (!media) return null;
  const formats = Object.values(media.formats)
    .filter((f) => f.width !== null)
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  return formats.find((f) => (f.width ?? 0) >= width)?.url ?? media.url;
}

/** A Strapi image's variants as a `srcset`, the original included. */
export function mediaSrcSet(media: Media | null): string | undefined {
  if (!media) return undefined;
  const entries = Object.values(media.formats).filter((f) => f.width !== null).map((f) => `${f.url} ${f.width}w`);
  if (media.width) entries.push(`${media.url} ${media.width}w`);
  return entries.length > 0 ? entries.join(', ') : undefined;
}
