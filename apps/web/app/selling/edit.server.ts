/**
 * Selling (spec 2 §4 lifecycle, §7 calls): create draft, update, publish draft, stock by
 * compare-and-set (a change from 0 sets publishOrRestockTimestamp), open, close, discard draft,
 * and copying a listing's fields (`copyId`).
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import sharetribeSdk from 'sharetribe-flex-sdk';
import { denormaliseOne, type Entity } from '@variegata/marketplace-client/denormalise';
import { apiStatus, hasErrorCode } from '@variegata/marketplace-client/errors';
import { minorToMajorString } from '@variegata/money/money-input';
import { createSlug } from '@variegata/validation/slug';
import { forgetAnonymousListing } from '~/listing/page.server';
import { sdkFor } from '~/server/marketplace.server';
import { emptyFormValues, type FieldErrors, type ListingFormValues, type ParsedListing } from './listing-form';
import { num, obj, str } from '~/listing/view';

const { types } = sharetribeSdk as unknown as {
  types: { UUID: new (uuid: string) => unknown; Money: new (amount: number, currency: string) => unknown; LatLng: new (lat: number, lng: number) => unknown };
};
const uuid = (id: string) => new types.UUID(id);

export const STOCK_CONFLICT_MESSAGE = 'The stock changed while you were editing. We loaded the current stock; check it and save again.';
export const SAVE_FAILED_MESSAGE = 'Saving the listing failed. Please try again.';
export const EDIT_IMAGE_FIELDS = ['variants.listing-card', 'variants.listing-card-2x'];

export interface EditableListing {
  readonly id: string;
  readonly slug: string;
  readonly state: string;
  readonly stock: number | null;
  readonly values: ListingFormValues;
}

function localDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

/** Form values of an existing listing (for editing, or copying with `copy`: no images, stock kept). */
export function valuesOf(entity: Entity): ListingFormValues {
  const a = entity.attributes;
  const pd = obj(a['publicData']);
  const price = obj(a['price']);
  const stock = num(obj(obj(entity['currentStock']).attributes)['quantity']);
  const base = emptyFormValues();
  const list = (v: unknown) => (Array.isArray(v) ? v.map(str).filter(Boolean) : []);
  const location = obj(pd['location']);
  const geo = obj(a['geolocation']);
  const lat = num(geo['lat']);
  const lng = num(geo['lng']);
  const auctionTs = num(pd['auctionDateTimestamp']);
  return {
    ...base,
    title: str(a['title']),
    description: str(a['description']),
    price: num(price['amount']) !== null ? minorToMajorString(num(price['amount'])!, str(price['currency']) || 'USD') : '',
    genus: str(pd['genus']),
    species: str(pd['species']),
    type: pd['type'] === 'auction' ? 'auction' : 'sell',
    auctionDate: auctionTs !== null ? localDate(auctionTs) : '',
    reservePrice: num(pd['reservePrice']) !== null ? minorToMajorString(num(pd['reservePrice'])!) : '',
    stock: stock === null ? '1' : String(stock),
    shippingEnabled: pd['shippingEnabled'] !== false,
    pickupEnabled: pd['pickupEnabled'] === true,
    allowedShippingCountries: list(pd['allowedShippingCountries']).length > 0 ? list(pd['allowedShippingCountries']) : ['US'],
    countryFrom: str(pd['countryFrom']) || 'US',
    variegation: str(pd['variegation']) || base.variegation,
    hybrid: str(pd['hybrid']) || 'no',
    plantType: str(pd['plantType']) || base.plantType,
    rooted: str(pd['rooted']) || base.rooted,
    importedRecently: str(pd['importedRecently']) || 'no',
    tradeName: str(pd['tradeName']),
    parentSpeciesA: str(pd['parentSpeciesA']),
    parentSpeciesB: str(pd['parentSpeciesB']),
    isQuickSell: pd['isQuickSell'] === true,
    extraListings: list(pd['extraListings']).join('\n'),
    canMakeOffers: pd['canMakeOffers'] !== false,
    isPrivate: pd['isPrivate'] === true,
    rules: str(pd['rules']),
    address: str(location['address']),
    building: str(location['building']),
    city: str(location['city']),
    state: str(location['state']),
    lat: lat !== null && lng !== null ? String(lat) : '',
    lng: lat !== null && lng !== null ? String(lng) : '',
    images: (Array.isArray(entity['images']) ? (entity['images'] as Entity[]) : []).map((img) => ({
      id: img.id.uuid,
      url: str(obj(obj(obj(img.attributes)['variants'])['listing-card'])['url']),
    })),
    rootsImages: (Array.isArray(pd['rootsImages']) ? pd['rootsImages'] : []).map(obj).map((r) => ({ id: str(r['id']), url: str(r['url']), width: num(r['width']) ?? 400, height: num(r['height']) ?? 400 })).filter((r) => r.id && r.url),
  };
}

