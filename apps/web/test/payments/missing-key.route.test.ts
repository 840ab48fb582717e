/**
 * No publishable key configured (STRIPE_PUBLISHABLE_KEY empty): the payment pages show the
 * missing-key message instead of the card and payout forms and start nothing at Stripe; what
 * exists (a saved card, a connected account) is still shown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '@variegata/twin-marketplace/testing/harness';
import { MISSING_PUBLISHABLE_KEY_TEXT } from '~/payments/texts';
import { answer, as, form, json, run, signIn, startPaymentsSandbox, type PaymentsSandbox } from './harness';

let sandbox: PaymentsSandbox;
let methods: typeof import('~/routes/account.payment-methods');
let payouts: typeof import('~/routes/account.payments._index');
let tokens: typeof import('~/routes/api.payments.bank-account-token');

beforeAll(async () => {
  sandbox = await startPaymentsSandbox();
  // The configuration this file tests: the site reads it once, on first use.
  process.env.STRIPE_PUBLISHABLE_KEY = '';
  [methods, payouts, tokens] = await Promise.all([import('~/routes/account.payment-methods'), import('~/routes/account.payments._index'), import('~/routes/api.payments.bank-account-token')]);
});

afterAll(async () => {
  await sandbox?.close();
});

const setupIntentCount = async () => (await sandbox.stripe.setupIntents.list({ limit: 100 })).data.length;

describe('without a publishable key', () => {
  it('the payment methods page shows the message and the saved card; adding a card is refused before Stripe is asked', async () => {
    const buyer = as(await signIn('buyer.one@variegata.test'));
    const { body } = answer(await run(methods.loader as any, '/account/payment-methods', buyer));
    expect(body.missingKey).toBe(MISSING_PUBLISHABLE_KEY_TEXT);
    expect(body.stripe).toEqual({ kind: 'missing-key', publishableKey: '' });
    expect(body.card).toMatchObject({ brand: 'visa', last4: '4242' });
    const before = await setupIntentCount();
    const refused = answer(await run(methods.action as any, '/account/payment-methods', buyer, form({ intent: 'add-card' })));
    expect(refused).toEqual({ status: 503, body: { intent: 'add-card', error: MISSING_PUBLISHABLE_KEY_TEXT } });
    expect(await setupIntentCount()).toBe(before);
  });

  it('the payout page shows the message instead of the form; saving and bank tokens are refused', async () => {
    const user = await newUser(sandbox.marketplace);
    const seller = as(await signIn(user.email, user.password));
    const { body } = answer(await run(payouts.loader as any, '/account/payments', seller));
    expect(body).toMatchObject({ view: 'missing-key', message: MISSING_PUBLISHABLE_KEY_TEXT });
    const saved = answer(await run(payouts.action as any, '/account/payments', seller, form({ intent: 'save-payout', accountType: 'individual', country: 'US', bankAccountToken: 'btok_x' })));
    expect(saved.status).toBe(503);
    expect(saved.body.formError).toBe(MISSING_PUBLISHABLE_KEY_TEXT);
    const token = (await run(tokens.action as any, '/api/payments/bank-account-token', seller, json({ country: 'US', accountType: 'individual', fields: { routingNumber: '110000000', accountNumber: '000123456789' } }))) as Response;
    expect(token.status).toBe(503);
  });

  it('a seller with a connected account still sees its status', async () => {
    const { body } = answer(await run(payouts.loader as any, '/account/payments', as(await signIn('premium.seller@variegata.test'))));
    expect(body.view).toBe('account');
    expect(body.status.type).toBe('verificationSuccess');
  });
});
