import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { Browser, newSignup, outboxToken, startSandbox } from './harness';

const FORUM = 'https://forum.example.test';
const SECRET = 'discourse-connect-test-secret';

let twin: RunningMarketplaceTwin;
let signup: typeof import('~/routes/signup');
let login: typeof import('~/routes/login');
let verify: typeof import('~/routes/verify-email');
let unused: typeof import('~/routes/api.unused-username-discourse');
let update: typeof import('~/routes/api.update-username');
let byUsername: typeof import('~/routes/api.get-user-by-username');
let newsletter: typeof import('~/routes/api.newsletter');
let discourse: typeof import('~/routes/api.login-discourse');
let fees: typeof import('~/routes/api.fees');

beforeAll(async () => {
  // A forum and a Google client are configured here (its username check cannot be reached offline, so the marketplace decides).
  twin = await startSandbox({ DISCOURSE_URL: FORUM, DISCOURSE_SSO_SECRET: SECRET, GOOGLE_CLIENT_ID: 'google-client-id.apps.example', GOOGLE_CLIENT_SECRET: 'google-client-secret' });
  signup = await import('~/routes/signup');
  login = await import('~/routes/login');
  verify = await import('~/routes/verify-email');
  unused = await import('~/routes/api.unused-username-discourse');
  update = await import('~/routes/api.update-username');
  byUsername = await import('~/routes/api.get-user-by-username');
  newsletter = await import('~/routes/api.newsletter');
  discourse = await import('~/routes/api.login-discourse');
  fees = await import('~/routes/api.fees');
});
afterAll(async () => twin?.close());

function forumRequest(nonce: string, secret = SECRET) {
  const sso = Buffer.from(`nonce=${nonce}&return_sso_url=${encodeURIComponent(`${FORUM}/session/sso_login`)}`).toString('base64');
  return { sso, sig: createHmac('sha256', secret).update(sso).digest('hex') };
}

function decodeAnswer(url: string) {
  const target = new URL(url);
  const sso = target.searchParams.get('sso')!;
  return {
    target,
    signedCorrectly: createHmac('sha256', SECRET).update(sso).digest('hex') === target.searchParams.get('sig'),
    payload: new URLSearchParams(Buffer.from(sso, 'base64').toString('utf8')),
  };
}

async function member() {
  const browser = new Browser();
  const fields = newSignup();
  await browser.post(signup.action, '/signup', fields);
  return { browser, fields };
}

describe('usernames', () => {
  it('unused-username answers true for a free name, false for a taken one (any case) and 400 for a malformed one', async () => {
    const { fields } = await member();
    const visitor = new Browser();
    expect((await visitor.postJson(unused.action, '/api/unused-username-discourse', { username: 'nobody.has.this' })).data).toEqual({ data: true });
    expect((await visitor.postJson(unused.action, '/api/unused-username-discourse', { username: fields['username']!.toUpperCase() })).data).toEqual({ data: false });
    const bad = await visitor.postJson(unused.action, '/api/unused-username-discourse', { username: 'ends-with-' });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toBe('Username must end with a letter or a digit.');
    expect((await visitor.postJson(unused.action, '/api/unused-username-discourse', { username: 'x1y2z3' }, { csrf: false })).status).toBe(403);
  });

  it('update-username needs a login, refuses a taken name with 409, and is then found by get-user-by-username', async () => {
    const first = await member();
    const { browser } = await member();
    expect((await new Browser().postJson(update.action, '/api/update-username', { username: 'fresh.name' })).status).toBe(401);
    const taken = await browser.postJson(update.action, '/api/update-username', { username: first.fields['username']! });
    expect(taken.status).toBe(409);
    expect(taken.data.error).toBe('An account with this username already exists. Please try another.');
    const ok = await browser.postJson(update.action, '/api/update-username', { username: 'fresh.name' });
    expect(ok.data).toEqual({ data: { username: 'fresh.name' } });
    const found = await new Browser().postJson(byUsername.action, '/api/get-user-by-username', { username: 'Fresh.Name' });
    expect(found.data.data).toMatchObject({ username: 'fresh.name', banned: false, deleted: false });
    expect(found.data.data).not.toHaveProperty('email');
    expect((await new Browser().postJson(byUsername.action, '/api/get-user-by-username', { username: 'no.such.user' })).status).toBe(404);
  });
});

