/**
 * Auctions that end, in Chromium on the sandbox: the site's closing job closes each auction within
 * a minute of its end. One with its reserve met becomes the winner's order; the winner has no saved
 * shipping address yet, so they see "won" on the listing, give the address on the order page and pay
 * the bid plus shipping with their saved card. One below the reserve is accepted by the seller from
 * the sale page within the grace period and the winner is charged at once, shipped to the address
 * they gave. The mails land in the outbox. Screenshots (open, hot, last minutes, won, ended below reserve at 1280
 * and 390 px) go to $E2E_SCREENSHOTS, or /tmp/auction-screenshots.
 */
import { mkdirSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP } from './browser';
import { browserPerFile } from './file-browser';
import { logInAt, ready } from './listing-helpers';
import { outboxFor } from './outbox';
import { acceptCookies, demo } from './shell-helpers';
import { closedByTheJob, createAuction, operator, seedBids, startBidding, stateOf, type E2eAuction } from './auction-fixtures';
import { ADDRESS } from './checkout-helpers';

const chromium = browserPerFile();
const SELLER = demo('premium.seller');
const ALICE = demo('buyer.one');
const BOB = demo('buyer.two');
const PHONE = { width: 390, height: 844 };
/** premium.seller is a premium (verified) member: accepting the high bid is one of their perks. */
const PREMIUM = { verified: true };
const SHOTS = process.env.E2E_SCREENSHOTS || '/tmp/auction-screenshots';
const HOUR = 3_600_000;
const run = Date.now().toString(36);

async function shots(email: string | null, auction: E2eAuction, name: string): Promise<Page> {
  mkdirSync(SHOTS, { recursive: true });
  let desktop: Page | undefined;
  for (const [viewport, width] of [[DESKTOP, 1280], [PHONE, 390]] as const) {
    const { context, page } = await chromium.sitePage(viewport);
    await acceptCookies(context);
    if (email) await logInAt(page, email, auction.href, true);
    else {
      await page.goto(auction.href);
      await ready(page);
    }
    await page.screenshot({ path: `${SHOTS}/auction-${name}-${width}.png`, fullPage: true });
    if (width === 1280) desktop = page;
    else await context.close();
  }
  return desktop!;
}

