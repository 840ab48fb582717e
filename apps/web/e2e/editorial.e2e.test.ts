/**
 * Editorial pages end to end on the seeded sandbox (Strapi twin content), in Chromium: the article
 * list with read more (with and without JavaScript), an article recording a view per page view,
 * share links, newsletter and sign-up popup, a category page, a static page, 404, and the home
 * hero slider's keyboard controls. EDITORIAL_SHOTS=<dir> also saves screenshots at 1280 and 375 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, newPage } from './browser';

let browser: Browser;
const shots = process.env['EDITORIAL_SHOTS'] ?? '';

beforeAll(async () => {
  browser = await launchBrowser();
  if (shots) mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, options: { viewport?: typeof DESKTOP; javaScript?: boolean } = {}): Promise<Page> {
  const context = options.javaScript === false
    ? await browser.newContext({ baseURL: inject('siteUrl'), viewport: options.viewport ?? DESKTOP, javaScriptEnabled: false })
    : (await newPage(browser, inject('siteUrl'), options.viewport ?? DESKTOP)).context;
  const page = context.pages()[0] ?? (await context.newPage());
  // The cookie notice would cover the page bottom; accept it up front.
  await context.addCookies([{ name: 'euCookiesAccepted', value: '1', url: inject('siteUrl') }]);
  await page.goto(path);
  return page;
}

async function shot(page: Page, name: string) {
  if (!shots) return;
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
  await page.screenshot({ path: join(shots, `${name}-fold.png`) });
}

describe('articles list /editorials', () => {
  it('shows 14 cards, the first large, and read more appends the next page', async () => {
    const page = await open('/editorials');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Articles');
    expect(await page.locator('.ed-grid > li').count()).toBe(14);
    expect(await page.locator('.ed-card--large').count()).toBe(1);
    await shot(page, 'editorials-1280');
    await page.locator('main[data-hydrated], body').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Read more' }).click();
    await page.waitForURL(/\?page=2$/);
    await expect.poll(() => page.locator('.ed-grid > li').count(), { timeout: 10000 }).toBe(28);
    await page.context().close();
  });

  it('read more works without JavaScript', async () => {
    const page = await open('/editorials', { javaScript: false });
    await page.getByRole('link', { name: 'Read more' }).click();
    await page.waitForURL(/\?page=2$/);
    expect(await page.locator('.ed-grid > li').count()).toBe(28);
    await page.context().close();
  });

  it('the author filter lists one author', async () => {
    const page = await open('/editorials?author=maya-okafor');
    expect(await page.locator('h1').first().textContent()).toBe('Articles by Maya Okafor');
    const authors = await page.locator('.ed-card-author').allTextContents();
    expect(authors.length).toBeGreaterThan(0);
    expect(new Set(authors)).toEqual(new Set(['Maya Okafor']));
    await page.context().close();
  });

  it('mobile layout', async () => {
    const page = await open('/editorials', { viewport: MOBILE });
    await shot(page, 'editorials-375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('article page', () => {
  it('records one view per page view', async () => {
    const page = await open('/monstera-albo-care');
    const views = async () => Number(await page.locator('.ed-article-views').getAttribute('data-views'));
    const first = await views();
    expect(first).toBeGreaterThan(0);
    await page.reload();
    expect(await views()).toBe(first + 1);
    await page.context().close();
  });

  it('has the title, five share links, category chips linking to categories, SEO tags', async () => {
    const page = await open('/monstera-albo-care');
    expect(await page.locator('h1').textContent()).toBe("Caring for Monstera 'Albo Borsigiana' without browning");
    expect(await page.locator('.ed-share a').count()).toBe(5);
    // Link previews get an absolute address of the site's image service, and it answers with the picture.
    const ogImage = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
    expect(ogImage).toBe(`${inject('siteUrl')}${new URL(ogImage).pathname}`);
    expect(new URL(ogImage).pathname).toMatch(/^\/media\/uploads\/[\w.-]+\.(jpe?g|png)$/);
    const preview = await fetch(ogImage, { headers: { accept: '*/*' } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
    expect(await page.title()).toBe("Caring for Monstera 'Albo Borsigiana' without browning · Variegata");
    await shot(page, 'article-1280');
    await page.locator('.ed-article-header .ed-chip', { hasText: 'Plant Care' }).click();
    await page.waitForURL(/\/plant-care$/);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Plant Care');
    await page.context().close();
  });

  it('subscribes to the newsletter with the spec texts', async () => {
    const page = await open('/monstera-albo-care');
    await page.locator('main[data-hydrated]').waitFor();
    // Reaching the newsletter scrolls past half the article: the sign-up popup comes first.
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.6));
    await page.getByRole('dialog', { name: 'Join Variegata' }).getByRole('button', { name: 'Maybe later' }).click();
    const block = page.locator('.ed-article .ed-newsletter');
    await block.getByLabel('Email address').fill('reader@example.com');
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => block.locator('[role="status"]').textContent()).toBe("You've successfully subscribed to our newsletter!");
    await page.context().close();
  });

  it('opens the sign-up popup after scrolling half the page (anonymous), and it can be dismissed', async () => {
    const page = await open('/monstera-albo-care');
    await page.locator('main[data-hydrated]').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.6));
    const dialog = page.getByRole('dialog', { name: 'Join Variegata' });
    await dialog.waitFor();
    await shot(page, 'article-popup-1280');
    await dialog.getByRole('button', { name: 'Maybe later' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('signs up from the popup without name fields and stays on the article, signed in', async () => {
    const page = await open('/how-auctions-work');
    await page.locator('main[data-hydrated]').waitFor();
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.6));
    const dialog = page.getByRole('dialog', { name: 'Join Variegata' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('First name').count()).toBe(0);
    const tag = Date.now().toString(36).slice(-6);
    await dialog.getByLabel('Email').fill(`reader${tag}@example.com`);
    await dialog.getByLabel('Username').fill(`reader${tag}`);
    await dialog.getByLabel('Password').fill('monstera-albo-2024');
    await dialog.getByRole('button', { name: 'Sign up for free' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Log in' }).count(), { timeout: 15000 }).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/how-auctions-work');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('opens the sign-up popup on a sidebar post click', async () => {
    const page = await open('/monstera-albo-care');
    await page.locator('main[data-hydrated]').waitFor();
    await page.locator('.ed-sidebar .ed-post').first().click();
    await page.getByRole('dialog', { name: 'Join Variegata' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/monstera-albo-care');
    await page.context().close();
  });

  it('mobile layout', async () => {
    const page = await open('/monstera-albo-care', { viewport: MOBILE });
    await shot(page, 'article-375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});

describe('category, static and missing pages', () => {
  it('a category page lists its articles', async () => {
    const page = await open('/shipping');
    expect(await page.locator('h1').first().textContent()).toBe('Shipping & Packing');
    expect(await page.locator('.ed-grid > li').count()).toBeGreaterThan(2);
    await shot(page, 'category-1280');
    await page.context().close();
  });

  it('the terms page renders markdown with the latest and trending sidebar', async () => {
    const page = await open('/terms');
    expect(await page.locator('h1').textContent()).toBe('Terms of Service');
    expect(await page.locator('.prose em').first().textContent()).toBe('Last updated July 1st 2021.');
    expect(await page.locator('.prose h2').count()).toBeGreaterThan(1);
    expect(await page.locator('#ed-latest').textContent()).toBe('Latest posts');
    expect(await page.locator('#ed-trending').textContent()).toBe('Trending');
    await shot(page, 'terms-1280');
    await page.setViewportSize(MOBILE);
    await shot(page, 'terms-375');
    await page.context().close();
  });

  it('an unknown slug is the 404 page', async () => {
    const context = await browser.newContext({ baseURL: inject('siteUrl') });
    const page = await context.newPage();
    const response = await page.goto('/no-such-article-here');
    expect(response?.status()).toBe(404);
    await context.close();
  });
});

describe('home page images', () => {
  it("come from the site, as AVIF once converted (Chromium names AVIF in its Accept header)", async () => {
    const pictures = async () => {
      // A new browser each time (nothing cached), as a new visitor.
      const { context, page } = await newPage(browser, inject('siteUrl'), MOBILE);
      const types = new Map<string, string>();
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/media/uploads/')) types.set(new URL(response.url()).pathname, response.headers()['content-type'] ?? '');
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await context.close();
      return types;
    };
    const first = await pictures();
    expect(first.size).toBeGreaterThan(0);
    await expect.poll(async () => {
      const types = [...(await pictures()).values()];
      return types.length > 0 && types.every((type) => type === 'image/avif');
    }, { timeout: 30_000, interval: 500 }).toBe(true);
    const later = await pictures();
    expect([...later.keys()].sort()).toEqual([...first.keys()].sort());
  });

  it("on a phone, the CTA's cover, the newsletter's and the features' images load the content service's size that fits their box", async () => {
    const page = await open('/', { viewport: { width: 375, height: 800 } });
    const newsletter = page.locator('.ed-newsletter-image').first();
    await newsletter.scrollIntoViewIfNeeded();
    await expect.poll(() => newsletter.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== '')).toBe(true);
    // 375 px wide at 1x: the 500 px variant, not the 750 px one the block used to load on every screen.
    expect(await newsletter.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/uploads\/small_/);
    const feature = page.locator('.ed-feature img').first();
    await feature.scrollIntoViewIfNeeded();
    await expect.poll(() => feature.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== '')).toBe(true);
    expect(await feature.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/uploads\/thumbnail_/);
    // The cover was a CSS background of the 1,600 px original on every screen.
    const cover = page.locator('.ed-cta-cover');
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== '')).toBe(true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/uploads\/small_/);
    await page.context().close();
  });
});

describe('home hero slider', () => {
  it('is driven by the keyboard: arrow keys, Home and End on the tabs, previous/next buttons', async () => {
    const page = await open('/');
    const hero = page.locator('.ed-hero[data-hydrated]');
    await hero.waitFor();
    await shot(page, 'home-1280');
    const tabs = hero.getByRole('tab');
    expect(await tabs.count()).toBe(4);
    const selected = async () => (await tabs.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-selected') === 'true')));
    const visibleTitle = () => hero.locator('.ed-hero-slide:not([hidden]) .ed-hero-title').textContent();
    expect(await selected()).toBe(0);
    await tabs.nth(0).focus();
    expect(await hero.getAttribute('data-paused')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe(1);
    expect(await visibleTitle()).toBe('Pack a plant so it arrives happy');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Slide 2 of 4/);
    await page.keyboard.press('End');
    expect(await selected()).toBe(3);
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe(0);
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toBe(3);
    await page.keyboard.press('Home');
    expect(await selected()).toBe(0);
    await hero.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    expect(await selected()).toBe(1);
    await hero.getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await selected()).toBe(3);
    expect(await visibleTitle()).toBe('Become a member');
    await page.context().close();
  });

  it('shows the first slide at once (no fade while the page loads) and fades in a slide it moves to', async () => {
    const page = await open('/');
    const hero = page.locator('.ed-hero[data-hydrated]');
    await hero.waitFor();
    const fades = () => page.evaluate(() => document.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'ed-fade' && (a.effect as KeyframeEffect | null)?.target?.closest('.ed-hero')).length);
    expect(await fades()).toBe(0);
    // The first slide's image is the page's main image: fetched ahead of the others.
    expect(await hero.locator('.ed-hero-slide').nth(0).locator('img').getAttribute('fetchpriority')).toBe('high');
    expect(await hero.locator('.ed-hero-slide').nth(1).locator('img').getAttribute('fetchpriority')).toBeNull();
    expect(await hero.locator('.ed-hero-slide.is-active').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await hero.getByRole('button', { name: 'Next slide' }).click();
    expect(await hero.locator('.ed-hero-slide.is-active').evaluate((el) => getComputedStyle(el).animationName)).toBe('ed-fade');
    await page.context().close();
  });

  it('pauses while hovered and for readers who prefer reduced motion', async () => {
    const page = await open('/');
    const hero = page.locator('.ed-hero[data-hydrated]');
    await hero.waitFor();
    await page.mouse.move(5, 890);
    expect(await hero.getAttribute('data-paused')).toBe('false');
    await hero.hover();
    expect(await hero.getAttribute('data-paused')).toBe('true');
    await page.context().close();
    const reduced = await browser.newContext({ baseURL: inject('siteUrl'), viewport: DESKTOP, reducedMotion: 'reduce' });
    const still = await reduced.newPage();
    await still.goto('/');
    await still.mouse.move(5, 890);
    expect(await still.locator('.ed-hero[data-hydrated]').getAttribute('data-paused')).toBe('true');
    await reduced.close();
  });

  it('advances on its own after 10 seconds when not hovered or focused', async () => {
    const page = await open('/');
    const hero = page.locator('.ed-hero[data-hydrated]');
    await hero.waitFor();
    await page.mouse.move(5, 890);
    const selected = () => hero.getByRole('tab', { selected: true }).getAttribute('aria-label');
    expect(await selected()).toMatch(/^Slide 1 of 4/);
    await page.waitForTimeout(9000);
    expect(await selected()).toMatch(/^Slide 1 of 4/);
    await expect.poll(selected, { timeout: 4000, interval: 250 }).toMatch(/^Slide 2 of 4/);
    await page.context().close();
  });

  it('a slide with a long description grows the hero: its link stays clear of the slide controls', async () => {
    const page = await open('/', { viewport: { width: 1280, height: 800 } });
    const hero = page.locator('.ed-hero');
    await hero.waitFor();
    const link = (await hero.locator('.ed-hero-slide:not([hidden]) .ed-hero-link').boundingBox())!;
    const controls = (await hero.locator('.ed-hero-controls').boundingBox())!;
    expect(link.y + link.height).toBeLessThanOrEqual(controls.y);
    // Moving to another slide keeps the hero's height: nothing below it moves.
    const height = (await hero.boundingBox())!.height;
    await hero.getByRole('button', { name: 'Next slide' }).click();
    expect((await hero.boundingBox())!.height).toBe(height);
    await page.context().close();
  });

  it('mobile layout', async () => {
    const page = await open('/', { viewport: MOBILE });
    await page.locator('.ed-hero').waitFor();
    await shot(page, 'home-375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
