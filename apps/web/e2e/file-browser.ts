/**
 * One Chromium per test file: `const chromium = browserPerFile()` at the top of a file launches it
 * before the file's tests and closes it after them.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage } from './browser';

export interface FileBrowser {
  /** The file's Chromium (there while its tests run). */
  readonly browser: Browser;
  /** A new context (its own cookies) and page on the site under test. */
  sitePage(viewport?: typeof DESKTOP): Promise<{ context: BrowserContext; page: Page }>;
}

export function browserPerFile(): FileBrowser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  const file: FileBrowser = {
    get browser() {
      if (!launched) throw new Error('the browser is launched in beforeAll');
      return launched;
    },
    sitePage: (viewport = DESKTOP) => newPage(file.browser, inject('siteUrl'), viewport),
  };
  return file;
}
