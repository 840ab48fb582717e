import { declineFor, type Behaviour } from '../cards';
import { emit, type Twin } from '../core/context';
import { invalidRequest, unexpectedState } from '../core/errors';
import type { Params } from '../core/form';
import { newId, nowSeconds, randomToken } from '../core/ids';
import { bool, enumStr, mergeMetadata, nulls, str, strArr, type Obj } from '../core/params';
import { paginate, render } from '../core/render';
import { nextAction } from '../core/payments';
import { declineError, paymentMethodToConfirm, resolvePaymentMethod } from './payment-methods';
import { arg, route, type Route } from './router';

function succeed(t: Twin, si: Obj, pm: Obj): void {
  pm['_setupDone'] = true;
  if (si['customer'] !== null && pm['customer'] === null) pm['customer'] = si['customer'];
  t.store.save(pm);
  si['status'] = 'succeeded';
  si['payment_method'] = pm['id'];
  si['next_action'] = null;
  si['last_setup_error'] = null;
  t.store.save(si);
  emit(t, 'setup_intent.succeeded', si);
}

function fail(t: Twin, si: Obj, error: Obj): void {
  si['status'] = 'requires_payment_method';
  si['payment_method'] = null;
  si['next_action'] = null;
  si['last_setup_error'] = error;
  t.store.save(si);
  emit(t, 'setup_intent.setup_failed', si);
}

function confirm(t: Twin, si: Obj, p: Params): Obj {
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(si['status'])) {
    throw unexpectedState(`You cannot confirm this SetupIntent because it has a status of ${si['status']}.`, {
      code: 'setup_intent_unexpected_state',
    });
  }
  const pm = paymentMethodToConfirm(t, si, p, {
    message:
      "You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again.",
    code: 'setup_intent_unexpected_state',
  });
  const b = pm['_behaviour'] as Behaviour;
  const decline = declineFor(b);
  if (decline !== undefined) {
    const error = declineError(decline, { payment_method: render(pm) });
    fail(t, si, { ...error.body });
    error.body['setup_intent'] = render(si);
    throw error;
  }
  if (b === 'auth_always' || b === 'auth_on_setup' || b === 'auth_then_insufficient') {
    const returnUrl = str(p, 'return_url') ?? undefined;
    si['status'] = 'requires_action';
    si['payment_method'] = pm['id'];
    si['next_action'] = nextAction(t, si, returnUrl);
    t.store.save(si);
    return si;
  }
  succeed(t, si, pm);
  return si;
}

/** Outcome of the local 3-D Secure page for a SetupIntent. */
export function completeSetupAuthentication(t: Twin, si: Obj, approved: boolean): void {
  if (si['status'] !== 'requires_action') return;
  const pm = t.store.get(si['payment_method']);
  if (pm === undefined) return;
  if (approved) {
    succeed(t, si, pm);
    return;
  }
  fail(t, si, {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    doc_url: 'https://stripe.com/docs/error-codes/setup-intent-authentication-failure',
    message:
      'The latest attempt to set up the payment method has failed because authentication failed. Provide a new payment method to attempt to set up again.',
    payment_method: render(pm),
  });
}

export function confirmSetupIntent(t: Twin, si: Obj, p: Params): Obj {
  return confirm(t, si, p);
}

export const setupIntentRoutes: Route[] = [
  route('POST', '/v1/setup_intents', (t, req) => {
    const p = req.params;
    const customer = str(p, 'customer');
    if (customer !== undefined && customer !== '') t.store.must('customer', customer, 'customer');
    const id = newId('seti');
    const si: Obj = {
      id,
      object: 'setup_intent',
      ...nulls('allowed_payment_method_types', 'excluded_payment_method_types', 'payment_method_configuration_details'),
      application: null,
      automatic_payment_methods: null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${randomToken(32)}`,
      created: nowSeconds(),
      customer: customer || null,
      description: str(p, 'description') ?? null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: mergeMetadata({}, p),
      next_action: null,
      on_behalf_of: str(p, 'on_behalf_of') ?? null,
      payment_method: null,
      payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
      payment_method_types: strArr(p, 'payment_method_types') ?? ['card'],
      single_use_mandate: null,
      status: 'requires_payment_method',
      usage: enumStr(p, 'usage', ['off_session', 'on_session'] as const, 'off_session'),
    };
    const pmId = str(p, 'payment_method');
    if (pmId !== undefined && pmId !== '') {
      si['payment_method'] = resolvePaymentMethod(t, pmId)['id'];
      si['status'] = 'requires_confirmation';
    }
    t.store.insert(si);
    emit(t, 'setup_intent.created', si);
    if (bool(p, 'confirm') === true) return confirm(t, si, p);
    return si;
  }),
  route('GET', '/v1/setup_intents', (t, req) => {
    const customer = str(req.params, 'customer');
    return paginate(t.store.list('setup_intent', (s) => customer === undefined || s['customer'] === customer), req.params, '/v1/setup_intents');
  }),
  route('GET', '/v1/setup_intents/:id', (t, req) => t.store.must('setup_intent', arg(req))),
  route('POST', '/v1/setup_intents/:id', (t, req) => {
    const si = t.store.must('setup_intent', arg(req));
    if (['succeeded', 'canceled'].includes(si['status'])) {
      throw unexpectedState(`You cannot update this SetupIntent because it has a status of ${si['status']}.`, { code: 'setup_intent_unexpected_state' });
    }
    const pmId = str(req.params, 'payment_method');
    if (pmId !== undefined && pmId !== '') {
      si['payment_method'] = resolvePaymentMethod(t, pmId)['id'];
      si['status'] = 'requires_confirmation';
    }
    const customer = str(req.params, 'customer');
    if (customer !== undefined) si['customer'] = t.store.must('customer', customer, 'customer')['id'];
    si['metadata'] = mergeMetadata(si['metadata'], req.params);
    return t.store.save(si);
  }),
  route('POST', '/v1/setup_intents/:id/confirm', (t, req) => confirm(t, t.store.must('setup_intent', arg(req)), req.params)),
  route('POST', '/v1/setup_intents/:id/cancel', (t, req) => {
    const si = t.store.must('setup_intent', arg(req));
    if (['succeeded', 'canceled'].includes(si['status'])) {
      throw unexpectedState(
        `You cannot cancel this SetupIntent because it has a status of ${si['status']}. Only a SetupIntent with one of the following statuses may be canceled: requires_payment_method, requires_confirmation, requires_action.`,
        { code: 'setup_intent_unexpected_state' },
      );
    }
    si['status'] = 'canceled';
    si['next_action'] = null;
    si['cancellation_reason'] = enumStr(req.params, 'cancellation_reason', ['abandoned', 'duplicate', 'requested_by_customer'] as const) ?? null;
    t.store.save(si);
    emit(t, 'setup_intent.canceled', si);
    return si;
  }),
];
