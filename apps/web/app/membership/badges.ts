/**
 * The seller badges a membership plan gives (spec 1 membership, spec 2 listing metadata): verified
 * for premium, starter, international. The same flags go into the member's metadata and into the
 * metadata of each of their listings, where cards, the listing page and the verified-sellers search read them.
 */
import type { PlanId } from '@variegata/membership/plans';

export type BadgeFlags = {
  readonly verified: boolean;
  readonly starter: boolean;
  readonly international: boolean;
};

/** Badge flags of a plan. */
export function membershipMetadata(planId: PlanId): BadgeFlags {
  return { verified: planId === 'premiumPlan', starter: planId === 'starterPlan', international: planId === 'internationalSellerPlan' };
}

/** True when stored metadata already carries exactly these flags (a missing flag is false). */
export function hasBadgeFlags(metadata: { readonly verified?: boolean | undefined; readonly starter?: boolean | undefined; readonly international?: boolean | undefined }, flags: BadgeFlags): boolean {
  return (metadata.verified === true) === flags.verified && (metadata.starter === true) === flags.starter && (metadata.international === true) === flags.international;
}
