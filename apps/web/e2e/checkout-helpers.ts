/** Steps of the checkout e2e suite: listings to buy, the checkout form, the card page, the order's state. */
import type { Page } from 'playwright-core';
import { pageProblems } from './browser';
import { sdkAs } from './shell-helpers';

interface ListingRow {
  id: { uuid: string };
  attributes: { title: string; state: string; price: { amount: number; currency: string } | null; publicData: Record<string, unknown> };
  relationships?: { currentStock?: { data?: { id: { uuid: string } } | null } };
}
interface Included {
  id: { uuid: string };
  type: string;
  attributes: { quantity?: number };
}

const taken = new Set<string>();

/**
 * A published fixed-price listing of a demo US seller with at least `stock` in stock that no other
 * test of this run has bought, and that ships by carrier (so the rates show as a list).
 */
export async function buyableListing(minStock = 1): Promise<{ id: string; title: string }> {
  for (const seller of ['premium.seller', 'premium.two', 'free.seller', 'starter.seller']) {
    const sdk = await sdkAs(`${seller}@variegata.test`);
    const response = (await sdk.ownListings.query({ include: ['currentStock'], perPage: 100 })) as { data: { data: ListingRow[]; included?: Included[] } };
    const stocks = new Map((response.data.included ?? []).filter((i) => i.type === 'stock').map((i) => [i.id.uuid, i.attributes.quantity ?? 0]));
    for (const row of response.data.data) {
      const pd = row.attributes.publicData;
      const stock = stocks.get(row.relationships?.currentStock?.data?.id.uuid ?? '') ?? 0;
      // An auction is marked by `type` or `listingType` (the auction e2e files create them with `type`).
      const auction = pd['type'] === 'auction' || pd['listingType'] === 'auction';
      if (row.attributes.state !== 'published' || !row.attributes.price || auction || pd['ownShipping'] === true || pd['isQuickSell'] === true) continue;
      if (stock < minStock || taken.has(row.id.uuid)) continue;
      taken.add(row.id.uuid);
      return { id: row.id.uuid, title: row.attributes.title };
    }
  }
  throw new Error(`No demo listing with ${minStock} in stock is left`);
}

export const ADDRESS = { recipientName: 'Basil Buyer', recipientPhoneNumber: '+1 415 555 0100', street1: '1600 Amphitheatre Pkwy', city: 'Mountain View', state: 'CA', zip: '94043', country: 'US' };

/** Fills the address (opening the fields when a saved address is shown) and continues to the rates. */
export async function fillAddress(page: Page, address: Record<string, string> = ADDRESS): Promise<void> {
  await page
    .locator('.co-layout[data-hydrated]')
    .waitFor({ timeout: 45_000 })
    .catch(async (error: unknown) => {
      // Say where the page was and what it showed: a checkout that never hydrated is otherwise a bare timeout.
      const shown = (await page.locator('body').innerText().catch(() => '(no body)')).slice(0, 600);
      throw new Error(`the checkout did not hydrate at ${page.url()}; the page showed: ${shown}\nin the page: ${pageProblems(page).join('\n') || 'no error'}`, { cause: error });
    });
  const change = page.getByRole('button', { name: 'Change address' });
  if (await change.isVisible()) await change.click();
  for (const [key, value] of Object.entries(address)) await page.fill(`#co-${key}`, value);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
}

/** Chooses the first rate anyone may buy (or the `name`d one) and waits for the total on "Pay now". */
export async function chooseRate(page: Page, name?: RegExp): Promise<void> {
  const rates = page.locator('label.co-rate:has(input[name="shippingRate"])');
  await rates.first().waitFor({ timeout: 30_000 });
  await (name ? rates.filter({ hasText: name }).first() : rates.first()).click();
  await page.getByRole('button', { name: /^Pay now \$/ }).waitFor({ timeout: 30_000 });
}

/** Types a card on the Stripe twin's card page and submits it. */
export async function payOnCardPage(page: Page, number: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/pages/card', { timeout: 30_000 });
  await page.fill('#number', number);
  await page.fill('#exp', '12 / 34');
  await page.fill('#cvc', '123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

/** The last transition of an order, read by its customer through the marketplace API. */
export async function lastTransition(customerEmail: string, transactionId: string): Promise<string> {
  const sdk = await sdkAs(customerEmail);
  const response = (await sdk.transactions.show({ id: transactionId })) as { data: { data: { attributes: { lastTransition: string } } } };
  return response.data.data.attributes.lastTransition;
}

export async function stockOf(listingId: string): Promise<number> {
  const sdk = await sdkAs('free.buyer@variegata.test');
  const response = (await sdk.listings.show({ id: listingId, include: ['currentStock'] })) as { data: { included?: Included[] } };
  return response.data.included?.find((i) => i.type === 'stock')?.attributes.quantity ?? 0;
}
