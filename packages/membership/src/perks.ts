import { err, ok, type Result } from '@variegata/result/result';
import { PLAN_IDS, type PlanId } from './plans';

/**
 * Everything a plan can entitle its holder to (spec 1 §6, spec 2 §5 and §6).
 * Base perks are what every account has on the free plan.
 */
export const PERKS = [
  // free plan (and everyone above it)
  'browse',
  'follow',
  'buy',
  'bid',
  'offers',
  'createListings',
  'createAuctions',
  'plantPay',
  'flatRateShipping',
  // starter and above
  'reservePrice',
  'acceptHighBid',
  'lastChanceOffer',
  // premium only
  'instantPayout',
  'sellerBadge',
  'weightedListings',
  'betterSearchPlacement',
  'emailPromotions',
  // international seller only
  'verifiedInternationalBadge',
  'postOutsideUs',
] as const;
export type Perk = (typeof PERKS)[number];

const BASE: readonly Perk[] = ['browse', 'follow', 'buy', 'bid', 'offers', 'createListings', 'createAuctions', 'plantPay'];
const STARTER: readonly Perk[] = ['reservePrice', 'acceptHighBid', 'lastChanceOffer'];
const PREMIUM_ONLY: readonly Perk[] = [
  'instantPayout',
  'sellerBadge',
  'weightedListings',
  'betterSearchPlacement',
  'emailPromotions',
];
const INTERNATIONAL_ONLY: readonly Perk[] = ['verifiedInternationalBadge', 'postOutsideUs'];

/**
 * Perks per plan. The international seller plan includes the starter features but not
 * flat-rate shipping ("shipping excluded", spec 1 §6; "International plan: no flat rate", spec 3 §9).
 */
export const planPerks: Readonly<Record<PlanId, ReadonlySet<Perk>>> = Object.freeze({
  freePlan: new Set<Perk>([...BASE, 'flatRateShipping']),
  starterPlan: new Set<Perk>([...BASE, 'flatRateShipping', ...STARTER]),
  premiumPlan: new Set<Perk>([...BASE, 'flatRateShipping', ...STARTER, ...PREMIUM_ONLY]),
  internationalSellerPlan: new Set<Perk>([...BASE, ...STARTER, ...INTERNATIONAL_ONLY]),
});

export function hasPerk(planId: PlanId, perk: Perk): boolean {
  return planPerks[planId].has(perk);
}

/** The plans that grant a perk, in plan order (for "upgrade to ..." messages). */
export function plansWithPerk(perk: Perk): PlanId[] {
  return PLAN_IDS.filter((id) => hasPerk(id, perk));
}

export type PerkErrorCode = 'membership-plan-required';
export interface PerkErrorMeta {
  readonly perk: Perk;
  readonly plans: readonly PlanId[];
}

/** Ok with the plan id when the plan grants the perk, otherwise `membership-plan-required`. */
export function requirePerk(planId: PlanId, perk: Perk): Result<PlanId, PerkErrorCode, PerkErrorMeta> {
  return hasPerk(planId, perk)
    ? ok(planId)
    : err('membership-plan-required', `The ${perk} feature needs another membership plan.`, {
        perk,
        plans: plansWithPerk(perk),
      });
}

export const canSetReservePrice = (planId: PlanId): boolean => hasPerk(planId, 'reservePrice');
export const canAcceptHighBid = (planId: PlanId): boolean => hasPerk(planId, 'acceptHighBid');
export const canMakeLastChanceOffer = (planId: PlanId): boolean => hasPerk(planId, 'lastChanceOffer');
export const hasSellerBadge = (planId: PlanId): boolean => hasPerk(planId, 'sellerBadge');
export const hasWeightedListings = (planId: PlanId): boolean => hasPerk(planId, 'weightedListings');
export const hasBetterSearchPlacement = (planId: PlanId): boolean => hasPerk(planId, 'betterSearchPlacement');
export const getsEmailPromotions = (planId: PlanId): boolean => hasPerk(planId, 'emailPromotions');
export const hasVerifiedInternationalBadge = (planId: PlanId): boolean =>
  hasPerk(planId, 'verifiedInternationalBadge');
export const hasFlatRateShipping = (planId: PlanId): boolean => hasPerk(planId, 'flatRateShipping');

/** The country a seller may post from without a membership requirement. */
export const HOME_COUNTRY = 'US';

export type PostingErrorCode = 'membership-international-plan-required';

/**
 * Posting a listing located outside the US needs the international seller plan (spec 2 §5).
 * `country` is an ISO 3166-1 alpha-2 code (case-insensitive).
 */
export function canPostFromCountry(planId: PlanId, country: string): Result<true, PostingErrorCode> {
  if (country.trim().toUpperCase() === HOME_COUNTRY) return ok(true);
  return hasPerk(planId, 'postOutsideUs')
    ? ok(true)
    : err('membership-international-plan-required', 'Posting outside the US needs an international seller membership.');
}
