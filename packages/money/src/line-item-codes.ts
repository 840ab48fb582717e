/**
 * Line item codes (spec 3 §3). A code must start with `line-item/`; the known codes are
 * listed below; an extra item uses a double colon before its name, e.g.
 * `line-item/extra::Ceramic pot`. Sharetribe limits codes to 64 characters.
 * An invalid code is a developer error (spec 3 §8): `assertLineItemCode` throws.
 */

export const LINE_ITEM_PREFIX = 'line-item/';
export const EXTRA_ITEM_SEPARATOR = '::';
/** Sharetribe's maximum code length. */
export const MAX_LINE_ITEM_CODE_LENGTH = 64;

export const LINE_ITEM_NIGHT = 'line-item/night';
export const LINE_ITEM_DAY = 'line-item/day';
export const LINE_ITEM_UNITS = 'line-item/units';
export const LINE_ITEM_EXTRA_UNITS = 'line-item/extra-units';
export const LINE_ITEM_CUSTOMER_COMMISSION = 'line-item/customer-commission';
export const LINE_ITEM_PROVIDER_COMMISSION = 'line-item/provider-commission';
export const LINE_ITEM_SHIPPING_FEE = 'line-item/shipping-fee';
export const LINE_ITEM_PROVIDER_SHIPPING_FEE = 'line-item/provider-shipping-fee';
export const LINE_ITEM_PICKUP_FEE = 'line-item/pickup-fee';

export const KNOWN_LINE_ITEM_CODES = [
  LINE_ITEM_NIGHT,
  LINE_ITEM_DAY,
  LINE_ITEM_UNITS,
  LINE_ITEM_EXTRA_UNITS,
  LINE_ITEM_CUSTOMER_COMMISSION,
  LINE_ITEM_PROVIDER_COMMISSION,
  LINE_ITEM_SHIPPING_FEE,
  LINE_ITEM_PROVIDER_SHIPPING_FEE,
  LINE_ITEM_PICKUP_FEE,
] as const;

export type KnownLineItemCode = (typeof KNOWN_LINE_ITEM_CODES)[number];
export type LineItemCode = `line-item/${string}`;

/** Codes whose line total is the unit price times the booked quantity (the listing's unit type). */
export const UNIT_LINE_ITEM_CODES: readonly LineItemCode[] = [LINE_ITEM_NIGHT, LINE_ITEM_DAY, LINE_ITEM_UNITS];

const CODE_PATTERN = /^line-item\/([A-Za-z0-9][A-Za-z0-9_-]*)(?:::(.+))?$/s;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

export interface ParsedLineItemCode {
  readonly code: LineItemCode;
  /** The part after `line-item/` and before `::` (e.g. `units`, `extra`). */
  readonly base: string;
  /** The extra item's name after `::`, if any. */
  readonly name?: string;
  /** One of KNOWN_LINE_ITEM_CODES (without a `::name`). */
  readonly known: boolean;
}

function parse(code: unknown): ParsedLineItemCode | undefined {
  if (typeof code !== 'string' || code.length > MAX_LINE_ITEM_CODE_LENGTH) {
    return undefined;
  }
  const match = CODE_PATTERN.exec(code);
  if (match === null) {
    return undefined;
  }
  const [, base = '', name] = match;
  if (name !== undefined && (name.trim() === '' || CONTROL_CHARS.test(name))) {
    return undefined;
  }
  const typed = code as LineItemCode;
  const known = name === undefined && (KNOWN_LINE_ITEM_CODES as readonly string[]).includes(code);
  return name === undefined ? { code: typed, base, known } : { code: typed, base, name, known };
}

export function isValidLineItemCode(code: unknown): code is LineItemCode {
  return parse(code) !== undefined;
}

function invalidCode(code: unknown): Error {
  return new Error(`Invalid line item code: ${JSON.stringify(code)} (must start with ${LINE_ITEM_PREFIX})`);
}

/** Throws for an invalid code (a developer error, spec 3 §8). */
export function assertLineItemCode(code: unknown): asserts code is LineItemCode {
  if (parse(code) === undefined) {
    throw invalidCode(code);
  }
}

/** Splits a code into base and extra-item name; throws for an invalid code. */
export function parseLineItemCode(code: string): ParsedLineItemCode {
  const parsed = parse(code);
  if (parsed === undefined) {
    throw invalidCode(code);
  }
  return parsed;
}

export function isKnownLineItemCode(code: string): code is KnownLineItemCode {
  return parse(code)?.known === true;
}

/** Builds `line-item/<base>::<name>` for an extra item; throws when the result is not a valid code. */
export function extraLineItemCode(base: string, name: string): LineItemCode {
  const code = `${LINE_ITEM_PREFIX}${base}${EXTRA_ITEM_SEPARATOR}${name}`;
  assertLineItemCode(code);
  return code;
}

/**
 * The label of an extra or unknown item: its `::name` when present, otherwise the code's
 * base with dashes and underscores as spaces and a capital first letter
 * (`line-item/cleaning-fee` -> "Cleaning fee").
 */
export function lineItemLabel(code: string): string {
  const parsed = parseLineItemCode(code);
  if (parsed.name !== undefined) {
    return parsed.name.trim();
  }
  const words = parsed.base.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
