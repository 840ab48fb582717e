/**
 * Which image ids a seller may put on a listing (issue 11 item 2: validate every field, image ids
 * included, before anything is written). The Marketplace API has no call that says who uploaded an
 * image, so the site vouches for the ids it hands out: an image the seller uploaded through the site,
 * or one already on a listing of theirs that the edit page shows, comes with a proof (an HMAC with
 * SESSION_SECRET over the user id and the image id). A submitted id without a valid proof for the
 * signed-in seller is refused with a field error and nothing is saved.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '~/server/env.server';
import type { FieldErrors, ListingFormValues } from './listing-form';

export const IMAGE_NOT_YOURS_MESSAGE = 'A photo could not be attached. Remove it and upload it again.';

export function imageProof(userId: string, imageId: string): string {
  return createHmac('sha256', serverEnv().SESSION_SECRET).update(`listing-image:${userId}:${imageId.toLowerCase()}`).digest('base64url').slice(0, 32);
}

export function isProvenImage(userId: string, image: { id: string; proof?: string | undefined }): boolean {
  if (!image.proof) return false;
  const expected = Buffer.from(imageProof(userId, image.id));
  const given = Buffer.from(image.proof);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The form values with a proof on every photo and roots photo (they are the seller's own). */
export function withImageProofs(values: ListingFormValues, userId: string): ListingFormValues {
  return {
    ...values,
    images: values.images.map((image) => ({ ...image, proof: imageProof(userId, image.id) })),
    rootsImages: values.rootsImages.map((image) => ({ ...image, proof: imageProof(userId, image.id) })),
  };
}

/** A field error for each photo list holding an image the seller cannot vouch for. */
export function unprovenImageErrors(values: ListingFormValues, userId: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.images.every((image) => isProvenImage(userId, image))) errors['images'] = IMAGE_NOT_YOURS_MESSAGE;
  if (!values.rootsImages.every((image) => isProvenImage(userId, image))) errors['rootsImages'] = IMAGE_NOT_YOURS_MESSAGE;
  return errors;
}
