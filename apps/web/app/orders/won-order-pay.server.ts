/**
 * "Pay for your win" on the order page of a won auction that waits in `pending-confirm` (the winner
 * had no saved shipping address when the auction closed, or their saved card was declined): the
 * winner gives the address, the server picks the cheapest rate they may have and charges the bid
 * plus shipping to their saved card (won-order.server.ts). The address is then saved in their
 * profile for their next checkout or win. One transition per order at a time (the order lock).
 */
import type { AppLoadContext } from '@remix-run/node';
import { err, ok, type Result } from '@variegata/result/result';
import { formatMoney } from '@variegata/money/format';
import type { Transaction } from '@variegata/marketplace-client/transaction-entity';
import { ADDRESS_FIELDS, initialAddress, type ShippingAddressInput } from '~/checkout/address';
import { chargeWonOrder, type WonOrderFailure } from '~/auction/won-order.server';
import { recordPaidWin } from '~/auction/reserve-accept.server';
import { field } from '~/server/form.server';
import { tryLock } from '~/server/keyed-lock.server';
import { sendMail } from '~/server/mail.server';
import { apiFor, currentUser } from '~/server/marketplace.server';
import { logUnexpectedResponse } from '~/server/unexpected-response.server';
import { TRANSITION_IN_PROGRESS } from './action-texts';
import { transitionLockKey } from './order-actions.server';

export type PayWonFailure = WonOrderFailure | 'in-progress';

export const PAY_WON_STATUS: Readonly<Record<PayWonFailure, number>> = { 'needs-address': 400, 'address-invalid': 400, 'no-rates': 422, declined: 402, changed: 409, 'in-progress': 409 };

/** The address form's first values: the winner's saved address. */
export async function payWonAddress(context: AppLoadContext): Promise<Required<ShippingAddressInput>> {
  const me = await currentUser(context);
  const saved = (me?.profile.protectedData.address ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const name = me ? `${me.profile.firstName} ${me.profile.lastName}`.trim() : '';
  return initialAddress({
    ...Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, text(saved[key])])),
    recipientName: text(saved['recipientName']) || name,
    recipientPhoneNumber: text(saved['recipientPhoneNumber']) || text(me?.profile.protectedData.phoneNumber),
    country: text(saved['country']) || text(me?.profile.protectedData.country),
  }).values;
}

/** Charges the won order with its shipping to the address in `form`; the notice says what was paid. */
export async function payWonOrder(context: AppLoadContext, tx: Transaction, form: FormData): Promise<Result<string, PayWonFailure, Readonly<Record<string, string>>>> {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, field(form, key).slice(0, 200)]));
  const lock = await tryLock(transitionLockKey(tx.id));
  if (!lock) return err('in-progress', TRANSITION_IN_PROGRESS);
  let paid;
  try {
    paid = await chargeWonOrder(tx.id, address);
  } finally {
    await lock.release();
  }
  if (!paid.ok) {
    const fields = Object.fromEntries(Object.entries(paid.meta ?? {}).map(([key, messages]) => [key, messages[0] ?? '']));
    return err(paid.error, paid.message ?? 'Your order could not be paid.', fields);
  }
  const { transaction, address: shipped } = paid.value;
  await apiFor(context)
    .currentUser.updateProfile({ protectedData: { address: { ...shipped, street2: shipped.street2 ?? '' } } })
    .catch((error: unknown) => logUnexpectedResponse('saving the winner address', error));
  if (tx.listing?.id) await recordPaidWin(tx.listing.id, tx.id, sendMail).catch((error: unknown) => logUnexpectedResponse('recording a paid win', error));
  const total = transaction.payinTotal;
  return ok(`Paid${total ? ` ${formatMoney(total)}` : ''}. The seller will ship your plant to ${shipped.recipientName}.`);
}
