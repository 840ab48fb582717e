/**
 * Selling (spec 2 §4 lifecycle, §7 calls): create draft, update, publish draft, stock by
 * compare-and-set (a change from 0 sets publishOrRestockTimestamp), open, close, discard draft,
 * and copying a listing's fields (`copyId`).
 */
import { err, ok, type Result } from '@variegata/result/result';
import { redirect, type AppLoadContext } from '@remix-run/node';
import { apiStatus, hasErrorCode } from '@variegata/marketplace-client/errors';
import type { ListingWrite } from '@variegata/marketplace-client/listing-calls';
import type { ListingState, OwnListing } from '@variegata/marketplace-client/listing-entity';
import type { PlanId } from '@variegata/membership/plans';
import { minorToMajorString } from '@variegata/money/money-input';
import { createSlug } from '@variegata/validation/slug';
import { shownAmount, stockOf } from '~/listing-cards/card-data';
import { forgetAnonymousListing } from '~/listing/page.server';
import { writeListingBadges } from '~/membership/listing-badges.server';
import { apiFor } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { emptyFormValues, type ListingFormValues, type ParsedListing } from './listing-form';

export const STOCK_CONFLICT_MESSAGE = 'The stock changed while you were editing. We loaded the current stock; check it and save again.';
export const SAVE_FAILED_MESSAGE = 'Saving the listing failed. Please try again.';
export const EDIT_IMAGE_FIELDS = ['variants.listing-card', 'variants.listing-card-2x'];

export interface EditableListing {
  readonly id: string;
  readonly slug: string;
  readonly state: ListingState;
  readonly stock: number | null;
  readonly values: ListingFormValues;
}

function localDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

/** Form values of an existing listing (for editing, or copying with `copy`: no images, stock kept). */
export function valuesOf(listing: OwnListing): ListingFormValues {
  const { publicData: pd, price, geolocation } = listing;
  const stock = stockOf(listing);
  const base = emptyFormValues();
  const list = (values: readonly string[] | undefined) => (values ?? []).filter(Boolean);
  const countries = list(pd.allowedShippingCountries);
  return {
    ...base,
    title: listing.title,
    description: listing.description ?? '',
    price: price ? minorToMajorString(price.amount, price.currency) : '',
    genus: pd.genus ?? '',
    species: pd.species ?? '',
    type: pd.type === 'auction' ? 'auction' : 'sell',
    auctionDate: pd.auctionDateTimestamp !== undefined ? localDate(pd.auctionDateTimestamp) : '',
    reservePrice: pd.reservePrice !== undefined ? minorToMajorString(pd.reservePrice) : '',
    softClose: pd.softClose === true,
    stock: stock === null ? '1' : String(stock),
    shippingEnabled: pd.shippingEnabled !== false,
    pickupEnabled: pd.pickupEnabled === true,
    allowedShippingCountries: countries.length > 0 ? countries : ['US'],
    countryFrom: pd.countryFrom || 'US',
    variegation: pd.variegation || base.variegation,
    hybrid: pd.hybrid || 'no',
    plantType: pd.plantType || base.plantType,
    rooted: pd.rooted || base.rooted,
    importedRecently: pd.importedRecently || 'no',
    tradeName: pd.tradeName ?? '',
    parentSpeciesA: pd.parentSpeciesA ?? '',
    parentSpeciesB: pd.parentSpeciesB ?? '',
    isQuickSell: pd.isQuickSell === true,
    extraListings: list(pd.extraListings).join('\n'),
    canMakeOffers: pd.canMakeOffers !== false,
    isPrivate: pd.isPrivate === true,
    rules: pd.rules ?? '',
    address: pd.location?.address ?? '',
    building: pd.location?.building ?? '',
    city: pd.location?.city ?? '',
    state: pd.location?.state ?? '',
    lat: geolocation ? String(geolocation.lat) : '',
    lng: geolocation ? String(geolocation.lng) : '',
    images: (listing.images ?? []).map((img) => ({ id: img.id, url: img.variants['listing-card']?.url ?? '' })),
    rootsImages: (pd.rootsImages ?? [])
      .map((r) => ({ id: r.id ?? '', url: r.url, width: r.width, height: r.height }))
      .filter((r) => r.id && r.url),
  };
}

export async function loadOwnListing(context: AppLoadContext, id: string): Promise<OwnListing | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  try {
    return await apiFor(context).ownListings.show({ id, include: ['images', 'currentStock'], 'fields.image': EDIT_IMAGE_FIELDS });
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404 || status === 403) return null;
    logUnexpectedResponse('edit listing', error);
    throw error;
  }
}

