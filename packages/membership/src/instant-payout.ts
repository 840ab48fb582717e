import { err, ok, type Result } from '@variegata/result/result';
import { hasPerk } from './perks';
import type { PlanId } from './plans';

/** Instant payout needs at least this many reviews (spec 3 §2, §9). */
export const INSTANT_PAYOUT_MIN_REVIEWS = 10;
/** ... and an average rating of at least this (spec 3 §2, §9). */
export const INSTANT_PAYOUT_MIN_AVERAGE = 4.0;

export interface ReviewSummary {
  readonly count: number;
  /** Sum of the ratings (integers 1 to 5); comparing sums avoids floating-point averages. */
  readonly ratingSum: number;
}

/** Summarises a list of ratings. A rating outside 1..5 or not an integer is a developer error. */
export function summariseRatings(ratings: readonly number[]): ReviewSummary {
  let ratingSum = 0;
  for (const r of ratings) {
    if (!Number.isInteger(r) || r < 1 || r > 5) throw new Error(`Rating must be an integer from 1 to 5, got ${r}`);
    ratingSum += r;
  }
  return { count: ratings.length, ratingSum };
}

export function averageRating(summary: ReviewSummary): number | null {
  return summary.count === 0 ? null : summary.ratingSum / summary.count;
}

/** At least 10 reviews and an average of 4.0 or more. */
export function meetsInstantPayoutReviews(summary: ReviewSummary): boolean {
  return (
    summary.count >= INSTANT_PAYOUT_MIN_REVIEWS &&
    summary.ratingSum >= INSTANT_PAYOUT_MIN_AVERAGE * summary.count
  );
}

export type InstantPayoutErrorCode =
  | 'instant-payout-plan-required'
  | 'instant-payout-not-enough-reviews'
  | 'instant-payout-rating-too-low';

/**
 * Full instant-payout eligibility: the plan must include the perk (premium only, spec 1 §6)
 * and the review rule must hold.
 */
export function instantPayoutEligibility(
  planId: PlanId,
  summary: ReviewSummary,
): Result<true, InstantPayoutErrorCode> {
  if (!hasPerk(planId, 'instantPayout')) {
    return err('instant-payout-plan-required', 'Instant payout is a Premium membership feature.');
  }
  if (summary.count < INSTANT_PAYOUT_MIN_REVIEWS) {
    return err('instant-payout-not-enough-reviews', 'Instant payout requires at least 10 reviews.');
  }
  if (!meetsInstantPayoutReviews(summary)) {
    return err('instant-payout-rating-too-low', 'Instant payout requires an average rating of 4.0 or higher.');
  }
  return ok(true);
}
