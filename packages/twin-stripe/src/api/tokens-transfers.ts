import { cardFromInput, magicCard } from '../cards';
import { bankAccountFrom, sanitizePerson } from '../core/connect';
import type { Twin } from '../core/context';
import { invalidRequest } from '../core/errors';
import type { Params } from '../core/form';
import { newId, nowSeconds } from '../core/ids';
import { currency, enumStr, int, mergeMetadata, nulls, obj, reqStr, str, type Obj } from '../core/params';
import { paginate } from '../core/render';
import { cardObject } from './payment-methods';
import { arg, route, type ApiRequest, type Route } from './router';

function token(prefix: string, type: string, extra: Obj): Obj {
  return { id: newId(prefix), object: 'token', client_ip: '127.0.0.1', created: nowSeconds(), livemode: false, type, used: false, ...extra };
}

function sanitizeAccountParams(p: Params): Obj {
  const out: Obj = { ...p };
  for (const k of ['individual', 'company'] as const) {
    if (p[k] !== undefined && typeof p[k] === 'object') out[k] = sanitizePerson(p[k] as Obj);
  }
  if (out['company']?.['tax_id'] != null) out['company']['tax_id'] = 'provided';
  return out;
}

function createToken(t: Twin, req: ApiRequest): Obj {
  const p = req.params;
  const account = obj(p, 'account');
  if (account !== undefined) return t.store.insert(token('ct', 'account', { _account: sanitizeAccountParams(account) }));
  const bank = obj(p, 'bank_account');
  if (bank !== undefined) {
    const ba = bankAccountFrom(bank, 'bank_account');
    return t.store.insert(token('btok', 'bank_account', { bank_account: ba }));
  }
  const person = obj(p, 'person');
  if (person !== undefined) return t.store.insert(token('cpt', 'person', { _person: sanitizePerson(person as Obj) }));
  const card = obj(p, 'card');
  if (card !== undefined) {
    const d = cardFromInput({ number: reqStr(card, 'number'), exp_month: reqStr(card, 'exp_month'), exp_year: reqStr(card, 'exp_year'), cvc: str(card, 'cvc') });
    return t.store.insert(token('tok', 'card', { card: { id: newId('card'), object: 'card', ...cardObject(d) }, _card: d }));
  }
  throw invalidRequest('You must supply either a card, customer, PII data, bank account, or account legal entity to create a token.');
}

function checkDestination(t: Twin, dest: string): void {
  const acct = t.store.get(dest);
  if (acct === undefined || acct['object'] !== 'account') throw invalidRequest(`No such destination: '${dest}'`, 'destination', 'resource_missing');
  if (acct['capabilities']?.['transfers'] !== 'active') {
    throw invalidRequest(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      'destination',
      'insufficient_capabilities_for_transfer',
    );
  }
}

export const tokenTransferRoutes: Route[] = [
  route('POST', '/v1/tokens', createToken),
  route('GET', '/v1/tokens/:id', (t, req) => {
    const id = arg(req);
    if (magicCard(id) !== undefined) throw invalidRequest(`No such token: '${id}'`, 'id', 'resource_missing');
    return t.store.must('token', id);
  }),
  route('POST', '/v1/transfers', (t, req) => {
    const p = req.params;
    const amount = int(p, 'amount', true) as number;
    if (amount <= 0) throw invalidRequest('Amount must be positive.', 'amount');
    const dest = reqStr(p, 'destination');
    checkDestination(t, dest);
    const id = newId('tr');
    const tr: Obj = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: newId('txn'),
      created: nowSeconds(),
      currency: currency(p),
      description: str(p, 'description') ?? null,
      destination: dest,
      destination_payment: newId('py'),
      livemode: false,
      metadata: mergeMetadata({}, p),
      reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${id}/reversals` },
      reversed: false,
      source_transaction: str(p, 'source_transaction') ?? null,
      source_type: 'card',
      transfer_group: str(p, 'transfer_group') ?? null,
    };
    return t.store.insert(tr);
  }),
  route('GET', '/v1/transfers', (t, req) => {
    const dest = str(req.params, 'destination');
    const group = str(req.params, 'transfer_group');
    return paginate(
      t.store.list('transfer', (x) => (dest === undefined || x['destination'] === dest) && (group === undefined || x['transfer_group'] === group)),
      req.params,
      '/v1/transfers',
    );
  }),
  route('GET', '/v1/transfers/:id', (t, req) => t.store.must('transfer', arg(req))),
  route('POST', '/v1/transfers/:id', (t, req) => {
    const tr = t.store.must('transfer', arg(req));
    tr['metadata'] = mergeMetadata(tr['metadata'], req.params);
    const d = str(req.params, 'description');
    if (d !== undefined) tr['description'] = d || null;
    return t.store.save(tr);
  }),
  route('POST', '/v1/payouts', (t, req) => {
    const p = req.params;
    const amount = int(p, 'amount', true) as number;
    if (amount <= 0) throw invalidRequest('Amount must be positive.', 'amount');
    const method = enumStr(p, 'method', ['standard', 'instant'] as const, 'standard');
    let destination: string | null = str(p, 'destination') ?? null;
    let failure: { code: string; message: string } | null = null;
    if (req.stripeAccount !== undefined) {
      const a = t.store.must('account', req.stripeAccount, 'Stripe-Account');
      if (a['payouts_enabled'] !== true) {
        throw invalidRequest('Your account cannot currently make payouts. Complete the account requirements first.', undefined, 'account_invalid');
      }
      const banks = a['external_accounts']['data'] as Obj[];
      destination ??= banks[0]?.['id'] ?? null;
      failure = banks.find((b) => b['id'] === destination)?.['_payoutFailure'] ?? null;
    }
    const created = nowSeconds();
    return t.store.insert({
      id: newId('po'),
      object: 'payout',
      amount,
      arrival_date: method === 'instant' ? created : created + 2 * 86400,
      ...nulls('application_fee', 'application_fee_amount', 'original_payout', 'payout_method', 'reversed_by'),
      reconciliation_status: 'not_applicable',
      trace_id: { status: 'pending', value: null },
      automatic: false,
      balance_transaction: newId('txn'),
      created,
      currency: currency(p),
      description: str(p, 'description') ?? null,
      destination,
      failure_balance_transaction: null,
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      livemode: false,
      metadata: mergeMetadata({}, p),
      method,
      source_type: str(p, 'source_type') ?? 'card',
      statement_descriptor: str(p, 'statement_descriptor') ?? null,
      status: failure !== null ? 'failed' : method === 'instant' ? 'paid' : 'pending',
      type: 'bank_account',
      _account: req.stripeAccount ?? null,
    });
  }),
  route('GET', '/v1/payouts', (t, req) =>
    paginate(t.store.list('payout', (po) => po['_account'] === (req.stripeAccount ?? null)), req.params, '/v1/payouts'),
  ),
  route('GET', '/v1/payouts/:id', (t, req) => {
    const po = t.store.must('payout', arg(req));
    if (po['_account'] !== (req.stripeAccount ?? null)) throw invalidRequest(`No such payout: '${arg(req)}'`, 'id', 'resource_missing');
    return po;
  }),
];
