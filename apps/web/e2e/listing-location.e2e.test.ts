/**
 * A seller sets the listing's city and state, sees the pin on the local preview map, fine-tunes
 * it with a click and the arrow keys, publishes, and the listing page shows its map section.
 * Set E2E_SCREENSHOT_DIR to also save the location section at 1280 and 390 px.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { png } from '../test/support/png';
import { fillListingBasics, logInAt, ready } from './listing-helpers';
import { seriousViolations } from './axe';
import { browserPerFile } from './file-browser';

const chromium = browserPerFile();
const site = inject('siteUrl');




const pinOf = async (page: Page) => ({ lat: Number(await page.inputValue('input[name="lat"]')), lng: Number(await page.inputValue('input[name="lng"]')) });

describe('listing location', () => {
  it('city and state place a pin on the preview; a click and arrow keys fine-tune it; the published listing shows its map', async () => {
    const { context, page } = await chromium.sitePage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await logInAt(page, 'free.seller@variegata.test', '/l/new', true);

    await page.setInputFiles('#images-input', [{ name: 'leaf.png', mimeType: 'image/png', buffer: png(16) }]);
    await page.waitForSelector('input[type="hidden"][name="images"]', { state: 'attached' });
    await fillListingBasics(page, { title: 'E2E Anthurium with a map pin', genus: 'anthurium', species: 'warocqueanum', description: 'Queen anthurium, grown in Austin.', price: '95', stock: '1' });

    const section = page.locator('section[aria-labelledby="el-location"]');
    expect(await section.locator('.el-loc-pin').count()).toBe(0);
    await section.locator('text=No location yet').waitFor();
    await page.fill('#el-address', '500 Congress Ave');
    await page.fill('#el-city', 'Austin');
    await page.selectOption('#el-state', 'TX');
    await section.locator('.el-loc-pin').waitFor();
    await section.locator('text=The pin is in Austin, TX.').waitFor();
    expect(await pinOf(page)).toEqual({ lat: 30.27, lng: -97.74 });

    const svg = section.locator('.el-loc-svg');
    const box = (await svg.boundingBox())!;
    await svg.click({ position: { x: box.width * 0.6, y: box.height * 0.4 } });
    const clicked = await pinOf(page);
    expect(clicked.lng).toBeGreaterThan(-97.74);
    expect(clicked.lat).toBeGreaterThan(30.27);
    await section.locator('text=/^Pin at 30\\.\\d+° N, 97\\.\\d+° W/').waitFor();
    await section.locator('.el-loc-canvas').focus();
    await page.keyboard.press('ArrowDown');
    const nudged = await pinOf(page);
    expect(nudged.lat).toBeLessThan(clicked.lat);
    expect(nudged.lng).toBe(clicked.lng);

    expect(await seriousViolations(page, 'section[aria-labelledby="el-location"]')).toEqual([]);

    const shots = process.env['E2E_SCREENSHOT_DIR'];
    if (shots) {
      const accept = page.locator('button:text-is("Accept")');
      if (await accept.count()) await accept.first().click();
      for (const [width, height] of [[1280, 900], [390, 1100]] as const) {
        await page.setViewportSize({ width, height });
        await section.evaluate((el) => {
          el.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -90);
        });
        await section.screenshot({ path: join(shots, `location-${width}.png`) });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await Promise.all([page.waitForURL(/\?published=1$/), page.click('button:has-text("Publish listing")')]);
    const listingPath = new URL(page.url()).pathname;
    const map = page.locator('section.lp-map');
    await map.waitFor();
    expect(await map.locator('h2').textContent()).toBe('Location');
    expect(await map.textContent()).toContain('Austin, TX');
    expect(await map.locator('svg').count()).toBe(1);

    await page.goto(`${listingPath}/edit/onestep`);
    await ready(page);
    expect(await pinOf(page)).toEqual(nudged);
    expect(await page.inputValue('#el-city')).toBe('Austin');
    expect(await page.inputValue('#el-state')).toBe('TX');
    // The section hydrates when reached: a press made before it has is held and acts once it has.
    await page.click('button:has-text("Clear location")');
    await expect.poll(() => page.inputValue('input[name="lat"]')).toBe('');
    expect(await page.inputValue('#el-city')).toBe('');

    expect(errors).toEqual([]);
    expect(requests.filter((u) => !/^(https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:)/.test(u))).toEqual([]);
    await context.close();
  });
});
