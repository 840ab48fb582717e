import { cardFromInput, declineFor, magicCard, magicCardDetails, type CardDetails, type Decline } from '../cards';
import type { Twin } from '../core/context';
import { invalidRequest, StripeApiError } from '../core/errors';
import type { Params } from '../core/form';
import { newId, nowSeconds } from '../core/ids';
import { enumStr, mergeMetadata, obj, plain, reqStr, str, type Obj } from '../core/params';
import { paginate, render } from '../core/render';
import { arg, route, type Route } from './router';

export function declineError(d: Decline, extra: Obj = {}): StripeApiError {
  const body: Obj = {
    type: 'card_error',
    code: d.code,
    message: d.message,
    doc_url: `https://stripe.com/docs/error-codes/${d.code.replace(/_/g, '-')}`,
    ...extra,
  };
  if (d.decline_code !== undefined) body['decline_code'] = d.decline_code;
  return new StripeApiError(402, body as never);
}

export function cardObject(d: CardDetails): Obj {
  return {
    brand: d.brand,
    checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
    country: d.country,
    display_brand: d.brand,
    exp_month: d.exp_month,
    exp_year: d.exp_year,
    fingerprint: d.fingerprint,
    funding: d.funding,
    generated_from: null,
    last4: d.last4,
    networks: { available: [d.brand], preferred: null },
    regulated_status: 'unregulated',
    three_d_secure_usage: { supported: true },
    wallet: null,
  };
}

const EMPTY_BILLING = {
  address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
  email: null,
  name: null,
  phone: null,
  tax_id: null,
};

/** Stores a new card PaymentMethod from validated card details. */
export function createCardPaymentMethod(t: Twin, d: CardDetails, p: Params = {}): Obj {
  const pm: Obj = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: structuredClone(EMPTY_BILLING),
    card: cardObject(d),
    created: nowSeconds(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: mergeMetadata({}, p),
    type: 'card',
    _behaviour: d.behaviour,
    _setupDone: d.behaviour === 'auth_setup_done',
  };
  applyBilling(pm, p);
  return t.store.insert(pm);
}

function applyBilling(pm: Obj, p: Params): void {
  const b = obj(p, 'billing_details');
  if (b === undefined) return;
  const next = plain(b) as Obj;
  pm['billing_details'] = {
    ...pm['billing_details'],
    ...next,
    address: { ...pm['billing_details']['address'], ...(next['address'] ?? {}) },
  };
}

export function attachPaymentMethod(t: Twin, pm: Obj, customerId: string): Obj {
  t.store.must('customer', customerId, 'customer');
  if (pm['customer'] === customerId) return pm;
  if (pm['customer'] !== null) {
    throw invalidRequest(
      'The payment method you provided has already been attached to a customer.',
      'payment_method',
      'payment_method_unexpected_state',
    );
  }
  const decline = declineFor(pm['_behaviour']);
  if (decline !== undefined) throw declineError(decline, { param: '', payment_method: render(pm) });
  pm['customer'] = customerId;
  return t.store.save(pm);
}

/** A stored PaymentMethod by id; a magic `pm_card_*` id creates a fresh PaymentMethod each time, as Stripe does. */
/**
 * The payment method an intent is confirmed with: the request's, else the one already on the
 * intent. Refuses a missing method (with the intent type's own message and code) and a method that
 * belongs to a customer other than the intent's.
 */
export function paymentMethodToConfirm(t: Twin, intent: Obj, p: Params, missing: { message: string; code: string }): Obj {
  const pmId = str(p, 'payment_method') ?? intent['payment_method'];
  if (typeof pmId !== 'string' || pmId === '') {
    throw invalidRequest(missing.message, undefined, missing.code);
  }
  const pm = resolvePaymentMethod(t, pmId);
  if (intent['customer'] !== null && pm['customer'] !== null && pm['customer'] !== intent['customer']) {
    throw invalidRequest('The provided PaymentMethod belongs to a different Customer.', 'payment_method');
  }
  return pm;
}

