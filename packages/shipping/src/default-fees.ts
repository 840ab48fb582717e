import { money, type Money } from '@variegata/money/money';

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

// Display: shipping fees round to whole dollars with `formatShippingFee` / `roundToWholeMajor`
// from `@variegata/money/format` (no local copy).
