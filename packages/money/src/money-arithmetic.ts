/**
 * Arithmetic on Money in integer minor units. Mixing currencies or leaving the safe integer
 * range is a developer error (throws); products are exact and rounded half-up once.
 */
import { money, type Money } from './money';
import { isSafeBigInt, multiplyRoundHalfUp } from './decimal';

function sameCurrency(a: Money, b: Money): string {
  const currency = a.currency.toUpperCase();
  if (b.currency.toUpperCase() !== currency) {
    throw new Error(`Currency mismatch: ${a.currency} and ${b.currency}`);
  }
  return currency;
}

function fromBigInt(value: bigint, currency: string): Money {
  if (!isSafeBigInt(value)) {
    throw new Error('Money amount is not a safe integer');
  }
  return money(Number(value), currency);
}

export function addMoney(a: Money, b: Money): Money {
  return fromBigInt(BigInt(a.amount) + BigInt(b.amount), sameCurrency(a, b));
}

export function subtractMoney(a: Money, b: Money): Money {
  return fromBigInt(BigInt(a.amount) - BigInt(b.amount), sameCurrency(a, b));
}

/** Sum of a list; the currency is needed for an empty list. */
export function sumMoney(values: readonly Money[], currency: string): Money {
  const zero = money(0, currency);
  return values.reduce((acc, value) => addMoney(acc, value), zero);
}

/** `value × factor`, exact, rounded half-up (ties away from zero) to whole minor units. */
export function multiplyMoney(value: Money, factor: number): Money {
  return fromBigInt(multiplyRoundHalfUp(value.amount, [factor]), value.currency);
}

/** `percentage` percent of `value`, rounded half-up: percentageOf($10.05, 10) = $1.01. */
export function percentageOf(value: Money, percentage: number): Money {
  return fromBigInt(multiplyRoundHalfUp(value.amount, [percentage], 100), value.currency);
}

/** Negative, zero or positive as a is below, equal to or above b (same currency). */
export function compareMoney(a: Money, b: Money): number {
  sameCurrency(a, b);
  return Math.sign(a.amount - b.amount);
}

export function isSameMoney(a: Money, b: Money): boolean {
  return a.amount === b.amount && a.currency.toUpperCase() === b.currency.toUpperCase();
}
