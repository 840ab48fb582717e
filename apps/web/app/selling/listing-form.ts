/**
 * The edit-listing form (spec 2 §3 publicData fields, §5 validation): reading the submitted
 * fields into listing attributes, with membership rules (reserve price for starter and verified
 * members, posting outside the US for international sellers). Pure: `now` and the plan come in.
 */
import { err, ok, type Result } from '@variegata/result/result';
import type { ListingWrite } from '@variegata/marketplace-client/listing-calls';
import { PLANT_TYPES, ROOTED_VALUES, VARIEGATIONS } from '@variegata/marketplace-client/listing-entity';
import { parseMoneyInput } from '@variegata/money/money-input';
import { canPostFromCountry, canSetReservePrice } from '@variegata/membership/perks';
import { isPlanId, FREE_PLAN, type PlanId } from '@variegata/membership/plans';
import { validateAuctionTime } from '@variegata/validation/auction-time';
import { sanitizeText } from '@variegata/validation/sanitize';
import { TEXTAREA_MAX_LENGTH, TEXTAREA_TOO_LONG_MESSAGE } from '@variegata/validation/text';
import { PLANT_TYPE_OPTIONS, ROOTED_OPTIONS, VARIEGATION_OPTIONS } from '~/search/search-config';
import { validateLocation, type LocationValues } from './location';
import type { GeoPoint } from './geocode-us';
import { GENUS_OPTIONS } from '~/shell/config';
import { TITLE_MAX_LENGTH } from './listing-limits';


export const FORM_TEXTS = {
  titleRequired: 'Add a title.',
  titleTooLong: `The title can be at most ${TITLE_MAX_LENGTH} characters.`,
  descriptionRequired: 'Add a description.',
  priceRequired: 'Add a price.',
  priceInvalid: 'Enter a valid price, for example 25 or 24.99.',
  priceNegative: 'The price cannot be negative.',
  genusRequired: 'Choose a genus.',
  speciesRequired: 'Add the species.',
  typeRequired: 'Choose how you sell: buy now or auction.',
  stockInvalid: 'Stock must be a whole number of 0 or more.',
  reserveMembers: 'A reserve price is for starter and verified members.',
  reserveInvalid: 'Enter a valid reserve price.',
  countryOutsideUs: 'Posting outside the US needs an international seller membership.',
  shippingCountriesRequired: 'Choose at least one country you ship to.',
  deliveryRequired: 'Offer shipping or local pickup.',
  imagesRequired: 'Add at least one photo.',
} as const;

/** Every field of the form; the location fields (spec 2 §3 publicData.location) and the pin come from listing-location. */
export interface ListingFormValues extends LocationValues {
  title: string;
  description: string;
  price: string;
  genus: string;
  species: string;
  type: string;
  auctionDate: string;
  reservePrice: string;
  /** Auctions only: a bid in the last 2 minutes extends the end by 2 minutes (off by default). */
  softClose: boolean;
  stock: string;
  shippingEnabled: boolean;
  pickupEnabled: boolean;
  allowedShippingCountries: string[];
  countryFrom: string;
  variegation: string;
  hybrid: string;
  plantType: string;
  rooted: string;
  importedRecently: string;
  tradeName: string;
  parentSpeciesA: string;
  parentSpeciesB: string;
  isQuickSell: boolean;
  extraListings: string;
  canMakeOffers: boolean;
  isPrivate: boolean;
  rules: string;
  /** The city and state the submitted pin was shown for (null when the form did not send it). */
  pinFor: string | null;
  /** `proof`: the site's word that the image is the seller's (see image-proof.server.ts). */
  images: { id: string; url: string; proof?: string }[];
  rootsImages: { id: string; url: string; width: number; height: number; proof?: string }[];
}

