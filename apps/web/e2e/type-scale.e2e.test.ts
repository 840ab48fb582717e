/**
 * The type the first pages lay out on a phone. On Linux, Chromium's page thread asks the browser
 * process synchronously for every font size and weight it meets for the first time while laying out
 * (the font's render settings), and waits for the answer: each size and weight of the type scale
 * costs a round trip in the first paint. So the landing, search and listing pages keep to a few
 * sizes and weights of the scale, form controls use the page's font (not the browser's own Arial),
 * and text that is only there for screen readers uses the body's type.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { listingWhere } from './listing-helpers';

const PHONE = { width: 412, height: 823 };
let browser: Browser;
let site: string;

beforeAll(async () => {
  browser = await launchBrowser();
  site = inject('siteUrl');
});
afterAll(async () => {
  await browser?.close();
});

interface TextStyle {
  /** "size weight family" of laid-out text. */
  style: string;
  /** What carries it (tag and class), for a failing test's message. */
  where: string;
}

/** Every font size, weight and first family of the text the page lays out (hidden text included; skipped content-visibility subtrees and display: none not). */
function laidOutTextStyles(page: Page): Promise<TextStyle[]> {
  return page.evaluate(() => {
    // Elements that carry text, and form controls (laid out in their own font even without text).
    const carriers = new Set<Element>(document.querySelectorAll('select, input:not([type=hidden]), button'));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && node.textContent?.trim() && !node.parentElement.closest('script, style, template')) carriers.add(node.parentElement);
    }
    return [...carriers]
      .filter((element) => element.getClientRects().length && element.checkVisibility({ contentVisibilityAuto: true }))
      .map((element) => ({ element, computed: getComputedStyle(element) }))
      .filter(({ computed }) => computed.fontSize !== '0px')
      .map(({ element, computed }) => ({ style: `${computed.fontSize} ${computed.fontWeight} ${computed.fontFamily.split(',')[0]}`, where: `${element.tagName.toLowerCase()}.${element.className}` }));
  });
}

async function stylesOf(path: string): Promise<{ styles: Map<string, string[]>; bodyFamily: string }> {
  const { context, page } = await newPage(browser, site, PHONE);
  try {
    await page.goto(path, { waitUntil: 'load' });
    const bodyFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]!);
    const styles = new Map<string, string[]>();
    for (const { style, where } of await laidOutTextStyles(page)) styles.set(style, [...(styles.get(style) ?? []), where]);
    return { styles, bodyFamily };
  } finally {
    await context.close();
  }
}

const describeStyles = (styles: Map<string, string[]>) => [...styles].map(([style, where]) => `${style}: ${[...new Set(where)].slice(0, 3).join(', ')}`).join('\n');

describe('type on the first pages (phone)', () => {
  const pages: [string, () => Promise<string>][] = [
    ['landing', async () => '/'],
    ['search', async () => '/marketplace'],
    ['fixed-price listing', () => listingWhere(site, 'pub_type=sell', () => true, 'a fixed-price listing')],
    ['auction listing', () => listingWhere(site, 'pub_type=auction', () => true, 'an auction')],
  ];
  for (const [name, path] of pages) {
    it(`${name}: at most 11 sizes and weights, all in the page's fonts`, async () => {
      const { styles, bodyFamily } = await stylesOf(await path());
      const families = new Set([...styles.keys()].map((style) => style.split(' ').slice(2).join(' ')));
      // The body's family, and on editorial sections the serif of headings; never the browser's default for controls.
      for (const family of families) expect([bodyFamily, '"Iowan Old Style"'], describeStyles(styles)).toContain(family);
      expect(styles.size, describeStyles(styles)).toBeLessThanOrEqual(11);
    });
  }

  it('text only for screen readers uses the body type, whatever element carries it', async () => {
    const { context, page } = await newPage(browser, site, PHONE);
    try {
      await page.goto('/', { waitUntil: 'load' });
      const hidden = await page.evaluate(() =>
        [...document.querySelectorAll('.vg-visually-hidden')].map((element) => {
          const computed = getComputedStyle(element);
          return `${element.tagName.toLowerCase()} ${computed.fontSize} ${computed.fontWeight}`;
        }),
      );
      // The landing page's h1 is for screen readers only.
      expect(hidden.some((style) => style.startsWith('h1 '))).toBe(true);
      for (const style of hidden) expect(style).toMatch(/ 16px 400$/);
    } finally {
      await context.close();
    }
  });
});