export function resolvePaymentMethod(t: Twin, id: string, opts: { attachTo?: string; param?: string } = {}): Obj {
  let pm: Obj;
  if (magicCard(id) !== undefined && id.startsWith('pm_card_')) {
    pm = createCardPaymentMethod(t, magicCardDetails(id));
  } else {
    const found = t.store.get(id);
    if (found === undefined || found['object'] !== 'payment_method') {
      throw invalidRequest(`No such PaymentMethod: '${id}'`, opts.param ?? 'payment_method', 'resource_missing');
    }
    pm = found;
  }
  if (opts.attachTo !== undefined) attachPaymentMethod(t, pm, opts.attachTo);
  return pm;
}

function cardDetailsFromParams(t: Twin, p: Params): CardDetails {
  const c = obj(p, 'card');
  if (c === undefined) throw invalidRequest('Missing required param: card.', 'card', 'parameter_missing');
  const token = str(c, 'token');
  if (token !== undefined) {
    if (magicCard(token) !== undefined) return magicCardDetails(token);
    const tok = t.store.must('token', token, 'card[token]');
    if (tok['used'] === true) throw invalidRequest(`You cannot use a Stripe token more than once: ${token}.`, 'card[token]', 'token_already_used');
    tok['used'] = true;
    t.store.save(tok);
    return tok['_card'] as CardDetails;
  }
  return cardFromInput({
    number: reqStr(c, 'number'),
    exp_month: reqStr(c, 'exp_month'),
    exp_year: reqStr(c, 'exp_year'),
    cvc: str(c, 'cvc'),
  });
}

function listFor(t: Twin, p: Params, customer: string | undefined, url: string): Obj {
  const type = str(p, 'type');
  if (customer !== undefined) t.store.must('customer', customer, 'customer');
  const items = t.store.list(
    'payment_method',
    (pm) => (customer === undefined ? pm['customer'] !== null : pm['customer'] === customer) && (type === undefined || pm['type'] === type),
  );
  return paginate(items, p, url);
}

export const paymentMethodRoutes: Route[] = [
  route('POST', '/v1/payment_methods', (t, req) => {
    enumStr(req.params, 'type', ['card'] as const);
    if (req.params['type'] === undefined) throw invalidRequest('Missing required param: type.', 'type', 'parameter_missing');
    return createCardPaymentMethod(t, cardDetailsFromParams(t, req.params), req.params);
  }),
  route('GET', '/v1/payment_methods', (t, req) => listFor(t, req.params, str(req.params, 'customer'), '/v1/payment_methods')),
  route('GET', '/v1/customers/:id/payment_methods', (t, req) =>
    listFor(t, req.params, arg(req), `/v1/customers/${arg(req)}/payment_methods`),
  ),
  route('GET', '/v1/customers/:id/payment_methods/:pm', (t, req) => {
    const pm = t.store.must('payment_method', arg(req, 1));
    if (pm['customer'] !== arg(req)) throw invalidRequest(`No such PaymentMethod: '${arg(req, 1)}'`, 'id', 'resource_missing');
    return pm;
  }),
  route('GET', '/v1/payment_methods/:id', (t, req) => resolvePaymentMethod(t, arg(req), { param: 'id' })),
  route('POST', '/v1/payment_methods/:id', (t, req) => {
    const pm = t.store.must('payment_method', arg(req));
    applyBilling(pm, req.params);
    pm['metadata'] = mergeMetadata(pm['metadata'], req.params);
    const c = obj(req.params, 'card');
    if (c !== undefined) {
      const m = str(c, 'exp_month');
      const y = str(c, 'exp_year');
      if (m !== undefined) pm['card']['exp_month'] = Number(m);
      if (y !== undefined) pm['card']['exp_year'] = Number(y);
    }
    return t.store.save(pm);
  }),
  route('POST', '/v1/payment_methods/:id/attach', (t, req) =>
    resolvePaymentMethod(t, arg(req), { attachTo: reqStr(req.params, 'customer'), param: 'id' }),
  ),
  route('POST', '/v1/payment_methods/:id/detach', (t, req) => {
    const pm = t.store.must('payment_method', arg(req));
    const customerId = pm['customer'];
    if (customerId === null) {
      throw invalidRequest(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
        undefined,
        'payment_method_unexpected_state',
      );
    }
    const customer = t.store.get(customerId);
    if (customer !== undefined && customer['invoice_settings']?.['default_payment_method'] === pm['id']) {
      customer['invoice_settings']['default_payment_method'] = null;
      t.store.save(customer);
    }
    pm['customer'] = null;
    return t.store.save(pm);
  }),
];
