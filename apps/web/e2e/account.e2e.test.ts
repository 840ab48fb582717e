/**
 * Accounts end to end on the sandbox: signup, verification through the outbox, logout, login back to
 * the remembered page (path, search and hash), password reset through the outbox, password change,
 * email change and profile picture upload.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { linkFromOutbox } from './outbox';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PASSWORD = 'monstera-albo-2024';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let counter = 0;
function identity() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { email: `e2e-${tag}@example.com`, username: `e2e${tag}`.slice(0, 20) };
}

/** Path and search of an emailed link (its host is the sandbox's idea of the site). */
function localPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Opens a page and waits until its scripts have loaded (the forms are hydrated). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function signUp(page: Page, who: { email: string; username: string }) {
  await open(page, '/signup');
  await page.locator('input[name=email]').fill(who.email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Fern');
  await page.getByLabel('Username').fill(who.username);
  await page.locator('#signup-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Please check your inbox to verify your email').waitFor();
  expect(new URL(page.url()).pathname).toBe('/confirm');
}

async function verifyThroughOutbox(page: Page, email: string) {
  const link = await linkFromOutbox(inject('sandboxIndexUrl'), email, '/verify-email');
  await open(page, localPath(link));
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await page.getByText('Your email address is now verified').waitFor();
}

/** Logs out with a CSRF-checked POST to /logout, as the top bar's button does. */
async function logOut(page: Page) {
  await open(page, '/account/change-password');
  await page.evaluate(() => {
    const token = document.querySelector<HTMLInputElement>('input[name=_csrf]')?.value ?? '';
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/logout';
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = '_csrf';
    input.value = token;
    form.append(input);
    document.body.append(form);
    form.submit();
  });
  await page.waitForURL((url) => url.pathname === '/');
}

async function logIn(page: Page, email: string, password: string) {
  await page.locator('input[name=email]').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('accounts', () => {
  it('signs up, verifies through the outbox, logs out, and logs in back to the remembered page with search and hash', async () => {
    const { context, page } = await newPage(browser, inject('siteUrl'));
    const who = identity();
    await signUp(page, who);
    await verifyThroughOutbox(page, who.email);
    await logOut(page);
    await open(page, '/favorites?sort=new#plants');
    expect(new URL(page.url()).pathname).toBe('/login');
    await logIn(page, who.email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/favorites');
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/favorites?sort=new#plants');
    await context.close();
  });

  it('renders /signup and hydrates it without console errors or hydration warnings (country names from one list)', async () => {
    const { context, page } = await newPage(browser, inject('siteUrl'));
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' || /hydrat|did not match|Minified React error/i.test(m.text())) problems.push(m.text());
    });
    expect((await page.goto('/signup'))?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#signup-country option[value="HK"]').textContent()).toBe('Hong Kong');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('tells a visitor that a username is taken before the form is sent', async () => {
    const first = await newPage(browser, inject('siteUrl'));
    const who = identity();
    await signUp(first.page, who);
    await first.context.close();
    const { context, page } = await newPage(browser, inject('siteUrl'));
    await open(page, '/signup');
    await page.locator('#signup-username').fill(who.username.toUpperCase());
    await page.locator('#signup-first-name').focus();
    await page.getByText('An account with this username already exists. Please try another.').first().waitFor();
    await context.close();
  });

  it('checks the signup form in the browser with the shared schema, sending nothing while it is invalid', async () => {
    const { context, page } = await newPage(browser, inject('siteUrl'));
    await open(page, '/signup');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.locator('input[name=email]').fill('not-an-email');
    await page.locator('#signup-username').fill('ab');
    await page.locator('#signup-password').fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('A valid email address is required.').waitFor();
    await page.getByText('Username must be at least 3 characters long.').waitFor();
    await page.getByText('Password must be at least 8 characters long.').waitFor();
    await page.getByText('First name is required.').waitFor();
    expect(posts).toEqual([]);
    // the terms of service open in a modal from the form; the sandbox offers the social network (its local
    // OpenID Connect provider) and not the search-engine account, which has no client id there
    await page.getByRole('button', { name: 'Terms of Service' }).click();
    await page.getByRole('dialog', { name: 'Terms of Service' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Terms of Service' }).waitFor({ state: 'hidden' });
    expect(await page.getByText(/with Google/).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign up with Facebook' }).count()).toBe(1);
    await context.close();
  });

  it('shows the spec text for a wrong password', async () => {
    const { context, page } = await newPage(browser, inject('siteUrl'));
    await open(page, '/login');
    await logIn(page, 'nobody-e2e@example.com', 'not-the-password');
    await page.getByText('The email and password you entered did not match our records. Please double-check and try again.').waitFor();
    await context.close();
  });

  it('resets a forgotten password through the outbox', async () => {
    const { context, page } = await newPage(browser, inject('siteUrl'));
    const who = identity();
    await signUp(page, who);
    await verifyThroughOutbox(page, who.email);
    await logOut(page);
    await open(page, '/recover-password');
    await page.locator('input[name=email]').fill(who.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your inbox').waitFor();
    const link = await linkFromOutbox(inject('sandboxIndexUrl'), who.email, '/reset-password');
    await open(page, localPath(link));
    await page.locator('#reset-new-password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset.').waitFor();
    await open(page, '/login');
    await logIn(page, who.email, 'a-brand-new-password');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('changes the password (wrong current password first) and the email', async () => {
    const { context, page } = await newPage(browser, inject('siteUrl'));
    const who = identity();
    await signUp(page, who);
    await open(page, '/account/change-password');
    await page.locator('#change-new-password').fill('another-password-1');
    await page.locator('#change-current-password').fill('wrong-password-0');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Please double-check your current password').first().waitFor();
    await page.locator('#change-current-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    await open(page, '/account/contact-details');
    const moved = `moved-${who.email}`;
    await page.locator('#contact-email').fill(moved);
    await page.locator('#contact-current-password').fill('another-password-1');
    await page.locator('#contact-phone').fill('555 123 4567');
    await page.getByRole('button', { name: 'Save contact details' }).click();
    await page.getByText(`Your email address is now ${moved}.`).waitFor();
    await page.reload();
    await expect(page.locator('#contact-email').inputValue()).resolves.toBe(moved);
    await expect(page.locator('#contact-phone').inputValue()).resolves.toBe('555 123 4567');
    await context.close();
  });

  it('uploads a profile picture with a progress bar and refuses a file of the wrong type', async () => {
    const { context, page } = await newPage(browser, inject('siteUrl'));
    const who = identity();
    await signUp(page, who);
    await open(page, '/profile-settings');
    const input = page.locator('#profile-image-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Only JPG, GIF and PNG images are allowed.').waitFor();
    // hold the server's answer a moment so the progress bar can be seen while the upload is under way
    await page.route('**/api/profile-image', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.locator('#profile-image-progress').waitFor();
    await page.getByText('Your profile picture has been updated.').waitFor();
    expect(await page.locator('#profile-image-progress').count()).toBe(0);
    await expect(page.getByAltText('Your profile picture').isVisible()).resolves.toBe(true);
    await context.close();
  });
});
