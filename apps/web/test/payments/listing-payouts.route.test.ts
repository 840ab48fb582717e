/**
 * Payout details and listings, against the real twins: a listing whose seller has no payout
 * details cannot be bought or bid on (the listing page says why), and the listing wizard sends a
 * seller who publishes without payout details through the payout form and the provider's
 * onboarding, back to the wizard's returnURLType route, which publishes the draft.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, publishedListing } from '@variegata/twin-marketplace/testing/harness';
import { png } from '../support/png';
import { answer, as, completeOnboardingPage, form, json, leaveOnboardingPage, location, run, signIn, SITE, startPaymentsSandbox, type PaymentsSandbox, type TestContext } from './harness';

let sandbox: PaymentsSandbox;
let listingPage: typeof import('~/routes/l.$slug.$id._index');
let newListing: typeof import('~/routes/l.new');
let upload: typeof import('~/routes/api.listing-image');
let payouts: typeof import('~/routes/account.payments._index');
let tokens: typeof import('~/routes/api.payments.bank-account-token');
let wizardReturn: typeof import('~/routes/l.$slug.$id.$type.$tab.$returnURLType');

beforeAll(async () => {
  sandbox = await startPaymentsSandbox();
  [listingPage, newListing, upload, payouts, tokens, wizardReturn] = await Promise.all([
    import('~/routes/l.$slug.$id._index'),
    import('~/routes/l.new'),
    import('~/routes/api.listing-image'),
    import('~/routes/account.payments._index'),
    import('~/routes/api.payments.bank-account-token'),
    import('~/routes/l.$slug.$id.$type.$tab.$returnURLType'),
  ]);
});

afterAll(async () => {
  await sandbox?.close();
});

interface Seller extends TestContext {
  readonly sdk: any;
  readonly userId: string;
}

async function newSeller(): Promise<Seller> {
  const user = await newUser(sandbox.marketplace);
  return Object.assign(as(await signIn(user.email, user.password)), { sdk: user.sdk, userId: user.id });
}

const viewListing = (browser: TestContext, id: string) => run(listingPage.loader as any, `/l/plant/${id}`, browser, undefined, { slug: 'plant', id });

function listingRow(id: string): { state: string; authorId: string } {
  const row = sandbox.marketplace.app.db.prepare('SELECT state, author_id FROM listings WHERE id = ?').get(id) as { state: string; author_id: string };
  return { state: row.state, authorId: row.author_id };
}

/** Saves payout details (US bank account) through the payout page; answers the onboarding URL. */
async function savePayouts(seller: TestContext, extra: Record<string, string> = {}): Promise<string> {
  const tokenAnswer = (await run(tokens.action as any, '/api/payments/bank-account-token', seller, json({ country: 'US', accountType: 'individual', fields: { routingNumber: '110000000', accountNumber: '000123456789' } }))) as Response;
  const { token } = (await tokenAnswer.json()) as { token: string };
  const outcome = await run(payouts.action as any, '/account/payments', seller, form({ intent: 'save-payout', accountType: 'individual', country: 'US', bankAccountToken: token, ...extra }));
  const target = location(outcome);
  expect(target, JSON.stringify(answer(outcome).body)).toMatch(/\/pages\/connect\/onboarding\//);
  return target!;
}

describe('buying from a seller without payout details', () => {
  it('a demo seller\'s listing can be bought; a new seller\'s cannot until they add payout details', async () => {
    const buyer = as(await signIn('buyer.one@variegata.test'));
    const demoListing = sandbox.marketplace.app.db.prepare("SELECT id FROM listings WHERE state = 'published' LIMIT 1").get() as { id: string };
    expect(answer(await viewListing(buyer, demoListing.id)).body.sellerPayable).toBe(true);

    const seller = await newSeller();
    const id = await publishedListing(seller, { stock: 2, title: 'Hoya carnosa Krimson Queen' });
    expect(answer(await viewListing(buyer, id)).body.sellerPayable).toBe(false);
    expect(answer(await viewListing(as(), id)).body.sellerPayable).toBe(false);

    // Once the seller saved payout details on the site, buyers see the listing as buyable at once.
    await savePayouts(seller);
    expect(answer(await viewListing(buyer, id)).body.sellerPayable).toBe(true);
  });
});

describe('publishing without payout details', () => {
  async function uploadedImage(seller: TestContext): Promise<string> {
    const body = new FormData();
    body.append('image', new File([new Uint8Array(png())], 'leaf.png', { type: 'image/png' }));
    const response = (await run(upload.action as any, '/api/listing-image', seller, { method: 'POST', body, headers: { 'X-CSRF-Token': seller.csrfToken } })) as Response;
    const { data } = (await response.json()) as { data: { id: string; url: string; proof: string } };
    return `${data.id}|${data.url}|${data.proof}`;
  }

  async function publishNew(seller: TestContext): Promise<string | null> {
    const fields = new URLSearchParams({
      _csrf: seller.csrfToken,
      intent: 'publish',
      title: 'Philodendron Pink Princess',
      description: 'Rooted top cutting with three leaves.',
      price: '85',
      genus: 'philodendron',
      species: 'erubescens',
      type: 'sell',
      stock: '1',
      shippingEnabled: 'on',
      allowedShippingCountries: 'US',
      countryFrom: 'US',
      variegation: 'yes',
      hybrid: 'no',
      plantType: 'node-cut',
      rooted: 'yes-terrestrial',
      importedRecently: 'no',
      tzOffset: '0',
      images: await uploadedImage(seller),
    });
    return location(await run(newListing.action as any, '/l/new', seller, { method: 'POST', body: fields, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }));
  }

  const wizard = (browser: TestContext, path: string) => {
    const [, , slug, id, type, tab, returnURLType] = new URL(path, SITE).pathname.split('/');
    return run(wizardReturn.loader as any, path, browser, undefined, { slug: slug!, id: id!, type: type!, tab: tab!, returnURLType: returnURLType! });
  };

  it('saves the draft, goes through the payout form and the onboarding, and publishes on the way back', async () => {
    const seller = await newSeller();
    const step = await publishNew(seller);
    expect(step).toMatch(/^\/account\/payments\?listing=[0-9a-f-]{36}$/);
    const listingId = new URL(step!, SITE).searchParams.get('listing')!;
    expect(listingRow(listingId)).toEqual({ state: 'draft', authorId: seller.userId });

    const page = answer(await run(payouts.loader as any, step!, seller)).body;
    expect(page.view).toBe('form');
    expect(page.listing).toEqual({ id: listingId, title: 'Philodendron Pink Princess' });

    const onboarding = await savePayouts(seller, { listingId });
    const back = await completeOnboardingPage(onboarding);
    const slugPath = `/l/philodendron-pink-princess/${listingId}/draft/onestep`;
    expect(back).toBe(`${SITE}${slugPath}/success`);
    expect(location(await wizard(seller, `${slugPath}/success`))).toBe(`/l/philodendron-pink-princess/${listingId}?published=1`);
    expect(listingRow(listingId).state).toBe('published');
  });

  it('with details still due it shows what is missing; "Continue to verification" and failure open a fresh link', async () => {
    const seller = await newSeller();
    const step = await publishNew(seller);
    const listingId = new URL(step!, SITE).searchParams.get('listing')!;
    const slugPath = `/l/philodendron-pink-princess/${listingId}/draft/onestep`;
    await leaveOnboardingPage(await savePayouts(seller, { listingId }));

    const pending = answer(await wizard(seller, `${slugPath}/success`));
    expect(pending.status).toBe(200);
    expect(pending.body.status.type).toBe('verificationNeeded');
    expect(pending.body.listing).toMatchObject({ id: listingId, title: 'Philodendron Pink Princess' });
    expect(listingRow(listingId).state).toBe('draft');

    const params = { slug: 'philodendron-pink-princess', id: listingId, type: 'draft', tab: 'onestep', returnURLType: 'success' };
    const next = location(await run(wizardReturn.action as any, `${slugPath}/success`, seller, form({ intent: 'continue-verification' }), params));
    expect(next).toMatch(/\/pages\/connect\/onboarding\//);
    expect(location(await wizard(seller, `${slugPath}/failure`))).toMatch(/\/pages\/connect\/onboarding\//);

    // Finishing the onboarding through the fresh link publishes the draft.
    expect(await completeOnboardingPage(next!)).toBe(`${SITE}${slugPath}/success`);
    expect(location(await wizard(seller, `${slugPath}/success`))).toBe(`/l/philodendron-pink-princess/${listingId}?published=1`);
  });

  it('the return route: the payout step without an account, 404 for another seller\'s listing or an unknown return type', async () => {
    const seller = await newSeller();
    const id = await publishedListing(seller, { title: 'Alocasia Dragon Scale' });
    expect(location(await wizard(seller, `/l/alocasia-dragon-scale/${id}/draft/onestep/success`))).toBe(`/account/payments?listing=${id}`);
    expect((await wizard(await newSeller(), `/l/alocasia-dragon-scale/${id}/draft/onestep/success`)).status).toBe(404);
    expect((await wizard(seller, `/l/alocasia-dragon-scale/${id}/draft/onestep/elsewhere`)).status).toBe(404);
    expect(location(await wizard(as(), `/l/alocasia-dragon-scale/${id}/draft/onestep/success`))).toMatch(/^\/signup\?from=/);
  });
});