describe('newsletter and fees', () => {
  it('subscribes a valid email with the spec success text and refuses an invalid one with the error text', async () => {
    const ok = await new Browser().postJson(newsletter.action, '/api/newsletter', { email: 'reader@example.com', firstName: 'Rea', lastName: 'Der' });
    expect(ok.data).toEqual({ data: { subscribed: true, message: "You've successfully subscribed to our newsletter!" } });
    const bad = await new Browser().postJson(newsletter.action, '/api/newsletter', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toBe('Something went wrong. Please try again later.');
  });

  it('serves the fee table', async () => {
    const answer = await new Browser().get(fees.loader, '/api/fees');
    expect(answer.data).toEqual({ data: { customerCommissionPercentage: 5, providerCommissionPercentage: 10 } });
  });
});

describe('social sign-in', () => {
  it('offers only the providers that are configured', async () => {
    expect((await new Browser().get(login.loader, '/login')).data.social).toEqual({ google: true, facebook: false });
  });
});

describe('forum single sign-on (DiscourseConnect)', () => {
  it('login-discourse signs a payload with the nonce, id, email and username; refuses a bad signature and a logged-out visitor', async () => {
    const { browser, fields } = await member();
    const request = forumRequest('nonce-123');
    const answer = await browser.postJson(discourse.action, '/api/login-discourse', request);
    expect(answer.status).toBe(200);
    const { target, signedCorrectly, payload } = decodeAnswer(answer.data.data);
    expect(`${target.origin}${target.pathname}`).toBe(`${FORUM}/session/sso_login`);
    expect(signedCorrectly).toBe(true);
    expect(payload.get('nonce')).toBe('nonce-123');
    expect(payload.get('email')).toBe(fields['email']);
    expect(payload.get('username')).toBe(fields['username']);
    expect(payload.get('external_id')).toMatch(/^[0-9a-f-]{36}$/);
    // unverified email: the forum must confirm it itself
    expect(payload.get('require_activation')).toBe('true');
    const forged = await browser.postJson(discourse.action, '/api/login-discourse', forumRequest('nonce-123', 'wrong-secret'));
    expect(forged.status).toBe(400);
    expect((await new Browser().postJson(discourse.action, '/api/login-discourse', request)).status).toBe(401);
  });

  it('the login page sends a logged-in user with sso and sig straight to the forum, and logging in with them does too', async () => {
    const { browser, fields } = await member();
    await browser.post(verify.action, '/verify-email', { intent: 'verify', verificationToken: outboxToken(twin, fields['email']!, 'verify-email') });
    const { sso, sig } = forumRequest('abc');
    const query = `?sso=${encodeURIComponent(sso)}&sig=${sig}`;
    const page = await browser.get(login.loader, `/login${query}`);
    const decoded = decodeAnswer(page.location!);
    expect(decoded.signedCorrectly).toBe(true);
    expect(decoded.payload.get('nonce')).toBe('abc');
    expect(decoded.payload.get('require_activation')).toBeNull();
    const visitor = new Browser();
    const loggedIn = await visitor.post(login.action, `/login${query}`, { intent: 'login', email: fields['email']!, password: fields['password']! });
    expect(decodeAnswer(loggedIn.location!).payload.get('external_id')).toBe(decoded.payload.get('external_id'));
    // a forged signature is ignored: the user just lands on the site
    const forged = await browser.get(login.loader, `/login?sso=${encodeURIComponent(sso)}&sig=${'0'.repeat(64)}`);
    expect(forged.location).toBe('/');
  });
});
