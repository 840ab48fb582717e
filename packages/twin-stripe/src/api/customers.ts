import type { Twin } from '../core/context';
import { invalidRequest } from '../core/errors';
import { newId, nowSeconds } from '../core/ids';
import { mergeMetadata, obj, plain, str, type Obj } from '../core/params';
import type { Params } from '../core/form';
import { paginate } from '../core/render';
import { arg, route, type Route } from './router';
import { resolvePaymentMethod } from './payment-methods';

const FIELDS = ['email', 'name', 'phone', 'description'] as const;

function applyDefaultPaymentMethod(t: Twin, customer: Obj, pmId: string | undefined): void {
  if (pmId === undefined) return;
  if (pmId === '') {
    customer['invoice_settings']['default_payment_method'] = null;
    return;
  }
  const pm = t.store.get(pmId);
  if (pm === undefined || pm['object'] !== 'payment_method' || pm['customer'] !== customer['id']) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
      'invoice_settings[default_payment_method]',
      'resource_missing',
    );
  }
  customer['invoice_settings']['default_payment_method'] = pmId;
}

function applyFields(customer: Obj, p: Params): void {
  for (const f of FIELDS) {
    const v = str(p, f);
    if (v !== undefined) customer[f] = v === '' ? null : v;
  }
  for (const f of ['address', 'shipping'] as const) if (p[f] !== undefined) customer[f] = plain(p[f]);
  customer['metadata'] = mergeMetadata(customer['metadata'], p);
}

export function createCustomer(t: Twin, p: Params): Obj {
  const customer: Obj = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: newId('x').slice(2, 10).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  applyFields(customer, p);
  t.store.insert(customer);
  const pm = str(p, 'payment_method');
  if (pm !== undefined && pm !== '') resolvePaymentMethod(t, pm, { attachTo: customer['id'] });
  const settings = obj(p, 'invoice_settings');
  if (settings !== undefined) applyDefaultPaymentMethod(t, customer, str(settings, 'default_payment_method'));
  return t.store.save(customer);
}

export const customerRoutes: Route[] = [
  route('POST', '/v1/customers', (t, req) => createCustomer(t, req.params)),
  route('GET', '/v1/customers', (t, req) => {
    const email = str(req.params, 'email');
    const items = t.store.list('customer', (c) => email === undefined || c['email'] === email);
    return paginate(items, req.params, '/v1/customers');
  }),
  route('GET', '/v1/customers/:id', (t, req) => {
    const c = t.store.get(arg(req));
    if (c !== undefined && c['object'] === 'customer' && c['_deleted'] === true) {
      return { id: c['id'], object: 'customer', deleted: true };
    }
    return t.store.must('customer', arg(req));
  }),
  route('POST', '/v1/customers/:id', (t, req) => {
    const c = t.store.must('customer', arg(req));
    applyFields(c, req.params);
    const settings = obj(req.params, 'invoice_settings');
    if (settings !== undefined) applyDefaultPaymentMethod(t, c, str(settings, 'default_payment_method'));
    return t.store.save(c);
  }),
  route('DELETE', '/v1/customers/:id', (t, req) => {
    const c = t.store.must('customer', arg(req));
    c['_deleted'] = true;
    t.store.save(c);
    return { id: c['id'], object: 'customer', deleted: true };
  }),
];
