/**
 * Profile pictures as the site shows them (top bar, profiles, reviews, the listing's seller card,
 * account pages): the square variants asked for with a user, and the URL shown, the 2x variant
 * when there is one.
 */
import type { Image } from '@variegata/marketplace-client/image-entity';

/** `fields.image` for a user's profile image. */
export const AVATAR_IMAGE_FIELDS = ['variants.square-small', 'variants.square-small2x'] as const;

/** The avatar URL of a user, null without a profile image. */
export function avatarUrl(user: { readonly profileImage?: Image | null | undefined }): string | null {
  const variants = user.profileImage?.variants;
  return variants?.['square-small2x']?.url ?? variants?.['square-small']?.url ?? null;
}
