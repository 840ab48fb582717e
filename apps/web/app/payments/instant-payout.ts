/**
 * Whether instant payout applies to a seller (spec 3 §2 "Payouts", §9; spec 1 §6): the premium plan,
 * at least 10 reviews and an average rating of 4.0 or more, with each missing condition named so the
 * page can say what is missing. The rules are `@variegata/membership`'s.
 */
import { hasPerk } from '@variegata/membership/perks';
import { averageRating, INSTANT_PAYOUT_MIN_AVERAGE, INSTANT_PAYOUT_MIN_REVIEWS, meetsInstantPayoutReviews, summariseRatings } from '@variegata/membership/instant-payout';
import type { PlanId } from '@variegata/membership/plans';

export type InstantPayoutMissing =
  | { readonly kind: 'plan' }
  | { readonly kind: 'reviews'; readonly needed: number }
  | { readonly kind: 'rating'; readonly average: string };

export interface InstantPayoutView {
  readonly eligible: boolean;
  readonly reviewCount: number;
  /** One decimal (`4.3`), null without reviews. */
  readonly average: string | null;
  readonly missing: readonly InstantPayoutMissing[];
}

export function instantPayoutView(planId: PlanId, ratings: readonly number[]): InstantPayoutView {
  const summary = summariseRatings(ratings);
  const mean = averageRating(summary);
  const average = mean === null ? null : mean.toFixed(1);
  const missing: InstantPayoutMissing[] = [];
  if (!hasPerk(planId, 'instantPayout')) missing.push({ kind: 'plan' });
  if (summary.count < INSTANT_PAYOUT_MIN_REVIEWS) missing.push({ kind: 'reviews', needed: INSTANT_PAYOUT_MIN_REVIEWS - summary.count });
  // The rating is judged once there are enough reviews (an average of three reviews says little).
  else if (!meetsInstantPayoutReviews(summary)) missing.push({ kind: 'rating', average: average ?? '0.0' });
  return { eligible: missing.length === 0, reviewCount: summary.count, average, missing };
}

/** One sentence per missing condition. */
export function instantPayoutMissingText(missing: InstantPayoutMissing): string {
  switch (missing.kind) {
    case 'plan':
      return 'A Premium membership.';
    case 'reviews':
      return `${missing.needed} more ${missing.needed === 1 ? 'review' : 'reviews'} (at least ${INSTANT_PAYOUT_MIN_REVIEWS} in all).`;
    case 'rating':
      return `An average rating of ${INSTANT_PAYOUT_MIN_AVERAGE.toFixed(1)} or more (yours is ${missing.average}).`;
  }
}
