/**
 * A shipping rate as the checkout shows it (spec 3 §3 "Shipping rate"), with the reference the
 * browser sends back when it is chosen (the server prices it again from that reference).
 */
import { formatMoney } from '@variegata/money/format';
import { isOwnShippingRate } from '@variegata/shipping/own-shipping';
import type { ShippingRate } from '@variegata/shipping/rate';
import { rateChoice } from '@variegata/shipping/rates';

/** What the browser keeps of a chosen rate: which one, and the shipment it was quoted in. */
export interface RateRef {
  readonly objectId: string;
  readonly shipmentId: string | null;
}

export interface RateView {
  readonly ref: RateRef;
  readonly amount: string;
  readonly amountMinor: number;
  readonly provider: string;
  readonly service: string;
  readonly duration: string | null;
  readonly description: string | null;
  readonly isFlatRate: boolean;
  readonly isPromoted: boolean;
  readonly isOwnShipping: boolean;
  readonly isIntlShipping: boolean;
  /** Choosing it sends a non-member to the membership page (spec 3 §2). */
  readonly membershipHref: string | null;
}

export const MEMBERSHIP_PATH = '/membership';

export function toRateView(rate: ShippingRate, shipmentId: string | null): RateView {
  const choice = rateChoice(rate);
  const own = isOwnShippingRate(rate);
  return {
    ref: { objectId: rate.object_id, shipmentId: own ? null : shipmentId },
    amount: formatMoney(rate.amount),
    amountMinor: rate.amount.amount,
    provider: rate.provider,
    service: rate.servicelevel.name,
    duration: rate.duration_terms,
    description: rate.tierRateDescription,
    isFlatRate: rate.isFlatRate,
    isPromoted: rate.isPromoted,
    isOwnShipping: own,
    isIntlShipping: rate.isIntlShipping,
    membershipHref: choice.kind === 'membership' ? MEMBERSHIP_PATH : null,
  };
}

export const sameRate = (a: RateRef | null | undefined, b: RateRef | null | undefined): boolean =>
  !!a && !!b && a.objectId === b.objectId && (a.shipmentId ?? null) === (b.shipmentId ?? null);
