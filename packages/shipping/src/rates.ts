import type { Money } from '@variegata/money/money';
import { err, ok, type Result } from '@variegata/result/result';
import { getPlan, type PlanId } from '@variegata/membership/plans';
import { isDomesticShipping } from './countries';
import {
  DEFAULT_FLAT_RATE_CONFIG,
  flatRateIneligibility,
  flatRatePrice,
  promotedTiers,
  type FlatRateConfig,
  type FlatRateIneligibility,
} from './flat-rate';
import { autoSelectedRate, ownShippingRate } from './own-shipping';
import type { Parcel } from './package-limits';
import { formatRateAmount, fromCarrierRate, type CarrierRate, type ShippingRate } from './rate';

export interface CombineRatesInput {
  readonly carrierRates: readonly CarrierRate[];
  /** The buyer's plan; pass `freePlan` for non-members and visitors. */
  readonly customerPlanId: PlanId;
  readonly sellerPlanId: PlanId;
  readonly sellerCountry: string;
  readonly destination: { readonly country: string; readonly state?: string | null };
  readonly parcel: Parcel;
  /** The listing's own-shipping fee when the seller ships themselves. */
  readonly ownShippingFee?: Money | null;
}

export interface CombinedRates {
  /** Own shipping, then the customer's flat rate, then promoted tiers, then the other carrier rates. */
  readonly rates: ShippingRate[];
  readonly isDomesticShipping: boolean;
  /** True when no flat rate applies to this shipment (reasons in `flatRateIneligibility`). */
  readonly hasNoFlatRates: boolean;
  /** True when no promoted rate is offered. */
  readonly noPromo: boolean;
  readonly flatRateIneligibility: FlatRateIneligibility[];
  /** The rate chosen without asking (own shipping from a US seller), or null. */
  readonly autoSelected: ShippingRate | null;
}

/** Separator of promoted rate ids: `<carrier object id>:promoted:<plan>`. */
const PROMOTED_ID = ':promoted:';

/**
 * Combines the carrier's rates with flat and promoted rates (spec 3 §2, §6, §9).
 *
 * When the shipment is flat-rate eligible, the carrier rate with the first configured service token
 * (`ups_next_day_air_saver`, else `ups_ground`) carries the flat rate: the customer pays their plan's
 * flat price on it (`isFlatRate`). Cheaper tiers of other plans are added as promoted rates
 * (`isPromoted`, `requiresMembership`), so the UI sends non-members to the membership page. Every
 * rate is marked `isIntlShipping` when the destination is outside the seller's country.
 */
export function combineRates(input: CombineRatesInput, config: FlatRateConfig = DEFAULT_FLAT_RATE_CONFIG): CombinedRates {
  const domestic = isDomesticShipping(input.sellerCountry, input.destination.country);
  const ctx = { isIntlShipping: !domestic };
  const carrier = input.carrierRates.map((r) => fromCarrierRate(r, ctx));

  const reasons = flatRateIneligibility(
    {
      sellerPlanId: input.sellerPlanId,
      sellerCountry: input.sellerCountry,
      destination: input.destination,
      parcel: input.parcel,
    },
    config,
  );
  const base =
    reasons.length === 0
      ? config.serviceTokens.map((t) => carrier.find((r) => r.servicelevel.token === t)).find((r) => r !== undefined)
      : undefined;

  const flat: ShippingRate[] = [];
  const promoted: ShippingRate[] = [];
  if (base) {
    const own = flatRatePrice(input.customerPlanId, config);
    if (own) {
      flat.push({
        ...base,
        amount: own,
        isFlatRate: true,
        plan: input.customerPlanId,
        tierRateDescription: `Flat rate for ${getPlan(input.customerPlanId).title} members: ${formatRateAmount(own)}`,
      });
    }
    for (const tier of promotedTiers(input.customerPlanId, config)) {
      promoted.push({
        ...base,
        object_id: `${base.object_id}${PROMOTED_ID}${tier.plan}`,
        amount: tier.amount,
        isFlatRate: true,
        isPromoted: true,
        promotedAmount: tier.amount,
        plan: tier.plan,
        requiresMembership: true,
        tierRateDescription: `${formatRateAmount(tier.amount)} with a ${getPlan(tier.plan).title} membership`,
      });
    }
  }

  const others = carrier.filter((r) => r !== base || flat.length === 0);
  const ownShipping = input.ownShippingFee ? [ownShippingRate(input.ownShippingFee, !domestic)] : [];
  const rates = [...ownShipping, ...flat, ...promoted, ...others];
  return {
    rates,
    isDomesticShipping: domestic,
    hasNoFlatRates: flat.length === 0,
    noPromo: promoted.length === 0,
    flatRateIneligibility: reasons,
    autoSelected: autoSelectedRate(rates, { country: input.sellerCountry, usesOwnShipping: ownShipping.length > 0 }),
  };
}

export type RateChoice = { readonly kind: 'select'; readonly rate: ShippingRate } | { readonly kind: 'membership'; readonly plan: PlanId };

/** Choosing a member-only rate sends the user to the membership page (spec 3 §2). */
export function rateChoice(rate: ShippingRate): RateChoice {
  return rate.requiresMembership && rate.plan ? { kind: 'membership', plan: rate.plan } : { kind: 'select', rate };
}

export type SelectRateError = 'shipping-rate-not-found' | 'shipping-rate-requires-membership';

/**
 * Server-side resolution of the rate a customer submitted: the amount always comes from the
 * freshly combined rates, never from the browser; a promoted rate cannot be bought.
 */
export function resolveSelectedRate(
  combined: Pick<CombinedRates, 'rates'>,
  objectId: string,
): Result<ShippingRate, SelectRateError> {
  const rate = combined.rates.find((r) => r.object_id === objectId);
  if (!rate) return err('shipping-rate-not-found', 'The selected shipping rate is no longer available.');
  if (rate.requiresMembership) {
    return err('shipping-rate-requires-membership', 'This shipping rate is for members only.');
  }
  return ok(rate);
}
