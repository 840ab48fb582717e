// Label refunds: `POST /refunds { transaction, async }` asks the carrier to refund an unused label.
// One refund per label transaction (the unique index on parent_id makes a second one fail); test
// labels are refunded at once (SUCCESS, the transaction becomes REFUNDED), live ones are QUEUED and
// the transaction REFUNDPENDING, as Shippo answers before the carrier has agreed.
import { type Ctx, isoNow, objectId, optString } from './context';
import { fieldError } from './http';
import type { TransactionObject } from './transactions';

export interface RefundObject {
  object_id: string;
  object_owner: string;
  object_created: string;
  object_updated: string;
  status: 'QUEUED' | 'PENDING' | 'SUCCESS' | 'ERROR';
  transaction: string;
  test: boolean;
}

export function createRefund(ctx: Ctx, body: Record<string, unknown>): RefundObject {
  const transactionId = optString(body, 'transaction');
  if (!transactionId) throw fieldError('transaction', 'This field is required.');
  return ctx.store.transaction(() => {
    const label = ctx.store.get<TransactionObject>('transactions', transactionId);
    if (!label) throw fieldError('transaction', `Transaction with object_id ${transactionId} does not exist.`);
    if (label.status !== 'SUCCESS') throw fieldError('transaction', 'Only a successfully purchased label can be refunded.');
    if (ctx.store.children<RefundObject>('refunds', transactionId).length > 0) throw fieldError('transaction', 'A refund for this label has already been requested.');
    const now = isoNow(ctx);
    const refund: RefundObject = {
      object_id: objectId(), object_owner: ctx.owner, object_created: now, object_updated: now,
      status: ctx.test ? 'SUCCESS' : 'QUEUED', transaction: transactionId, test: ctx.test,
    };
    ctx.store.put('refunds', refund.object_id, refund, transactionId);
    ctx.store.put('transactions', label.object_id, { ...label, status: ctx.test ? 'REFUNDED' : 'REFUNDPENDING', object_updated: now }, label.rate);
    return refund;
  });
}

export function getRefund(ctx: Ctx, id: string): RefundObject {
  return ctx.store.getOrNotFound<RefundObject>('refunds', id);
}
