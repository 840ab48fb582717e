import { emit, type Twin } from '../core/context';
import { invalidRequest, unexpectedState } from '../core/errors';
import type { Params } from '../core/form';
import { newId, nowSeconds, randomToken } from '../core/ids';
import { bool, currency, enumStr, int, mergeMetadata, nulls, obj, plain, str, strArr, type Obj } from '../core/params';
import { paginate } from '../core/render';
import { attemptPayment, createDestinationTransfer, settleProcessing } from '../core/payments';
import { paymentMethodToConfirm, resolvePaymentMethod } from './payment-methods';
import { arg, route, type ApiRequest, type Route } from './router';

const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];
const ZERO_DECIMAL = new Set(['jpy', 'krw', 'vnd', 'clp', 'pyg', 'ugx', 'xaf', 'xof']);

function checkAmount(amount: number, cur: string): void {
  const min = ZERO_DECIMAL.has(cur) ? 50 : 50;
  if (amount < min) {
    const shown = ZERO_DECIMAL.has(cur) ? `${min}` : cur === 'usd' ? '$0.50' : '0.50';
    throw invalidRequest(`Amount must be at least ${shown} ${cur}`, 'amount', 'amount_too_small');
  }
  if (amount > 99999999) throw invalidRequest('Amount must be no more than $999,999.99', 'amount', 'amount_too_large');
}

function offSession(p: Params): boolean {
  const v = str(p, 'off_session');
  return v === 'true' || v === 'one_off' || v === 'recurring';
}

function checkConnect(t: Twin, pi: Obj, req: ApiRequest): void {
  const dest = pi['transfer_data']?.['destination'];
  if (dest !== undefined && dest !== null) {
    const acct = t.store.get(dest);
    if (acct === undefined || acct['object'] !== 'account') {
      throw invalidRequest(`No such destination: '${dest}'`, 'transfer_data[destination]', 'resource_missing');
    }
    if (acct['capabilities']?.['transfers'] !== 'active') {
      throw invalidRequest(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        'transfer_data[destination]',
        'insufficient_capabilities_for_transfer',
      );
    }
  }
  const charging = pi['on_behalf_of'] ?? req.stripeAccount;
  if (typeof charging === 'string') {
    const acct = t.store.must('account', charging, pi['on_behalf_of'] !== null ? 'on_behalf_of' : 'Stripe-Account');
    if (acct['charges_enabled'] !== true) {
      throw invalidRequest(
        'Your account cannot currently make charges. To find out why charge creation failed, check your Dashboard for requirements.',
        undefined,
        'account_invalid',
      );
    }
  }
  const fee = pi['application_fee_amount'];
  if (fee !== null) {
    if (dest == null && req.stripeAccount === undefined && pi['on_behalf_of'] === null) {
      throw invalidRequest(
        'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
        'application_fee_amount',
      );
    }
    if (fee < 0 || fee > pi['amount']) throw invalidRequest('Application fee amount must be between 0 and the amount.', 'application_fee_amount');
  }
}

/** Confirms with form-like params (the hosted card page). */
export function confirmPaymentIntent(t: Twin, pi: Obj, params: Params): Obj {
  return confirm(t, pi, { method: 'POST', path: '', params, pathParams: [], stripeAccount: undefined });
}

function confirm(t: Twin, pi: Obj, req: ApiRequest): Obj {
  const p = req.params;
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi['status'])) {
    throw unexpectedState(
      `You cannot confirm this PaymentIntent because it has a status of ${pi['status']}.`,
      { payment_intent: { ...pi } },
    );
  }
  const pm = paymentMethodToConfirm(t, pi, p, {
    message:
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with cus, specify a payment method attached to this customer along with the customer ID.",
    code: 'payment_intent_unexpected_state',
  });
  const returnUrl = str(p, 'return_url') ?? pi['_returnUrl'] ?? undefined;
  pi['_returnUrl'] = returnUrl ?? null;
  const sfu = str(p, 'setup_future_usage');
  if (sfu !== undefined) pi['setup_future_usage'] = sfu === '' ? null : sfu;
  const result = attemptPayment(t, pi, pm, { offSession: offSession(p), returnUrl });
  if (result.kind === 'declined') throw result.error;
  return pi;
}

function createIntent(t: Twin, req: ApiRequest): Obj {
  const p = req.params;
  const amount = int(p, 'amount', true) as number;
  const cur = currency(p) as string;
  checkAmount(amount, cur);
  const customer = str(p, 'customer');
  if (customer !== undefined && customer !== '') t.store.must('customer', customer, 'customer');
  const td = obj(p, 'transfer_data');
  const id = newId('pi');
  const pi: Obj = {
    id,
    object: 'payment_intent',
    amount,
    ...nulls('allowed_payment_method_types', 'customer_account', 'excluded_payment_method_types', 'managed_payments', 'payment_record', 'source'),
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: int(p, 'application_fee_amount') ?? null,
    automatic_payment_methods: p['automatic_payment_methods'] !== undefined ? plain(p['automatic_payment_methods']) : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: enumStr(p, 'capture_method', ['automatic', 'automatic_async', 'manual'] as const, 'automatic_async'),
    client_secret: `${id}_secret_${randomToken(25)}`,
    confirmation_method: enumStr(p, 'confirmation_method', ['automatic', 'manual'] as const, 'automatic'),
    created: nowSeconds(),
    currency: cur,
    customer: customer || null,
    description: str(p, 'description') ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: mergeMetadata({}, p),
    next_action: null,
    on_behalf_of: str(p, 'on_behalf_of') || null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: strArr(p, 'payment_method_types') ?? ['card'],
    processing: null,
    receipt_email: str(p, 'receipt_email') ?? null,
    review: null,
    setup_future_usage: str(p, 'setup_future_usage') || null,
    shipping: p['shipping'] !== undefined ? plain(p['shipping']) : null,
    statement_descriptor: str(p, 'statement_descriptor') ?? null,
    statement_descriptor_suffix: str(p, 'statement_descriptor_suffix') ?? null,
    status: 'requires_payment_method',
    transfer_data: td === undefined ? null : { destination: str(td, 'destination', true), ...(int(td, 'amount') !== undefined ? { amount: int(td, 'amount') } : {}) },
    transfer_group: str(p, 'transfer_group') ?? null,
    _returnUrl: str(p, 'return_url') ?? null,
  };
  checkConnect(t, pi, req);
  const pmId = str(p, 'payment_method');
  if (pmId !== undefined && pmId !== '') {
    const pm = resolvePaymentMethod(t, pmId);
    pi['payment_method'] = pm['id'];
    pi['status'] = 'requires_confirmation';
  }
  t.store.insert(pi);
  emit(t, 'payment_intent.created', pi);
  if (bool(p, 'confirm') === true) return confirm(t, pi, { ...req, params: { ...p, payment_method: pi['payment_method'] ?? undefined } });
  return pi;
}

