/** The article sign-up popup's form (spec 1 §5): names hidden, username as first and last name, signedUpFrom 'ArticlePage'. */
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import type { RunningTwin } from '@variegata/twin-strapi/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, newSignup, startSandbox } from '../account/harness';
import { startEditorialTwin } from './harness';

let marketplaceTwin: RunningMarketplaceTwin;
let strapiTwin: RunningTwin;
let slugRoute: typeof import('~/routes/$slug');
let marketplace: typeof import('~/server/marketplace.server');
let texts: typeof import('~/account/texts');

beforeAll(async () => {
  marketplaceTwin = await startSandbox();
  strapiTwin = await startEditorialTwin();
  slugRoute = await import('~/routes/$slug');
  marketplace = await import('~/server/marketplace.server');
  texts = await import('~/account/texts');
});
afterAll(async () => {
  await marketplaceTwin.close();
  await strapiTwin.close();
});

function articleSignup(overrides: Record<string, string> = {}): Record<string, string> {
  const { email, username, password } = newSignup();
  return { intent: 'article-signup', email: email!, username: username!, password: password!, ...overrides };
}

const post = (browser: Browser, fields: Record<string, string>, options: { csrf?: boolean } = {}) =>
  browser.post(slugRoute.action as never, '/monstera-albo-care', fields, { params: { slug: 'monstera-albo-care' }, ...options });

describe('article sign-up popup form', () => {
  it('creates the user with the username as both names and signedUpFrom ArticlePage, signs in and returns to the article', async () => {
    const browser = new Browser();
    const fields = articleSignup({ hasAcceptedNewsletter: 'true' });
    const answer = await post(browser, fields);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/monstera-albo-care');
    const user = await marketplace.currentUser(browser.context());
    expect(user?.email).toBe(fields['email']);
    expect(user?.profile).toMatchObject({
      firstName: fields['username'],
      lastName: fields['username'],
      protectedData: { country: 'US', hasAcceptedNewsletter: true, signedUpFrom: 'ArticlePage' },
    });
  });

  it('ignores names and signedUpFrom sent by the form', async () => {
    const browser = new Browser();
    const fields = articleSignup({ firstName: 'Sneaky', lastName: 'Names', signedUpFrom: 'AuthPage' });
    expect((await post(browser, fields)).status).toBe(302);
    const user = await marketplace.currentUser(browser.context());
    expect(user?.profile.firstName).toBe(fields['username']);
    expect(user?.profile.protectedData['signedUpFrom']).toBe('ArticlePage');
  });

  it('validates with the shared schema and answers a taken email with the spec text', async () => {
    const bad = await post(new Browser(), articleSignup({ email: 'nope', password: 'short' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.fieldErrors)).toEqual(expect.arrayContaining(['email', 'password']));
    const first = articleSignup();
    expect((await post(new Browser(), first)).status).toBe(302);
    const again = await post(new Browser(), articleSignup({ email: first['email']! }));
    expect(again.status).toBe(409);
    expect(again.data.formError).toBe(texts.SIGNUP_EMAIL_TAKEN_TEXT);
  });

  it("refuses a post without this browser's CSRF token", async () => {
    const answer = await post(new Browser(), articleSignup(), { csrf: false });
    expect(answer.status).toBe(403);
  });
});
