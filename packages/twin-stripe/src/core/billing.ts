// Subscriptions, invoices and checkout completion (shared by the API and the hosted pages).
import { DECLINES, declineFor, type Behaviour, type Decline } from '../cards';
import { emit, previousAttributes, type Twin } from './context';
import { invalidRequest } from './errors';
import { newId, nowSeconds } from './ids';
import { nulls, type Obj } from './params';
import { render } from './render';
import { createCustomer } from '../api/customers';

export function addInterval(seconds: number, interval: string, count: number): number {
  const d = new Date(seconds * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + count);
  else if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + count);
  else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7 * count);
  else d.setUTCDate(d.getUTCDate() + count);
  return Math.floor(d.getTime() / 1000);
}

/** Why a card cannot pay a subscription invoice, if it cannot. */
export function invoiceDecline(pm: Obj): Decline | undefined {
  const b = pm['_behaviour'] as Behaviour;
  if (b === 'charge_customer_fail') return DECLINES['generic_decline'];
  if (b === 'auth_then_insufficient') return DECLINES['insufficient_funds'];
  return declineFor(b);
}

/** The legacy `plan` view of a recurring price, still present on subscription items. */
function planFrom(price: Obj): Obj {
  return {
    id: price['id'],
    object: 'plan',
    active: price['active'],
    amount: price['unit_amount'],
    amount_decimal: price['unit_amount_decimal'],
    billing_scheme: 'per_unit',
    created: price['created'],
    currency: price['currency'],
    interval: price['recurring']['interval'],
    interval_count: price['recurring']['interval_count'],
    livemode: false,
    metadata: price['metadata'],
    meter: null,
    nickname: price['nickname'],
    product: price['product'],
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

function subscriptionItem(t: Twin, subId: string, priceId: string, quantity: number, start: number): Obj {
  const price = t.store.must('price', priceId, 'price');
  if (price['recurring'] === null) throw invalidRequest(`The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`, 'price');
  return {
    id: newId('si'),
    object: 'subscription_item',
    created: start,
    current_period_end: addInterval(start, price['recurring']['interval'], price['recurring']['interval_count']),
    current_period_start: start,
    ...nulls('billing_thresholds', 'current_trial'),
    discounts: [],
    metadata: {},
    plan: planFrom(price),
    price: render(price),
    quantity,
    subscription: subId,
    tax_rates: [],
  };
}

function createInvoice(t: Twin, sub: Obj, reason: string): Obj {
  const items = sub['items']['data'] as Obj[];
  const amount = items.reduce((s, i) => s + i['price']['unit_amount'] * i['quantity'], 0);
  const customer = t.store.get(sub['customer']) ?? {};
  const now = nowSeconds();
  const id = newId('in');
  const lines = items.map((i) => ({
    id: newId('il'),
    object: 'line_item',
    amount: i['price']['unit_amount'] * i['quantity'],
    currency: sub['currency'],
    description: `${i['quantity']} × ${i['price']['nickname'] ?? i['price']['id']}`,
    invoice: id,
    livemode: false,
    metadata: {},
    period: { start: i['current_period_start'], end: i['current_period_end'] },
    pricing: { price_details: { price: i['price']['id'], product: i['price']['product'] }, type: 'price_details', unit_amount_decimal: String(i['price']['unit_amount']) },
    quantity: i['quantity'],
    subscription: sub['id'],
  }));
  return t.store.insert({
    ...nulls(
      'account_name', 'application', 'automatically_finalizes_at', 'custom_fields', 'customer_account', 'customer_address',
      'customer_phone', 'customer_shipping', 'default_payment_method', 'default_source', 'description', 'due_date', 'footer',
      'from_invoice', 'last_finalization_error', 'latest_revision', 'next_payment_attempt', 'on_behalf_of', 'receipt_number',
      'rendering', 'shipping_cost', 'shipping_details', 'statement_descriptor', 'test_clock', 'account_tax_ids',
      'total_discount_amounts', 'total_pretax_credit_amounts',
    ),
    account_country: 'US',
    amount_overpaid: 0,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    customer_email: customer['email'] ?? null,
    customer_name: customer['name'] ?? null,
    customer_tax_exempt: 'none',
    default_tax_rates: [],
    discounts: [],
    effective_at: now,
    ending_balance: 0,
    issuer: { type: 'self' },
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    parent: { quote_details: null, subscription_details: { metadata: sub['metadata'], subscription: sub['id'] }, type: 'subscription_details' },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: now,
    period_start: now,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    starting_balance: 0,
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: now, voided_at: null },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    total_excluding_tax: amount,
    total_taxes: [],
    webhooks_delivered_at: now,
    id,
    object: 'invoice',
    amount_due: amount,
    amount_paid: amount,
    amount_remaining: 0,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: nowSeconds(),
    currency: sub['currency'],
    customer: sub['customer'],
    hosted_invoice_url: null,
    livemode: false,
    metadata: {},
    number: null,
    paid: true,
    status: 'paid',
    subscription: sub['id'],
    total: amount,
  });
}

export function createSubscription(
  t: Twin,
  input: { customer: string; items: { price: string; quantity: number }[]; defaultPaymentMethod: string | null; metadata: Obj },
): Obj {
  const start = nowSeconds();
  const id = newId('sub');
  const items = input.items.map((i) => subscriptionItem(t, id, i.price, i.quantity, start));
  const sub: Obj = {
    id,
    object: 'subscription',
    ...nulls(
      'application', 'application_fee_percent', 'billing_cycle_anchor_config', 'billing_thresholds', 'customer_account',
      'days_until_due', 'default_source', 'description', 'managed_payments', 'next_pending_invoice_item_invoice', 'on_behalf_of',
      'pause_collection', 'pending_invoice_item_interval', 'pending_setup_intent', 'pending_update', 'schedule', 'test_clock',
      'transfer_data',
    ),
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_mode: { type: 'flexible', flexible: null },
    billing_schedules: [],
    discounts: [],
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    billing_cycle_anchor: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: start,
    currency: items[0]?.['price']['currency'] ?? 'usd',
    customer: input.customer,
    default_payment_method: input.defaultPaymentMethod,
    ended_at: null,
    items: { object: 'list', data: items, has_more: false, total_count: items.length, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    start_date: start,
    status: 'active',
    trial_end: null,
    trial_start: null,
  };
  t.store.insert(sub);
  const inv = createInvoice(t, sub, 'subscription_create');
  sub['latest_invoice'] = inv['id'];
  t.store.save(sub);
  emit(t, 'customer.subscription.created', sub);
  emit(t, 'invoice.paid', inv);
  return sub;
}

const WATCHED = ['items', 'cancel_at_period_end', 'cancel_at', 'canceled_at', 'status', 'default_payment_method', 'metadata'];

export function updateSubscription(
  t: Twin,
  sub: Obj,
  change: { price?: string; itemId?: string; cancelAtPeriodEnd?: boolean; defaultPaymentMethod?: string | null; metadata?: Obj },
): Obj {
  if (sub['status'] === 'canceled') {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.', undefined, 'resource_missing');
  }
  const before = structuredClone(sub);
  if (change.price !== undefined) {
    const items = sub['items']['data'] as Obj[];
    const idx = change.itemId === undefined ? 0 : items.findIndex((i) => i['id'] === change.itemId);
    const old = items[idx];
    if (old === undefined) throw invalidRequest(`No such subscription item: '${change.itemId}'`, 'items', 'resource_missing');
    const next = subscriptionItem(t, sub['id'], change.price, old['quantity'], old['current_period_start']);
    next['id'] = old['id'];
    next['created'] = old['created'];
    next['current_period_end'] = old['current_period_end'];
    items[idx] = next;
  }
  if (change.cancelAtPeriodEnd !== undefined) {
    sub['cancel_at_period_end'] = change.cancelAtPeriodEnd;
    sub['cancel_at'] = change.cancelAtPeriodEnd ? sub['items']['data'][0]?.['current_period_end'] ?? null : null;
    sub['canceled_at'] = change.cancelAtPeriodEnd ? nowSeconds() : null;
  }
  if (change.defaultPaymentMethod !== undefined) sub['default_payment_method'] = change.defaultPaymentMethod;
  if (change.metadata !== undefined) sub['metadata'] = change.metadata;
  t.store.save(sub);
  emit(t, 'customer.subscription.updated', sub, previousAttributes(before, sub, WATCHED) ?? {});
  return sub;
}

export function cancelSubscription(t: Twin, sub: Obj): Obj {
  if (sub['status'] === 'canceled') {
    throw invalidRequest(`No such subscription: '${sub['id']}'`, 'id', 'resource_missing');
  }
  const now = nowSeconds();
  sub['status'] = 'canceled';
  sub['canceled_at'] = now;
  sub['ended_at'] = now;
  sub['cancellation_details'] = { comment: null, feedback: null, reason: 'cancellation_requested' };
  t.store.save(sub);
  emit(t, 'customer.subscription.deleted', sub);
  return sub;
}

/** The Checkout page was submitted with a card that can pay: customer, subscription, completion events. */
export function completeCheckout(t: Twin, cs: Obj, pm: Obj, email: string | undefined): Obj {
  let customerId = cs['customer'] as string | null;
  if (customerId === null) {
    customerId = createCustomer(t, { email: email ?? cs['customer_email'] ?? '' })['id'] as string;
    cs['customer'] = customerId;
  }
  if (pm['customer'] === null) {
    pm['customer'] = customerId;
    pm['_setupDone'] = true;
    t.store.save(pm);
  }
  const customer = t.store.must('customer', customerId);
  if (customer['invoice_settings']['default_payment_method'] === null) {
    customer['invoice_settings']['default_payment_method'] = pm['id'];
    t.store.save(customer);
  }
  const sub = createSubscription(t, {
    customer: customerId,
    items: (cs['_lineItems'] as Obj[]).map((li) => ({ price: li['price'], quantity: li['quantity'] })),
    defaultPaymentMethod: pm['id'],
    metadata: cs['_subscriptionMetadata'] ?? {},
  });
  cs['subscription'] = sub['id'];
  cs['invoice'] = sub['latest_invoice'];
  cs['status'] = 'complete';
  cs['payment_status'] = 'paid';
  cs['customer_details'] = { email: customer['email'], name: customer['name'], address: null, phone: null, tax_exempt: 'none', tax_ids: [] };
  t.store.save(cs);
  emit(t, 'checkout.session.completed', cs);
  return cs;
}
