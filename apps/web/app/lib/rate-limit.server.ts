/**
 * In-process sliding-window rate limits for login, signup and password reset (issue 5; ASVS 6.1.1,
 * NIST SP 800-63B §5.2.2). Each limiter keeps, per key, the times of the attempts inside its window;
 * an attempt is allowed while fewer than `limit` remain in the last `windowMs`. Keys are the client
 * IP and, where the form has one, the lower-cased email, so neither many accounts from one address
 * nor many addresses against one account get through. One site instance only: behind several
 * instances the limits are per instance (see the note in the report / README).
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the oldest counted attempt leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Records an attempt for `key` and says whether it is allowed (refused attempts are not recorded). */
  hit(key: string): RateLimitDecision;
  /** Whether an attempt would be allowed, without recording one. */
  check(key: string): RateLimitDecision;
  reset(): void;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Keys kept at most (oldest dropped first), so memory stays bounded under a flood. */
  maxKeys?: number;
}

export function createRateLimiter({ limit, windowMs, now = Date.now, maxKeys = 50_000 }: RateLimiterOptions): RateLimiter {
  const attempts = new Map<string, number[]>();
  const recent = (key: string, at: number): number[] => {
    const kept = (attempts.get(key) ?? []).filter((time) => time > at - windowMs);
    if (kept.length === 0) attempts.delete(key);
    else attempts.set(key, kept);
    return kept;
  };
  const decide = (times: number[], at: number): RateLimitDecision =>
    times.length < limit ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((times[0] ?? at) + windowMs - at) / 1000)) };
  return {
    check(key) {
      const at = now();
      return decide(recent(key, at), at);
    },
    hit(key) {
      const at = now();
      const times = recent(key, at);
      const decision = decide(times, at);
      if (decision.allowed) {
        attempts.delete(key);
        attempts.set(key, [...times, at]);
        if (attempts.size > maxKeys) {
          const oldest = attempts.keys().next().value;
          if (oldest !== undefined) attempts.delete(oldest);
        }
      }
      return decision;
    },
    reset() {
      attempts.clear();
    },
  };
}

const MINUTE = 60_000;

/** The site's limits. Login counts every attempt per IP and per email; signup per IP; reset per IP and per email. */
export const rateLimits = {
  loginByIp: createRateLimiter({ limit: 30, windowMs: 15 * MINUTE }),
  loginByEmail: createRateLimiter({ limit: 10, windowMs: 15 * MINUTE }),
  signupByIp: createRateLimiter({ limit: 20, windowMs: 60 * MINUTE }),
  passwordResetByIp: createRateLimiter({ limit: 10, windowMs: 60 * MINUTE }),
  passwordResetByEmail: createRateLimiter({ limit: 5, windowMs: 60 * MINUTE }),
};

export type RateLimitName = 'login' | 'signup' | 'passwordReset';

/**
 * Records an attempt under every key that applies; returns the longest wait when any refuses.
 * All keys are checked first so a refused attempt does not use up another key's allowance.
 */
export function limitAttempt(name: RateLimitName, keys: { ip: string; email?: string }): RateLimitDecision {
  const email = keys.email?.trim().toLowerCase();
  const checks: [RateLimiter, string][] =
    name === 'login'
      ? [[rateLimits.loginByIp, keys.ip], ...(email ? [[rateLimits.loginByEmail, email] as [RateLimiter, string]] : [])]
      : name === 'signup'
        ? [[rateLimits.signupByIp, keys.ip]]
        : [[rateLimits.passwordResetByIp, keys.ip], ...(email ? [[rateLimits.passwordResetByEmail, email] as [RateLimiter, string]] : [])];
  const refused = checks.map(([limiter, key]) => limiter.check(key)).filter((decision) => !decision.allowed);
  if (refused.length > 0) return { allowed: false, retryAfterSeconds: Math.max(...refused.map((d) => d.retryAfterSeconds)) };
  for (const [limiter, key] of checks) limiter.hit(key);
  return { allowed: true, retryAfterSeconds: 0 };
}

export function resetRateLimits(): void {
  for (const limiter of Object.values(rateLimits)) limiter.reset();
}
