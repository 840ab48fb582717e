/**
 * Image uploads (profile picture, listing photos): only the multipart part `image` is kept, in
 * memory, and reading stops with MaxPartSizeExceededError as soon as it passes the limit (the rest
 * of the body is not buffered).
 */
import { MaxPartSizeExceededError, unstable_parseMultipartFormData, type AppLoadContext, type UploadHandler } from '@remix-run/node';
import type { CurrentUser } from '@variegata/marketplace-client/current-user-entity';
import { apiErrors, apiStatus } from '@variegata/marketplace-client/errors';
import { IMAGE_MAX_BYTES, IMAGE_TOO_BIG_MESSAGE } from '@variegata/validation/images';
import { requireCsrf } from './form.server';
import { currentUser } from './marketplace.server';

/** Spec 1 §8: an image file that cannot be read. */
export const IMAGE_UNREADABLE_MESSAGE = 'The image file could not be read. Please try another file.';

/** Multipart overhead allowed on top of the image itself. */
const ENVELOPE_BYTES = 64 * 1024;

export function limitedUploadHandler(maxBytes: number): UploadHandler {
  return async ({ name, filename, contentType, data }) => {
    if (name !== 'image' || !filename) {
      // Small text parts (none expected) are read as strings; anything else is drained.
      let text = '';
      let size = 0;
      for await (const chunk of data) {
        size += chunk.byteLength;
        if (size > 4096) throw new MaxPartSizeExceededError(name, 4096);
        text += Buffer.from(chunk).toString('utf8');
      }
      return filename ? undefined : text;
    }
    const chunks: BlobPart[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new MaxPartSizeExceededError(name, maxBytes);
      chunks.push(new Uint8Array(chunk));
    }
    return new File(chunks, filename, { type: contentType });
  };
}

export type ImageUploadRead = { ok: true; image: File; user: CurrentUser } | { ok: false; response: Response };

/**
 * Reads the `image` part of an upload request from a signed-in user (CSRF token in the
 * X-CSRF-Token header): 401 when logged out, 413 past 20 MB (declared or streamed), 400 with
 * `unreadableMessage` for a body without a usable image.
 */
export async function readImageUpload(request: Request, context: AppLoadContext, unreadableMessage: string): Promise<ImageUploadRead> {
  const fail = (error: string, status: number): ImageUploadRead => ({ ok: false, response: Response.json({ error }, { status }) });
  requireCsrf(request, context);
  const user = await currentUser(context);
  if (!user) return fail('Please log in again.', 401);
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > IMAGE_MAX_BYTES + ENVELOPE_BYTES) return fail(IMAGE_TOO_BIG_MESSAGE, 413);
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, limitedUploadHandler(IMAGE_MAX_BYTES));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return fail(IMAGE_TOO_BIG_MESSAGE, 413);
    return fail(unreadableMessage, 400);
  }
  const image = form.get('image');
  if (!(image instanceof File) || image.size === 0) return fail(unreadableMessage, 400);
  return { ok: true, image, user };
}

export interface UploadRefusal {
  status: 413 | 415;
  message: string;
}

/**
 * What a refused `images.upload` means for the uploader: too many bytes or pixels is 413, a file
 * that is not a readable JPG, GIF or PNG is 415 with the could-not-read text; null for anything
 * else (the service failed, not the file).
 */
export function uploadRefusal(error: unknown): UploadRefusal | null {
  const entry = apiErrors(error)[0];
  if (entry?.code === 'request-upload-over-limit' || apiStatus(error) === 413) return { status: 413, message: IMAGE_TOO_BIG_MESSAGE };
  if (entry?.code === 'image-invalid-content') {
    const maxPixels = Number(entry.meta?.['maxPixels']);
    if (Number.isFinite(maxPixels) && maxPixels > 0) {
      return { status: 413, message: `Image was too big. Maximum size is ${Math.floor(maxPixels / 1_000_000)} megapixels.` };
    }
    return { status: 415, message: IMAGE_UNREADABLE_MESSAGE };
  }
  return null;
}
