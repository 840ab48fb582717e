/**
 * Display of Money (spec 2 §9, spec 3 §5 and §9): prices with 2 decimals in en-US
 * ("$1,234.50"); shipping fees rounded to whole dollars ("$25"); an amount in a currency
 * other than the marketplace currency shows its currency code instead of a price.
 * US dollars in en-US (the marketplace's prices) are written out here from the exact decimal text:
 * a browser's first Intl formatter loads its ICU data, 40-65 ms of main thread in Chromium, paid on
 * every page that showed a price. Other locales and currencies go to Intl.NumberFormat, also as
 * exact decimal text, never as a float.
 */
import { MARKETPLACE_CURRENCY, currencyDecimals, isKnownCurrency, type Money } from './money';
import { divRoundHalfUp } from './decimal';
import { minorToMajorString } from './money-input';
import { groupThousands } from './digits';

export const DEFAULT_LOCALE = 'en-US';

export interface FormatOptions {
  /** The currency the marketplace prices in; default USD. Other currencies show their code. */
  readonly marketplaceCurrency?: string;
  /** Default en-US (spec: the locale is English). */
  readonly locale?: string;
}

/** True when Money in this currency can be shown as a price on this marketplace. */
export function isSupportedCurrency(currency: string, marketplaceCurrency: string = MARKETPLACE_CURRENCY): boolean {
  return currency.toUpperCase() === marketplaceCurrency.toUpperCase() && isKnownCurrency(currency);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let found = formatters.get(key);
  if (found === undefined) {
    found = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, found);
  }
  return found;
}

/** "-$1,234.50" from "-1234.50": the en-US dollar form Intl gives, without Intl. */
function formatUsDollars(major: string): string {
  const negative = major.startsWith('-');
  const [whole = '0', fraction] = (negative ? major.slice(1) : major).split('.');
  return `${negative ? '-' : ''}$${groupThousands(whole)}${fraction === undefined ? '' : `.${fraction}`}`;
}

const isUsDollarsInEnglish = (locale: string, currency: string) => locale === DEFAULT_LOCALE && currency.toUpperCase() === 'USD';

function formatExact(amount: number, currency: string, fractionDigits: number, locale: string): string {
  const text = minorToMajorString(amount, currency) as `${number}`;
  if (isUsDollarsInEnglish(locale, currency)) return formatUsDollars(text);
  // Intl.NumberFormat reads a decimal string exactly (ECMA-402 NumberFormat v3, Node 20).
  return formatter(locale, currency.toUpperCase(), fractionDigits).format(text);
}

/**
 * Formats a price: `{amount: 123450, currency: 'USD'}` -> "$1,234.50". An unsupported
 * currency (not the marketplace currency) gives its code, e.g. "EUR".
 */
export function formatMoney(value: Money, options: FormatOptions = {}): string {
  const marketplaceCurrency = options.marketplaceCurrency ?? MARKETPLACE_CURRENCY;
  if (!isSupportedCurrency(value.currency, marketplaceCurrency)) {
    return value.currency.toUpperCase();
  }
  return formatExact(value.amount, value.currency, currencyDecimals(value.currency), options.locale ?? DEFAULT_LOCALE);
}

/** Money rounded half-up (ties away from zero) to whole major units: 2999 -> 3000, 2549 -> 2500, 2550 -> 2600. */
export function roundToWholeMajor(value: Money): Money {
  const divisor = BigInt(10 ** currencyDecimals(value.currency));
  const whole = divRoundHalfUp(BigInt(value.amount), divisor) * divisor;
  return { amount: Number(whole), currency: value.currency.toUpperCase() };
}

/**
 * Formats a shipping fee rounded to whole dollars: 2500 -> "$25", 2999 -> "$30".
 * An unsupported currency gives its code.
 */
export function formatShippingFee(value: Money, options: FormatOptions = {}): string {
  const marketplaceCurrency = options.marketplaceCurrency ?? MARKETPLACE_CURRENCY;
  if (!isSupportedCurrency(value.currency, marketplaceCurrency)) {
    return value.currency.toUpperCase();
  }
  const rounded = roundToWholeMajor(value);
  const major = divRoundHalfUp(BigInt(rounded.amount), BigInt(10 ** currencyDecimals(value.currency)));
  const locale = options.locale ?? DEFAULT_LOCALE;
  if (isUsDollarsInEnglish(locale, value.currency)) return formatUsDollars(String(major));
  return formatter(locale, value.currency.toUpperCase(), 0).format(major);
}
