import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.server';

describe('sliding-window rate limiter', () => {
  it('allows `limit` attempts per window, refuses the next with the wait, and slides', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    for (let n = 0; n < 3; n += 1) {
      expect(limiter.hit('a').allowed).toBe(true);
      now += 10_000;
    }
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.hit('b').allowed).toBe(true);
    // refused attempts are not counted: when the first attempt leaves the window, one more is allowed
    now = 1_000_000 + 60_001;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('check does not record an attempt, reset forgets everything, and the key count stays bounded', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => now, maxKeys: 2 });
    expect(limiter.check('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.check('a').allowed).toBe(false);
    limiter.reset();
    expect(limiter.hit('a').allowed).toBe(true);
    limiter.hit('b');
    limiter.hit('c');
    // 'a' was the oldest key and was dropped
    expect(limiter.check('a').allowed).toBe(true);
    now += 1001;
    expect(limiter.check('c').allowed).toBe(true);
  });
});
