/**
 * Confirming the order after the card (spec 3 §4, §7 POST /api/transition-privileged): the
 * confirm-payment transition, which captures the authorised payment and accepts the stock
 * reservation. One confirmation per order at a time (keyed lock); an order already confirmed answers
 * as confirmed, so a retry or a second tab never fails a paid order.
 */
import type { AppLoadContext } from '@remix-run/node';
import { apiStatus, classifyError } from '@variegata/marketplace-client/errors';
import type { Transaction } from '@variegata/marketplace-client/transaction-entity';
import { ok } from '@variegata/result/result';
import { stateAfter, type State } from '@variegata/transaction-process/process';
import { LockTimeoutError, withLock } from '~/server/keyed-lock.server';
import { checkoutBuyer } from './apis.server';
import { apiFor, trustedApiFor } from '~/server/marketplace.server';
import { failure, type CheckoutResult } from './failures';
import { marketplaceFailure } from './marketplace-failure';
import { intentState, paymentIntentOf } from './payment.server';
import { CHECKOUT_TEXTS } from './texts';

export interface ConfirmedOrder {
  readonly transactionId: string;
  readonly orderUrl: string;
}

export const orderUrl = (transactionId: string) => `/order/${transactionId}/details`;

/** Paid: the order has left pending-payment for anything but expiry. */
export function isPaidState(state: State | undefined): boolean {
  return state !== undefined && state !== 'pending-payment' && state !== 'payment-expired';
}

/** The buyer's own order (another user's, or an unknown id, is not found). */
export async function buyersOrder(context: AppLoadContext, transactionId: string): Promise<CheckoutResult<Transaction>> {
  try {
    return ok(await apiFor(context).transactions.show({ id: transactionId, include: ['listing', 'customer'] }));
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404 || status === 403 || status === 400) return failure('transaction-not-found');
    return marketplaceFailure(error);
  }
}

async function confirmNow(context: AppLoadContext, tx: Transaction): Promise<CheckoutResult<ConfirmedOrder>> {
  const state = stateAfter(tx.lastTransition);
  const done = ok({ transactionId: tx.id, orderUrl: orderUrl(tx.id) });
  if (isPaidState(state)) return done;
  if (state === 'payment-expired') return failure('payment-expired');
  const intent = paymentIntentOf(tx);
  if (!intent) return failure('transaction-not-found');
  const card = await intentState(intent).catch(() => null);
  if (card && (card.status === 'requires_payment_method' || card.status === 'requires_action' || card.status === 'requires_confirmation')) {
    return failure('card-declined', { message: card.errorText ?? CHECKOUT_TEXTS.authenticationFailed, transactionId: tx.id });
  }
  try {
    await (await trustedApiFor(context)).transactions.transition({ id: tx.id, transition: 'confirm-payment' });
    return done;
  } catch (error) {
    // Another request confirmed it meanwhile: the order is paid.
    if (classifyError(error) === 'invalid-transition') {
      const again = await buyersOrder(context, tx.id);
      if (again.ok && isPaidState(stateAfter(again.value.lastTransition))) return done;
      if (again.ok && stateAfter(again.value.lastTransition) === 'payment-expired') return failure('payment-expired');
    }
    if (card && (card.status === 'requires_capture' || card.status === 'succeeded' || card.status === 'processing')) {
      console.error(`[checkout] payment of ${tx.id} authorised but confirm-payment failed`, apiStatus(error));
      return failure('confirm-failed', { transactionId: tx.id });
    }
    const read = marketplaceFailure(error);
    return read.error === 'service-unavailable' ? failure('confirm-failed', { transactionId: tx.id }) : read;
  }
}

export async function confirmOrder(context: AppLoadContext, transactionId: string): Promise<CheckoutResult<ConfirmedOrder>> {
  const buyer = await checkoutBuyer(context);
  if (!buyer) throw Response.json({ error: 'Please log in to check out.' }, { status: 401 });
  try {
    return await withLock(`checkout-confirm:${transactionId}`, async () => {
      const tx = await buyersOrder(context, transactionId);
      if (!tx.ok) return tx;
      if (tx.value.customer && tx.value.customer.id !== buyer.id) return failure('transaction-not-found');
      return confirmNow(context, tx.value);
    });
  } catch (error) {
    if (error instanceof LockTimeoutError) return failure('in-progress');
    throw error;
  }
}