function load(t: Twin, id: string): Obj {
  const pi = t.store.must('payment_intent', id);
  return settleProcessing(t, pi['id']) ?? pi;
}

export const paymentIntentRoutes: Route[] = [
  route('POST', '/v1/payment_intents', createIntent),
  route('GET', '/v1/payment_intents', (t, req) => {
    const customer = str(req.params, 'customer');
    return paginate(t.store.list('payment_intent', (pi) => customer === undefined || pi['customer'] === customer), req.params, '/v1/payment_intents');
  }),
  route('GET', '/v1/payment_intents/:id', (t, req) => load(t, arg(req))),
  route('POST', '/v1/payment_intents/:id', (t, req) => {
    const pi = load(t, arg(req));
    const p = req.params;
    if (['succeeded', 'canceled', 'processing'].includes(pi['status'])) {
      throw unexpectedState(`You cannot update this PaymentIntent because it has a status of ${pi['status']}.`);
    }
    const amount = int(p, 'amount');
    if (amount !== undefined) {
      checkAmount(amount, pi['currency']);
      pi['amount'] = amount;
    }
    for (const f of ['description', 'receipt_email', 'customer', 'transfer_group']) {
      const v = str(p, f);
      if (v !== undefined) pi[f] = v === '' ? null : v;
    }
    const fee = int(p, 'application_fee_amount');
    if (fee !== undefined) pi['application_fee_amount'] = fee;
    const pmId = str(p, 'payment_method');
    if (pmId !== undefined && pmId !== '') {
      pi['payment_method'] = resolvePaymentMethod(t, pmId)['id'];
      pi['status'] = 'requires_confirmation';
    }
    if (p['shipping'] !== undefined) pi['shipping'] = plain(p['shipping']);
    pi['metadata'] = mergeMetadata(pi['metadata'], p);
    checkConnect(t, pi, req);
    return t.store.save(pi);
  }),
  route('POST', '/v1/payment_intents/:id/confirm', (t, req) => confirm(t, load(t, arg(req)), req)),
  route('POST', '/v1/payment_intents/:id/capture', (t, req) => {
    const pi = load(t, arg(req));
    if (pi['status'] !== 'requires_capture') {
      throw unexpectedState(
        `This PaymentIntent could not be captured because it has a status of ${pi['status']}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      );
    }
    const amount = int(req.params, 'amount_to_capture') ?? pi['amount_capturable'];
    if (amount > pi['amount_capturable'] || amount < 0) {
      throw invalidRequest('The amount to capture must be less than or equal to the amount capturable.', 'amount_to_capture', 'amount_too_large');
    }
    const fee = int(req.params, 'application_fee_amount');
    if (fee !== undefined) pi['application_fee_amount'] = fee;
    const ch = t.store.must('charge', pi['latest_charge']);
    ch['captured'] = true;
    ch['amount_captured'] = amount;
    ch['application_fee_amount'] = pi['application_fee_amount'];
    if (amount < pi['amount']) {
      ch['amount_refunded'] = pi['amount'] - amount;
    }
    pi['status'] = 'succeeded';
    pi['amount_received'] = amount;
    pi['amount_capturable'] = 0;
    pi['metadata'] = mergeMetadata(pi['metadata'], req.params);
    createDestinationTransfer(t, pi, ch, amount);
    t.store.save(ch);
    t.store.save(pi);
    emit(t, 'payment_intent.succeeded', pi);
    return pi;
  }),
  route('POST', '/v1/payment_intents/:id/cancel', (t, req) => {
    const pi = load(t, arg(req));
    if (!CANCELABLE.includes(pi['status'])) {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${pi['status']}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
      );
    }
    if (pi['status'] === 'requires_capture') {
      const ch = t.store.must('charge', pi['latest_charge']);
      ch['amount_refunded'] = ch['amount'];
      ch['refunded'] = true;
      t.store.save(ch);
    }
    pi['status'] = 'canceled';
    pi['amount_capturable'] = 0;
    pi['next_action'] = null;
    pi['canceled_at'] = nowSeconds();
    pi['cancellation_reason'] =
      enumStr(req.params, 'cancellation_reason', ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const) ?? null;
    t.store.save(pi);
    emit(t, 'payment_intent.canceled', pi);
    return pi;
  }),
];
