/**
 * `POST /api/dispute` (spec 3 §7, §4): the buyer opens a dispute with a reason and, optionally, a
 * photo (multipart, part `image`, up to 20 MB; or JSON without a photo), CSRF token in the
 * X-CSRF-Token header. The photo goes to the marketplace's image upload; the dispute transition is
 * the one the process offers now (`received-dispute` after mark-received, `dispute` otherwise),
 * under the order's lock. Answers JSON: `{ data: { transactionId } }` or `{ error }`.
 */
import { MaxPartSizeExceededError, unstable_parseMultipartFormData, type AppLoadContext } from '@remix-run/node';
import { IMAGE_MAX_BYTES, IMAGE_TOO_BIG_MESSAGE } from '@variegata/validation/images';
import { readApiBody, text } from '~/account/api.server';
import { requireCsrf } from '~/server/form.server';
import { IMAGE_UNREADABLE_MESSAGE, limitedUploadHandler, uploadRefusal } from '~/server/image-upload.server';
import { apiFor, currentUser } from '~/server/marketplace.server';
import { runOrderAction } from './order-actions.server';
import { requireTransactionRole } from './transaction-access.server';
import { isUuid } from './transaction-access';

const ENVELOPE_BYTES = 64 * 1024;
const STATUS: Readonly<Record<string, number>> = { invalid: 400, 'not-offered': 409, changed: 409, 'in-progress': 409, 'too-late': 409, 'already-reviewed': 409, failed: 502 };

interface DisputeInput {
  readonly transactionId: string;
  readonly disputeReason: string;
  readonly photo: File | null;
}

async function readInput(request: Request, context: AppLoadContext): Promise<DisputeInput | Response> {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const body = await readApiBody(request, context);
    return { transactionId: text(body['transactionId']), disputeReason: text(body['disputeReason']), photo: null };
  }
  requireCsrf(request, context);
  if (Number(request.headers.get('content-length') ?? '0') > IMAGE_MAX_BYTES + ENVELOPE_BYTES) return Response.json({ error: IMAGE_TOO_BIG_MESSAGE }, { status: 413 });
  try {
    const form = await unstable_parseMultipartFormData(request, limitedUploadHandler(IMAGE_MAX_BYTES));
    const image = form.get('image');
    const field = (name: string) => { const v = form.get(name); return typeof v === 'string' ? v.trim() : ''; };
    return { transactionId: field('transactionId'), disputeReason: field('disputeReason'), photo: image instanceof File && image.size > 0 ? image : null };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return Response.json({ error: IMAGE_TOO_BIG_MESSAGE }, { status: 413 });
    return Response.json({ error: 'The form could not be read.' }, { status: 400 });
  }
}

async function uploadPhoto(context: AppLoadContext, photo: File): Promise<{ url: string } | Response> {
  try {
    const image = await apiFor(context).images.upload({ image: photo }, { 'fields.image': ['variants.scaled-large', 'variants.listing-card'] });
    const url = (image.variants['scaled-large'] ?? image.variants['listing-card'] ?? Object.values(image.variants)[0])?.url;
    return url ? { url } : Response.json({ error: IMAGE_UNREADABLE_MESSAGE }, { status: 415 });
  } catch (error) {
    const refusal = uploadRefusal(error);
    return Response.json({ error: refusal?.message ?? 'Uploading the photo failed. Please try again.' }, { status: refusal?.status ?? 502 });
  }
}

export async function disputeAction(request: Request, context: AppLoadContext): Promise<Response> {
  const input = await readInput(request, context);
  if (input instanceof Response) return input;
  if (!(await currentUser(context))) return Response.json({ error: 'Please log in again.' }, { status: 401 });
  if (!isUuid(input.transactionId)) return Response.json({ error: 'transactionId must be the id of one of your orders.' }, { status: 400 });
  const tx = await requireTransactionRole(request, context, input.transactionId, 'customer');
  const form = new FormData();
  form.set('action', 'dispute');
  form.set('disputeReason', input.disputeReason);
  if (input.disputeReason && input.photo) {
    const uploaded = await uploadPhoto(context, input.photo);
    if (uploaded instanceof Response) return uploaded;
    form.append('disputePhoto', uploaded.url);
  }
  const done = await runOrderAction(context, tx, 'customer', form);
  if (done.ok) return Response.json({ data: { transactionId: tx.id } });
  const error = done.message ?? Object.values(done.meta ?? {})[0] ?? 'Please check the form.';
  return Response.json({ error, ...(done.meta ? { fields: done.meta } : {}) }, { status: STATUS[done.error] ?? 400 });
}