export function editableOf(listing: OwnListing): EditableListing {
  return {
    id: listing.id,
    slug: createSlug(listing.title),
    state: listing.state,
    stock: stockOf(listing),
    values: valuesOf(listing),
  };
}

/** Values copied from another own listing (`copyId`): every field but the photos (location and pin included). */
export async function copiedValues(context: AppLoadContext, copyId: string): Promise<ListingFormValues | null> {
  const entity = await loadOwnListing(context, copyId);
  if (!entity) return null;
  return { ...valuesOf(entity), images: [], auctionDate: '' };
}

/** The listing's attributes; a missing geolocation is left out on create and sent as null (cleared) on update. */
function attributes(listing: ParsedListing, forUpdate = false): ListingWrite & { title: string } {
  const { geolocation } = listing;
  return {
    title: listing.title,
    ...(geolocation || forUpdate ? { geolocation } : {}),
    description: listing.description,
    price: listing.price,
    publicData: listing.publicData,
    images: listing.imageIds,
  };
}

/** A saved listing, or why not: the text as `message`, the HTTP status (and on a stock conflict the current stock) in `meta`. */
export type SaveOutcome = Result<{ id: string; slug: string; state: ListingState }, 'listing-gone' | 'stock-conflict' | 'save-failed', { status: number; currentStock?: number | null }>;

export const LISTING_GONE_MESSAGE = 'This listing is not yours or no longer exists.';

/** A write that failed: the service's client-error status, 502 when the service itself failed. */
function saveFailed(what: string, error: unknown): SaveOutcome {
  logUnexpectedResponse(what, error);
  const status = apiStatus(error);
  return err('save-failed', SAVE_FAILED_MESSAGE, { status: status !== undefined && status >= 400 && status < 500 ? status : 502 });
}

type Undo = () => Promise<unknown>;

/**
 * Writes that each change one thing, run in order; when one fails, the ones before it are undone
 * (newest first), so a save is all or nothing. An undo that fails too is logged.
 */
async function allOrNothing(steps: readonly (() => Promise<Undo | null>)[], what: string): Promise<void> {
  const undos: Undo[] = [];
  try {
    for (const step of steps) {
      const undo = await step();
      if (undo) undos.push(undo);
    }
  } catch (error) {
    for (const undo of undos.reverse()) {
      await undo().catch((undoError: unknown) => console.error(`[selling] undoing part of ${what} failed: ${undoError instanceof Error ? undoError.message : String(undoError)}`));
    }
    throw error;
  }
}

/**
 * Creates the draft (new listing), sets its stock and the seller's badges (from `planId`, the
 * membership stored for the seller), and publishes it when asked; if a later step fails the draft
 * is discarded again, so a failed save leaves no listing behind.
 */
export async function createListing(context: AppLoadContext, listing: ParsedListing, publish: boolean, now: number, planId: PlanId): Promise<SaveOutcome> {
  const api = apiFor(context);
  let id = '';
  let state: ListingState = 'draft';
  try {
    await allOrNothing(
      [
        async () => {
          const publicData = { ...listing.publicData, publishOrRestockTimestamp: now, displayPrice: shownAmount(listing.publicData, listing.price.amount) };
          id = (await api.ownListings.createDraft({ ...attributes(listing), publicData })).id;
          return () => api.ownListings.discardDraft({ id });
        },
        async () => {
          // a new listing has no metadata yet
          await writeListingBadges({ id, metadata: {} }, planId);
          return null;
        },
        async () => {
          await api.stock.compareAndSet({ listingId: id, oldTotal: null, newTotal: listing.stock });
          return null;
        },
        async () => {
          if (publish) state = (await api.ownListings.publishDraft({ id })).state;
          return null;
        },
      ],
      'creating a listing',
    );
    return ok({ id, slug: createSlug(listing.title), state });
  } catch (error) {
    return saveFailed('create listing', error);
  }
}

/** The listing's writable attributes as they are now: what an undo writes back over `next`. */
function previousAttributes(current: OwnListing, next: ReturnType<typeof attributes>): ListingWrite {
  return {
    title: current.title,
    description: current.description,
    price: current.price,
    geolocation: current.geolocation,
    // publicData is merged key by key: every key the save wrote goes back to its old value (or away).
    publicData: Object.fromEntries(Object.keys(next.publicData ?? {}).map((key) => [key, (current.publicData as Record<string, unknown>)[key] ?? null])),
    images: (current.images ?? []).map((image) => image.id),
  };
}

