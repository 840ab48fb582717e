import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { Browser, newSignup, outboxToken, startSandbox } from './harness';

let twin: RunningMarketplaceTwin;
let login: typeof import('~/routes/login');
let signup: typeof import('~/routes/signup');
let confirm: typeof import('~/routes/confirm');
let logout: typeof import('~/routes/logout');
let verify: typeof import('~/routes/verify-email');
let texts: typeof import('~/account/texts');
let limits: typeof import('~/server/rate-limit.server');
let marketplace: typeof import('~/server/marketplace.server');

beforeAll(async () => {
  twin = await startSandbox();
  login = await import('~/routes/login');
  signup = await import('~/routes/signup');
  confirm = await import('~/routes/confirm');
  logout = await import('~/routes/logout');
  verify = await import('~/routes/verify-email');
  texts = await import('~/account/texts');
  limits = await import('~/server/rate-limit.server');
  marketplace = await import('~/server/marketplace.server');
});
afterAll(async () => twin?.close());
beforeEach(() => limits.resetRateLimits());

function me(browser: Browser) {
  return marketplace.currentUser(browser.context());
}

describe('signup', () => {
  it('creates the user with names, protected data and metadata username, logs in, and sends an unverified user to the confirm notice', async () => {
    const browser = new Browser();
    const fields = newSignup({ hasAcceptedNewsletter: 'true' });
    const answer = await browser.post(signup.action, '/signup?from=%2Ffavorites%3Fpage%3D2', fields);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/confirm?from=%2Ffavorites%3Fpage%3D2');
    const user = await me(browser);
    expect(user?.email).toBe(fields['email']);
    expect(user?.emailVerified).toBe(false);
    expect(user?.profile).toMatchObject({
      firstName: 'Ada',
      lastName: 'Fern',
      protectedData: { country: 'US', hasAcceptedNewsletter: true, signedUpFrom: 'AuthPage' },
      metadata: { username: fields['username'] },
    });
    const { findSubscriber: newsletterSubscription } = await import('~/newsletter/store.server');
    expect(newsletterSubscription(fields['email']!)).toMatchObject({ email: fields['email'], firstName: 'Ada' });
    const page = await browser.get(confirm.loader, '/confirm?from=%2Ffavorites%3Fpage%3D2');
    expect(page.data).toMatchObject({ tab: 'confirm', from: '/favorites?page=2', verifyNotice: { email: fields['email'] } });
    // no social provider is configured in the sandbox: no social buttons
    expect((await new Browser().get(signup.loader, '/signup')).data.social).toEqual({ google: false, facebook: false });
    // the login page sends this logged-in, unverified user to the notice as well
    expect((await browser.get(login.loader, '/login')).location).toBe('/confirm');
  });

  it('does not subscribe to the newsletter when the box is not ticked', async () => {
    const browser = new Browser();
    const fields = newSignup();
    expect((await browser.post(signup.action, '/signup', fields)).status).toBe(302);
    const { findSubscriber: newsletterSubscription } = await import('~/newsletter/store.server');
    expect(newsletterSubscription(fields['email']!)).toBeUndefined();
    expect((await me(browser))?.profile.protectedData.hasAcceptedNewsletter).toBe(false);
  });

  it('refuses a taken email and a taken username (any case) with the spec texts', async () => {
    const first = newSignup();
    expect((await new Browser().post(signup.action, '/signup', first)).status).toBe(302);
    const sameEmail = await new Browser().post(signup.action, '/signup', newSignup({ email: first['email']! }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.data.formError).toBe('An account with this email address already exists. Try logging in instead.');
    const sameUsername = await new Browser().post(signup.action, '/signup', newSignup({ username: first['username']!.toUpperCase() }));
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.data.formError).toBe('An account with this username already exists. Please try another.');
    expect(sameUsername.data.values).not.toHaveProperty('password');
  });

  it('validates with the shared schema and never reaches the API with bad input', async () => {
    const answer = await new Browser().post(signup.action, '/signup', newSignup({ email: 'not-an-email', username: 'ab', password: 'short', firstName: ' ' }));
    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors).toMatchObject({
      email: 'A valid email address is required.',
      username: 'Username must be at least 3 characters long.',
      password: 'Password must be at least 8 characters long.',
      firstName: 'First name is required.',
    });
  });

  it('shows the generic signup failure text when the API refuses for another reason', async () => {
    const answer = await new Browser().post(signup.action, '/signup', newSignup({ firstName: 'x'.repeat(200) }));
    expect(answer.status).toBe(400);
    expect(answer.data.formError).toBe('Signup failed. Please make sure all the information you entered is correct and try again.');
  });
});

