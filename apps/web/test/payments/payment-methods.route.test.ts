/**
 * /account/payment-methods against the real twins: the seeded card of a demo buyer; adding a card on
 * the Stripe twin's card page (4242, a 3-D Secure card approved and failed, a declined card);
 * replacing and deleting it; returns the site must not trust (another browser's setup intent).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '@variegata/twin-marketplace/testing/harness';
import { CARD_AUTHENTICATION_FAILED_TEXT, CARD_DELETED_TEXT, CARD_SAVED_TEXT, PAYMENT_DATA_ERROR_TEXT } from '~/payments/texts';
import { addCardOnTwinPage, answer, as, form, location, run, signIn, SITE, startPaymentsSandbox, type PaymentsSandbox, type TestContext } from './harness';

let sandbox: PaymentsSandbox;
let route: typeof import('~/routes/account.payment-methods');

beforeAll(async () => {
  sandbox = await startPaymentsSandbox();
  route = await import('~/routes/account.payment-methods');
});

afterAll(async () => {
  await sandbox?.close();
});

const PATH = '/account/payment-methods';
const load = (context: TestContext, path = PATH) => run(route.loader as any, path, context);
const act = (context: TestContext, fields: Record<string, string>) => run(route.action as any, PATH, context, form(fields));

/** A browser of a new user (no card yet), signed in through the site. */
async function newBuyer(): Promise<TestContext & { login: { email: string; password: string } }> {
  const user = await newUser(sandbox.marketplace);
  return Object.assign(as(await signIn(user.email, user.password)), { login: { email: user.email, password: user.password } });
}

/** "Add card" (or "Replace card"): the action sends the browser to the twin's card page. */
async function openCardPage(browser: TestContext): Promise<string> {
  const target = location(await act(browser, { intent: 'add-card' }));
  expect(target).toMatch(new RegExp(`^${sandbox.stripeTwin.url}/pages/card\\?client_secret=seti_`));
  expect(new URL(target!).searchParams.get('return_url')).toBe(`${SITE}${PATH}`);
  return target!;
}

/** Types `number` on the card page and follows the browser back to the site's page. */
async function addCard(browser: TestContext, number: string, challenge: 'approve' | 'fail' = 'approve') {
  const outcome = await addCardOnTwinPage(await openCardPage(browser), number, challenge);
  if (outcome.kind !== 'returned') throw new Error(`the card page kept the browser (${outcome.status})`);
  return load(browser, outcome.url.replace(SITE, ''));
}

describe('the saved card', () => {
  it('asks a visitor to log in', async () => {
    expect(location(await load(as()))).toBe(`/login?from=${encodeURIComponent(PATH)}`);
  });

  it('shows the seeded Visa of a demo buyer with its brand, last 4 digits and expiry', async () => {
    const { status, body } = answer(await load(as(await signIn('buyer.one@variegata.test'))));
    expect(status).toBe(200);
    expect(body.card).toMatchObject({ brand: 'visa', last4: '4242', expired: false });
    expect(body.card.expMonth).toMatch(/^\d{2}$/);
    expect(body.card.expYear).toMatch(/^\d{2}$/);
    expect(body.stripe).toEqual({ kind: 'twin', publishableKey: '' });
    expect(body.missingKey).toBeNull();
  });

  it('shows no card to a new user', async () => {
    expect(answer(await load(await newBuyer())).body.card).toBeNull();
  });
});

