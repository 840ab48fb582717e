import { unstable_parseMultipartFormData, MaxPartSizeExceededError, type ActionFunctionArgs } from '@remix-run/node';
import { IMAGE_MAX_BYTES } from '@variegata/validation/images';
import { IMAGE_TOO_BIG_MESSAGE, IMAGE_UNREADABLE_TEXT } from '~/lib/account-texts';
import { limitedUploadHandler } from '~/lib/account-upload.server';
import { uploadProfileImage } from '~/lib/account-profile.server';
import { requireCsrf } from '~/lib/form.server';
import { currentUser } from '~/lib/marketplace.server';

/** Multipart overhead allowed on top of the image itself. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * POST /api/profile-image: the profile picture upload (multipart, field `image`, CSRF token in the
 * X-CSRF-Token header). The body is read as a stream and cut off past 20 MB; the file then goes to
 * sdk.images.upload and becomes the profile image. Answers JSON: { data: { imageId, url } } or
 * { error } with 413 (too big), 415 (type), 401 (logged out).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireCsrf(request, context);
  if (!(await currentUser(context))) return Response.json({ error: 'Please log in again.' }, { status: 401 });
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > IMAGE_MAX_BYTES + ENVELOPE_BYTES) return Response.json({ error: IMAGE_TOO_BIG_MESSAGE }, { status: 413 });
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, limitedUploadHandler(IMAGE_MAX_BYTES));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return Response.json({ error: IMAGE_TOO_BIG_MESSAGE }, { status: 413 });
    return Response.json({ error: IMAGE_UNREADABLE_TEXT }, { status: 400 });
  }
  const image = form.get('image');
  if (!(image instanceof File) || image.size === 0) return Response.json({ error: IMAGE_UNREADABLE_TEXT }, { status: 400 });
  const outcome = await uploadProfileImage(context, image);
  if (!outcome.ok) return Response.json({ error: outcome.message }, { status: outcome.status });
  return Response.json({ data: { imageId: outcome.imageId, url: outcome.url } });
}

export const loader = () => new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
