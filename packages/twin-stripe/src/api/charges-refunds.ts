import { emit, type Twin } from '../core/context';
import { invalidRequest } from '../core/errors';
import { newId, nowSeconds } from '../core/ids';
import { enumStr, int, mergeMetadata, str, type Obj } from '../core/params';
import { paginate } from '../core/render';
import { arg, route, type Route } from './router';

function money(amount: number, cur: string): string {
  return `${cur === 'usd' ? '$' : ''}${(amount / 100).toFixed(2)}`;
}

export const chargeRefundRoutes: Route[] = [
  route('GET', '/v1/charges', (t, req) => {
    const pi = str(req.params, 'payment_intent');
    const customer = str(req.params, 'customer');
    const items = t.store.list(
      'charge',
      (c) => (pi === undefined || c['payment_intent'] === pi) && (customer === undefined || c['customer'] === customer),
    );
    return paginate(items, req.params, '/v1/charges');
  }),
  route('GET', '/v1/charges/:id', (t, req) => t.store.must('charge', arg(req))),
  route('POST', '/v1/refunds', (t, req) => {
    const p = req.params;
    const piId = str(p, 'payment_intent');
    let chId = str(p, 'charge');
    if (piId === undefined && chId === undefined) {
      throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', undefined, 'parameter_missing');
    }
    let pi: Obj | undefined;
    if (piId !== undefined) {
      pi = t.store.must('payment_intent', piId, 'payment_intent');
      if (pi['status'] !== 'succeeded' || pi['latest_charge'] === null) {
        throw invalidRequest(
          `This PaymentIntent does not have a successful charge to refund.`,
          'payment_intent',
          'charge_not_refundable',
        );
      }
      chId = pi['latest_charge'];
    }
    const ch = t.store.must('charge', chId as string, 'charge');
    if (ch['refunded'] === true) {
      throw invalidRequest(`Charge ${ch['id']} has already been refunded.`, 'charge', 'charge_already_refunded');
    }
    // An uncaptured remainder counts as refunded (Stripe reports it in amount_refunded).
    const refundable = ch['captured'] === true ? (ch['amount'] as number) - (ch['amount_refunded'] as number) : 0;
    const amount = int(p, 'amount') ?? refundable;
    if (amount <= 0) throw invalidRequest('Refund amount must be positive.', 'amount');
    if (amount > refundable) {
      throw invalidRequest(
        `Refund amount (${money(amount, ch['currency'])}) is greater than unrefunded amount on charge (${money(refundable, ch['currency'])})`,
        'amount',
        'amount_too_large',
      );
    }
    ch['amount_refunded'] = (ch['amount_refunded'] as number) + amount;
    ch['refunded'] = ch['amount_refunded'] >= ch['amount'];
    t.store.save(ch);
    const refund: Obj = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn'),
      charge: ch['id'],
      customer: ch['customer'],
      customer_account: null,
      payment_method: ch['payment_method'],
      created: nowSeconds(),
      currency: ch['currency'],
      destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
      metadata: mergeMetadata({}, p),
      payment_intent: ch['payment_intent'],
      reason:
        enumStr(p, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer', 'expired_uncaptured_charge'] as const) ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    if (str(p, 'reverse_transfer') === 'true' && typeof ch['transfer'] === 'string') {
      const tr = t.store.get(ch['transfer']);
      if (tr !== undefined) {
        const reversal = Math.min(amount, (tr['amount'] as number) - (tr['amount_reversed'] as number));
        tr['amount_reversed'] = (tr['amount_reversed'] as number) + reversal;
        tr['reversed'] = tr['amount_reversed'] >= tr['amount'];
        t.store.save(tr);
        refund['transfer_reversal'] = newId('trr');
      }
    }
    t.store.insert(refund);
    emit(t, 'charge.refunded', ch);
    return refund;
  }),
  route('GET', '/v1/refunds', (t, req) => {
    const pi = str(req.params, 'payment_intent');
    const ch = str(req.params, 'charge');
    const items = t.store.list(
      'refund',
      (r) => (pi === undefined || r['payment_intent'] === pi) && (ch === undefined || r['charge'] === ch),
    );
    return paginate(items, req.params, '/v1/refunds');
  }),
  route('GET', '/v1/refunds/:id', (t, req) => t.store.must('refund', arg(req))),
  route('POST', '/v1/refunds/:id', (t, req) => {
    const r = t.store.must('refund', arg(req));
    r['metadata'] = mergeMetadata(r['metadata'], req.params);
    return t.store.save(r);
  }),
];
