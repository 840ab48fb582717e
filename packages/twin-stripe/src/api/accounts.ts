import { bankAccountFrom, currencyFor, newPerson, saveAccount, sanitizePerson, refreshAccount } from '../core/connect';
import { emit, type Twin } from '../core/context';
import { invalidRequest } from '../core/errors';
import type { Params } from '../core/form';
import { newId, nowSeconds } from '../core/ids';
import { enumStr, mergeMetadata, obj, plain, reqStr, str, type Obj } from '../core/params';
import { paginate } from '../core/render';
import { arg, route, type Route } from './router';

const CAPABILITIES = ['card_payments', 'transfers', 'klarna_payments', 'afterpay_clearpay_payments', 'affirm_payments', 'us_bank_account_ach_payments'];

function useAccountToken(t: Twin, a: Obj, tokenId: string): void {
  const tok = t.store.must('token', tokenId, 'account_token');
  if (tok['type'] !== 'account') throw invalidRequest(`Token ${tokenId} is not an account token.`, 'account_token');
  if (tok['used'] === true) throw invalidRequest(`You cannot use a Stripe token more than once: ${tokenId}.`, 'account_token', 'token_already_used');
  tok['used'] = true;
  t.store.save(tok);
  applyFields(t, a, tok['_account'] as Params);
}

function applyExternalAccount(t: Twin, a: Obj, v: unknown): void {
  let ba: Obj;
  if (typeof v === 'string') {
    const tok = t.store.must('token', v, 'external_account');
    if (tok['type'] !== 'bank_account') throw invalidRequest(`Token ${v} is not a bank account token.`, 'external_account');
    if (tok['used'] === true) throw invalidRequest(`You cannot use a Stripe token more than once: ${v}.`, 'external_account', 'token_already_used');
    tok['used'] = true;
    t.store.save(tok);
    ba = structuredClone(tok['bank_account']);
  } else if (v !== null && typeof v === 'object') {
    ba = bankAccountFrom(v as Params, 'external_account', a['country']);
  } else {
    throw invalidRequest('Invalid external_account', 'external_account');
  }
  ba['account'] = a['id'];
  a['external_accounts']['data'] = [ba];
}

function applyFields(t: Twin, a: Obj, p: Params): void {
  const bt = enumStr(p, 'business_type', ['individual', 'company', 'non_profit', 'government_entity'] as const);
  if (bt !== undefined) a['business_type'] = bt;
  const email = str(p, 'email');
  if (email !== undefined) a['email'] = email || null;
  const bp = obj(p, 'business_profile');
  if (bp !== undefined) a['business_profile'] = { ...a['business_profile'], ...(plain(bp) as Obj) };
  const ind = obj(p, 'individual');
  if (ind !== undefined) a['individual'] = { ...(a['individual'] ?? {}), ...sanitizePerson(ind as Obj) };
  const company = obj(p, 'company');
  if (company !== undefined) {
    const c = sanitizePerson(company as Obj);
    if (c['tax_id'] !== undefined) {
      c['tax_id_provided'] = c['tax_id'] !== null;
      delete c['tax_id'];
    }
    a['company'] = { ...(a['company'] ?? {}), ...c };
  }
  const tos = obj(p, 'tos_acceptance');
  if (tos !== undefined) {
    const date = str(tos, 'date');
    a['tos_acceptance'] = { ...a['tos_acceptance'], ...(plain(tos) as Obj), ...(date !== undefined ? { date: Number(date) } : {}) };
  }
  if (str(p, 'tos_shown_and_accepted') === 'true') {
    a['tos_acceptance'] = { date: nowSeconds(), ip: '127.0.0.1', user_agent: null };
  }
  const caps = obj(p, 'capabilities');
  if (caps !== undefined) {
    for (const [name, v] of Object.entries(caps)) {
      if (!CAPABILITIES.includes(name)) throw invalidRequest(`Invalid capability: ${name}`, `capabilities[${name}]`);
      const requested = (v as Obj)?.['requested'];
      if (requested === 'true') a['capabilities'][name] = 'inactive';
      else if (requested === 'false') delete a['capabilities'][name];
    }
  }
  if (p['external_account'] !== undefined) applyExternalAccount(t, a, p['external_account']);
  const dc = str(p, 'default_currency');
  if (dc !== undefined) a['default_currency'] = dc.toLowerCase();
  if (p['settings'] !== undefined) a['settings'] = { ...a['settings'], ...(plain(p['settings']) as Obj) };
  a['metadata'] = mergeMetadata(a['metadata'], p);
}

