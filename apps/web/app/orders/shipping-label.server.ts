/**
 * `POST /api/create-shipping-transaction { transactionId }` (spec 3 §7): the seller buys the
 * shipping label of a paid order through Shippo, for the carrier rate the buyer chose. One label
 * per order: the label is kept in the transaction's metadata (Integration API, operator rights), a
 * second call answers the label already bought, and the purchase runs under the order's transition
 * lock (a concurrent call answers "Transition already in progress"). The seller gets the label PDF
 * and the tracking number; marking the order shipped then gives the buyer the tracking.
 */
import type { AppLoadContext } from '@remix-run/node';
import { availableActionsAfter } from '@variegata/transaction-process/actions';
import { readApiBody, text } from '~/account/api.server';
import { tryLock } from '~/server/keyed-lock.server';
import { currentUser, integration } from '~/server/marketplace.server';
import { shippoClient } from '~/server/shippo.server';
import { logFailure } from './log-failure.server';
import { LABEL_FAILED, LABEL_UNAVAILABLE, ORDER_CHANGED, TRANSITION_IN_PROGRESS } from './action-texts';
import { chosenRateOf, shippingLabelOf, type ShippingLabel } from './order-data';
import { transitionLockKey } from './order-actions.server';
import { reviewsGiven } from './order-view';
import { requireTransactionRole } from './transaction-access.server';
import { isUuid } from './transaction-access';

export type LabelOutcome = { label: ShippingLabel } | { error: string; status: number };

/** Buys (or finds) the order's label for its seller; a non-party or the buyer gets the page's 404/403. */
export async function buyLabel(context: AppLoadContext, request: Request, transactionId: string): Promise<LabelOutcome> {
  const tx = await requireTransactionRole(request, context, transactionId, 'provider');
  const existing = shippingLabelOf(tx.metadata);
  if (existing) return { label: existing };
  if (!availableActionsAfter(tx.lastTransition, 'provider', reviewsGiven(tx)).some((a) => a.kind === 'mark-shipped')) return { error: ORDER_CHANGED, status: 409 };
  const rate = chosenRateOf(tx.protectedData);
  if (!rate?.objectId) return { error: LABEL_UNAVAILABLE, status: 409 };
  const lock = await tryLock(transitionLockKey(tx.id));
  if (!lock) return { error: TRANSITION_IN_PROGRESS, status: 409 };
  try {
    // Read again under the lock: a label bought meanwhile is the one label of this order.
    const fresh = shippingLabelOf((await integration().transactions.show({ id: tx.id })).metadata);
    if (fresh) return { label: fresh };
    const bought = await shippoClient().transactions.create({ rate: rate.objectId, labelFileType: 'PDF_4x6', async: false, metadata: `order ${tx.id}` });
    if (bought.status !== 'SUCCESS' || !bought.objectId || !bought.trackingNumber || !bought.labelUrl) {
      logFailure('shipping label', new Error(`Shippo transaction ${bought.objectId ?? '?'} is ${bought.status ?? 'unknown'}`));
      return { error: LABEL_FAILED, status: 502 };
    }
    const label: ShippingLabel = {
      shippoTransactionId: bought.objectId,
      trackingNumber: bought.trackingNumber,
      trackingUrl: bought.trackingUrlProvider ?? '',
      labelUrl: bought.labelUrl,
      carrier: rate.provider,
      service: rate.service,
      purchasedAt: new Date().toISOString(),
    };
    await integration().transactions.updateMetadata({ id: tx.id, metadata: { shippingLabel: label } });
    return { label };
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure('shipping label', error);
    return { error: LABEL_FAILED, status: 502 };
  } finally {
    await lock.release();
  }
}

/** The API: JSON (X-CSRF-Token) or a form; answers the label or the error as JSON. The sale page's button posts to the page itself. */
export async function createShippingTransactionAction(request: Request, context: AppLoadContext) {
  const body = await readApiBody(request, context);
  if (!(await currentUser(context))) return Response.json({ error: 'Please log in again.' }, { status: 401 });
  const transactionId = text(body['transactionId']);
  if (!isUuid(transactionId)) return Response.json({ error: 'transactionId must be the id of one of your sales.' }, { status: 400 });
  const outcome = await buyLabel(context, request, transactionId);
  return 'label' in outcome ? Response.json({ data: outcome.label }) : Response.json({ error: outcome.error }, { status: outcome.status });
}
