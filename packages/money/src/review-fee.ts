/**
 * The review fee rule (spec 3 §9): with the price in major units,
 *   10 < price <= 100  -> the first fixed tier,
 *   10 < price <= 200  -> the second fixed tier (so 100 < price <= 200),
 *   otherwise          -> initialFee percent of the amount (price <= 10 or price > 200),
 * and no fee when the skip flag is set or the configuration is empty. The spec does not give
 * the tier values; the defaults below are this project's choice and are configuration.
 * Comparisons are made on integer minor units (no float); the percentage is rounded half-up.
 */
import { unitDivisor, money, type Money } from './money';
import { isSafeBigInt, multiplyRoundHalfUp } from './decimal';
import { err, ok, type Result } from '@variegata/result/result';

export interface ReviewFeeConfig {
  /** Fixed fee in minor units for 10 < price <= 100 (major units). */
  readonly firstTierFee: number;
  /** Fixed fee in minor units for 100 < price <= 200 (major units). */
  readonly secondTierFee: number;
  /** Percentage of the price charged otherwise (price <= 10 or price > 200). */
  readonly initialFee: number;
}

/** Defaults (not in the spec): $3.00, $10.00 and 5 % (5 % of $200 meets the second tier). */
export const DEFAULT_REVIEW_FEE_CONFIG: ReviewFeeConfig = Object.freeze({
  firstTierFee: 300,
  secondTierFee: 1000,
  initialFee: 5,
});

/** Tier bounds in major units (spec 3 §9). */
export const REVIEW_FEE_TIER_FLOOR = 10;
export const REVIEW_FEE_FIRST_TIER_MAX = 100;
export const REVIEW_FEE_SECOND_TIER_MAX = 200;

export type ReviewFee =
  | { readonly skipped: true; readonly reason: 'flag' | 'no-config' }
  | { readonly skipped: false; readonly tier: 'first' | 'second' | 'percentage'; readonly fee: Money };

export type ReviewFeeConfigError = 'review-fee-config-invalid';

function isEmptyConfig(config: unknown): boolean {
  return config === undefined || config === null || (typeof config === 'object' && Object.keys(config).length === 0);
}

/**
 * Reads a review fee configuration: empty (undefined, null or {}) gives null, meaning the
 * fee is skipped; otherwise all three fields are required, fees as non-negative safe
 * integers of minor units and initialFee from 0 to 100.
 */
export function parseReviewFeeConfig(value: unknown): Result<ReviewFeeConfig | null, ReviewFeeConfigError> {
  if (isEmptyConfig(value)) {
    return ok(null);
  }
  if (typeof value !== 'object' || value === null) {
    return err('review-fee-config-invalid');
  }
  const { firstTierFee, secondTierFee, initialFee } = value as Record<string, unknown>;
  const validFee = (fee: unknown): fee is number => typeof fee === 'number' && Number.isSafeInteger(fee) && fee >= 0;
  if (!validFee(firstTierFee) || !validFee(secondTierFee) || typeof initialFee !== 'number' || !Number.isFinite(initialFee) || initialFee < 0 || initialFee > 100) {
    return err('review-fee-config-invalid');
  }
  return ok({ firstTierFee, secondTierFee, initialFee });
}

/**
 * The review fee for a price. `config` empty (undefined, null or {}) or `skip` true gives
 * `{skipped: true}`. An invalid non-empty config or a negative price is a developer error.
 */
export function reviewFee(price: Money, config: ReviewFeeConfig | Record<string, never> | null | undefined, options: { readonly skip?: boolean } = {}): ReviewFee {
  if (options.skip === true) {
    return { skipped: true, reason: 'flag' };
  }
  const parsed = parseReviewFeeConfig(config);
  if (!parsed.ok) {
    throw new Error('Invalid review fee configuration');
  }
  if (parsed.value === null) {
    return { skipped: true, reason: 'no-config' };
  }
  const { firstTierFee, secondTierFee, initialFee } = parsed.value;
  if (!Number.isSafeInteger(price.amount) || price.amount < 0) {
    throw new Error(`Review fee needs a non-negative safe integer price, got ${price.amount}`);
  }
  const divisor = unitDivisor(price.currency);
  const amount = price.amount;
  const aboveFloor = amount > REVIEW_FEE_TIER_FLOOR * divisor;
  if (aboveFloor && amount <= REVIEW_FEE_FIRST_TIER_MAX * divisor) {
    return { skipped: false, tier: 'first', fee: money(firstTierFee, price.currency) };
  }
  if (aboveFloor && amount <= REVIEW_FEE_SECOND_TIER_MAX * divisor) {
    return { skipped: false, tier: 'second', fee: money(secondTierFee, price.currency) };
  }
  const fee = multiplyRoundHalfUp(amount, [initialFee], 100);
  if (!isSafeBigInt(fee)) {
    throw new Error('Review fee is not a safe integer');
  }
  return { skipped: false, tier: 'percentage', fee: money(Number(fee), price.currency) };
}
