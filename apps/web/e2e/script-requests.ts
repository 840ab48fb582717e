import type { Page } from 'playwright-core';

/** The names of the scripts the page requests from now on (file names without their hash), as they come. */
export function scriptNames(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (file.endsWith('.js')) names.add(file.replace(/-[\w-]{8}\.js$/, ''));
  });
  return names;
}

/** The code of the scripts the page receives from now on: `read()` waits for every body still coming. */
export function scriptTexts(page: Page): { read(): Promise<string[]> } {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const body = response.text();
    // A body arriving after the test's last read, as its page closes, is nobody's concern; one that
    // fails while read() waits for it fails read().
    body.catch(() => undefined);
    bodies.push(body);
  });
  return { read: () => Promise.all(bodies) };
}

/** The documents the page requests from now on: a navigation in the page requests none. */
export function documentRequests(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  return documents;
}

/** Holds every request for `url` until the returned `release` is called (code that is slow to come). */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
