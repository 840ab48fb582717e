// Address objects: create (optionally validated), retrieve, list, validate.
import { type Ctx, isoNow, objectId, optString } from './context';
import { ShippoHttpError, fieldError } from './http';
import { type ValidationResult, validateAddress } from './us-address';

export interface AddressObject {
  object_id: string;
  object_owner: string;
  object_created: string;
  object_updated: string;
  is_complete: boolean;
  validation_results: Partial<ValidationResult>;
  name: string;
  company: string;
  street1: string;
  street2: string;
  street3: string;
  street_no: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
  email: string;
  is_residential?: boolean;
  metadata: string;
  test: boolean;
}

const TEXT_FIELDS = ['name', 'company', 'street1', 'street2', 'street3', 'street_no', 'city', 'state', 'zip', 'phone', 'email', 'metadata'] as const;

function isComplete(a: AddressObject): boolean {
  const needed = [a.name, a.street1, a.city, a.zip, a.country];
  if (a.country === 'US') needed.push(a.state);
  return needed.every((v) => v.trim() !== '');
}

/** Builds (without storing) an address object from a request body. */
export function buildAddress(ctx: Ctx, body: Record<string, unknown>): AddressObject {
  const country = optString(body, 'country');
  if (country === undefined || country.trim() === '') throw fieldError('country', 'This field is required.');
  const now = isoNow(ctx);
  const address: AddressObject = {
    object_id: objectId(),
    object_owner: ctx.owner,
    object_created: now,
    object_updated: now,
    is_complete: false,
    validation_results: {},
    name: '', company: '', street1: '', street2: '', street3: '', street_no: '',
    city: '', state: '', zip: '', country: country.trim().toUpperCase(), phone: '', email: '', metadata: '',
    test: ctx.test,
  };
  for (const field of TEXT_FIELDS) address[field] = (optString(body, field) ?? '').trim();
  const residential = body.is_residential;
  if (typeof residential === 'boolean') address.is_residential = residential;
  else if (residential !== undefined && residential !== null) throw fieldError('is_residential', 'Must be a valid boolean.');
  address.is_complete = isComplete(address);
  const validate = body.validate;
  if (validate !== undefined && typeof validate !== 'boolean') throw fieldError('validate', 'Must be a valid boolean.');
  if (validate === true) applyValidation(address, ctx);
  return address;
}

/** Runs validation and, when valid, normalises the address the way carriers print it (upper case). */
export function applyValidation(address: AddressObject, ctx: Ctx): void {
  const result = validateAddress(address);
  address.validation_results = result;
  address.object_updated = isoNow(ctx);
  if (result.is_valid) {
    address.city = address.city.toUpperCase();
    address.state = address.state.toUpperCase();
    address.street1 = address.street1.toUpperCase();
    address.street2 = address.street2.toUpperCase();
  }
}

export function createAddress(ctx: Ctx, body: Record<string, unknown>): AddressObject {
  const address = buildAddress(ctx, body);
  ctx.store.put('addresses', address.object_id, address);
  return address;
}

export function getAddress(ctx: Ctx, id: string): AddressObject {
  return ctx.store.getOrNotFound<AddressObject>('addresses', id);
}

export function validateStoredAddress(ctx: Ctx, id: string): AddressObject {
  const address = getAddress(ctx, id);
  applyValidation(address, ctx);
  ctx.store.put('addresses', address.object_id, address);
  return address;
}

/** An address given inline (object) or by object_id (string), as shipments accept. */
export function resolveAddress(ctx: Ctx, field: string, value: unknown): AddressObject {
  if (typeof value === 'string') {
    const found = ctx.store.get<AddressObject>('addresses', value);
    if (!found) throw fieldError(field, `Address with object_id ${value} does not exist.`);
    return found;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw fieldError(field, 'This field is required.');
  }
  try {
    return createAddress(ctx, value as Record<string, unknown>);
  } catch (e) {
    if (e instanceof ShippoHttpError) throw new ShippoHttpError(e.status, { [field]: e.body });
    throw e;
  }
}
