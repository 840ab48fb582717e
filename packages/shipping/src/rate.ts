import { divRoundHalfUp, parseDecimalText } from '@variegata/money/decimal';
import { formatMoney } from '@variegata/money/format';
import { currencyDecimals, money, type Money } from '@variegata/money/money';
import type { PlanId } from '@variegata/membership/plans';

/** A carrier rate as the shipping provider returns it (snake_case wire shape; amounts are strings). */
export interface CarrierRate {
  readonly object_id: string;
  readonly amount: string;
  /** ISO currency of `amount`; USD when absent. */
  readonly currency?: string;
  readonly provider: string;
  readonly servicelevel: { readonly name: string; readonly token: string };
  readonly duration_terms?: string | null;
  readonly provider_image_200?: string | null;
}

/**
 * A rate as the site shows and charges it (spec 3 §3 "Shipping rate"). `amount` is what this
 * customer pays, in minor units.
 */
export interface ShippingRate {
  readonly object_id: string;
  readonly amount: Money;
  readonly provider: string;
  readonly servicelevel: { readonly name: string; readonly token: string };
  readonly duration_terms: string | null;
  readonly provider_image_200: string | null;
  readonly isIntlShipping: boolean;
  /** A member-only tier offered to someone whose plan does not grant it. */
  readonly isPromoted: boolean;
  readonly isFlatRate: boolean;
  readonly tierRateDescription: string | null;
  /** For promoted rates: the member price (same as `amount`); null otherwise. */
  readonly promotedAmount: Money | null;
  /** The plan whose price this is (flat and promoted rates); null for plain carrier rates. */
  readonly plan: PlanId | null;
  /** True when choosing this rate must send the user to the membership page instead. */
  readonly requiresMembership: boolean;
}

/**
 * Parses a carrier's decimal amount string ("12.3", "45.00") into minor units, rounding half-up
 * beyond the currency's sub-unit. Carrier responses are validated at the edge, so a malformed
 * amount here is a developer error and throws.
 */
export function parseCarrierAmount(amount: string, currency = 'USD'): Money {
  const parts = parseDecimalText(amount.trim());
  if (parts === undefined || parts.digits < 0n) throw new Error(`Invalid carrier amount: ${amount}`);
  const minor = divRoundHalfUp(parts.digits * 10n ** BigInt(currencyDecimals(currency)), 10n ** BigInt(parts.scale));
  return money(Number(minor), currency);
}

export interface RateContext {
  readonly isIntlShipping: boolean;
}

/** The carrier-facing part of a rate: who ships it, how, for how much and where to. */
export type RateService = Pick<
  ShippingRate,
  'object_id' | 'amount' | 'provider' | 'servicelevel' | 'duration_terms' | 'provider_image_200' | 'isIntlShipping'
>;

/** A rate at its own price: not promoted, not a flat-rate tier and open to every plan. */
export function plainRate(service: RateService): ShippingRate {
  return {
    ...service,
    isPromoted: false,
    isFlatRate: false,
    tierRateDescription: null,
    promotedAmount: null,
    plan: null,
    requiresMembership: false,
  };
}

/** A carrier rate passed through unchanged, in the site's shape. */
export function fromCarrierRate(rate: CarrierRate, ctx: RateContext): ShippingRate {
  return plainRate({
    object_id: rate.object_id,
    amount: parseCarrierAmount(rate.amount, rate.currency ?? 'USD'),
    provider: rate.provider,
    servicelevel: { name: rate.servicelevel.name, token: rate.servicelevel.token },
    duration_terms: rate.duration_terms ?? null,
    provider_image_200: rate.provider_image_200 ?? null,
    isIntlShipping: ctx.isIntlShipping,
  });
}

/** Two-decimal display of a rate amount ("$35.99"), from `@variegata/money/format`. */
export function formatRateAmount(value: Money): string {
  return formatMoney(value);
}
