/** Loads a transaction for its details page and applies the role rule (see transaction-access.ts). */
import { data, type AppLoadContext } from '@remix-run/node';
import flexSdk from 'sharetribe-flex-sdk';
import { denormaliseOne, type Entity } from '@variegata/marketplace-client/denormalise';
import { requireUser } from '~/server/guards.server';
import { sdkFor } from '~/server/marketplace.server';
import { isUuid, transactionAccess, type RequiredRole } from './transaction-access';

const notFound = () => new Response('Transaction not found', { status: 404 });
const refOf = (value: unknown): string | null => ((value as Entity | null | undefined)?.id?.uuid ?? null);

export async function requireTransactionRole(request: Request, context: AppLoadContext, id: string, required: RequiredRole): Promise<Entity> {
  const user = await requireUser(request, context, 'login');
  if (!isUuid(id)) throw notFound();
  let tx: Entity;
  try {
    const response = await sdkFor(context).transactions.show({ id: new flexSdk.types.UUID(id), include: ['customer', 'provider', 'listing'] });
    tx = denormaliseOne(response, 'Expected a resource in the sdk.transactions.show response');
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 403 || status === 400) throw notFound();
    throw error;
  }
  const access = transactionAccess(user.id.uuid, { transactionId: id, customerId: refOf(tx.customer), providerId: refOf(tx.provider) }, required);
  if (access.kind === 'not-party') throw notFound();
  if (access.kind === 'wrong-role') {
    const who = required === 'customer' ? 'buyer' : 'seller';
    throw data({ message: `This page is for the ${who} of this transaction.`, ownPath: access.ownPath }, { status: 403 });
  }
  return tx;
}
