/** Loads a transaction for its details page and applies the role rule (see transaction-access.ts). */
import { data, type AppLoadContext } from '@remix-run/node';
import { apiStatus } from '@variegata/marketplace-client/errors';
import type { Transaction } from '@variegata/marketplace-client/transaction-entity';
import { requireUser } from '~/server/guards.server';
import { apiFor } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { isUuid, transactionAccess, type RequiredRole } from './transaction-access';

const notFound = () => new Response('Transaction not found', { status: 404 });

/** What an order page reads with its transaction: the listing with its picture, both parties with theirs, the reviews. */
const PAGE_INCLUDES = {
  include: ['customer', 'customer.profileImage', 'provider', 'provider.profileImage', 'listing', 'listing.images', 'reviews', 'reviews.author'],
  'fields.image': ['variants.listing-card', 'variants.square-small', 'variants.square-small2x'],
} as const;

export async function requireTransactionRole(request: Request, context: AppLoadContext, id: string, required: RequiredRole): Promise<Transaction> {
  const user = await requireUser(request, context, 'login');
  if (!isUuid(id)) throw notFound();
  let tx: Transaction;
  try {
    tx = await apiFor(context).transactions.show({ id, ...PAGE_INCLUDES });
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404 || status === 403 || status === 400) throw notFound();
    logUnexpectedResponse('transaction page', error);
    throw error;
  }
  const access = transactionAccess(user.id, { transactionId: id, customerId: tx.customer?.id ?? null, providerId: tx.provider?.id ?? null }, required);
  if (access.kind === 'not-party') throw notFound();
  if (access.kind === 'wrong-role') {
    const who = required === 'customer' ? 'buyer' : 'seller';
    throw data({ message: `This page is for the ${who} of this transaction.`, ownPath: access.ownPath }, { status: 403 });
  }
  return tx;
}
