// Connect account state: requirements, capabilities and the flags derived from them.
import { emit, previousAttributes, type Twin } from './context';
import { bankAccountError, FAILING_PAYOUT_ACCOUNTS, testBankAccount } from '../bank';
import { invalidRequest } from './errors';
import { cardFingerprint, newId } from './ids';
import { plain, str, type Obj } from './params';
import type { Params } from './form';

export const CURRENCY_BY_COUNTRY: Record<string, string> = {
  US: 'usd', GB: 'gbp', CA: 'cad', AU: 'aud', NZ: 'nzd', JP: 'jpy', CH: 'chf', SE: 'sek', NO: 'nok', DK: 'dkk',
  PL: 'pln', CZ: 'czk', HK: 'hkd', SG: 'sgd', MX: 'mxn', RO: 'ron', BG: 'bgn',
};

export function currencyFor(country: string): string {
  return CURRENCY_BY_COUNTRY[country] ?? 'eur';
}

/** Copies personal data without ever keeping full identity numbers (only "provided" flags). */
export function sanitizePerson(input: Obj): Obj {
  const out = plain(input) as Obj;
  for (const secret of ['id_number', 'ssn_last_4', 'personal_id_number']) {
    if (out[secret] !== undefined) {
      out[`${secret}_provided`] = out[secret] !== null;
      delete out[secret];
    }
  }
  return out;
}

function hasDob(ind: Obj | undefined): boolean {
  return ind?.['dob']?.['day'] != null && ind['dob']['month'] != null && ind['dob']['year'] != null;
}

export function currentlyDue(t: Twin, a: Obj): string[] {
  const due: string[] = [];
  if (a['business_type'] == null) due.push('business_type');
  if (a['business_profile']?.['mcc'] == null) due.push('business_profile.mcc');
  if (a['business_profile']?.['url'] == null && a['business_profile']?.['product_description'] == null) due.push('business_profile.url');
  if ((a['external_accounts']?.['data'] ?? []).length === 0) due.push('external_account');
  if (a['business_type'] === 'company') {
    if (a['company']?.['name'] == null) due.push('company.name');
    if (a['company']?.['tax_id_provided'] !== true) due.push('company.tax_id');
    const reps = t.store.list('person', (p) => p['account'] === a['id'] && p['relationship']?.['representative'] === true);
    if (reps.length === 0) due.push('representative.first_name', 'representative.last_name');
  } else if (a['business_type'] === 'individual') {
    const ind = a['individual'] as Obj | undefined;
    if (ind?.['first_name'] == null) due.push('individual.first_name');
    if (ind?.['last_name'] == null) due.push('individual.last_name');
    if (!hasDob(ind)) due.push('individual.dob.day', 'individual.dob.month', 'individual.dob.year');
    if (ind?.['ssn_last_4_provided'] !== true && ind?.['id_number_provided'] !== true) due.push('individual.ssn_last_4');
  }
  if (a['tos_acceptance']?.['date'] == null) due.push('tos_acceptance.date', 'tos_acceptance.ip');
  return due;
}

/** Recomputes requirements, capability statuses and the enabled flags. */
export function refreshAccount(t: Twin, a: Obj): void {
  const due = currentlyDue(t, a);
  const complete = due.length === 0;
  a['requirements'] = {
    alternatives: [],
    current_deadline: null,
    currently_due: due,
    disabled_reason: complete ? null : 'requirements.past_due',
    errors: [],
    eventually_due: due,
    past_due: due,
    pending_verification: [],
  };
  for (const name of Object.keys(a['capabilities'] ?? {})) a['capabilities'][name] = complete ? 'active' : 'inactive';
  a['charges_enabled'] = complete;
  a['payouts_enabled'] = complete && (a['external_accounts']['data'] as unknown[]).length > 0;
}

