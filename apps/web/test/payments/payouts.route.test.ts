/**
 * /account/payments, /account/payments/{returnURLType} and the bank token route against the real
 * twins: a demo seller's verified account (status box, masked bank account, instant payout); a new
 * user connecting a US bank account through the Stripe twin's onboarding; leaving it unfinished and
 * continuing; expired links; the country rule (United States only unless canUploadOutdoorUs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationSdkFor, newUser } from '@variegata/twin-marketplace/testing/harness';
import { PAYOUT_COUNTRY_US_ONLY_MESSAGE } from '@variegata/validation/payout';
import { answer, as, completeOnboardingPage, form, json, leaveOnboardingPage, location, run, signIn, SITE, startPaymentsSandbox, userRow, type PaymentsSandbox, type TestContext } from './harness';

let sandbox: PaymentsSandbox;
let page: typeof import('~/routes/account.payments._index');
let back: typeof import('~/routes/account.payments.$returnURLType');
let tokens: typeof import('~/routes/api.payments.bank-account-token');

beforeAll(async () => {
  sandbox = await startPaymentsSandbox();
  [page, back, tokens] = await Promise.all([import('~/routes/account.payments._index'), import('~/routes/account.payments.$returnURLType'), import('~/routes/api.payments.bank-account-token')]);
});

afterAll(async () => {
  await sandbox?.close();
});

const PATH = '/account/payments';
const load = (browser: TestContext, path = PATH) => run(page.loader as any, path, browser);
const loadReturn = (browser: TestContext, type: string) => run(back.loader as any, `${PATH}/${type}`, browser, undefined, { returnURLType: type });
const act = (browser: TestContext, fields: Record<string, string>) => run(page.action as any, PATH, browser, form(fields));
const bankToken = (browser: TestContext, body: unknown, csrf?: string | null) => run(tokens.action as any, '/api/payments/bank-account-token', browser, json(body, csrf));

const US_BANK = { routingNumber: '110000000', accountNumber: '000123456789' };

interface Seller extends TestContext {
  readonly userId: string;
  readonly email: string;
}

async function newSeller(metadata: Record<string, unknown> = {}): Promise<Seller> {
  const user = await newUser(sandbox.marketplace);
  if (Object.keys(metadata).length > 0) await integrationSdkFor(sandbox.marketplace).users.updateProfile({ id: user.id, metadata } as never);
  return Object.assign(as(await signIn(user.email, user.password)), { userId: user.id, email: user.email });
}

async function tokenFor(browser: TestContext, country: string, fields: Record<string, string>): Promise<string> {
  const response = (await bankToken(browser, { country, accountType: 'individual', fields })) as Response;
  const body = (await response.json()) as { token?: string; error?: string };
  expect(response.status, body.error).toBe(200);
  return body.token!;
}

/** "Save payout details": the action sends the browser to the provider's onboarding page. */
async function savePayoutDetails(browser: TestContext, country: string, fields: Record<string, string>, extra: Record<string, string> = {}): Promise<string> {
  const bankAccountToken = await tokenFor(browser, country, fields);
  const outcome = await act(browser, { intent: 'save-payout', accountType: 'individual', country, bankAccountToken, businessProfileURL: '', businessProfileMCC: '', ...extra });
  const target = location(outcome);
  expect(target, JSON.stringify(answer(outcome).body)).toMatch(new RegExp(`^${sandbox.stripeTwin.url}/pages/connect/onboarding/`));
  return target!;
}

describe('a demo seller', () => {
  it('sees the verified account: success box, masked bank account, instant payout with what is missing', async () => {
    const { status, body } = answer(await load(as(await signIn('free.seller@variegata.test'))));
    expect(status).toBe(200);
    expect(body.view).toBe('account');
    expect(body.status).toMatchObject({ type: 'verificationSuccess', due: [], payoutsEnabled: true });
    expect(body.bank).toEqual({ bankName: 'STRIPE TEST BANK', masked: '•••• 6789', country: 'US', currency: 'USD' });
    expect(body.country).toBe('United States');
    expect(body.instant.eligible).toBe(false);
    expect(body.instant.missing[0]).toEqual({ kind: 'plan' });
  });

  it('asks a visitor to log in', async () => {
    expect(location(await load(as()))).toBe(`/login?from=${encodeURIComponent(PATH)}`);
  });
});

