/**
 * Social sign-up and sign-in end to end on the sandbox, through its local OpenID Connect provider
 * (the social network button): the provider's sign-in page, the confirm tab refusing a taken
 * username then completing the sign-up, and a returning member logged straight in to `from`.
 */
import integrationSdk from 'sharetribe-flex-integration-sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { acceptCookies, open, TOKEN_COOKIE, where } from './shell-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The scope of the marketplace token the browser holds ('user' once signed in). */
async function tokenScope(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((c) => c.name === TOKEN_COOKIE);
  return cookie ? String((JSON.parse(decodeURIComponent(cookie.value)) as { scope?: string }).scope ?? '') : null;
}

/** The marketplace user with `email`, through the Integration API. */
async function marketplaceUser(email: string) {
  const sdk = integrationSdk.createInstance({ clientId: 'variegata-sandbox-integration', clientSecret: 'variegata-sandbox-integration-secret', baseUrl: inject('marketplaceUrl') });
  const response = (await sdk.users.query({ perPage: 100 })) as { data: { data: unknown } };
  const users = response.data.data as { attributes: { email: string; emailVerified: boolean; profile: { protectedData: Record<string, unknown>; metadata: Record<string, unknown> } } }[];
  return users.find((user) => user.attributes.email === email)?.attributes;
}

/** On the provider's sign-in page: continues as the named person and waits to be back on the site. */
async function continueAtProvider(page: Page, person: string) {
  await page.getByRole('heading', { name: 'Sign in with the local identity provider' }).waitFor();
  await Promise.all([
    page.waitForURL((url) => url.origin === inject('siteUrl')),
    page.getByRole('button', { name: `Continue as ${person}` }).click(),
  ]);
  await page.waitForLoadState('networkidle');
}

describe('social sign-in through the local provider', () => {
  it('signs up on the confirm tab (a taken username refused first), then signs the member back in to from', async () => {
    const { context, page } = await newPage(browser, inject('siteUrl'));
    await acceptCookies(context);
    await open(page, '/signup');
    expect(await page.getByRole('link', { name: 'Sign up with Google' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Sign up with Facebook' }).click();
    await continueAtProvider(page, 'Ada Fernleaf');

    expect(new URL(page.url()).pathname).toBe('/confirm');
    await page.getByRole('heading', { name: 'Complete your sign-up' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('ada.fernleaf@social.test');
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Fernleaf');
    expect(await tokenScope(context)).not.toBe('user');

    await page.getByLabel('Username').fill('petraplants');
    await page.getByRole('button', { name: 'Complete sign-up' }).click();
    await page.getByRole('alert').filter({ hasText: 'An account with this username already exists' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/confirm');

    await page.getByLabel('Username').fill('adafernleaf');
    await page.getByLabel('Country').selectOption('CA');
    await Promise.all([page.waitForURL((url) => url.pathname !== '/confirm'), page.getByRole('button', { name: 'Complete sign-up' }).click()]);
    expect(where(page)).toBe('/');
    expect(await tokenScope(context)).toBe('user');
    expect(await marketplaceUser('ada.fernleaf@social.test')).toMatchObject({
      emailVerified: true,
      profile: { protectedData: { country: 'CA', signedUpFrom: 'AuthPage' }, metadata: { username: 'adafernleaf' } },
    });
    await context.close();

    const returning = await newPage(browser, inject('siteUrl'));
    await acceptCookies(returning.context);
    await open(returning.page, '/login?from=%2Ffavorites');
    await returning.page.getByRole('link', { name: 'Log in with Facebook' }).click();
    await continueAtProvider(returning.page, 'Ada Fernleaf');
    expect(where(returning.page)).toBe('/favorites');
    expect(await tokenScope(returning.context)).toBe('user');
    await returning.context.close();
  });

  it('logs a demo user in through the provider when it verified their email, and shows a cancelled sign-in', async () => {
    const { context, page } = await newPage(browser, inject('siteUrl'));
    await acceptCookies(context);
    await open(page, '/login');
    await page.getByRole('link', { name: 'Log in with Facebook' }).click();
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Signing in with the provider was cancelled.').waitFor();

    await page.getByRole('link', { name: 'Log in with Facebook' }).click();
    await continueAtProvider(page, 'Petra Plants');
    expect(where(page)).toBe('/');
    expect(await tokenScope(context)).toBe('user');
    await context.close();
  });
});
