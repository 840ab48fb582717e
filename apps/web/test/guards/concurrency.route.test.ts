/**
 * Guard: every limit and counter holds exactly under concurrency, through the real actions and the
 * real marketplace twin (issue 11 items 1 and 8). Many requests arrive at once; the outcome must be
 * what the same requests one after another would give. (The limiter itself is tested limit by limit
 * in app/server/rate-limit.server.test.ts; concurrent failed logins for one email also in
 * test/account/auth.test.ts.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { Browser, newSignup } from '../account/harness';
import { startSeededMarketplace } from '../support/marketplace-twin';

let twin: RunningMarketplaceTwin;
let signup: typeof import('~/routes/signup');
let login: typeof import('~/routes/login');
let recover: typeof import('~/routes/recover-password');
let verify: typeof import('~/routes/verify-email');
let countView: typeof import('~/routes/api.countView');
let limits: typeof import('~/server/rate-limit.server');

beforeAll(async () => {
  ({ twin } = await startSeededMarketplace(8, { GOOGLE_CLIENT_ID: '', FACEBOOK_APP_ID: '', DISCOURSE_URL: '', DISCOURSE_SSO_SECRET: '' }));
  signup = await import('~/routes/signup');
  login = await import('~/routes/login');
  recover = await import('~/routes/recover-password');
  verify = await import('~/routes/verify-email');
  countView = await import('~/routes/api.countView');
  limits = await import('~/server/rate-limit.server');
});
afterAll(async () => twin?.close());
beforeEach(() => limits.resetRateLimits());

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

/** `n` browsers, all from one client address. */
function browsersAt(ip: string, n: number): Browser[] {
  return Array.from({ length: n }, () => {
    const browser = new Browser();
    browser.ip = ip;
    return browser;
  });
}

async function member(): Promise<Record<string, string>> {
  const fields = newSignup();
  const browser = new Browser();
  expect((await browser.post(signup.action, '/signup', fields)).status).toBe(302);
  return fields;
}

describe('limits under concurrency', () => {
  it('failed logins from one source: exactly the per-source allowance is checked, the rest is 429', async () => {
    const { points } = limits.LIMITS.loginBySource;
    const attempts = browsersAt('10.60.0.1', points + 15);
    const answers = await Promise.all(attempts.map((b, n) => b.post(login.action, '/login', { intent: 'login', email: `nobody${n}@example.test`, password: 'wrong-password' })));
    expect(count(statuses(answers), 401)).toBe(points);
    expect(count(statuses(answers), 429)).toBe(15);
  });

  it('sign-ups from one source: exactly the allowance gets through', async () => {
    const { points } = limits.LIMITS.signupBySource;
    const answers = await Promise.all(browsersAt('10.60.0.2', points + 8).map((b) => b.post(signup.action, '/signup', newSignup())));
    expect(count(statuses(answers), 429)).toBe(8);
    expect(count(statuses(answers), 302)).toBe(points);
  });

  it('password reset emails for one address: exactly the allowance is sent, from any number of sources at once', async () => {
    const email = 'buyer.one@variegata.test';
    const { points } = limits.LIMITS.passwordResetByEmail;
    const resets = () => twin.outbox(500).filter((m) => m.to === email && m.kind === 'password-reset').length;
    const before = resets();
    const answers = await Promise.all(Array.from({ length: points + 10 }, () => new Browser().post(recover.action, '/recover-password', { email })));
    expect(count(statuses(answers), 429)).toBe(10);
    expect(count(statuses(answers), 200)).toBe(points);
    expect(resets() - before).toBe(points);
  });

  it('verification emails: at most 5 a day, however many sessions ask at once', async () => {
    const fields = await member();
    const sessions = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const browser = new Browser();
        expect((await browser.post(login.action, '/login', { intent: 'login', email: fields['email']!, password: fields['password']! })).status).toBe(302);
        return browser;
      }),
    );
    const answers = await Promise.all(sessions.map((b) => b.post(verify.action, '/verify-email', { intent: 'resend-verification' })));
    const sent = twin.outbox(500).filter((m) => m.to === fields['email'] && m.kind === 'verify-email').length;
    expect(sent).toBe(5);
    expect(count(statuses(answers), 429)).toBe(answers.length - (sent - 1));
    for (const refused of answers.filter((a) => a.status === 429)) expect(refused.data.formError).toBe('The maximum of 5 verification emails has been reached. Please try again tomorrow.');
  });
});

describe('view counts under concurrency', () => {
  const listings = () => twin.app.db.prepare("SELECT id, metadata FROM listings WHERE state = 'published' AND deleted = 0 ORDER BY id").all() as { id: string; metadata: string }[];
  const totalViews = (id: string) => Number(JSON.parse((twin.app.db.prepare('SELECT metadata FROM listings WHERE id = ?').get(id) as { metadata: string }).metadata)['totalViews'] ?? 0);
  const view = (browser: Browser, id: string) => browser.postJson(countView.action, '/api/countView', { listingId: id });

  it('40 clients viewing one listing at once add exactly 40', async () => {
    const id = listings()[0]!.id;
    const before = totalViews(id);
    const answers = await Promise.all(Array.from({ length: 40 }, () => view(new Browser(), id)));
    expect(answers.every((a) => a.status === 200 && a.data.counted === true)).toBe(true);
    expect(totalViews(id)).toBe(before + 40);
    expect(new Set(answers.map((a) => a.data.totalViews)).size).toBe(40);
  });

  it('30 requests at once from one client (no cookie) count once', async () => {
    const id = listings()[1]!.id;
    const before = totalViews(id);
    const answers = await Promise.all(browsersAt('10.61.0.1', 30).map((b) => view(b, id)));
    expect(answers.filter((a) => a.data.counted === true)).toHaveLength(1);
    expect(answers.filter((a) => a.data.reason === 'throttled')).toHaveLength(29);
    expect(totalViews(id)).toBe(before + 1);
  });
});
