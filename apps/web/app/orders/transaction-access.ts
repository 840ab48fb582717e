/**
 * Who may open a transaction page (spec 1 §2.1, spec 3 §2): order details only for the
 * transaction's customer, sale details only for its provider. A party with the other
 * role gets 403 with a link to their own view; anyone else gets 404, so the page does
 * not reveal that the transaction exists.
 */
import { roleOf } from '@variegata/transaction-process/engine';

export type RequiredRole = 'customer' | 'provider';
export type TransactionAccess = { kind: 'allowed' } | { kind: 'wrong-role'; ownPath: string } | { kind: 'not-party' };

export interface Parties {
  readonly transactionId: string;
  readonly customerId: string | null;
  readonly providerId: string | null;
}

export function transactionAccess(viewerId: string, tx: Parties, required: RequiredRole): TransactionAccess {
  if (viewerId !== tx.customerId && viewerId !== tx.providerId) return { kind: 'not-party' };
  const role = roleOf(viewerId, { customerId: tx.customerId ?? '', providerId: tx.providerId ?? '' });
  if (role === required) return { kind: 'allowed' };
  const ownPath = role === 'customer' ? `/order/${tx.transactionId}/details` : `/sale/${tx.transactionId}/details`;
  return { kind: 'wrong-role', ownPath };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
