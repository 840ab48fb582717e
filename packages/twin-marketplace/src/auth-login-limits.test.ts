import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, newUser, startTestTwin, testClock } from './testing/harness';
import { passwordLogin, sdkFrom } from './testing/auth-requests';
import { ACCOUNT_FAILURES_BEFORE_LIMIT, SOURCE_FAILURES_BEFORE_LOCK, SOURCE_LOCK_MS } from './auth-login-limits';
import type { RunningMarketplaceTwin } from './server';

const clock = testClock();
let twin: RunningMarketplaceTwin;
let proxied: RunningMarketplaceTwin;
beforeAll(async () => {
  twin = await startTestTwin({ now: clock.now });
  proxied = await startTestTwin({ trustedProxies: ['loopback'] });
});
afterAll(async () => { await Promise.all([twin.close(), proxied.close()]); });

const statuses = (rs: { status: number }[]) => rs.map((r) => r.status).sort();
const wrong = 'not the password';

describe('login limits per source', () => {
  it('50 concurrent wrong passwords for one email are limited exactly like sequential ones', async () => {
    const u = await newUser(twin);
    const results = await Promise.all(Array.from({ length: 50 }, () => passwordLogin(twin, u.email, wrong)));
    expect(results.filter((r) => r.status === 401)).toHaveLength(SOURCE_FAILURES_BEFORE_LOCK);
    expect(results.filter((r) => r.status === 429)).toHaveLength(50 - SOURCE_FAILURES_BEFORE_LOCK);
    expect((await passwordLogin(twin, u.email, u.password)).status).toBe(429);
  });

  it('a locked source does not lock the owner out: the right password works from another address', async () => {
    const u = await newUser(twin);
    const attacker = sdkFrom(twin, '127.0.0.2');
    for (let i = 0; i < SOURCE_FAILURES_BEFORE_LOCK; i += 1) expect((await failure(attacker.login({ username: u.email, password: wrong }))).status).toBe(401);
    const locked = await failure(attacker.login({ username: u.email, password: u.password }));
    expect(locked.status).toBe(429);
    expect(locked.data.error).toBe('too_many_requests');
    const owner = sdkFrom(twin, '127.0.0.3');
    await owner.login({ username: u.email, password: u.password });
    expect((await owner.currentUser.show()).data.data.id.uuid).toBe(u.id);
  });

  it('a 429 says when to retry, and the lock ends 5 minutes after the last failure', async () => {
    const u = await newUser(twin);
    for (let i = 0; i < SOURCE_FAILURES_BEFORE_LOCK; i += 1) await passwordLogin(twin, u.email, wrong, { from: '127.0.0.4' });
    const locked = await passwordLogin(twin, u.email, u.password, { from: '127.0.0.4' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(SOURCE_LOCK_MS / 1000);
    clock.advance(SOURCE_LOCK_MS + 1);
    expect((await passwordLogin(twin, u.email, u.password, { from: '127.0.0.4' })).status).toBe(200);
  });

  it('emails without an account are counted alike, so a 429 does not tell which emails exist', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const results = [];
    for (let i = 0; i <= SOURCE_FAILURES_BEFORE_LOCK; i += 1) results.push(await passwordLogin(twin, email, wrong, { from: '127.0.0.5' }));
    expect(statuses(results)).toEqual([...Array(SOURCE_FAILURES_BEFORE_LOCK).fill(401), 429]);
  });

  it(`after ${ACCOUNT_FAILURES_BEFORE_LIMIT} failures for one email across sources, sources that failed are refused and a source that did not still logs in`, async () => {
    const u = await newUser(twin);
    const failing = Array.from({ length: 10 }, (_, i) => `127.0.1.${i + 1}`);
    // 10 sources x 10 failures = 100 failures, no source locked by its own count
    await Promise.all(failing.map(async (from) => {
      for (let i = 0; i < 10; i += 1) expect((await passwordLogin(twin, u.email, wrong, { from })).status).toBe(401);
    }));
    expect((await passwordLogin(twin, u.email, u.password, { from: failing[0] })).status).toBe(429);
    expect((await passwordLogin(twin, u.email, u.password, { from: '127.0.2.1' })).status).toBe(200);
    expect((await passwordLogin(twin, u.email, wrong, { from: '127.0.2.2' })).status).toBe(401);
    expect((await passwordLogin(twin, u.email, u.password, { from: '127.0.2.2' })).status).toBe(429);
  });
});

describe('client address behind a proxy', () => {
  it('X-Forwarded-For from a trusted proxy names the source: one locked client does not lock out another', async () => {
    const u = await newUser(proxied);
    const via = (client: string) => ({ headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < SOURCE_FAILURES_BEFORE_LOCK; i += 1) expect((await passwordLogin(proxied, u.email, wrong, via('203.0.113.5'))).status).toBe(401);
    expect((await passwordLogin(proxied, u.email, u.password, via('203.0.113.5'))).status).toBe(429);
    expect((await passwordLogin(proxied, u.email, u.password, via('198.51.100.7'))).status).toBe(200);
  });

  it('without trusted proxies X-Forwarded-For is ignored, so changing it does not escape a lock', async () => {
    const u = await newUser(twin);
    const via = (client: string) => ({ from: '127.0.0.6', headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < SOURCE_FAILURES_BEFORE_LOCK; i += 1) await passwordLogin(twin, u.email, wrong, via(`203.0.113.${i + 1}`));
    expect((await passwordLogin(twin, u.email, u.password, via('198.51.100.7'))).status).toBe(429);
  });
});

describe('login timing', () => {
  let slow: RunningMarketplaceTwin;
  beforeAll(async () => { slow = await startTestTwin({ scryptLogN: 14 }); });
  afterAll(async () => { await slow.close(); });

  async function median(run: () => Promise<unknown>, times: number): Promise<number> {
    const ms: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const start = performance.now();
      await run();
      ms.push(performance.now() - start);
    }
    return ms.sort((a, b) => a - b)[Math.floor(times / 2)]!;
  }

  it('an unknown email takes as long as a wrong password for a real account (the hash runs either way)', async () => {
    const u = await newUser(slow);
    await passwordLogin(slow, `warm-up-${Date.now()}@example.com`, wrong, { from: '127.0.0.7' });
    let n = 0;
    const unknown = await median(() => passwordLogin(slow, `nobody-${(n += 1)}@example.com`, wrong, { from: '127.0.0.7' }), 5);
    const known = await median(() => passwordLogin(slow, u.email, wrong, { from: '127.0.0.8' }), 5);
    // scrypt at N=2^14 takes tens of ms; answering an unknown email without it took about 1 ms
    expect(unknown / known).toBeGreaterThan(0.33);
    expect(unknown / known).toBeLessThan(3);
  });
});