export async function loadOwnListing(context: AppLoadContext, id: string): Promise<Entity | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  try {
    const res = await sdkFor(context).ownListings.show({ id: uuid(id), include: ['images', 'currentStock'], 'fields.image': EDIT_IMAGE_FIELDS });
    return denormaliseOne(res);
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404 || status === 403) return null;
    throw error;
  }
}

export function editableOf(entity: Entity): EditableListing {
  return {
    id: entity.id.uuid,
    slug: createSlug(str(entity.attributes['title'])),
    state: str(entity.attributes['state']),
    stock: num(obj(obj(entity['currentStock']).attributes)['quantity']),
    values: valuesOf(entity),
  };
}

/** Values copied from another own listing (`copyId`): every field but the photos (location and pin included). */
export async function copiedValues(context: AppLoadContext, copyId: string): Promise<ListingFormValues | null> {
  const entity = await loadOwnListing(context, copyId);
  if (!entity) return null;
  return { ...valuesOf(entity), images: [], auctionDate: '' };
}

/** The SDK attributes; a missing geolocation is left out on create and sent as null (cleared) on update. */
function attributes(listing: ParsedListing, forUpdate = false) {
  const geolocation = listing.geolocation ? new types.LatLng(listing.geolocation.lat, listing.geolocation.lng) : null;
  return {
    title: listing.title,
    ...(geolocation || forUpdate ? { geolocation } : {}),
    description: listing.description,
    price: new types.Money(listing.price.amount, listing.price.currency),
    publicData: listing.publicData,
    images: listing.imageIds.map(uuid),
  };
}

export type SaveOutcome =
  | { ok: true; id: string; slug: string; state: string }
  | { ok: false; status: number; message: string; errors?: FieldErrors; currentStock?: number | null };

/** Creates the draft (new listing), sets its stock, and publishes it when asked. */
export async function createListing(context: AppLoadContext, listing: ParsedListing, publish: boolean, now: number): Promise<SaveOutcome> {
  const sdk = sdkFor(context);
  try {
    const res = await sdk.ownListings.createDraft({ ...attributes(listing), publicData: { ...listing.publicData, publishOrRestockTimestamp: now } }, { expand: true });
    const id = (res.data.data as { id: { uuid: string } }).id.uuid;
    await sdk.stock.compareAndSet({ listingId: uuid(id), oldTotal: null, newTotal: listing.stock }, { expand: true });
    let state = 'draft';
    if (publish) {
      const published = await sdk.ownListings.publishDraft({ id: uuid(id) }, { expand: true });
      state = str((published.data.data as { attributes: Record<string, unknown> }).attributes['state']) || 'published';
    }
    return { ok: true, id, slug: createSlug(listing.title), state };
  } catch (error) {
    return { ok: false, status: apiStatus(error) ?? 500, message: SAVE_FAILED_MESSAGE };
  }
}

/**
 * Updates an own listing: stock first by compare-and-set (a mismatch saves nothing and reports
 * the current stock), then the attributes (restock timestamp when stock goes up from 0), then
 * publishes a draft when asked.
 */
export async function updateListing(context: AppLoadContext, id: string, listing: ParsedListing, oldStock: number | null, publish: boolean, now: number): Promise<SaveOutcome> {
  const sdk = sdkFor(context);
  try {
    if (oldStock !== listing.stock) {
      try {
        await sdk.stock.compareAndSet({ listingId: uuid(id), oldTotal: oldStock, newTotal: listing.stock }, { expand: true });
      } catch (error) {
        if (hasErrorCode(error, 'old-total-mismatch')) {
          const fresh = await loadOwnListing(context, id);
          const current = fresh ? num(obj(obj(fresh['currentStock']).attributes)['quantity']) : null;
          return { ok: false, status: 409, message: STOCK_CONFLICT_MESSAGE, currentStock: current };
        }
        throw error;
      }
    }
    const restocked = (oldStock ?? 0) <= 0 && listing.stock > 0;
    const publicData = { ...listing.publicData, ...(restocked ? { publishOrRestockTimestamp: now } : {}) };
    const res = await sdk.ownListings.update({ id: uuid(id), ...attributes(listing, true), publicData }, { expand: true });
    let state = str((res.data.data as { attributes: Record<string, unknown> }).attributes['state']);
    if (publish && state === 'draft') {
      const published = await sdk.ownListings.publishDraft({ id: uuid(id) }, { expand: true });
      state = str((published.data.data as { attributes: Record<string, unknown> }).attributes['state']) || 'published';
    }
    return { ok: true, id, slug: createSlug(listing.title), state };
  } catch (error) {
    return { ok: false, status: apiStatus(error) ?? 500, message: SAVE_FAILED_MESSAGE };
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
  const sdk = sdkFor(context);
  try {
    if (intent === 'close') await sdk.ownListings.close({ id: uuid(id) }, { expand: true });
    else if (intent === 'open') await sdk.ownListings.open({ id: uuid(id) }, { expand: true });
    else await sdk.ownListings.discardDraft({ id: uuid(id) }, { expand: true });
    return null;
  } catch (error) {
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

