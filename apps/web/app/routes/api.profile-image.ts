import type { ActionFunctionArgs } from '@remix-run/node';
import { uploadProfileImage } from '~/account/profile.server';
import { IMAGE_UNREADABLE_MESSAGE, readImageUpload } from '~/server/image-upload.server';

/**
 * POST /api/profile-image: the profile picture upload (multipart, field `image`, CSRF token in the
 * X-CSRF-Token header). The body is read as a stream and cut off past 20 MB; the file then goes to
 * sdk.images.upload and becomes the profile image. Answers JSON: { data: { imageId, url } } or
 * { error } with 413 (too big), 415 (type), 401 (logged out).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readImageUpload(request, context, IMAGE_UNREADABLE_MESSAGE);
  if (!read.ok) return read.response;
  const outcome = await uploadProfileImage(context, read.image);
  if (!outcome.ok) return Response.json({ error: outcome.message }, { status: outcome.meta?.status ?? 502 });
  return Response.json({ data: outcome.value });
}
