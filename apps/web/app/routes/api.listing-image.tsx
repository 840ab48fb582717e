import type { ActionFunctionArgs } from '@remix-run/node';
import { IMAGE_MAX_BYTES, IMAGE_TOO_BIG_MESSAGE, checkImageFile } from '@variegata/validation/images';
import { readImageUpload, uploadRefusal } from '~/server/image-upload.server';
import { apiFor } from '~/server/marketplace.server';
import { imageProof } from '~/selling/image-proof.server';

export const IMAGE_UPLOAD_FAILED = 'Uploading the image failed. Please try again.';

/**
 * POST /api/listing-image: one listing photo (multipart part `image`, CSRF token in X-CSRF-Token).
 * The body is streamed and cut off past 20 MB; JPG, GIF and PNG only; the file goes to
 * sdk.images.upload. Answers { data: { id, url, largeUrl, width, height, proof } } (`proof`: the
 * site's word that the image is this seller's, sent back with the listing form) or { error }: 413 (too many bytes or
 * pixels), 415 (not a JPG, GIF or PNG, or not readable), 401 (logged out), 502 (the service failed).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const read = await readImageUpload(request, context, IMAGE_UPLOAD_FAILED);
  if (!read.ok) return read.response;
  const image = read.image;
  const problem = checkImageFile(image, IMAGE_MAX_BYTES);
  if (problem) return Response.json({ error: problem }, { status: problem === IMAGE_TOO_BIG_MESSAGE ? 413 : 415 });
  try {
    const uploaded = await apiFor(context).images.upload({ image }, { 'fields.image': ['variants.listing-card', 'variants.listing-card-2x', 'variants.scaled-medium'] });
    const card = uploaded.variants['listing-card'] ?? Object.values(uploaded.variants)[0];
    const medium = uploaded.variants['scaled-medium'] ?? card;
    const proof = imageProof(read.user.id, uploaded.id);
    return Response.json({ data: { id: uploaded.id, url: card?.url ?? '', largeUrl: medium?.url ?? '', width: medium?.width ?? 400, height: medium?.height ?? 400, proof } });
  } catch (error) {
    const refusal = uploadRefusal(error);
    if (refusal) return Response.json({ error: refusal.message }, { status: refusal.status });
    return Response.json({ error: IMAGE_UPLOAD_FAILED }, { status: 502 });
  }
}
