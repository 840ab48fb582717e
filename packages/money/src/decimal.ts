/**
 * Exact decimal helpers for money arithmetic. JavaScript numbers are read through their
 * shortest round-trip decimal text (what `String(n)` prints), so `0.1` means exactly one
 * tenth here, and every product or quotient is computed on BigInt before one explicit
 * half-up rounding step. Nothing in this package multiplies money by a float directly.
 */

/** A decimal value `digits / 10^scale` (digits may be negative, scale >= 0). */
export interface DecimalParts {
  readonly digits: bigint;
  readonly scale: number;
}

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Expands `1e21` / `1.5e-7` style text of a finite number into plain decimal text. */
export function plainDecimalString(value: number): string {
  if (!Number.isFinite(value)) {
    throw new Error(`Expected a finite number, got ${value}`);
  }
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (match === null) {
    return text;
  }
  const [, sign = '', intPart = '', fracPart = '', expText = '0'] = match;
  const exponent = Number(expText);
  const allDigits = intPart + fracPart;
  const pointAt = intPart.length + exponent;
  let result: string;
  if (pointAt <= 0) {
    result = `0.${'0'.repeat(-pointAt)}${allDigits}`;
  } else if (pointAt >= allDigits.length) {
    result = allDigits + '0'.repeat(pointAt - allDigits.length);
  } else {
    result = `${allDigits.slice(0, pointAt)}.${allDigits.slice(pointAt)}`;
  }
  return sign + result;
}

/** Reads plain decimal text (`-12.50`, `3`) into exact parts; returns undefined if it is not one. */
export function parseDecimalText(text: string): DecimalParts | undefined {
  const match = PLAIN_DECIMAL.exec(text);
  if (match === null) {
    return undefined;
  }
  const [, sign = '', intPart = '', fracPart = ''] = match;
  const magnitude = BigInt(intPart + fracPart);
  return { digits: sign === '-' ? -magnitude : magnitude, scale: fracPart.length };
}

/** The exact decimal meaning of a finite number. Throws for NaN or an infinity (a bug). */
export function decimalParts(value: number): DecimalParts {
  const parts = parseDecimalText(plainDecimalString(value));
  if (parts === undefined) {
    throw new Error(`Cannot read ${value} as a decimal`);
  }
  return parts;
}

/**
 * Integer division rounded half-up, where "up" means away from zero on an exact tie
 * (decimal.js ROUND_HALF_UP, the rule Sharetribe applies to line totals). The rule is
 * symmetric, so rounding `-x` gives exactly `-(rounding x)`.
 */
export function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) {
    throw new Error('Division by zero');
  }
  const negative = numerator < 0n !== denominator < 0n;
  const num = numerator < 0n ? -numerator : numerator;
  const den = denominator < 0n ? -denominator : denominator;
  const quotient = num / den;
  const remainder = num % den;
  const rounded = remainder * 2n >= den ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/**
 * `amount × factor1 × factor2 … ÷ divisor`, exact, then rounded half-up to an integer.
 * Returns a bigint so callers can check the safe-integer range themselves.
 */
export function multiplyRoundHalfUp(amount: number, factors: readonly number[], divisor = 1): bigint {
  if (!Number.isSafeInteger(amount)) {
    throw new Error(`Expected a safe integer amount, got ${amount}`);
  }
  let numerator = BigInt(amount);
  let scale = 0;
  for (const factor of factors) {
    const parts = decimalParts(factor);
    numerator *= parts.digits;
    scale += parts.scale;
  }
  const divisorParts = decimalParts(divisor);
  numerator *= 10n ** BigInt(divisorParts.scale);
  const denominator = divisorParts.digits * 10n ** BigInt(scale);
  return divRoundHalfUp(numerator, denominator);
}

/** True when a bigint fits in a JavaScript safe integer. */
export function isSafeBigInt(value: bigint): boolean {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= -BigInt(Number.MAX_SAFE_INTEGER);
}

/** Negation that never produces `-0`. */
export function negate(value: number): number {
  return value === 0 ? 0 : -value;
}
