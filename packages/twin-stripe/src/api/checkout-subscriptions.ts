import { cancelSubscription, createSubscription, updateSubscription } from '../core/billing';
import type { Twin } from '../core/context';
import { invalidRequest } from '../core/errors';
import type { Params } from '../core/form';
import { newId, nowSeconds, randomToken } from '../core/ids';
import { arr, bool, enumStr, int, mergeMetadata, nulls, obj, reqStr, str, type Obj } from '../core/params';
import { paginate, render } from '../core/render';
import { arg, route, type Route } from './router';

export function checkoutLineItems(t: Twin, cs: Obj): Obj {
  const data = (cs['_lineItems'] as Obj[]).map((li) => {
    const price = t.store.get(li['price']) ?? {};
    const product = t.store.get(price['product']);
    return {
      id: li['id'],
      object: 'item',
      amount_discount: 0,
      amount_subtotal: price['unit_amount'] * li['quantity'],
      amount_tax: 0,
      amount_total: price['unit_amount'] * li['quantity'],
      currency: price['currency'],
      description: product?.['name'] ?? null,
      price: render(price),
      quantity: li['quantity'],
    };
  });
  return { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${cs['id']}/line_items` };
}

function parseItems(t: Twin, p: Params): Obj[] {
  const raw = arr(p, 'line_items');
  if (raw === undefined || raw.length === 0) throw invalidRequest('Missing required param: line_items.', 'line_items', 'parameter_missing');
  return raw.map((x, i) => {
    const li = x as Params;
    const price = t.store.must('price', reqStr(li, 'price'), `line_items[${i}][price]`);
    if (p['mode'] === 'subscription' && price['recurring'] === null) {
      throw invalidRequest(
        'You specified `subscription` mode but did not pass any recurring prices. Use `payment` mode for one-time prices.',
        'line_items',
      );
    }
    return { id: newId('li'), price: price['id'], quantity: int(li, 'quantity') ?? 1 };
  });
}

function amountTotal(t: Twin, items: Obj[]): number {
  return items.reduce((s, li) => s + (t.store.get(li['price'])?.['unit_amount'] ?? 0) * li['quantity'], 0);
}

export const checkoutSubscriptionRoutes: Route[] = [
  route('POST', '/v1/checkout/sessions', (t, req) => {
    const p = req.params;
    const mode = enumStr(p, 'mode', ['payment', 'setup', 'subscription'] as const);
    if (mode !== 'subscription') throw invalidRequest('The twin supports Checkout only in `subscription` mode.', 'mode');
    const items = parseItems(t, p);
    const customer = str(p, 'customer');
    if (customer !== undefined) t.store.must('customer', customer, 'customer');
    const successUrl = str(p, 'success_url');
    if (successUrl === undefined && str(p, 'ui_mode') !== 'embedded') {
      throw invalidRequest('Missing required param: success_url.', 'success_url', 'parameter_missing');
    }
    const created = nowSeconds();
    const id = `cs_test_${randomToken(58)}`;
    const first = t.store.get(items[0]?.['price']);
    const sd = obj(p, 'subscription_data');
    return t.store.insert({
      id,
      object: 'checkout.session',
      ...nulls(
        'adaptive_pricing', 'after_expiration', 'allowed_payment_method_types', 'billing_address_collection', 'client_secret',
        'collected_information', 'consent', 'consent_collection', 'currency_conversion', 'customer_account', 'customer_creation',
        'integration_identifier', 'invoice_creation', 'locale', 'managed_payments', 'origin_context', 'payment_link',
        'payment_method_configuration_details', 'payment_method_options', 'permissions', 'recovered_from',
        'saved_payment_method_options', 'shipping_address_collection', 'shipping_cost', 'submit_type', 'wallet_options',
      ),
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      discounts: [],
      payment_method_collection: 'always',
      shipping_options: [],
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted_page',
      allow_promotion_codes: bool(p, 'allow_promotion_codes') ?? null,
      amount_subtotal: amountTotal(t, items),
      amount_total: amountTotal(t, items),
      cancel_url: str(p, 'cancel_url') ?? null,
      client_reference_id: str(p, 'client_reference_id') ?? null,
      created,
      currency: first?.['currency'] ?? 'usd',
      customer: customer ?? null,
      customer_details: null,
      customer_email: str(p, 'customer_email') ?? null,
      expires_at: created + 24 * 3600,
      invoice: null,
      livemode: false,
      metadata: mergeMetadata({}, p),
      mode,
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      setup_intent: null,
      status: 'open',
      subscription: null,
      success_url: successUrl ?? null,
      url: `${t.publicUrl()}/pages/checkout/${id}`,
      _lineItems: items,
      _subscriptionMetadata: sd === undefined ? {} : mergeMetadata({}, sd),
    });
  }),
  route('GET', '/v1/checkout/sessions', (t, req) => {
    const customer = str(req.params, 'customer');
    const sub = str(req.params, 'subscription');
    return paginate(
      t.store.list('checkout.session', (cs) => (customer === undefined || cs['customer'] === customer) && (sub === undefined || cs['subscription'] === sub)),
      req.params,
      '/v1/checkout/sessions',
    );
  }),
  route('GET', '/v1/checkout/sessions/:id', (t, req) => t.store.must('checkout.session', arg(req))),
  route('GET', '/v1/checkout/sessions/:id/line_items', (t, req) => checkoutLineItems(t, t.store.must('checkout.session', arg(req)))),
  route('POST', '/v1/checkout/sessions/:id/expire', (t, req) => {
    const cs = t.store.must('checkout.session', arg(req));
    if (cs['status'] !== 'open') throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired.`, undefined, 'checkout_session_unexpected_state');
    cs['status'] = 'expired';
    cs['url'] = null;
    return t.store.save(cs);
  }),
  route('POST', '/v1/subscriptions', (t, req) => {
    const p = req.params;
    const customer = t.store.must('customer', reqStr(p, 'customer'), 'customer');
    const items = (arr(p, 'items') ?? []).map((x) => ({ price: reqStr(x as Params, 'price'), quantity: int(x as Params, 'quantity') ?? 1 }));
    if (items.length === 0) throw invalidRequest('Missing required param: items.', 'items', 'parameter_missing');
    const pm = str(p, 'default_payment_method') ?? customer['invoice_settings']['default_payment_method'];
    if (pm === null) {
      throw invalidRequest(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
        undefined,
        'resource_missing',
      );
    }
    return createSubscription(t, { customer: customer['id'], items, defaultPaymentMethod: pm, metadata: mergeMetadata({}, p) });
  }),
  route('GET', '/v1/subscriptions', (t, req) => {
    const p = req.params;
    const customer = str(p, 'customer');
    const status = str(p, 'status');
    const price = str(p, 'price');
    const items = t.store.list(
      'subscription',
      (s) =>
        (customer === undefined || s['customer'] === customer) &&
        (status === 'all' ? true : status === undefined ? s['status'] !== 'canceled' : s['status'] === status) &&
        (price === undefined || (s['items']['data'] as Obj[]).some((i) => i['price']['id'] === price)),
    );
    return paginate(items, p, '/v1/subscriptions');
  }),
  route('GET', '/v1/subscriptions/:id', (t, req) => t.store.must('subscription', arg(req))),
  route('POST', '/v1/subscriptions/:id', (t, req) => {
    const sub = t.store.must('subscription', arg(req));
    const p = req.params;
    const first = (arr(p, 'items') ?? [])[0] as Params | undefined;
    const change: Parameters<typeof updateSubscription>[2] = {};
    if (first !== undefined && str(first, 'price') !== undefined) {
      change.price = reqStr(first, 'price');
      const itemId = str(first, 'id');
      if (itemId !== undefined) change.itemId = itemId;
    }
    const cape = bool(p, 'cancel_at_period_end');
    if (cape !== undefined) change.cancelAtPeriodEnd = cape;
    const dpm = str(p, 'default_payment_method');
    if (dpm !== undefined) change.defaultPaymentMethod = dpm || null;
    if (p['metadata'] !== undefined) change.metadata = mergeMetadata(sub['metadata'], p);
    return updateSubscription(t, sub, change);
  }),
  route('DELETE', '/v1/subscriptions/:id', (t, req) => cancelSubscription(t, t.store.must('subscription', arg(req)))),
  route('GET', '/v1/invoices/:id', (t, req) => t.store.must('invoice', arg(req))),
  route('POST', '/v1/billing_portal/sessions', (t, req) => {
    const p = req.params;
    const customer = t.store.must('customer', reqStr(p, 'customer'), 'customer');
    const id = newId('bps');
    return t.store.insert({
      id,
      object: 'billing_portal.session',
      configuration: str(p, 'configuration') ?? 'bpc_twin_default',
      customer_account: null,
      created: nowSeconds(),
      customer: customer['id'],
      flow: null,
      livemode: false,
      locale: str(p, 'locale') ?? null,
      on_behalf_of: null,
      return_url: str(p, 'return_url') ?? null,
      url: `${t.publicUrl()}/pages/billing_portal/${id}`,
    });
  }),
];