/**
 * Updates an own listing, all or nothing. Before any write: the listing must be the seller's and,
 * when the stock changes, still hold the stock the form was loaded with (else 409 with the current
 * stock). Then the attributes (restock timestamp when stock goes up from 0), the stock by
 * compare-and-set, and publishing a draft when asked; a failing step undoes the ones before it.
 * The seller's badges (from `planId`) are brought up to date on the way (never undone: they follow
 * the membership, not the form).
 */
export async function updateListing(context: AppLoadContext, id: string, listing: ParsedListing, oldStock: number | null, publish: boolean, now: number, planId: PlanId): Promise<SaveOutcome> {
  const api = apiFor(context);
  try {
    const current = await loadOwnListing(context, id);
    if (!current) return err('listing-gone', LISTING_GONE_MESSAGE, { status: 404 });
    const stockNow = stockOf(current);
    const stockChanges = oldStock !== listing.stock;
    if (stockChanges && stockNow !== oldStock) return err('stock-conflict', STOCK_CONFLICT_MESSAGE, { status: 409, currentStock: stockNow });
    const restocked = (oldStock ?? 0) <= 0 && listing.stock > 0;
    // The shown price keeps an auction's current bid (bids are not part of the form).
    const displayPrice = shownAmount({ type: listing.publicData.type, currentAmount: current.publicData.currentAmount }, listing.price.amount);
    const next = { ...attributes(listing, true), publicData: { ...listing.publicData, displayPrice, ...(restocked ? { publishOrRestockTimestamp: now } : {}) } };
    let state = current.state;
    await allOrNothing(
      [
        async () => {
          state = (await api.ownListings.update({ id, ...next })).state;
          const before = previousAttributes(current, next);
          return () => api.ownListings.update({ id, ...before });
        },
        async () => {
          if (!stockChanges) return null;
          await api.stock.compareAndSet({ listingId: id, oldTotal: oldStock, newTotal: listing.stock });
          return () => api.stock.compareAndSet({ listingId: id, oldTotal: listing.stock, newTotal: oldStock ?? 0 });
        },
        async () => {
          await writeListingBadges(current, planId);
          return null;
        },
        async () => {
          if (publish && state === 'draft') state = (await api.ownListings.publishDraft({ id })).state;
          return null;
        },
      ],
      `saving listing ${id}`,
    );
    return ok({ id, slug: createSlug(listing.title), state });
  } catch (error) {
    if (hasErrorCode(error, 'old-total-mismatch')) {
      const fresh = await loadOwnListing(context, id).catch(() => null);
      return err('stock-conflict', STOCK_CONFLICT_MESSAGE, { status: 409, currentStock: fresh ? stockOf(fresh) : null });
    }
    return saveFailed('update listing', error);
  } finally {
    forgetAnonymousListing(id);
  }
}

/** Where to go after saving: the listing page (with the just-published flag), or the owner's draft view. */
export function afterSave(outcome: { id: string; slug: string; state: string }, published: boolean): string {
  if (published && outcome.state === 'published') return `/l/${outcome.slug}/${outcome.id}?published=1`;
  if (outcome.state === 'draft') return `/l/${outcome.slug}/${outcome.id}/draft/onestep?saved=1`;
  if (outcome.state === 'pendingApproval') return `/l/${outcome.slug}/${outcome.id}/pending-approval`;
  return `/l/${outcome.slug}/${outcome.id}`;
}

export type LifecycleIntent = 'close' | 'open' | 'discard';

/** Close, open or discard (drafts only) an own listing; answers the error text or null. */
export async function lifecycle(context: AppLoadContext, id: string, intent: LifecycleIntent): Promise<string | null> {
  const api = apiFor(context);
  try {
    if (intent === 'close') await api.ownListings.close({ id });
    else if (intent === 'open') await api.ownListings.open({ id });
    else await api.ownListings.discardDraft({ id });
    return null;
  } catch (error) {
    logUnexpectedResponse('listing lifecycle', error);
    const status = apiStatus(error);
    if (status === 403 || status === 404) return 'This listing is not yours or no longer exists.';
    if (status === 409) return intent === 'discard' ? 'Only drafts can be discarded.' : 'The listing cannot change to that state now.';
    return 'Updating the listing failed. Please try again.';
  } finally {
    forgetAnonymousListing(id);
  }
}

export function redirectToListings(message?: string) {
  return redirect(message ? `/listings?notice=${encodeURIComponent(message)}` : '/listings');
}

