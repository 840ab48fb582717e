/**
 * The listing page's instalment teaser against the marketplace and Stripe twins (spec 3 §2, issue
 * 17): shown when the seller's connected account has `klarna_payments` active in the listing's
 * currency, hidden when the capability is gone, for a listing in another currency, and for an auction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetInstalmentAccount } from '~/listing/instalment.server';
import { clearListingCaches } from '~/listing/page.server';
import { makeContext, SITE, startCheckoutSandbox, type CheckoutSandbox } from '../checkout/harness';

let sandbox: CheckoutSandbox;
let route: typeof import('~/routes/l.$slug.$id._index');

beforeAll(async () => {
  sandbox = await startCheckoutSandbox();
  route = await import('~/routes/l.$slug.$id._index');
});

afterAll(async () => {
  await sandbox?.close();
});

async function teaser(listingId: string): Promise<string | null> {
  clearListingCaches();
  const data = await route.loader({ request: new Request(`${SITE}/l/plant/${listingId}`), context: makeContext(), params: { slug: 'plant', id: listingId } });
  return data.listing.instalment;
}

function stripeAccountOf(listingId: string): string {
  const sellerId = sandbox.idOf(sandbox.sellerOf(listingId));
  const row = sandbox.marketplace.app.db.prepare('SELECT stripe_account_id FROM stripe_accounts WHERE user_id = ?').get(sellerId) as { stripe_account_id: string };
  return row.stripe_account_id;
}

describe('instalment teaser on the listing page', () => {
  it('shows when the seller takes Klarna in the listing currency and hides once the capability is removed', async () => {
    const listingId = sandbox.usListing();
    expect(await teaser(listingId)).toMatch(/^or 4 interest-free payments of \$/);
    const sellerId = sandbox.idOf(sandbox.sellerOf(listingId));
    await sandbox.rig.stripe.accounts.update(stripeAccountOf(listingId), { capabilities: { klarna_payments: { requested: false } } });
    // Within the cache time the answer stays; a changed account is read again once forgotten.
    forgetInstalmentAccount(sellerId);
    expect(await teaser(listingId)).toBeNull();
  });

  it('hides for a listing whose currency is not the seller account currency', async () => {
    const listingId = sandbox.usListing();
    sandbox.marketplace.app.db.prepare('UPDATE listings SET price_currency = ? WHERE id = ?').run('EUR', listingId);
    expect(await teaser(listingId)).toBeNull();
  });
});
