/**
 * Money input: what a user types into a price field, read exactly on the text (no float
 * arithmetic), plus exact major <-> minor unit conversion.
 *
 * Rules (spec 2 §5, spec 3 §5 and §9): comma or dot is the decimal separator; only
 * non-negative safe numbers are accepted; digits beyond the currency's sub-unit are
 * truncated (not rounded), so the result is always an exact multiple of the minor unit;
 * the minimum listing price is 0.
 */
import { MARKETPLACE_CURRENCY, currencyDecimals, money, type Money } from './money';
import { plainDecimalString } from './decimal';
import { err, map, ok, type Result } from '@variegata/result/result';

/** Minimum listing price in minor units (spec 3 §9). */
export const MINIMUM_LISTING_PRICE = 0;

export type MoneyInputError =
  /** Nothing but whitespace was entered. */
  | 'money-input-empty'
  /** Not a plain decimal number (letters, two separators, exponent, sign other than minus). */
  | 'money-input-invalid'
  /** A minus sign: money input is never negative. */
  | 'money-input-negative'
  /** More minor units than Number.MAX_SAFE_INTEGER. */
  | 'money-input-unsafe'
  /** Below the configured minimum (default MINIMUM_LISTING_PRICE). */
  | 'money-input-below-minimum'
  /** `precision: 'exact'` only: non-zero digits below the minor unit. */
  | 'money-input-too-precise';

export interface MoneyInputOptions {
  /** Smallest accepted amount in minor units; default MINIMUM_LISTING_PRICE (0). */
  readonly minimum?: number;
  /**
   * 'truncate' (default for user input): drop digits below the minor unit, 12.349 -> 12.34.
   * 'exact': reject them with money-input-too-precise.
   */
  readonly precision?: 'truncate' | 'exact';
}

const INPUT_PATTERN = /^(\d*)(?:[.,](\d*))?$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Reads non-negative plain decimal text (dot or comma separator) into minor units. */
function readMinorUnits(text: string, decimals: number, options: MoneyInputOptions): Result<number, MoneyInputError> {
  if (text === '') {
    return err('money-input-empty');
  }
  if (text.startsWith('-')) {
    return INPUT_PATTERN.test(text.slice(1)) && /\d/.test(text) ? err('money-input-negative') : err('money-input-invalid');
  }
  const match = INPUT_PATTERN.exec(text);
  if (match === null || !/\d/.test(text)) {
    return err('money-input-invalid');
  }
  const [, intPart = '', fracPart = ''] = match;
  const kept = fracPart.slice(0, decimals);
  const dropped = fracPart.slice(decimals);
  if (options.precision === 'exact' && /[1-9]/.test(dropped)) {
    return err('money-input-too-precise');
  }
  const minor = BigInt(intPart === '' ? '0' : intPart) * 10n ** BigInt(decimals) + BigInt(kept.padEnd(decimals, '0') || '0');
  if (minor > MAX_SAFE) {
    return err('money-input-unsafe');
  }
  const amount = Number(minor);
  const minimum = options.minimum ?? MINIMUM_LISTING_PRICE;
  if (amount < minimum) {
    return err('money-input-below-minimum');
  }
  return ok(amount);
}

/**
 * Parses what a user typed into a money field: `"12,5"` and `"12.5"` both give 1250 cents.
 * Surrounding whitespace is ignored; thousands separators are not accepted (a comma is a
 * decimal separator). Digits below the minor unit are truncated unless `precision: 'exact'`.
 * An unknown currency is a developer error (throws).
 */
export function parseMoneyInput(
  input: string,
  currency: string = MARKETPLACE_CURRENCY,
  options: MoneyInputOptions = {},
): Result<Money, MoneyInputError> {
  const decimals = currencyDecimals(currency);
  const result = readMinorUnits(input.trim(), decimals, options);
  return map(result, (minorUnits) => money(minorUnits, currency));
}

/**
 * Converts a major-unit amount (number or decimal text) to integer minor units exactly:
 * `19.99` -> 1999 (never 1998 through float drift). Works on the number's decimal text.
 * Defaults to `precision: 'exact'` (0.1 + 0.2 is rejected as too precise); pass
 * `precision: 'truncate'` for the user-input behaviour. Negative values are rejected.
 */
export function majorToMinor(
  value: number | string,
  currency: string = MARKETPLACE_CURRENCY,
  options: MoneyInputOptions = {},
): Result<number, MoneyInputError> {
  const decimals = currencyDecimals(currency);
  const precision = options.precision ?? 'exact';
  const minimum = options.minimum ?? 0;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      return err('money-input-invalid');
    }
    return readMinorUnits(plainDecimalString(value), decimals, { precision, minimum });
  }
  return readMinorUnits(value.trim(), decimals, { precision, minimum });
}

/** Exact major-unit text of a minor-unit amount: 123450 USD -> "1234.50", -5 -> "-0.05", JPY 1234 -> "1234". */
export function minorToMajorString(amount: number, currency: string = MARKETPLACE_CURRENCY): string {
  if (!Number.isSafeInteger(amount)) {
    throw new Error(`Money amount must be a safe integer of minor units, got ${amount}`);
  }
  const decimals = currencyDecimals(currency);
  const digits = String(Math.abs(amount)).padStart(decimals + 1, '0');
  const sign = amount < 0 ? '-' : '';
  if (decimals === 0) {
    return sign + digits;
  }
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** The major-unit number nearest to the exact value (for display or analytics, not arithmetic). */
export function minorToMajor(amount: number, currency: string = MARKETPLACE_CURRENCY): number {
  return Number(minorToMajorString(amount, currency));
}

/** Exact major-unit text of Money, suitable to prefill a money input ("1234.50"). */
export function moneyToInputString(value: Money): string {
  return minorToMajorString(value.amount, value.currency);
}

/** True when a major-unit amount has no non-zero digits below the currency's minor unit. */
export function isExactMinorMultiple(value: number | string, currency: string = MARKETPLACE_CURRENCY): boolean {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? plainDecimalString(Math.abs(value)) : '') : value.trim().replace(/^-/, '');
  const result = readMinorUnits(text, currencyDecimals(currency), { precision: 'exact', minimum: 0 });
  return result.ok || result.error === 'money-input-unsafe';
}
