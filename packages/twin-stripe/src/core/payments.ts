// The card payment engine behind PaymentIntents: charges, declines, 3-D Secure, capture, processing.
import { DECLINES, type Behaviour, type Decline } from '../cards';
import { emit, type Twin } from './context';
import type { StripeApiError } from './errors';
import { newId, nowSeconds } from './ids';
import { nulls, type Obj } from './params';
import { render } from './render';
import { declineError } from '../api/payment-methods';

export type Attempt = { kind: 'ok' } | { kind: 'action' } | { kind: 'declined'; error: StripeApiError };

export function authPageUrl(t: Twin, intent: Obj): string {
  return `${t.publicUrl()}/pages/3ds/${intent['id']}?client_secret=${encodeURIComponent(intent['client_secret'])}`;
}

export function nextAction(t: Twin, intent: Obj, returnUrl: string | undefined): Obj {
  const url = authPageUrl(t, intent) + (returnUrl === undefined ? '' : `&return_url=${encodeURIComponent(returnUrl)}`);
  if (returnUrl !== undefined) return { type: 'redirect_to_url', redirect_to_url: { return_url: returnUrl, url } };
  return { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url, source: newId('src') } };
}

function createCharge(t: Twin, pi: Obj, pm: Obj, decline: Decline | undefined): Obj {
  const manual = pi['capture_method'] === 'manual';
  const ch: Obj = {
    id: newId('ch'),
    object: 'charge',
    amount: pi['amount'],
    amount_captured: decline === undefined && !manual ? pi['amount'] : 0,
    ...nulls('application', 'calculated_statement_descriptor', 'failure_balance_transaction', 'receipt_number', 'review', 'shipping', 'source', 'source_transfer', 'statement_descriptor', 'statement_descriptor_suffix'),
    fraud_details: {},
    receipt_url: null,
    amount_refunded: 0,
    application_fee: null,
    application_fee_amount: pi['application_fee_amount'],
    balance_transaction: decline === undefined ? newId('txn') : null,
    billing_details: pm['billing_details'],
    captured: decline === undefined && !manual,
    created: nowSeconds(),
    currency: pi['currency'],
    customer: pi['customer'],
    description: pi['description'],
    disputed: false,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    livemode: false,
    metadata: pi['metadata'],
    on_behalf_of: pi['on_behalf_of'],
    outcome:
      decline === undefined
        ? { network_status: 'approved_by_network', reason: null, risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' }
        : {
            network_status: 'declined_by_network',
            reason: decline.decline_code ?? decline.code,
            risk_level: 'normal',
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          },
    paid: decline === undefined,
    payment_intent: pi['id'],
    payment_method: pm['id'],
    payment_method_details: { card: { ...pm['card'] }, type: 'card' },
    receipt_email: pi['receipt_email'],
    refunded: false,
    status: decline === undefined ? 'succeeded' : 'failed',
    transfer: null,
    transfer_data: pi['transfer_data'],
    transfer_group: pi['transfer_group'],
  };
  pi['latest_charge'] = ch['id'];
  return t.store.insert(ch);
}

/** A destination charge moves the amount less the application fee to the connected account. */
export function createDestinationTransfer(t: Twin, pi: Obj, ch: Obj, captured: number): void {
  const dest = pi['transfer_data']?.['destination'];
  if (typeof dest !== 'string') return;
  const fee = (pi['application_fee_amount'] as number | null) ?? 0;
  const amount = (pi['transfer_data']['amount'] as number | undefined) ?? Math.max(0, captured - fee);
  const tr: Obj = {
    id: newId('tr'),
    object: 'transfer',
    amount,
    amount_reversed: 0,
    balance_transaction: newId('txn'),
    created: nowSeconds(),
    currency: pi['currency'],
    description: null,
    destination: dest,
    destination_payment: newId('py'),
    livemode: false,
    metadata: {},
    reversals: { object: 'list', data: [], has_more: false, url: '' },
    reversed: false,
    source_transaction: ch['id'],
    source_type: 'card',
    transfer_group: pi['transfer_group'],
  };
  tr['reversals']['url'] = `/v1/transfers/${tr['id']}/reversals`;
  t.store.insert(tr);
  ch['transfer'] = tr['id'];
}

function succeed(t: Twin, pi: Obj, pm: Obj): void {
  const ch = createCharge(t, pi, pm, undefined);
  pi['last_payment_error'] = null;
  pi['next_action'] = null;
  pi['processing'] = null;
  pi['payment_method'] = pm['id'];
  if (pi['setup_future_usage'] !== null && pi['customer'] !== null && pm['customer'] === null) {
    pm['customer'] = pi['customer'];
    pm['_setupDone'] = true;
    t.store.save(pm);
  }
  if (pi['capture_method'] === 'manual') {
    pi['status'] = 'requires_capture';
    pi['amount_capturable'] = pi['amount'];
    t.store.save(ch);
    t.store.save(pi);
    emit(t, 'payment_intent.amount_capturable_updated', pi);
  } else {
    pi['status'] = 'succeeded';
    pi['amount_received'] = pi['amount'];
    createDestinationTransfer(t, pi, ch, pi['amount']);
    t.store.save(ch);
    t.store.save(pi);
    emit(t, 'payment_intent.succeeded', pi);
  }
}

export function failPayment(t: Twin, pi: Obj, pm: Obj, decline: Decline): StripeApiError {
  const ch = createCharge(t, pi, pm, decline);
  const error = declineError(decline, { charge: ch['id'], payment_method: render(pm) });
  pi['status'] = 'requires_payment_method';
  pi['payment_method'] = null;
  pi['next_action'] = null;
  pi['last_payment_error'] = { ...error.body };
  t.store.save(pi);
  error.body['payment_intent'] = render(pi);
  emit(t, 'payment_intent.payment_failed', pi);
  return error;
}

/** Runs a confirmation attempt with `pm`; the intent is saved in its new state. */
export function attemptPayment(t: Twin, pi: Obj, pm: Obj, opts: { offSession: boolean; returnUrl?: string | undefined; authenticated?: boolean }): Attempt {
  const b = pm['_behaviour'] as Behaviour;
  const needsAuth =
    !opts.authenticated &&
    (b === 'auth_always' || b === 'auth_then_insufficient' || (b === 'auth_on_setup' && !(opts.offSession && pm['_setupDone'] === true)));
  if (needsAuth) {
    if (opts.offSession) return { kind: 'declined', error: failPayment(t, pi, pm, DECLINES['authentication_required'] as Decline) };
    pi['status'] = 'requires_action';
    pi['payment_method'] = pm['id'];
    pi['next_action'] = nextAction(t, pi, opts.returnUrl);
    t.store.save(pi);
    emit(t, 'payment_intent.requires_action', pi);
    return { kind: 'action' };
  }
  let decline: Decline | undefined;
  if (b.startsWith('decline:')) decline = DECLINES[b.slice(8)];
  if (b === 'charge_customer_fail') decline = DECLINES['generic_decline'];
  if (b === 'auth_then_insufficient') decline = DECLINES['insufficient_funds'];
  if (decline !== undefined) return { kind: 'declined', error: failPayment(t, pi, pm, decline) };
  if (b === 'processing') {
    pi['status'] = 'processing';
    pi['payment_method'] = pm['id'];
    pi['processing'] = { type: 'card', card: {} };
    pi['_settleAt'] = Date.now() + t.processingMs;
    t.store.save(pi);
    emit(t, 'payment_intent.processing', pi);
    const id = pi['id'] as string;
    setTimeout(() => settleProcessing(t, id), t.processingMs + 5).unref();
    return { kind: 'ok' };
  }
  succeed(t, pi, pm);
  return { kind: 'ok' };
}

/** Moves a `processing` intent on once its time has come (timer, or lazily on read). */
export function settleProcessing(t: Twin, id: string): Obj | undefined {
  let pi: Obj | undefined;
  try {
    pi = t.store.get(id);
  } catch {
    return undefined; // database closed
  }
  if (pi === undefined || pi['status'] !== 'processing' || (pi['_settleAt'] as number) > Date.now()) return pi;
  const pm = t.store.get(pi['payment_method']);
  if (pm !== undefined) succeed(t, pi, pm);
  return pi;
}

/** Outcome of the local 3-D Secure page for a PaymentIntent. */
export function completePaymentAuthentication(t: Twin, pi: Obj, approved: boolean): void {
  if (pi['status'] !== 'requires_action') return;
  const pm = t.store.get(pi['payment_method']);
  if (pm === undefined) return;
  if (approved) {
    attemptPayment(t, pi, pm, { offSession: false, authenticated: true });
    return;
  }
  pi['status'] = 'requires_payment_method';
  pi['next_action'] = null;
  pi['payment_method'] = null;
  pi['last_payment_error'] = {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    payment_method: render(pm),
  };
  t.store.save(pi);
  emit(t, 'payment_intent.payment_failed', pi);
}