export function emptyFormValues(): ListingFormValues {
  return {
    title: '', description: '', price: '', genus: '', species: '', type: 'sell', auctionDate: '', reservePrice: '', softClose: false, stock: '1',
    shippingEnabled: true, pickupEnabled: false, allowedShippingCountries: ['US'], countryFrom: 'US', variegation: 'yes', hybrid: 'no',
    plantType: 'plant', rooted: 'yes-terrestrial', importedRecently: 'no', tradeName: '', parentSpeciesA: '', parentSpeciesB: '',
    isQuickSell: false, extraListings: '', canMakeOffers: true, isPrivate: false, rules: '', address: '', building: '', city: '', state: '', lat: '', lng: '', pinFor: null, images: [], rootsImages: [],
  };
}

export interface ParsedListing {
  title: string;
  description: string;
  price: { amount: number; currency: string };
  /** The public data written (every key the form owns; null removes one). */
  publicData: NonNullable<ListingWrite['publicData']>;
  stock: number;
  imageIds: string[];
  /** The listing's geolocation; null clears it. */
  geolocation: GeoPoint | null;
}

export type FieldErrors = Record<string, string>;

const inList = (list: readonly { value: string }[], value: string) => list.some((o) => o.value === value);
/** `value` as one of `values` (typed), or null when it is none of them (an empty field). */
const oneOf = <T extends string>(values: readonly T[], value: string): T | null => values.find((v) => v === value) ?? null;
const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value.trim() : '');

/** Reads the form's fields into values (what the form shows back on errors). */
export function readFormValues(form: FormData): ListingFormValues {
  const checked = (name: string) => form.get(name) === 'on' || form.get(name) === 'true';
  const pairs = (name: string) => form.getAll(name).map((v) => (typeof v === 'string' ? v : ''));
  return {
    title: text(form.get('title')),
    description: typeof form.get('description') === 'string' ? String(form.get('description')).trim() : '',
    price: text(form.get('price')),
    genus: text(form.get('genus')).toLowerCase(),
    species: text(form.get('species')),
    type: text(form.get('type')),
    auctionDate: text(form.get('auctionDate')),
    reservePrice: text(form.get('reservePrice')),
    softClose: checked('softClose'),
    stock: text(form.get('stock')),
    shippingEnabled: checked('shippingEnabled'),
    pickupEnabled: checked('pickupEnabled'),
    allowedShippingCountries: pairs('allowedShippingCountries').map((c) => c.trim().toUpperCase()).filter(Boolean),
    countryFrom: text(form.get('countryFrom')).toUpperCase() || 'US',
    variegation: text(form.get('variegation')),
    hybrid: text(form.get('hybrid')),
    plantType: text(form.get('plantType')),
    rooted: text(form.get('rooted')),
    importedRecently: text(form.get('importedRecently')),
    tradeName: text(form.get('tradeName')),
    parentSpeciesA: text(form.get('parentSpeciesA')),
    parentSpeciesB: text(form.get('parentSpeciesB')),
    isQuickSell: checked('isQuickSell'),
    extraListings: typeof form.get('extraListings') === 'string' ? String(form.get('extraListings')) : '',
    canMakeOffers: checked('canMakeOffers'),
    isPrivate: checked('isPrivate'),
    rules: typeof form.get('rules') === 'string' ? String(form.get('rules')).trim() : '',
    address: text(form.get('address')),
    building: text(form.get('building')),
    city: text(form.get('city')),
    state: text(form.get('state')),
    lat: text(form.get('lat')),
    lng: text(form.get('lng')),
    pinFor: typeof form.get('pinFor') === 'string' ? String(form.get('pinFor')) : null,
    images: pairs('images').map((v) => {
      const [id = '', url = '', proof = ''] = v.split('|');
      return { id, url, proof };
    }).filter((i) => /^[0-9a-f-]{36}$/i.test(i.id)),
    rootsImages: pairs('rootsImages').map((v) => {
      const [id = '', url = '', w = '400', h = '400', proof = ''] = v.split('|');
      return { id, url, width: Number(w) || 400, height: Number(h) || 400, proof };
    }).filter((i) => /^[0-9a-f-]{36}$/i.test(i.id) && /^https?:\/\//.test(i.url)),
  };
}

/** The auction end from a datetime-local value and the browser's offset (minutes, as getTimezoneOffset). */
export function auctionDateFrom(local: string, tzOffsetMinutes: number): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const utc = Date.parse(`${local}:00Z`);
  return Number.isFinite(utc) ? new Date(utc + tzOffsetMinutes * 60_000) : null;
}