describe('adding a card on the twin\'s card page', () => {
  it('saves 4242 as the default card and says so', async () => {
    const browser = await newBuyer();
    const back = await addCard(browser, '4242 4242 4242 4242');
    expect(location(back)).toBe(`${PATH}?card=saved`);
    const { body } = answer(await load(browser, `${PATH}?card=saved`));
    expect(body.card).toEqual({ brand: 'visa', last4: '4242', expMonth: '12', expYear: '34', expired: false });
    expect(body.notice).toBe(CARD_SAVED_TEXT);
  });

  it('replaces the card (the old one is detached at Stripe); reloading the return changes nothing', async () => {
    const browser = await newBuyer();
    await addCard(browser, '4242424242424242');
    const outcome = await addCardOnTwinPage(await openCardPage(browser), '5555 5555 5555 4444');
    if (outcome.kind !== 'returned') throw new Error('not returned');
    const returnPath = outcome.url.replace(SITE, '');
    expect(location(await load(browser, returnPath))).toBe(`${PATH}?card=saved`);
    expect(answer(await load(browser)).body.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const customers = await sandbox.stripe.customers.list({ limit: 100 });
    const methods = await Promise.all(customers.data.map((c) => sandbox.stripe.customers.listPaymentMethods(c.id)));
    expect(methods.flatMap((m) => m.data).filter((pm) => pm.card?.last4 === '4444')).toHaveLength(1);
    // The browser comes back to the same return URL again (a reload): still one saved card, no error.
    expect(location(await load(browser, returnPath))).toBe(`${PATH}?card=saved`);
    expect(answer(await load(browser)).body.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('a 3-D Secure card is saved once the challenge is completed', async () => {
    const browser = await newBuyer();
    expect(location(await addCard(browser, '4000 0025 0000 3155', 'approve'))).toBe(`${PATH}?card=saved`);
    expect(answer(await load(browser)).body.card).toMatchObject({ brand: 'visa', last4: '3155' });
  });

  it('a failed 3-D Secure challenge shows the card authentication failure and saves nothing', async () => {
    const browser = await newBuyer();
    await addCard(browser, '4242 4242 4242 4242');
    const failed = answer(await addCard(browser, '4000 0027 6000 3184', 'fail'));
    expect(failed.status).toBe(402);
    expect(failed.body.problem).toBe(CARD_AUTHENTICATION_FAILED_TEXT);
    expect(failed.body.card).toMatchObject({ last4: '4242' });
  });

  it('a declined card stays on the card page with the provider\'s message; the site shows it too and saves nothing', async () => {
    const browser = await newBuyer();
    const cardPage = await openCardPage(browser);
    const outcome = await addCardOnTwinPage(cardPage, '4000 0000 0000 0002');
    expect(outcome.kind).toBe('stayed');
    if (outcome.kind === 'stayed') expect(outcome.html).toContain('Your card was declined.');
    const setupIntent = new URL(cardPage).searchParams.get('client_secret')!.split('_secret_')[0]!;
    const shown = answer(await load(browser, `${PATH}?setup_intent=${setupIntent}&redirect_status=failed`));
    expect(shown.status).toBe(402);
    expect(shown.body.problem).toBe('Your card was declined.');
    expect(shown.body.card).toBeNull();
  });

  it('does not finish a setup intent this browser did not start', async () => {
    const owner = await newBuyer();
    const outcome = await addCardOnTwinPage(await openCardPage(owner), '4242 4242 4242 4242');
    if (outcome.kind !== 'returned') throw new Error('not returned');
    // The same user in another browser (no pending setup in its cookies): nothing is saved.
    const ownersOtherBrowser = as(await signIn(owner.login.email, owner.login.password));
    const elsewhere = answer(await load(ownersOtherBrowser, outcome.url.replace(SITE, '')));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.card).toBeNull();
    // Another user with the link: nothing is saved either.
    const stranger = await newBuyer();
    const shown = answer(await load(stranger, outcome.url.replace(SITE, '')));
    expect(shown.status).toBe(400);
    expect(shown.body.problem).toBe(PAYMENT_DATA_ERROR_TEXT);
    expect(shown.body.card).toBeNull();
    expect(answer(await load(stranger, `${PATH}?setup_intent=not-an-id&redirect_status=succeeded`)).body.problem).toBe(PAYMENT_DATA_ERROR_TEXT);
  });
});

describe('deleting the card', () => {
  it('removes the default card (deletePaymentMethod) and says so', async () => {
    const browser = await newBuyer();
    await addCard(browser, '4242 4242 4242 4242');
    expect(location(await act(browser, { intent: 'delete-card' }))).toBe(`${PATH}?card=deleted`);
    const { body } = answer(await load(browser, `${PATH}?card=deleted`));
    expect(body.card).toBeNull();
    expect(body.notice).toBe(CARD_DELETED_TEXT);
  });

  it('refuses a form without the CSRF token and an unknown intent', async () => {
    const browser = await newBuyer();
    expect((await run(route.action as any, PATH, browser, form({ intent: 'delete-card' }, 'forged-token'))).status).toBe(403);
    expect(answer(await act(browser, { intent: 'steal' })).status).toBe(400);
  });
});
