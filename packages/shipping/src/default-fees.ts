import { money, unitDivisor, type Money } from '@variegata/money/money';

/**
 * Default shipping fees when a listing sets none (spec 2 §9, spec 3 §9), in minor units.
 * Reading: domestic is 2500 (another part of the spec shows 1500); it is configuration.
 */
export interface DefaultFeesConfig {
  readonly currency: string;
  readonly domestic: number;
  readonly international: number;
}

export const DEFAULT_FEES: DefaultFeesConfig = Object.freeze({ currency: 'USD', domestic: 2500, international: 45000 });

export interface ListingShippingFees {
  readonly domestic?: Money | null;
  readonly international?: Money | null;
}

export interface ShippingFeesPreview {
  readonly shippingFee: Money;
  readonly internationalShippingFee: Money;
}

/** The listing's own fees where set, the defaults otherwise (POST /api/shipping-fees-preview). */
export function shippingFeesPreview(
  listingFees: ListingShippingFees | null | undefined,
  config: DefaultFeesConfig = DEFAULT_FEES,
): ShippingFeesPreview {
  return {
    shippingFee: listingFees?.domestic ?? money(config.domestic, config.currency),
    internationalShippingFee: listingFees?.international ?? money(config.international, config.currency),
  };
}

/** The fee that applies to one shipment. */
export function shippingFeeFor(
  isDomestic: boolean,
  listingFees?: ListingShippingFees | null,
  config: DefaultFeesConfig = DEFAULT_FEES,
): Money {
  const preview = shippingFeesPreview(listingFees, config);
  return isDomestic ? preview.shippingFee : preview.internationalShippingFee;
}

/**
 * Shipping fees are displayed in whole major units, rounded half-up ($24.50 shows as $25).
 * Local helper: `@variegata/money` has no format module yet.
 */
export function roundToWholeUnits(value: Money): Money {
  const divisor = unitDivisor(value.currency);
  const sign = value.amount < 0 ? -1 : 1;
  const whole = Math.floor((Math.abs(value.amount) + divisor / 2) / divisor);
  return money(sign * whole * divisor, value.currency);
}

/** "$25", "$450": a shipping fee for display. */
export function formatShippingFee(value: Money): string {
  const rounded = roundToWholeUnits(value);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: rounded.currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(rounded.amount / unitDivisor(rounded.currency));
}
