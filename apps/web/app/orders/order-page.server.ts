/**
 * Loader and action of `/order/{id}/details` (the customer) and `/sale/{id}/details` (the provider):
 * the page's data for the viewer's role with the message thread, and its form intents
 * (`send-message`, `transition` with an `action` kind). Bad input answers 400, an action the
 * process no longer offers 409, never a 500.
 */
import { data, type AppLoadContext } from '@remix-run/node';
import type { Role } from '@variegata/transaction-process/process';
import { forgetInboxBadge } from '~/inbox/badge.server';
import { field, readForm } from '~/server/form.server';
import { requireUser } from '~/server/guards.server';
import { loadThread, sendMessage, threadPage, type ThreadView } from './messages.server';
import { runOrderAction } from './order-actions.server';
import { buyLabel } from './shipping-label.server';
import { PAY_WON_STATUS, payWonAddress, payWonOrder } from './won-order-pay.server';
import type { ShippingAddressInput } from '~/checkout/address';
import { orderView, type OrderView } from './order-view';
import { requireTransactionRole } from './transaction-access.server';

export interface OrderPageData {
  readonly order: OrderView;
  readonly thread: ThreadView;
  /** The winner's address form's first values, when the page asks them to pay for a won auction. */
  readonly payAddress: Required<ShippingAddressInput> | null;
}

export async function loadOrderPage(request: Request, context: AppLoadContext, id: string, role: Role): Promise<OrderPageData> {
  const tx = await requireTransactionRole(request, context, id, role);
  const viewer = await requireUser(request, context, 'login');
  const thread = await loadThread(context, tx.id, viewer.id, threadPage(new URL(request.url)));
  const order = orderView(tx, role);
  return { order, thread, payAddress: order.payWonOrder ? await payWonAddress(context) : null };
}

export type OrderActionData =
  | { readonly ok: true; readonly intent: string; readonly notice: string }
  | { readonly ok: false; readonly intent: string; readonly error: string; readonly fields?: Readonly<Record<string, string>> };

const STATUS: Readonly<Record<string, number>> = { invalid: 400, required: 400, 'too-long': 400, 'recipient-removed': 403, 'membership-required': 403, 'not-offered': 409, changed: 409, 'in-progress': 409, 'already-reviewed': 409, 'too-late': 409, failed: 502 };

export async function orderPageAction(request: Request, context: AppLoadContext, id: string, role: Role) {
  const tx = await requireTransactionRole(request, context, id, role);
  const form = await readForm(request, context);
  const intent = field(form, 'intent');
  if (intent === 'send-message') {
    const view = orderView(tx, role);
    const sent = await sendMessage(context, tx.id, field(form, 'content'), view.messagingBlocked);
    if (sent.ok) return data<OrderActionData>({ ok: true, intent, notice: 'Message sent.' });
    return data<OrderActionData>({ ok: false, intent, error: sent.message ?? '', ...(sent.error === 'required' || sent.error === 'too-long' ? { fields: { content: sent.message ?? '' } } : {}) }, { status: STATUS[sent.error] ?? 400 });
  }
  if (intent === 'transition') {
    const done = await runOrderAction(context, tx, role, form);
    if (done.ok) {
      forgetInboxBadge((role === 'customer' ? tx.customer : tx.provider)?.id ?? '');
      return data<OrderActionData>({ ok: true, intent, notice: done.value.notice });
    }
    const fields = done.meta;
    const error = done.message ?? Object.values(fields ?? {})[0] ?? 'Please check the form.';
    return data<OrderActionData>({ ok: false, intent, error, ...(fields ? { fields } : {}) }, { status: STATUS[done.error] ?? 400 });
  }
  if (intent === 'pay-won-order' && role === 'customer') {
    const paid = await payWonOrder(context, tx, form);
    if (paid.ok) {
      forgetInboxBadge(tx.customer?.id ?? '');
      return data<OrderActionData>({ ok: true, intent, notice: paid.value });
    }
    return data<OrderActionData>({ ok: false, intent, error: paid.message ?? 'Your order could not be paid.', ...(paid.meta ? { fields: paid.meta } : {}) }, { status: PAY_WON_STATUS[paid.error] });
  }
  if (intent === 'buy-label' && role === 'provider') {
    const bought = await buyLabel(context, request, tx.id);
    if ('label' in bought) return data<OrderActionData>({ ok: true, intent, notice: `Label bought. Tracking number ${bought.label.trackingNumber}.` });
    return data<OrderActionData>({ ok: false, intent, error: bought.error }, { status: bought.status });
  }
  return data<OrderActionData>({ ok: false, intent, error: 'Unknown action.' }, { status: 400 });
}
