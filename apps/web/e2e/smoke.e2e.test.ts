import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the marketplace on the sandbox', () => {
  it('serves the landing page with a nonce-based CSP and no script errors', async () => {
    const { context, page } = await newPage(browser, inject('siteUrl'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves /favicon.ico as an icon, the one browsers ask for on every page', async () => {
    const response = await fetch(`${inject('siteUrl')}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  it('shows every twin running on the sandbox index', async () => {
    const status = (await (await fetch(`${inject('sandboxIndexUrl')}/status.json`)).json()) as { twins: { name: string; ok: boolean }[] };
    expect(status.twins.map((t) => t.name)).toEqual(['marketplace (Sharetribe)', 'Stripe', 'Shippo', 'Strapi', 'OpenID Connect provider (social sign-in)']);
    expect(status.twins.every((t) => t.ok)).toBe(true);
  });
});
