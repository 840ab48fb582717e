/**
 * Issue 11 item 6: input that used to answer 5xx answers 4xx (or is ignored) instead. Each case is
 * one of the probe's reproductions, against the real marketplace twin.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { Browser, newSignup, startSandbox } from '../account/harness';

let twin: RunningMarketplaceTwin;
let signup: typeof import('~/routes/signup');
let login: typeof import('~/routes/login');
let recover: typeof import('~/routes/recover-password');
let membership: typeof import('~/routes/membership');
let byUsername: typeof import('~/routes/api.get-user-by-username');
let listingImage: typeof import('~/routes/api.listing-image');
let profileImage: typeof import('~/routes/api.profile-image');
let limits: typeof import('~/server/rate-limit.server');

beforeAll(async () => {
  twin = await startSandbox();
  signup = await import('~/routes/signup');
  login = await import('~/routes/login');
  recover = await import('~/routes/recover-password');
  membership = await import('~/routes/membership');
  byUsername = await import('~/routes/api.get-user-by-username');
  listingImage = await import('~/routes/api.listing-image');
  profileImage = await import('~/routes/api.profile-image');
  limits = await import('~/server/rate-limit.server');
});
afterAll(async () => twin?.close());
beforeEach(() => limits.resetRateLimits());

async function member() {
  const browser = new Browser();
  const fields = newSignup();
  expect((await browser.post(signup.action, '/signup', fields)).status).toBe(302);
  return { browser, fields };
}

function upload(browser: Browser, path: string, file: File): Request {
  const body = new FormData();
  body.append('image', file);
  return new Request(`http://127.0.0.1:3000${path}`, { method: 'POST', body, headers: { 'x-csrf-token': browser.csrfToken } });
}

describe('bad input answers 4xx', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('/membership?error=%s shows no error (the name is not a known error)', async (name) => {
    const page = await new Browser().get(membership.loader as never, `/membership?error=${name}`);
    expect(page.status).toBe(200);
    expect(page.data.error).toBeNull();
  });

  it('/api/get-user-by-username with a 16,300-character name is a 400, not a failed search', async () => {
    const answer = await new Browser().postJson(byUsername.action as never, '/api/get-user-by-username', { username: 'a'.repeat(16_300) });
    expect(answer.status).toBe(400);
    expect(answer.data.data).toBeNull();
  });

  it('a file that claims to be a PNG but is not an image is 415 with the could-not-read text (listing and profile uploads)', async () => {
    const { browser } = await member();
    const fake = () => new File([new TextEncoder().encode('not an image at all, just text')], 'leaf.png', { type: 'image/png' });
    for (const path of ['/api/listing-image', '/api/profile-image']) {
      const route = path === '/api/listing-image' ? listingImage : profileImage;
      const answer = await browser.send(route.action as never, upload(browser, path, fake()));
      expect(answer.status, path).toBe(415);
      expect(answer.data.error, path).toBe('The image file could not be read. Please try another file.');
    }
  });

  it('/recover-password with "a@b" is a 400 on the email field', async () => {
    const answer = await new Browser().post(recover.action as never, '/recover-password', { email: 'a@b' });
    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors.email).toBeTruthy();
  });

  it('a login with a password over 64 KB is refused as wrong credentials (401), and counts as a failure', async () => {
    const { fields } = await member();
    const browser = new Browser();
    const answer = await browser.post(login.action as never, '/login', { intent: 'login', email: fields['email']!, password: 'p'.repeat(70_000) });
    expect(answer.status).toBe(401);
    expect(answer.data.formError).toBe('The email and password you entered did not match our records. Please double-check and try again.');
  });
});
