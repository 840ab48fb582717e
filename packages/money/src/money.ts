/**
 * Money is an integer amount of a currency's minor unit plus the currency code.
 * The divisor is 100 for most currencies and 1 for JPY. An unknown currency is a
 * developer error and throws.
 */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

/** Minor-unit divisors of the currencies the marketplace knows (spec 1 §9, spec 3 §9). */
export const currencyDivisors: Readonly<Record<string, number>> = Object.freeze({
  USD: 100, EUR: 100, GBP: 100, AUD: 100, CAD: 100, NZD: 100, CHF: 100, DKK: 100, NOK: 100, SEK: 100,
  CZK: 100, PLN: 100, HUF: 100, BGN: 100, RON: 100, HKD: 100, SGD: 100, MXN: 100, JPY: 1,
});

/** The marketplace's own currency. */
export const MARKETPLACE_CURRENCY = 'USD';

export function isKnownCurrency(currency: string): boolean {
  return Object.prototype.hasOwnProperty.call(currencyDivisors, currency.toUpperCase());
}

/** Minor units per major unit; throws for an unknown currency (a configuration error). */
export function unitDivisor(currency: string): number {
  const divisor = currencyDivisors[currency.toUpperCase()];
  if (divisor === undefined) {
    throw new Error(`Unknown currency: ${currency}`);
  }
  return divisor;
}

/** Number of decimal digits of a currency's minor unit: 2 for USD, 0 for JPY. */
export function currencyDecimals(currency: string): number {
  const divisor = unitDivisor(currency);
  const decimals = Math.round(Math.log10(divisor));
  if (10 ** decimals !== divisor) {
    throw new Error(`Minor-unit divisor of ${currency} is not a power of ten: ${divisor}`);
  }
  return decimals;
}

/** Creates Money from an integer amount of minor units. */
export function money(amount: number, currency: string = MARKETPLACE_CURRENCY): Money {
  unitDivisor(currency);
  if (!Number.isSafeInteger(amount)) {
    throw new Error(`Money amount must be a safe integer of minor units, got ${amount}`);
  }
  return { amount, currency: currency.toUpperCase() };
}
