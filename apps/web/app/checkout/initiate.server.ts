/**
 * Placing the order (spec 3 §7 POST /api/initiate-privileged): request-payment through the buyer's
 * trusted SDK with the line items and shipping rate priced on the server; the marketplace reserves
 * the stock and creates the PaymentIntent. One attempt key places one order: requests with the same
 * key run one at a time (keyed lock) and a repeat gets the order the first one placed.
 */
import type { AppLoadContext } from '@remix-run/node';
import type { Transaction } from '@variegata/marketplace-client/transaction-entity';
import { ok } from '@variegata/result/result';
import { isOwnShippingRate } from '@variegata/shipping/own-shipping';
import { stateAfter } from '@variegata/transaction-process/process';
import * as v from 'valibot';
import { serverEnv } from '~/server/env.server';
import { LockTimeoutError, withLock } from '~/server/keyed-lock.server';
import { addressLine, type ShippingAddress } from './address';
import type { ShippingRate } from '@variegata/shipping/rate';
import { checkoutBuyer } from './apis.server';
import { orderFingerprint, recallAttempt, rememberAttempt } from './attempts.server';
import { apiFor, trustedApiFor } from '~/server/marketplace.server';
import { failure, type CheckoutResult } from './failures';
import { apiLineItems } from './line-items';
import { listingHref } from './listing.server';
import { marketplaceFailure } from './marketplace-failure';
import { OrderSchema, prepareOrder, type PreparedOrder } from './order.server';
import { nextPaymentStep, paymentIntentOf, type PaymentStep } from './payment.server';

export const InitiateSchema = v.object({
  ...OrderSchema.entries,
  attemptKey: v.pipe(v.string('attemptKey is required.'), v.uuid('attemptKey must be the key of the checkout page.')),
  paymentMethod: v.optional(v.picklist(['saved', 'new']), 'saved'),
});

export type InitiateInput = v.InferOutput<typeof InitiateSchema>;

export interface PlacedOrder {
  readonly transactionId: string;
  readonly step: PaymentStep;
}

/** Where 3-D Secure and the card page send the buyer back: the checkout page's confirm step. */
export function confirmStepUrl(listingHref: string, transactionId: string): string {
  return new URL(`${listingHref}/checkout?transaction=${transactionId}`, serverEnv().PUBLIC_BASE_URL).toString();
}

/** What the order's protected data keeps for the seller and the label (spec 3 §3 "Shipping address"). */
function orderData(order: PreparedOrder): Record<string, unknown> {
  return { deliveryMethod: order.deliveryMethod, customerMembership: order.customerPlanId, ...shippingData(order.address, order.rate) };
}

/** The shipping address and rate as an order's protected data keeps them (absent ones are left out). */
export function shippingData(a: ShippingAddress | null, r: ShippingRate | null): Record<string, unknown> {
  return {
    ...(a
      ? {
          shippingAddress: {
            recipientName: a.recipientName,
            recipientPhoneNumber: a.recipientPhoneNumber,
            street2: a.street2,
            location: { selectedPlace: { address: addressLine(a), addressDetails: { street1: a.street1, city: a.city, state: a.state, zip: a.zip, country: a.country } } },
          },
        }
      : {}),
    ...(r
      ? {
          shippingRate: {
            objectId: r.object_id,
            amount: r.amount.amount,
            currency: r.amount.currency,
            provider: r.provider,
            servicelevel: r.servicelevel,
            isFlatRate: r.isFlatRate,
            isIntlShipping: r.isIntlShipping,
            isOwnShipping: isOwnShippingRate(r),
          },
        }
      : {}),
  };
}

async function stepFor(tx: Transaction, listingHref: string, input: InitiateInput, savedCard: string | null): Promise<CheckoutResult<PlacedOrder>> {
  const state = stateAfter(tx.lastTransition);
  if (state === 'payment-expired') return failure('payment-expired');
  if (state !== 'pending-payment') return ok({ transactionId: tx.id, step: { kind: 'confirm' } });
  const intent = paymentIntentOf(tx);
  if (!intent) throw new Error(`Transaction ${tx.id} has no PaymentIntent`);
  const step = await nextPaymentStep(intent, {
    transactionId: tx.id,
    paymentMethod: input.paymentMethod === 'saved' ? savedCard : null,
    returnUrl: confirmStepUrl(listingHref, tx.id),
    attemptKey: input.attemptKey,
  });
  return step.ok ? ok({ transactionId: tx.id, step: step.value }) : step;
}

export async function placeOrder(context: AppLoadContext, input: InitiateInput): Promise<CheckoutResult<PlacedOrder>> {
  const buyer = await checkoutBuyer(context);
  if (!buyer) throw Response.json({ error: 'Please log in to check out.' }, { status: 401 });
  const savedCard = buyer.stripeCustomer?.defaultPaymentMethod?.stripePaymentMethodId ?? null;
  if (input.paymentMethod === 'saved' && !savedCard) return failure('no-saved-card');
  const { attemptKey, paymentMethod: _card, ...order } = input;
  const fingerprint = orderFingerprint(order);
  try {
    return await withLock(`checkout:${buyer.id}:${attemptKey}`, async () => {
      const known = await recallAttempt(buyer.id, attemptKey);
      if (known) {
        if (known.fingerprint !== fingerprint) return failure('checkout-changed');
        const tx = await apiFor(context).transactions.show({ id: known.transactionId, include: ['listing'] });
        return stepFor(tx, tx.listing ? listingHref(tx.listing) : '/', input, savedCard);
      }
      const prepared = await prepareOrder(context, order, true);
      if (!prepared.ok) return prepared;
      const p = prepared.value;
      let tx: Transaction;
      try {
        tx = await (await trustedApiFor(context)).transactions.initiate({
          transition: 'request-payment',
          params: {
            listingId: p.listing.id,
            stockReservationQuantity: p.quantity,
            lineItems: apiLineItems(p.lineItems),
            protectedData: orderData(p),
            ...(input.paymentMethod === 'saved' && savedCard ? { paymentMethod: savedCard } : {}),
          },
        });
      } catch (error) {
        return marketplaceFailure(error);
      }
      await rememberAttempt(buyer.id, attemptKey, { transactionId: tx.id, fingerprint });
      return stepFor(tx, p.listing.href, input, savedCard);
    });
  } catch (error) {
    if (error instanceof LockTimeoutError) return failure('in-progress');
    throw error;
  }
}