export const accountRoutes: Route[] = [
  route('POST', '/v1/accounts', (t, req) => {
    const p = req.params;
    const country = (str(p, 'country') ?? 'US').toUpperCase();
    const controller = obj(p, 'controller');
    const type = enumStr(p, 'type', ['custom', 'express', 'standard'] as const) ?? (controller !== undefined ? undefined : 'custom');
    const id = newId('acct');
    const a: Obj = {
      id,
      object: 'account',
      business_profile: { mcc: null, name: null, product_description: null, support_email: null, support_phone: null, support_url: null, url: null },
      business_type: null,
      capabilities: {},
      charges_enabled: false,
      controller: controller !== undefined ? plain(controller) : { type: 'application', is_controller: true },
      country,
      created: nowSeconds(),
      default_currency: currencyFor(country),
      details_submitted: false,
      email: null,
      external_accounts: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/accounts/${id}/external_accounts` },
      future_requirements: { alternatives: [], current_deadline: null, currently_due: [], disabled_reason: null, errors: [], eventually_due: [], past_due: [], pending_verification: [] },
      metadata: {},
      payouts_enabled: false,
      settings: { payouts: { debit_negative_balances: true, schedule: { delay_days: 2, interval: 'daily' }, statement_descriptor: null } },
      tos_acceptance: { date: null, ip: null, user_agent: null },
      type: type ?? 'none',
    };
    const token = str(p, 'account_token');
    if (token !== undefined && token !== '') useAccountToken(t, a, token);
    applyFields(t, a, p);
    refreshAccount(t, a);
    t.store.insert(a);
    return a;
  }),
  route('GET', '/v1/accounts', (t, req) => paginate(t.store.list('account'), req.params, '/v1/accounts')),
  route('GET', '/v1/accounts/:id', (t, req) => t.store.must('account', arg(req))),
  route('GET', '/v1/account', (t, req) => {
    if (req.stripeAccount !== undefined) return t.store.must('account', req.stripeAccount);
    return { id: 'acct_twinplatform', object: 'account', country: 'US', default_currency: 'usd', charges_enabled: true, payouts_enabled: true, details_submitted: true, type: 'standard' };
  }),
  route('POST', '/v1/accounts/:id', (t, req) => {
    const a = t.store.must('account', arg(req));
    const before = structuredClone(a);
    const token = str(req.params, 'account_token');
    if (token !== undefined && token !== '') useAccountToken(t, a, token);
    applyFields(t, a, req.params);
    return saveAccount(t, before, a);
  }),
  route('DELETE', '/v1/accounts/:id', (t, req) => {
    const a = t.store.must('account', arg(req));
    a['_deleted'] = true;
    t.store.save(a);
    return { id: a['id'], object: 'account', deleted: true };
  }),
  route('GET', '/v1/accounts/:id/capabilities', (t, req) => {
    const a = t.store.must('account', arg(req));
    const data = Object.entries(a['capabilities'] as Obj).map(([name, status]) => ({
      id: name, object: 'capability', account: a['id'], requested: true, status,
      requirements: { currently_due: status === 'active' ? [] : a['requirements']['currently_due'], disabled_reason: null },
    }));
    return { object: 'list', data, has_more: false, url: `/v1/accounts/${a['id']}/capabilities` };
  }),
  route('POST', '/v1/accounts/:id/persons', (t, req) => {
    const a = t.store.must('account', arg(req));
    const before = structuredClone(a);
    const person = t.store.insert(newPerson(a['id'], req.params as Obj));
    saveAccount(t, before, a);
    emit(t, 'person.created', person);
    return person;
  }),
  route('GET', '/v1/accounts/:id/persons', (t, req) => {
    const a = t.store.must('account', arg(req));
    return paginate(t.store.list('person', (p) => p['account'] === a['id']), req.params, `/v1/accounts/${a['id']}/persons`);
  }),
  route('GET', '/v1/accounts/:id/persons/:person', (t, req) => t.store.must('person', arg(req, 1))),
  route('POST', '/v1/accounts/:id/persons/:person', (t, req) => {
    const person = t.store.must('person', arg(req, 1));
    const a = t.store.must('account', arg(req));
    const before = structuredClone(a);
    const updated = { ...person, ...newPerson(a['id'], { ...person, ...(req.params as Obj) }), id: person['id'], created: person['created'] };
    t.store.save(updated);
    saveAccount(t, before, a);
    return updated;
  }),
  route('POST', '/v1/account_links', (t, req) => {
    const p = req.params;
    const a = t.store.must('account', reqStr(p, 'account'), 'account');
    const type = enumStr(p, 'type', ['account_onboarding', 'account_update'] as const);
    if (type === undefined) throw invalidRequest('Missing required param: type.', 'type', 'parameter_missing');
    const created = nowSeconds();
    const link: Obj = {
      id: newId('acctlink'),
      object: 'account_link',
      created,
      expires_at: created + 300,
      _account: a['id'],
      _type: type,
      _returnUrl: reqStr(p, 'return_url'),
      _refreshUrl: str(p, 'refresh_url') ?? reqStr(p, 'return_url'),
      _used: false,
    };
    link['url'] = `${t.publicUrl()}/pages/connect/onboarding/${link['id']}`;
    t.store.insert(link);
    return { object: 'account_link', created, expires_at: link['expires_at'], url: link['url'] };
  }),
];