async function mailSubjects(email: string, title: string): Promise<string[]> {
  return (await outboxFor(inject('sandboxIndexUrl'), email)).map((m) => m.subject).filter((s) => s.includes(title));
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('auctions that end', () => {
  it('closes an auction whose reserve is met into the winner paid order; below the reserve the seller accepts the high bid', async () => {
    const soon = Date.now() + 25_000;
    const met = await createAuction(SELLER, { title: `Monstera Thai Constellation ${run}`, endsAt: soon, startingPrice: 10_000, reservePrice: 20_000 });
    const below = await createAuction(SELLER, { title: `Philodendron Pink Princess ${run}`, endsAt: soon, startingPrice: 5_000, reservePrice: 90_000, badges: PREMIUM });
    const aliceMet = await startBidding(ALICE, met.id);
    const bobMet = await startBidding(BOB, met.id);
    await seedBids(met.id, [[bobMet, 15_000], [aliceMet, 22_000]]);
    const aliceBelow = await startBidding(ALICE, below.id);
    await seedBids(below.id, [[aliceBelow, 30_000]]);
    // The winner has not saved a shipping address yet (as after sign-up: only the country).
    await operator().users.updateProfile({ id: aliceMet.id, protectedData: { address: { country: 'US' } } });

    // The other states of an auction listing, while these two run.
    const open = await createAuction(SELLER, { title: `Anthurium Warocqueanum ${run}`, endsAt: Date.now() + 3 * 24 * HOUR, startingPrice: 8_000 });
    await seedBids(open.id, [[await startBidding(BOB, open.id), 9_000]]);
    const hot = await createAuction(SELLER, { title: `Alocasia Dragon Scale ${run}`, endsAt: Date.now() + 2 * HOUR, startingPrice: 4_000 });
    const last = await createAuction(SELLER, { title: `Hoya Carnosa Tricolor ${run}`, endsAt: Date.now() + 150_000, startingPrice: 2_000 });
    await seedBids(last.id, [[await startBidding(ALICE, last.id), 2_500]]);
    const openPage = await shots(ALICE, open, 'open');
    await openPage.getByRole('heading', { name: 'Auction ends in' }).waitFor();
    expect(await openPage.getByRole('link', { name: 'Place bid', exact: true }).count()).toBeGreaterThan(0);
    const hotPage = await shots(null, hot, 'hot');
    expect(await hotPage.locator('.lp-hot').count()).toBe(1);
    await shots(BOB, last, 'last-minutes');

    // Both end; the closing job (every 10 s in the site) closes them within a minute.
    await closedByTheJob(met.id);
    await closedByTheJob(below.id);
    expect(await stateOf(aliceMet.transactionId)).toBe('pending-confirm');
    expect(await stateOf(bobMet.transactionId)).toBe('auction-lost');
    expect(await stateOf(aliceBelow.transactionId)).toBe('pending-reserve-confirm');

    // The winner sees "won" (no bid form), opens the order, gives the address and pays.
    const won = await shots(ALICE, met, 'won');
    await won.getByRole('heading', { name: 'You won this auction' }).waitFor();
    await won.getByText('Add your shipping address and pay on your order page.').waitFor();
    expect(await won.getByRole('link', { name: 'Place bid', exact: true }).count()).toBe(0);
    await won.getByRole('link', { name: 'View your order' }).click();
    await won.waitForURL(new RegExp(`/order/${aliceMet.transactionId}/details`));
    const pay = won.getByRole('form', { name: 'Pay for your win' });
    await pay.getByLabel('Recipient name').fill(ADDRESS.recipientName);
    await pay.getByLabel('Phone number').fill(ADDRESS.recipientPhoneNumber);
    await pay.getByLabel('Street address').fill(ADDRESS.street1);
    await pay.getByLabel('City').fill(ADDRESS.city);
    await pay.getByLabel('State / province').fill(ADDRESS.state);
    await pay.getByLabel('ZIP / postal code').fill(ADDRESS.zip);
    await pay.getByLabel('Country (2-letter code)').fill(ADDRESS.country);
    await won.screenshot({ path: `${SHOTS}/auction-won-order-pay-1280.png`, fullPage: true });
    await pay.getByRole('button', { name: 'Pay with saved card' }).click();
    await won.getByText(`The seller will ship your plant to ${ADDRESS.recipientName}.`).waitFor();
    await won.getByText('Purchased', { exact: false }).first().waitFor();
    expect(await stateOf(aliceMet.transactionId)).toBe('purchased');
    expect(await won.getByRole('form', { name: 'Pay for your win' }).count()).toBe(0);
    await eventually(async () => (await mailSubjects(ALICE, met.title)).includes(`You won the auction: ${met.title}`));
    expect(await mailSubjects(SELLER, met.title)).toContain(`Sold: ${met.title}`);
    expect(await mailSubjects(BOB, met.title)).not.toContain(`You won the auction: ${met.title}`);

    // Below the reserve: the seller sees it and the 5-day deadline, and accepts the high bid from the sale page.
    await eventually(async () => (await mailSubjects(SELLER, below.title)).includes(`Your auction ended below the reserve: ${below.title}`));
    const seller = await shots(SELLER, below, 'ended-below-reserve');
    await seller.getByRole('heading', { name: 'Ended below reserve' }).waitFor();
    await seller.getByRole('link', { name: 'Accept the high bid' }).click();
    await seller.waitForURL(new RegExp(`/sale/${aliceBelow.transactionId}/details`));
    await seller.getByRole('button', { name: 'Accept the highest bid' }).click();
    await seller.getByText('The highest bid was accepted.').waitFor();
    expect(await stateOf(aliceBelow.transactionId)).toBe('purchased');
    await eventually(async () => (await mailSubjects(SELLER, below.title)).includes(`Sold: ${below.title}`));
    expect(await mailSubjects(ALICE, below.title)).toContain(`You won the auction: ${below.title}`);
  }, 240_000);
});
