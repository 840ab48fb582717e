import { money, type Money } from '@variegata/money/money';
import { hasFlatRateShipping } from '@variegata/membership/perks';
import { PLAN_IDS, type PlanId } from '@variegata/membership/plans';
import { HOME_COUNTRY, normaliseCountry } from './countries';
import { DEFAULT_PACKAGE_LIMITS, packageLimitErrors, type PackageLimitError, type PackageLimits, type Parcel } from './package-limits';

/**
 * Flat-rate UPS next-day shipping configuration (spec 1 §6, spec 3 §6 and §9).
 * Prices are minor units of `currency`, per the *customer's* plan; null means no flat rate.
 */
export interface FlatRateConfig {
  readonly currency: string;
  readonly prices: Readonly<Record<PlanId, number | null>>;
  /** Plans whose price is offered to other customers as a promoted (member-only) rate. */
  readonly promotedPlans: readonly PlanId[];
  /** Carrier service levels that carry the flat rate, in order of preference. */
  readonly serviceTokens: readonly string[];
  /** Flat rates are domestic to this country. */
  readonly country: string;
  /** Destination states (codes or names) excluded from flat rates. */
  readonly excludedStates: readonly string[];
  readonly packageLimits: PackageLimits;
}

/**
 * Defaults. Reading: the verified (premium) price is $29.99 (spec 3 §9 also shows $30 in one
 * place); set `prices.premiumPlan` to 3000 for the other reading. The international seller plan
 * has no flat rate.
 */
export const DEFAULT_FLAT_RATE_CONFIG: FlatRateConfig = Object.freeze({
  currency: 'USD',
  prices: Object.freeze({ freePlan: 4500, starterPlan: 3599, premiumPlan: 2999, internationalSellerPlan: null }),
  promotedPlans: Object.freeze(['starterPlan', 'premiumPlan'] as const),
  serviceTokens: Object.freeze(['ups_next_day_air_saver', 'ups_ground']),
  country: HOME_COUNTRY,
  excludedStates: Object.freeze(['HI', 'AK', 'HAWAII', 'ALASKA']),
  packageLimits: DEFAULT_PACKAGE_LIMITS,
});

/** The flat UPS next-day price for a customer on this plan, or null when the plan has none. */
export function flatRatePrice(planId: PlanId, config: FlatRateConfig = DEFAULT_FLAT_RATE_CONFIG): Money | null {
  const amount = config.prices[planId];
  return amount === null ? null : money(amount, config.currency);
}

/** All plans' flat prices, e.g. for `comparisonTable` in `@variegata/membership/features`. */
export function flatRatePrices(config: FlatRateConfig = DEFAULT_FLAT_RATE_CONFIG): Record<PlanId, Money | null> {
  return Object.fromEntries(PLAN_IDS.map((id) => [id, flatRatePrice(id, config)])) as Record<PlanId, Money | null>;
}

export interface PromotedTier {
  readonly plan: PlanId;
  readonly amount: Money;
}

/**
 * The promoted (member-only) tiers a customer is shown: each promoted plan's price that is lower
 * than what the customer pays now, most expensive first. A non-member sees starter 3599 and
 * verified 2999; a starter member sees 2999; a premium member sees none.
 */
export function promotedTiers(customerPlanId: PlanId, config: FlatRateConfig = DEFAULT_FLAT_RATE_CONFIG): PromotedTier[] {
  const own = flatRatePrice(customerPlanId, config);
  const tiers: PromotedTier[] = [];
  for (const plan of config.promotedPlans) {
    const amount = flatRatePrice(plan, config);
    if (plan === customerPlanId || amount === null) continue;
    if (own !== null && amount.amount >= own.amount) continue;
    tiers.push({ plan, amount });
  }
  return tiers.sort((a, b) => b.amount.amount - a.amount.amount);
}

export function isExcludedState(state: string | null | undefined, config: FlatRateConfig = DEFAULT_FLAT_RATE_CONFIG): boolean {
  if (!state) return false;
  const s = state.trim().toUpperCase();
  return config.excludedStates.some((x) => x.toUpperCase() === s);
}

export type FlatRateIneligibility =
  | 'flat-rate-seller-plan'
  | 'flat-rate-not-domestic'
  | 'flat-rate-excluded-state'
  | PackageLimitError;

export interface FlatRateShipment {
  readonly sellerPlanId: PlanId;
  readonly sellerCountry: string;
  readonly destination: { readonly country: string; readonly state?: string | null };
  readonly parcel: Parcel;
}

/**
 * Why a shipment cannot use flat rates; empty when it can. Flat rates need a seller whose plan
 * includes flat-rate shipping (not the international seller plan), a shipment inside the flat-rate
 * country, a destination outside Hawaii and Alaska, and a parcel under the package limits.
 */
export function flatRateIneligibility(
  shipment: FlatRateShipment,
  config: FlatRateConfig = DEFAULT_FLAT_RATE_CONFIG,
): FlatRateIneligibility[] {
  const reasons: FlatRateIneligibility[] = [];
  if (!hasFlatRateShipping(shipment.sellerPlanId)) reasons.push('flat-rate-seller-plan');
  const home = normaliseCountry(config.country);
  if (normaliseCountry(shipment.sellerCountry) !== home || normaliseCountry(shipment.destination.country) !== home) {
    reasons.push('flat-rate-not-domestic');
  }
  if (isExcludedState(shipment.destination.state, config)) reasons.push('flat-rate-excluded-state');
  reasons.push(...packageLimitErrors(shipment.parcel, config.packageLimits));
  return reasons;
}

export function isFlatRateEligible(shipment: FlatRateShipment, config: FlatRateConfig = DEFAULT_FLAT_RATE_CONFIG): boolean {
  return flatRateIneligibility(shipment, config).length === 0;
}