describe('a new user', () => {
  it('gets the payout form: the United States only, its bank fields, the shop page and MCC 5734 as defaults', async () => {
    const { body } = answer(await load(await newSeller({ username: 'rosalind' })));
    expect(body.view).toBe('form');
    expect(body.form.anyCountry).toBe(false);
    expect(body.form.countries).toEqual([
      { code: 'US', name: 'United States', currency: 'USD', bankFields: [{ name: 'routingNumber', label: 'Routing number' }, { name: 'accountNumber', label: 'Account number' }] },
    ]);
    expect(body.form.profileUrl).toBe(`${SITE}/shop/rosalind`);
    expect(body.form.mcc).toBe('5734');
    expect(body.form.stripe).toEqual({ kind: 'twin', publishableKey: '' });
  });

  it('connects a US bank account through the onboarding and comes back to verificationSuccess', async () => {
    const seller = await newSeller();
    const onboarding = await savePayoutDetails(seller, 'US', { routingNumber: ' 110000000 ', accountNumber: '0001 2345 6789' });
    expect(userRow(sandbox.marketplace, seller.email).stripeConnected).toBe(true);
    const account = (await sandbox.stripe.accounts.list({ limit: 100 })).data.find((a) => a.metadata?.['sharetribe-user-id'] === seller.userId)!;
    expect(account).toMatchObject({ country: 'US', business_type: 'individual', business_profile: { mcc: '5734', url: SITE } });
    expect(Object.keys(account.capabilities ?? {}).sort()).toEqual(['card_payments', 'klarna_payments', 'transfers']);

    const before = answer(await load(seller)).body;
    expect(before.view).toBe('account');
    expect(before.status.type).toBe('verificationNeeded');
    expect(before.status.dueWords).toContain('date of birth');

    const returnTo = await completeOnboardingPage(onboarding);
    expect(returnTo).toBe(`${SITE}${PATH}/success`);
    const after = answer(await loadReturn(seller, 'success'));
    expect(after.body).toMatchObject({ view: 'account', returned: 'success', status: { type: 'verificationSuccess' }, bank: { masked: '•••• 6789', currency: 'USD' } });
  });

  it('leaving the onboarding unfinished shows verificationNeeded; "Continue to verification" opens a new link', async () => {
    const seller = await newSeller();
    const onboarding = await savePayoutDetails(seller, 'US', US_BANK);
    expect(await leaveOnboardingPage(onboarding)).toBe(`${SITE}${PATH}/success`);
    expect(answer(await loadReturn(seller, 'success')).body.status.type).toBe('verificationNeeded');
    const next = location(await act(seller, { intent: 'continue-verification', linkType: 'onboarding' }));
    expect(next).toMatch(new RegExp(`^${sandbox.stripeTwin.url}/pages/connect/onboarding/`));
    expect(next).not.toBe(onboarding);
    await completeOnboardingPage(next!);
    expect(answer(await load(seller)).body.status.type).toBe('verificationSuccess');
  });

  it('a used or expired link comes back to failure, which opens a fresh link at once', async () => {
    const seller = await newSeller();
    const onboarding = await savePayoutDetails(seller, 'US', US_BANK);
    await completeOnboardingPage(onboarding);
    // The link is single use: opening it again goes to the failure URL.
    const reopened = await fetch(onboarding, { redirect: 'manual' });
    expect(reopened.headers.get('location')).toBe(`${SITE}${PATH}/failure`);
    expect(location(await loadReturn(seller, 'failure'))).toMatch(new RegExp(`^${sandbox.stripeTwin.url}/pages/connect/onboarding/`));
    // Without an account there is nothing to continue: back to the form.
    expect(location(await loadReturn(await newSeller(), 'failure'))).toBe(PATH);
    expect((await loadReturn(seller, 'elsewhere')).status).toBe(404);
  });

  it('saves nothing while the form is incomplete; a second account is never created', async () => {
    const seller = await newSeller();
    const refused = answer(await act(seller, { intent: 'save-payout', accountType: '', country: 'US', bankAccountToken: '' }));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fieldErrors).sort()).toEqual(['accountType', 'bankAccountToken']);
    expect(userRow(sandbox.marketplace, seller.email).stripeConnected).toBe(false);
    await savePayoutDetails(seller, 'US', US_BANK);
    const second = await act(seller, { intent: 'save-payout', accountType: 'individual', country: 'US', bankAccountToken: await tokenFor(seller, 'US', US_BANK) });
    expect(location(second)).toMatch(/\/pages\/connect\/onboarding\//);
    const accounts = (await sandbox.stripe.accounts.list({ limit: 100 })).data.filter((a) => a.metadata?.['sharetribe-user-id'] === seller.userId);
    expect(accounts).toHaveLength(1);
  });
});

