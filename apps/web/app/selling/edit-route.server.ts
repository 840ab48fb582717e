/** Loader and action of the new and edit listing pages (spec 2 §2: /l/new, /l/{slug}/{id}/{type}/{tab}). */
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { canPostFromCountry, canSetReservePrice } from '@variegata/membership/perks';
import { roundUpToAuctionStep } from '@variegata/validation/auction-time';
import { field, readForm } from '~/server/form.server';
import { afterSave, copiedValues, createListing, editableOf, lifecycle, loadOwnListing, SAVE_FAILED_MESSAGE, updateListing } from './edit.server';
import { unprovenImageErrors, withImageProofs } from './image-proof.server';
import { emptyFormValues, planOf, readFormValues, validateListing, type FieldErrors, type ListingFormValues } from './listing-form';
import { payoutStepUrl } from '~/payments/listing-payouts.server';
import { payoutReadiness } from '~/payments/payout-account.server';
import { requireSeller } from '~/shell/access.server';
import { NEW_LISTING_PARAMS } from '~/shell/config';

export interface EditParams {
  slug?: string | undefined;
  id?: string | undefined;
  type?: string | undefined;
  tab?: string | undefined;
}

export const EDIT_TAB = 'onestep';

const isNew = (params: EditParams) => params.type === 'new' || params.id === NEW_LISTING_PARAMS.id;

export async function editListingLoader(request: Request, context: AppLoadContext, params: EditParams) {
  const user = await requireSeller(request, context);
  const plan = planOf(user.profile.privateData.membershipPlanId);
  const url = new URL(request.url);
  if (!isNew(params) && params.tab !== EDIT_TAB) throw redirect(`/l/${[params.slug, params.id, params.type].map((segment) => encodeURIComponent(segment ?? '')).join('/')}/${EDIT_TAB}${url.search}`);
  let values: ListingFormValues = emptyFormValues();
  let listing: { id: string; slug: string; state: string; stock: number | null } | null = null;
  if (!isNew(params)) {
    const entity = await loadOwnListing(context, params.id ?? '');
    if (!entity) throw new Response('Listing not found', { status: 404 });
    const editable = editableOf(entity);
    listing = { id: editable.id, slug: editable.slug, state: editable.state, stock: editable.stock };
    values = editable.values;
  }
  const copyId = url.searchParams.get('copyId');
  let notice: string | null = url.searchParams.get('saved') ? 'Draft saved.' : null;
  if (copyId) {
    const copied = await copiedValues(context, copyId);
    if (copied) {
      values = { ...copied, stock: listing ? values.stock : copied.stock };
      notice = 'Copied from your listing. Add photos and check the details before publishing.';
    }
  }
  return {
    mode: isNew(params) ? ('new' as const) : ('edit' as const),
    listing,
    values: withImageProofs(values, user.id),
    plan,
    canSetReserve: canSetReservePrice(plan),
    canPostOutsideUs: canPostFromCountry(plan, 'GB').ok,
    minAuctionDate: roundUpToAuctionStep(new Date(Date.now() + 5 * 60_000)).toISOString().slice(0, 16),
    notice,
  };
}

export interface EditActionData {
  errors: FieldErrors;
  formError: string | null;
  values: ListingFormValues;
  stock?: number | null;
}

export async function editListingAction(request: Request, context: AppLoadContext, params: EditParams): Promise<ReturnType<typeof data<EditActionData>>> {
  const user = await requireSeller(request, context);
  const form = await readForm(request, context);
  const intent = field(form, 'intent');
  const id = params.id ?? '';
  if (!isNew(params) && (intent === 'close' || intent === 'open' || intent === 'discard')) {
    const problem = await lifecycle(context, id, intent);
    const values = readFormValues(form);
    if (problem) return data<EditActionData>({ errors: {}, formError: problem, values }, { status: 409 });
    throw redirect(intent === 'discard' ? '/listings' : `/l/${params.slug}/${id}`);
  }
  const values = readFormValues(form);
  const plan = planOf(user.profile.privateData.membershipPlanId);
  const publish = intent === 'publish';
  // Spec 3 §2: a seller without complete payout details saves the draft and goes through the payout step first.
  const payoutsMissing = publish && (await payoutReadiness(context)) !== 'ready';
  const publishNow = publish && !payoutsMissing;
  const next = (outcome: { id: string; slug: string; state: string }) => (payoutsMissing && outcome.state === 'draft' ? payoutStepUrl(outcome.id) : afterSave(outcome, publishNow));
  const tz = Number(field(form, 'tzOffset'));
  const now = Date.now();
  const parsed = validateListing(values, { plan, now: new Date(now), tzOffsetMinutes: Number.isFinite(tz) ? tz : 0, requireImages: publish });
  const errors = { ...(parsed.ok ? {} : parsed.meta), ...unprovenImageErrors(values, user.id) };
  if (!parsed.ok || Object.keys(errors).length > 0) return data<EditActionData>({ errors, formError: 'Please check the highlighted fields.', values }, { status: 400 });
  if (isNew(params)) {
    const outcome = await createListing(context, parsed.value, publishNow, now, plan);
    if (!outcome.ok) return data<EditActionData>({ errors: {}, formError: outcome.message ?? SAVE_FAILED_MESSAGE, values }, { status: outcome.meta?.status ?? 502 });
    throw redirect(next(outcome.value));
  }
  const oldRaw = field(form, 'oldStock');
  const oldStock = oldRaw === '' ? null : Number(oldRaw);
  const outcome = await updateListing(context, id, parsed.value, Number.isFinite(oldStock) ? oldStock : null, publishNow, now, plan);
  if (!outcome.ok) {
    const message = outcome.message ?? SAVE_FAILED_MESSAGE;
    const stock = outcome.meta?.currentStock;
    return data<EditActionData>(
      { errors: stock !== undefined ? { stock: message } : {}, formError: message, values: stock !== undefined ? { ...values, stock: String(stock ?? 0) } : values, ...(stock !== undefined ? { stock } : {}) },
      { status: outcome.meta?.status ?? 502 },
    );
  }
  throw redirect(next(outcome.value));
}