export function planOf(value: unknown): PlanId {
  return isPlanId(value) ? value : FREE_PLAN;
}

/** Validates the values against spec 2 §5; returns the listing's attributes, or 'invalid-listing' with the field errors in `meta`. */
export function validateListing(values: ListingFormValues, options: { plan: PlanId; now: Date; tzOffsetMinutes: number; requireImages: boolean }): Result<ParsedListing, 'invalid-listing', FieldErrors> {
  const errors: FieldErrors = {};
  if (!values.title) errors['title'] = FORM_TEXTS.titleRequired;
  else if (Array.from(values.title).length > TITLE_MAX_LENGTH) errors['title'] = FORM_TEXTS.titleTooLong;
  if (!values.description) errors['description'] = FORM_TEXTS.descriptionRequired;
  else if (Array.from(values.description).length > TEXTAREA_MAX_LENGTH) errors['description'] = TEXTAREA_TOO_LONG_MESSAGE;
  if (Array.from(values.rules).length > TEXTAREA_MAX_LENGTH) errors['rules'] = TEXTAREA_TOO_LONG_MESSAGE;
  if (Array.from(values.extraListings).length > TEXTAREA_MAX_LENGTH) errors['extraListings'] = TEXTAREA_TOO_LONG_MESSAGE;
  let amount = 0;
  const price = parseMoneyInput(values.price);
  if (!price.ok) errors['price'] = price.error === 'money-input-empty' ? FORM_TEXTS.priceRequired : price.error === 'money-input-negative' ? FORM_TEXTS.priceNegative : FORM_TEXTS.priceInvalid;
  else amount = price.value.amount;
  if (!values.genus || !GENUS_OPTIONS.some((g) => g.toLowerCase() === values.genus)) errors['genus'] = FORM_TEXTS.genusRequired;
  if (!values.species) errors['species'] = FORM_TEXTS.speciesRequired;
  if (values.type !== 'sell' && values.type !== 'auction') errors['type'] = FORM_TEXTS.typeRequired;
  const isAuction = values.type === 'auction';
  const stock = isAuction ? 1 : Number(values.stock);
  if (!isAuction && (!/^\d+$/.test(values.stock) || !Number.isSafeInteger(stock))) errors['stock'] = FORM_TEXTS.stockInvalid;
  let auctionAt: Date | null = null;
  let reserve: number | null = null;
  if (isAuction) {
    auctionAt = auctionDateFrom(values.auctionDate, options.tzOffsetMinutes);
    const check = validateAuctionTime(auctionAt ?? undefined, options.now);
    if (!check.success) errors['auctionDate'] = Object.values(check.issues)[0] ?? 'Choose when the auction ends.';
    if (values.reservePrice) {
      if (!canSetReservePrice(options.plan)) errors['reservePrice'] = FORM_TEXTS.reserveMembers;
      else {
        const r = parseMoneyInput(values.reservePrice);
        if (!r.ok) errors['reservePrice'] = FORM_TEXTS.reserveInvalid;
        else reserve = r.value.amount;
      }
    }
  }
  const posting = canPostFromCountry(options.plan, values.countryFrom);
  if (!posting.ok) errors['countryFrom'] = FORM_TEXTS.countryOutsideUs;
  const outsideUs = values.allowedShippingCountries.filter((c) => c !== 'US');
  if (outsideUs.length > 0 && !canPostFromCountry(options.plan, outsideUs[0]!).ok) errors['allowedShippingCountries'] = FORM_TEXTS.countryOutsideUs;
  else if (values.shippingEnabled && values.allowedShippingCountries.length === 0) errors['allowedShippingCountries'] = FORM_TEXTS.shippingCountriesRequired;
  if (!values.shippingEnabled && !values.pickupEnabled) errors['shippingEnabled'] = FORM_TEXTS.deliveryRequired;
  if (values.variegation && !inList(VARIEGATION_OPTIONS, values.variegation)) errors['variegation'] = 'Choose a variegation.';
  if (values.plantType && !inList(PLANT_TYPE_OPTIONS, values.plantType)) errors['plantType'] = 'Choose a plant type.';
  if (values.rooted && !inList(ROOTED_OPTIONS, values.rooted)) errors['rooted'] = 'Choose whether it is rooted.';
  if (options.requireImages && values.images.length === 0) errors['images'] = FORM_TEXTS.imagesRequired;
  const place = validateLocation(values, values.countryFrom);
  if (!place.ok) Object.assign(errors, place.meta);
  if (!place.ok || Object.keys(errors).length > 0) return err('invalid-listing', undefined, errors);

  const s = sanitizeText;
  const extra = values.isQuickSell ? values.extraListings.split('\n').map((l) => s(l.trim())).filter(Boolean).slice(0, 50) : [];
  const publicData: ParsedListing['publicData'] = {
    category: 'plants',
    listingType: isAuction ? 'auction' : 'sell',
    transactionProcessAlias: 'default-purchase/release-1',
    unitType: 'item',
    genus: values.genus,
    species: s(values.species.toLowerCase().replace(/\s+/g, '-')),
    type: isAuction ? 'auction' : 'sell',
    variegation: oneOf(VARIEGATIONS, values.variegation),
    hybrid: values.hybrid === 'yes' ? 'yes' : 'no',
    plantType: oneOf(PLANT_TYPES, values.plantType),
    rooted: oneOf(ROOTED_VALUES, values.rooted),
    importedRecently: values.importedRecently === 'yes' ? 'yes' : 'no',
    tradeName: values.tradeName ? s(values.tradeName) : null,
    parentSpeciesA: values.hybrid === 'yes' && values.parentSpeciesA ? s(values.parentSpeciesA.toLowerCase()) : null,
    parentSpeciesB: values.hybrid === 'yes' && values.parentSpeciesB ? s(values.parentSpeciesB.toLowerCase()) : null,
    isQuickSell: !isAuction && values.isQuickSell,
    extraListings: extra.length > 0 ? extra : null,
    isPrivate: values.isPrivate,
    canMakeOffers: !isAuction && values.canMakeOffers,
    shippingEnabled: values.shippingEnabled,
    pickupEnabled: values.pickupEnabled,
    allowedShippingCountries: values.shippingEnabled ? [...new Set(values.allowedShippingCountries)] : [],
    countryFrom: values.countryFrom,
    rules: values.rules ? s(values.rules) : null,
    location: place.value.location,
    rootsImages: values.rootsImages.length > 0 ? values.rootsImages.map(({ id, url, width, height }) => ({ id, url, width, height })) : null,
    hasStockInt: stock > 0 ? 1 : 0,
    auctionDate: auctionAt ? auctionAt.toISOString() : null,
    auctionDateTimestamp: auctionAt ? auctionAt.getTime() : null,
    // Open: the end must be in the future (validated above); only the auction closing job sets 1.
    closedAuctionInt: 0,
    reservePrice: reserve,
    softClose: isAuction && values.softClose,
  };
  return ok({ title: s(values.title), description: s(values.description), price: { amount, currency: 'USD' }, publicData, stock, imageIds: values.images.map((i) => i.id), geolocation: place.value.geolocation });
}