describe('the bank account token', () => {
  it('is made for complete US details; whitespace is stripped', async () => {
    const seller = await newSeller();
    const response = (await bankToken(seller, { country: 'us', accountType: 'company', fields: { routingNumber: '110 000 000', accountNumber: '000123456789' } })) as Response;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; bankAccount: { last4: string } };
    expect(body.token).toMatch(/^btok_/);
    expect(body.bankAccount.last4).toBe('6789');
    const token = await sandbox.stripe.tokens.retrieve(body.token);
    expect(token.bank_account).toMatchObject({ routing_number: '110000000', last4: '6789', account_holder_type: 'company', currency: 'usd' });
  });

  it('answers the provider\'s message for details it refuses, and names the missing fields', async () => {
    const seller = await newSeller();
    const wrong = (await bankToken(seller, { country: 'US', accountType: 'individual', fields: { routingNumber: '1234', accountNumber: '000123456789' } })) as Response;
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('Routing number must have 9 digits');
    const missing = (await bankToken(seller, { country: 'US', accountType: 'individual', fields: { routingNumber: '110000000' } })) as Response;
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'Could not verify the bank account for US. Check the Routing number, Account number.', fieldErrors: { accountNumber: 'Account number is required.' } });
  });

  it('refuses visitors (401), calls without the CSRF header (403) and bodies that are not JSON (415)', async () => {
    expect(((await bankToken(as(), { country: 'US', accountType: 'individual', fields: US_BANK })) as Response).status).toBe(401);
    expect((await bankToken(await newSeller(), { country: 'US', accountType: 'individual', fields: US_BANK }, null)).status).toBe(403);
    expect(((await run(tokens.action as any, '/api/payments/bank-account-token', await newSeller(), form({ country: 'US' }))) as Response).status).toBe(415);
  });
});

describe('the payout country', () => {
  const GERMAN_IBAN = { iban: 'DE89 3704 0044 0532 0130 00' };

  it('is the United States only for a user without canUploadOutdoorUs: other countries are refused', async () => {
    const seller = await newSeller();
    const token = (await bankToken(seller, { country: 'DE', accountType: 'individual', fields: GERMAN_IBAN })) as Response;
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: PAYOUT_COUNTRY_US_ONLY_MESSAGE, fieldErrors: { country: PAYOUT_COUNTRY_US_ONLY_MESSAGE } });
    const saved = answer(await act(seller, { intent: 'save-payout', accountType: 'individual', country: 'DE', bankAccountToken: 'btok_from_elsewhere' }));
    expect(saved.status).toBe(400);
    expect(saved.body.fieldErrors).toEqual({ country: PAYOUT_COUNTRY_US_ONLY_MESSAGE });
    expect(userRow(sandbox.marketplace, seller.email).stripeConnected).toBe(false);
  });

  it('is any of the 36 payout countries with canUploadOutdoorUs: a German IBAN makes a German account', async () => {
    const seller = await newSeller({ canUploadOutdoorUs: true });
    const { body } = answer(await load(seller));
    expect(body.form.anyCountry).toBe(true);
    expect(body.form.countries).toHaveLength(36);
    expect(body.form.countries.find((c: { code: string }) => c.code === 'DE')).toEqual({ code: 'DE', name: 'Germany', currency: 'EUR', bankFields: [{ name: 'iban', label: 'IBAN' }] });
    const onboarding = await savePayoutDetails(seller, 'DE', GERMAN_IBAN);
    await completeOnboardingPage(onboarding);
    const after = answer(await load(seller)).body;
    expect(after.status.type).toBe('verificationSuccess');
    expect(after.bank).toMatchObject({ masked: '•••• 3000', country: 'DE', currency: 'EUR' });
    expect(after.country).toBe('Germany');
    const unsupported = (await bankToken(seller, { country: 'BR', accountType: 'individual', fields: { accountNumber: '123' } })) as Response;
    expect(((await unsupported.json()) as { error: string }).error).toBe('Country not supported: BR');
  });
});
