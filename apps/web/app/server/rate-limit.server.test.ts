import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS, limitAttempt, refundAttempt, resetRateLimits, type AttemptKeys, type RateLimitName } from './rate-limit.server';

afterEach(() => resetRateLimits());

describe('rate limits (in process)', () => {
  it('allows the limit of attempts per key, then refuses with the wait in seconds', async () => {
    for (let n = 0; n < LIMITS.signupBySource.points; n += 1) expect((await limitAttempt('signup', { ip: '10.0.0.1' })).allowed).toBe(true);
    const refused = await limitAttempt('signup', { ip: '10.0.0.1' });
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(LIMITS.signupBySource.duration - 5);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(LIMITS.signupBySource.duration);
    expect((await limitAttempt('signup', { ip: '10.0.0.2' })).allowed).toBe(true);
  });

  it('limits fifty concurrent failed logins for one email from one source exactly like fifty in a row', async () => {
    const keys = { ip: '10.0.1.1', email: 'Owner@Example.test' };
    const decisions = await Promise.all(Array.from({ length: 50 }, () => limitAttempt('login', keys)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(LIMITS.loginByEmailAndSource.points);
    // the owner, from another source, still gets in: one source cannot lock an account
    expect((await limitAttempt('login', { ip: '10.0.1.2', email: 'owner@example.test' })).allowed).toBe(true);
  });

  it('a refused attempt takes nothing from the other keys, and a refund gives the point back', async () => {
    const keys = { ip: '10.0.2.1', email: 'a@example.test' };
    for (let n = 0; n < LIMITS.loginByEmailAndSource.points; n += 1) await limitAttempt('login', keys);
    expect((await limitAttempt('login', keys)).allowed).toBe(false);
    // the source's own allowance was not used up by the refused attempts
    for (let n = 0; n < LIMITS.loginBySource.points - LIMITS.loginByEmailAndSource.points; n += 1) {
      expect((await limitAttempt('login', { ip: '10.0.2.1', email: `other${n}@example.test` })).allowed).toBe(true);
    }
    expect((await limitAttempt('login', { ip: '10.0.2.1', email: 'yet-another@example.test' })).allowed).toBe(false);
    await refundAttempt('login', { ip: '10.0.2.1', email: 'yet-another@example.test' });
    expect((await limitAttempt('login', { ip: '10.0.2.1', email: 'yet-another@example.test' })).allowed).toBe(true);
  });

  it('spreads guessing over many sources only up to the per-email ceiling', async () => {
    for (let n = 0; n < LIMITS.loginByEmail.points; n += 1) {
      expect((await limitAttempt('login', { ip: `10.1.${Math.floor(n / 250)}.${n % 250}`, email: 'target@example.test' })).allowed).toBe(true);
    }
    expect((await limitAttempt('login', { ip: '10.9.9.9', email: 'target@example.test' })).allowed).toBe(false);
  });
});

/**
 * Every limit under concurrency: the table is keyed by LIMITS, so a new limit does not compile
 * without its scenario (attempt keys for which that limit, and no other, decides).
 */
const SCENARIOS: Record<keyof typeof LIMITS, { name: RateLimitName; keys: (n: number) => AttemptKeys }> = {
  loginBySource: { name: 'login', keys: (n) => ({ ip: '10.50.0.1', email: `user${n}@example.test` }) },
  loginByEmailAndSource: { name: 'login', keys: () => ({ ip: '10.50.0.2', email: 'one@example.test' }) },
  loginByEmail: { name: 'login', keys: (n) => ({ ip: `10.51.${Math.floor(n / 250)}.${n % 250}`, email: 'many-sources@example.test' }) },
  signupBySource: { name: 'signup', keys: () => ({ ip: '10.50.0.3' }) },
  socialLoginBySource: { name: 'socialLogin', keys: () => ({ ip: '10.50.0.6' }) },
  passwordResetBySource: { name: 'passwordReset', keys: (n) => ({ ip: '10.50.0.4', email: `reset${n}@example.test` }) },
  passwordResetByEmail: { name: 'passwordReset', keys: (n) => ({ ip: `10.52.${Math.floor(n / 250)}.${n % 250}`, email: 'reset@example.test' }) },
  viewBySourceAndListing: { name: 'view', keys: () => ({ ip: '10.50.0.5', listingId: '4b0c2b7e-1f3a-4c55-9d0e-0a1b2c3d4e5f' }) },
  newsletterBySource: { name: 'newsletter', keys: (n) => ({ ip: '10.50.0.6', email: `reader${n}@example.test` }) },
  newsletterByEmail: { name: 'newsletter', keys: (n) => ({ ip: `10.53.${Math.floor(n / 250)}.${n % 250}`, email: 'one-reader@example.test' }) },
};

describe('every limit, concurrently', () => {
  it.each(Object.entries(SCENARIOS))('%s allows exactly its points when twice as many attempts arrive at once', async (limit, scenario) => {
    const { points } = LIMITS[limit as keyof typeof LIMITS];
    const decisions = await Promise.all(Array.from({ length: points * 2 + 5 }, (_, n) => limitAttempt(scenario.name, scenario.keys(n))));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(points);
    for (const refused of decisions.filter((d) => !d.allowed)) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
  });
});
