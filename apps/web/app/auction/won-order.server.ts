/**
 * Paying for a won auction (issue 16 "Closing and paying"): the winner's order waits in
 * `pending-confirm` with the winning bid as its price. It is charged with the winner's saved card
 * off session (`force-payment` by the operator) together with its shipping: the address (the one the
 * winner gives on the order page, or the one saved in their profile), the cheapest rate the winner
 * may have from the seller to that address (Shippo, flat and member rates by the checkout's rules),
 * and the line items of the bid plus that rate, all computed here on the server.
 */
import type { Listing } from '@variegata/marketplace-client/listing-entity';
import { classifyError } from '@variegata/marketplace-client/errors';
import type { Transaction } from '@variegata/marketplace-client/transaction-entity';
import type { TransitionParams } from '@variegata/marketplace-client/transaction-calls';
import { FREE_PLAN } from '@variegata/membership/plans';
import { err, ok, type Result } from '@variegata/result/result';
import type { ShippingRate } from '@variegata/shipping/rate';
import { stateAfter } from '@variegata/transaction-process/process';
import { integration } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import type { ShippingAddress } from '~/checkout/address';
import { shippableAddress } from '~/checkout/address-check.server';
import { shippingData } from '~/checkout/initiate.server';
import { apiLineItems, checkoutLineItems } from '~/checkout/line-items';
import { toCheckoutListing } from '~/checkout/listing.server';
import { quoteRates } from '~/checkout/rates.server';
import { sellerFacts } from '~/checkout/seller.server';

export type WonOrderFailure = 'needs-address' | 'address-invalid' | 'no-rates' | 'declined' | 'changed';

/** Field errors of the address form (by field name) when the address is refused. */
export type AddressErrors = Readonly<Record<string, readonly string[]>>;

export const WON_ORDER_TEXTS: Readonly<Record<WonOrderFailure, string>> = {
  'needs-address': 'Add the address your plant goes to, then pay with your saved card.',
  'address-invalid': 'Please check the shipping address.',
  'no-rates': 'No shipping rates are available for this address. Please check it or try again later.',
  declined: 'Your saved card was declined. Update it on the Payment methods page, then pay again.',
  changed: 'This order has changed meanwhile. Please refresh the page.',
};

export interface WonOrderCharge {
  readonly transaction: Transaction;
  readonly address: ShippingAddress;
  readonly rate: ShippingRate;
}

/** The winner's saved shipping address (profile protected data), if any. */
export function savedAddressOf(protectedData: Readonly<Record<string, unknown>>): unknown {
  return protectedData['address'] ?? null;
}

const unitPriceOf = (tx: Transaction) => tx.lineItems.find((item) => item.code === 'line-item/units')?.unitPrice ?? null;

/** The cheapest rate the winner may buy (member-only rates only for members). */
function cheapest(rates: readonly ShippingRate[]): ShippingRate | null {
  return [...rates].filter((r) => !r.requiresMembership).sort((a, b) => a.amount.amount - b.amount.amount)[0] ?? null;
}

/** What force-payment takes for this order shipped to `addressInput` (undefined: the winner's saved address). */
async function shippedParams(tx: Transaction, addressInput: unknown): Promise<Result<{ params: TransitionParams; address: ShippingAddress; rate: ShippingRate }, WonOrderFailure, AddressErrors>> {
  const listingId = tx.listing?.id;
  const customerId = tx.customer?.id;
  const price = unitPriceOf(tx);
  if (!listingId || !customerId || !price) return err('changed', WON_ORDER_TEXTS.changed);
  const api = integration();
  const [listing, winner] = await Promise.all([api.listings.show({ id: listingId, include: ['author'] }), api.users.show({ id: customerId })]);
  const given = addressInput === undefined ? savedAddressOf(winner.profile.protectedData) : addressInput;
  if (!given) return err('needs-address', WON_ORDER_TEXTS['needs-address']);
  const checkoutListing = toCheckoutListing(listing as Listing);
  const address = shippableAddress(given, checkoutListing.allowedCountries);
  if (!address.ok) return err('address-invalid', address.message ?? WON_ORDER_TEXTS['address-invalid'], address.meta?.fields ?? {});
  const seller = await sellerFacts(checkoutListing.authorId, checkoutListing.shipsFrom);
  if (!seller) return err('changed', WON_ORDER_TEXTS.changed);
  const customerPlanId = winner.profile.privateData.membershipPlanId ?? FREE_PLAN;
  const quoted = await quoteRates({ listing: checkoutListing, seller, buyerId: customerId, customerPlanId, address: address.value, quantity: 1 });
  const rate = quoted.ok ? cheapest(quoted.value.combined.rates) : null;
  if (!rate) return err('no-rates', WON_ORDER_TEXTS['no-rates']);
  const items = checkoutLineItems(price, 1, rate);
  if (!items.ok) throw new Error(`Won order ${tx.id}: line items failed (${items.error})`);
  const protectedData = { deliveryMethod: 'shipping', customerMembership: customerPlanId, ...shippingData(address.value, rate) };
  return ok({ params: { lineItems: apiLineItems(items.value), protectedData }, address: address.value, rate });
}

/**
 * Charges a won auction's order in `pending-confirm` with its shipping to `addressInput` (the
 * winner's saved address when the caller has none). The order is then purchased and follows the
 * usual order flow; a failure leaves it waiting, with the reason.
 */
export async function chargeWonOrder(transactionId: string, addressInput?: unknown): Promise<Result<WonOrderCharge, WonOrderFailure, AddressErrors>> {
  const api = integration();
  const tx = await api.transactions.show({ id: transactionId, include: ['listing', 'customer'] });
  if (stateAfter(tx.lastTransition) !== 'pending-confirm') return err('changed', WON_ORDER_TEXTS.changed);
  const shipped = await shippedParams(tx, addressInput);
  if (!shipped.ok) return shipped;
  try {
    const charged = await api.transactions.transition({ id: transactionId, transition: 'force-payment', params: shipped.value.params });
    return ok({ transaction: charged, address: shipped.value.address, rate: shipped.value.rate });
  } catch (error) {
    const kind = classifyError(error);
    if (kind === 'invalid-transition') return err('changed', WON_ORDER_TEXTS.changed);
    logUnexpectedResponse('won order force-payment', error);
    return err('declined', WON_ORDER_TEXTS.declined);
  }
}
