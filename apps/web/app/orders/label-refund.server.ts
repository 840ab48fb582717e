/**
 * When a seller declines a sale after buying its label, the unused label is refunded through Shippo
 * and the refund kept with the label in the transaction's metadata (Integration API), so the sale
 * page says so. The sale is declined whatever happens here: a refund that fails is logged for the
 * operator, never shown as a failure of the decline.
 */
import type { Transaction } from '@variegata/marketplace-client/transaction-entity';
import { integration } from '~/server/marketplace.server';
import { shippoClient } from '~/server/shippo.server';
import { logFailure } from './log-failure.server';
import { shippingLabelOf, type LabelRefund } from './order-data';

export async function refundUnusedLabel(tx: Transaction, now = new Date()): Promise<LabelRefund | null> {
  const label = shippingLabelOf(tx.metadata);
  if (!label || label.refund) return label?.refund ?? null;
  try {
    const refund = await shippoClient().refunds.create({ transaction: label.shippoTransactionId, async: false });
    const kept: LabelRefund = { status: refund.status === 'SUCCESS' ? 'refunded' : refund.status === 'ERROR' ? 'failed' : 'requested', requestedAt: now.toISOString() };
    await integration().transactions.updateMetadata({ id: tx.id, metadata: { shippingLabel: { ...label, refund: kept } } });
    return kept;
  } catch (error) {
    logFailure('label refund', error);
    return null;
  }
}