describe('login and logout', () => {
  async function verifiedUser() {
    const browser = new Browser();
    const fields = newSignup();
    await browser.post(signup.action, '/signup', fields);
    const token = outboxToken(twin, fields['email']!, 'verify-email');
    const verified = await browser.post(verify.action, '/verify-email', { intent: 'verify', verificationToken: token });
    expect(verified.status).toBe(200);
    expect(verified.data.success).toBeDefined();
    expect((await me(browser))?.emailVerified).toBe(true);
    return { browser, fields };
  }

  it('logs out, then logs in again and returns to the remembered page with its search and hash', async () => {
    const { browser, fields } = await verifiedUser();
    const out = await browser.post(logout.action, '/logout', {});
    expect(out.location).toBe('/');
    expect(await me(browser)).toBeNull();
    const answer = await browser.post(login.action, '/login?from=%2Ffavorites%3Fsort%3Dnew', {
      intent: 'login',
      email: fields['email']!,
      password: fields['password']!,
      from: '/favorites?sort=new#top',
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/favorites?sort=new#top');
    expect((await me(browser))?.email).toBe(fields['email']);
    // logged in, the login page itself forwards to the remembered page
    expect((await browser.get(login.loader, '/login?from=%2Flistings')).location).toBe('/listings');
  });

  it('never redirects to another site', async () => {
    const { browser, fields } = await verifiedUser();
    await browser.post(logout.action, '/logout', {});
    const answer = await browser.post(login.action, '/login', { intent: 'login', email: fields['email']!, password: fields['password']!, from: '//evil.example/x' });
    expect(answer.location).toBe('/');
  });

  it('answers a wrong password with the spec text and keeps the visitor logged out', async () => {
    const { browser, fields } = await verifiedUser();
    await browser.post(logout.action, '/logout', {});
    const answer = await browser.post(login.action, '/login', { intent: 'login', email: fields['email']!, password: 'wrong-password' });
    expect(answer.status).toBe(401);
    expect(answer.data.formError).toBe('The email and password you entered did not match our records. Please double-check and try again.');
    expect(answer.data.values).toEqual({ intent: 'login', email: fields['email'] });
    expect(await me(browser)).toBeNull();
  });

  it('refuses a second login while one is running: "Login or logout already in progress"', async () => {
    const { browser, fields } = await verifiedUser();
    await browser.post(logout.action, '/logout', {});
    const body = { intent: 'login', email: fields['email']!, password: fields['password']! };
    const [a, b] = await Promise.all([browser.post(login.action, '/login', body), browser.post(login.action, '/login', body)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([302, 409]);
    expect([a, b].find((x) => x.status === 409)?.data.formError).toBe(texts.AUTH_IN_PROGRESS_TEXT);
  });

  it('refuses a form without the CSRF token before doing anything', async () => {
    const browser = new Browser();
    const fields = newSignup();
    const answer = await browser.post(signup.action, '/signup', fields, { csrf: false });
    expect(answer.status).toBe(403);
    expect(twin.outbox(200).some((m) => m.to === fields['email'])).toBe(false);
  });

  it('rate-limits failed logins per source (429 with a clear message and the reset offer); the owner elsewhere still gets in', async () => {
    const { browser, fields } = await verifiedUser();
    await browser.post(logout.action, '/logout', {});
    // successful logins are not counted
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const member = new Browser();
      member.ip = browser.ip;
      expect((await member.post(login.action, '/login', { intent: 'login', email: fields['email']!, password: fields['password']! })).status).toBe(302);
    }
    const attacker = new Browser();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await attacker.post(login.action, '/login', { intent: 'login', email: fields['email']!, password: 'wrong-password' })).status).toBe(401);
    }
    const blocked = await attacker.post(login.action, '/login', { intent: 'login', email: fields['email']!, password: fields['password']! });
    expect(blocked.status).toBe(429);
    expect(blocked.data.formError).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(blocked.data.offerPasswordReset).toBe(true);
    expect(await me(attacker)).toBeNull();
    // the owner, from their own address, is not locked out by somebody else's failures
    expect((await browser.post(login.action, '/login', { intent: 'login', email: fields['email']!, password: fields['password']! })).status).toBe(302);
  });

  it('limits fifty concurrent failed logins for one email from one source exactly like fifty in a row', async () => {
    const { browser, fields } = await verifiedUser();
    await browser.post(logout.action, '/logout', {});
    const attackers = Array.from({ length: 50 }, () => {
      const one = new Browser();
      one.ip = '10.200.0.1';
      return one;
    });
    const answers = await Promise.all(attackers.map((one) => one.post(login.action, '/login', { intent: 'login', email: fields['email']!, password: 'wrong-password' })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    expect(statuses.some((s) => s >= 500)).toBe(false);
  });

  it('rate-limits signups per address', async () => {
    const browser = new Browser();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await browser.post(signup.action, '/signup', newSignup({ email: 'bad' }))).status).toBe(400);
    }
    // invalid forms do not count; valid attempts do
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const other = new Browser();
      other.ip = browser.ip;
      expect((await other.post(signup.action, '/signup', newSignup())).status).toBe(302);
    }
    const blocked = await browser.post(signup.action, '/signup', newSignup());
    expect(blocked.status).toBe(429);
  });
});