export function bankAccountFrom(p: Params, param: string, country = 'US'): Obj {
  const routing = str(p, 'routing_number');
  const number = str(p, 'account_number');
  const ctry = (str(p, 'country') ?? country).toUpperCase();
  if (number === undefined || number.replace(/\s/g, '') === '') {
    throw invalidRequest('Missing required param: account_number.', `${param}[account_number]`, 'parameter_missing');
  }
  const clean = number.replace(/[\s-]/g, '');
  const error = bankAccountError(ctry, routing, number, param);
  if (error !== undefined) throw error;
  return {
    id: newId('ba'),
    object: 'bank_account',
    account_holder_name: str(p, 'account_holder_name') ?? null,
    account_holder_type: str(p, 'account_holder_type') ?? null,
    bank_name: 'STRIPE TEST BANK',
    country: ctry,
    currency: (str(p, 'currency') ?? currencyFor(ctry)).toLowerCase(),
    default_for_currency: true,
    fingerprint: cardFingerprint(`bank:${routing ?? ''}:${clean}`),
    last4: clean.slice(-4),
    metadata: {},
    routing_number: routing ?? null,
    status: 'new',
    _payoutFailure: FAILING_PAYOUT_ACCOUNTS[clean] ?? null,
  };
}

/** Saves `a` and emits account.updated with the attributes that changed since `before`. */
export function saveAccount(t: Twin, before: Obj | undefined, a: Obj): Obj {
  refreshAccount(t, a);
  t.store.save(a);
  if (before !== undefined) {
    const prev = previousAttributes(before, a, [
      'business_profile', 'business_type', 'capabilities', 'charges_enabled', 'details_submitted', 'email',
      'external_accounts', 'individual', 'company', 'metadata', 'payouts_enabled', 'requirements', 'tos_acceptance',
    ]);
    emit(t, 'account.updated', a, prev ?? {});
  }
  return a;
}

/** What the local onboarding page does: fills every remaining requirement with the submitted or test data. */
export function completeOnboarding(t: Twin, a: Obj, form: { firstName?: string; lastName?: string; url?: string }): Obj {
  const before = structuredClone(a);
  a['business_type'] ??= 'individual';
  a['business_profile'] = { ...a['business_profile'], mcc: a['business_profile']?.['mcc'] ?? '5734' };
  if (a['business_profile']['url'] == null) a['business_profile']['url'] = form.url || 'https://variegata.example/seller';
  if (a['business_type'] === 'individual') {
    const ind: Obj = a['individual'] ?? {};
    ind['first_name'] = ind['first_name'] ?? (form.firstName || 'Jenny');
    ind['last_name'] = ind['last_name'] ?? (form.lastName || 'Rosen');
    ind['dob'] = hasDob(ind) ? ind['dob'] : { day: 1, month: 1, year: 1990 };
    ind['ssn_last_4_provided'] = true;
    ind['verification'] = { status: 'verified' };
    a['individual'] = ind;
  } else {
    a['company'] = { ...a['company'], name: a['company']?.['name'] ?? 'Variegata Test Co', tax_id_provided: true };
    if (t.store.list('person', (p) => p['account'] === a['id'] && p['relationship']?.['representative'] === true).length === 0) {
      t.store.insert(newPerson(a['id'], { first_name: form.firstName || 'Jenny', last_name: form.lastName || 'Rosen', relationship: { representative: true } }));
    }
  }
  if ((a['external_accounts']['data'] as unknown[]).length === 0) {
    const [routing, number] = testBankAccount(a['country']);
    const ba = bankAccountFrom({ ...(routing !== undefined ? { routing_number: routing } : {}), account_number: number, country: a['country'] }, 'external_account', a['country']);
    ba['account'] = a['id'];
    a['external_accounts']['data'].push(ba);
  }
  if (a['tos_acceptance']?.['date'] == null) a['tos_acceptance'] = { date: Math.floor(Date.now() / 1000), ip: '127.0.0.1', user_agent: 'twin' };
  a['details_submitted'] = true;
  return saveAccount(t, before, a);
}

export function newPerson(account: string, data: Obj): Obj {
  return {
    id: newId('person'),
    object: 'person',
    account,
    address: null,
    created: Math.floor(Date.now() / 1000),
    dob: null,
    email: null,
    first_name: null,
    last_name: null,
    metadata: {},
    phone: null,
    relationship: { director: false, executive: false, owner: false, percent_ownership: null, representative: false, title: null },
    requirements: { alternatives: [], currently_due: [], errors: [], eventually_due: [], past_due: [], pending_verification: [] },
    verification: { status: 'verified' },
    ...sanitizePerson(data),
    ...(data['relationship'] !== undefined
      ? { relationship: { director: false, executive: false, owner: false, percent_ownership: null, representative: false, title: null, ...normalizeRelationship(data['relationship']) } }
      : {}),
  };
}

function normalizeRelationship(r: Obj): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(r)) out[k] = v === 'true' ? true : v === 'false' ? false : v;
  return out;
}
