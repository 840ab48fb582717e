/**
 * The order calls of spec 3 §7: POST /api/transaction-line-items (the breakdown from a speculative
 * transaction), /api/initiate-privileged (request-payment with server-computed line items) and
 * /api/transition-privileged (confirm-payment). JSON with the CSRF header, signed-in buyers only.
 */
import type { AppLoadContext } from '@remix-run/node';
import * as v from 'valibot';
import { answer, readCheckoutBody } from './api-io.server';
import { speculativeBreakdown } from './breakdown.server';
import { confirmOrder } from './confirm.server';
import { failure } from './failures';
import { InitiateSchema, placeOrder } from './initiate.server';
import { OrderSchema, prepareOrder } from './order.server';

const { listingId: _listingId, ...orderData } = OrderSchema.entries;

const OrderData = v.object(orderData);

const LineItemsBody = v.object({
  listingId: OrderSchema.entries.listingId,
  orderData: v.optional(v.unknown()),
  /** The spec's client sends it; the server decides who owns the listing. */
  isOwnListing: v.optional(v.unknown()),
});

/** `{ data: { lineItems, breakdown } }`: what the order costs, as the marketplace would charge it. */
export async function transactionLineItemsAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readCheckoutBody(request, context, LineItemsBody);
  const data = v.safeParse(OrderData, body.orderData ?? {});
  if (!data.success) return answer(failure('invalid-input', { message: `orderData: ${data.issues[0].message}` }));
  const order = await prepareOrder(context, { listingId: body.listingId, ...data.output }, false);
  if (!order.ok) return answer(order);
  return answer(await speculativeBreakdown(context, order.value));
}

/** `{ data: { transactionId, step } }`: the order is placed (stock reserved); `step` says what the card does next. */
export async function initiatePrivilegedAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readCheckoutBody(request, context, InitiateSchema);
  return answer(await placeOrder(context, body));
}

const TransitionBody = v.object({
  transactionId: v.pipe(v.string('transactionId is required.'), v.uuid('transactionId must be a transaction id.')),
  transition: v.optional(v.string(), 'confirm-payment'),
});

/** `{ data: { transactionId, orderUrl } }` once the order is confirmed (paid). */
export async function transitionPrivilegedAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readCheckoutBody(request, context, TransitionBody);
  if (body.transition !== 'confirm-payment') return answer(failure('invalid-input', { message: 'Only confirm-payment is taken here.' }));
  return answer(await confirmOrder(context, body.transactionId));
}