describe('email verification', () => {
  it('verifies with the outbox token, refuses a wrong token, and resends at most 5 emails a day', async () => {
    const browser = new Browser();
    const fields = newSignup();
    await browser.post(signup.action, '/signup', fields);
    const wrong = await browser.post(verify.action, '/verify-email', { intent: 'verify', verificationToken: 'nope' });
    expect(wrong.status).toBe(409);
    expect(wrong.data.formError).toBe(texts.VERIFICATION_FAILED_TEXT);
    // signup sent the first email; four more are allowed today
    for (let n = 0; n < 4; n += 1) {
      const resent = await browser.post(confirm.action, '/confirm', { intent: 'resend-verification' });
      expect(resent.status).toBe(200);
    }
    const refused = await browser.post(confirm.action, '/confirm', { intent: 'resend-verification' });
    expect(refused.status).toBe(429);
    expect(refused.data.formError).toBe('The maximum of 5 verification emails has been reached. Please try again tomorrow.');
    const page = await browser.get(verify.loader, `/verify-email?t=${encodeURIComponent(outboxToken(twin, fields['email']!, 'verify-email'))}`);
    expect(page.data).toMatchObject({ emailVerified: false, hasToken: true });
    const ok = await browser.post(verify.action, '/verify-email', { intent: 'verify', verificationToken: outboxToken(twin, fields['email']!, 'verify-email') });
    expect(ok.status).toBe(200);
    expect((await me(browser))?.emailVerified).toBe(true);
    // verified: the confirm tab no longer holds the user
    expect((await browser.get(confirm.loader, '/confirm?from=%2Flistings')).location).toBe('/listings');
  });

  it('refuses a second resend while one is running: "Email verification already in progress"', async () => {
    const browser = new Browser();
    await browser.post(signup.action, '/signup', newSignup());
    const [a, b] = await Promise.all([
      browser.post(confirm.action, '/confirm', { intent: 'resend-verification' }),
      browser.post(confirm.action, '/confirm', { intent: 'resend-verification' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((x) => x.status === 409)?.data.formError).toBe('Email verification already in progress');
  });

  it('sends an anonymous visitor of the verify page to login remembering the link', async () => {
    const answer = await new Browser().get(verify.loader, '/verify-email?t=abc');
    expect(answer.location).toBe('/login?from=%2Fverify-email%3Ft%3Dabc');
  });
});
