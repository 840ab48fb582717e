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

/** The site's limits: failed logins per IP and per email; signups per IP; reset requests per IP and per email. */
export const rateLimits = {
  loginByIp: createRateLimiter({ limit: 50, windowMs: 15 * MINUTE }),
  loginByEmail: createRateLimiter({ limit: 10, windowMs: 15 * MINUTE }),
  signupByIp: createRateLimiter({ limit: 20, windowMs: 60 * MINUTE }),
  passwordResetByIp: createRateLimiter({ limit: 10, windowMs: 60 * MINUTE }),
  passwordResetByEmail: createRateLimiter({ limit: 5, windowMs: 60 * MINUTE }),
};

export type RateLimitName = 'login' | 'signup' | 'passwordReset';

function limitersFor(name: RateLimitName, keys: { ip: string; email?: string | undefined }): [RateLimiter, string][] {
  const email = keys.email?.trim().toLowerCase();
  if (name === 'login') return [[rateLimits.loginByIp, keys.ip], ...(email ? [[rateLimits.loginByEmail, email] as [RateLimiter, string]] : [])];
  if (name === 'signup') return [[rateLimits.signupByIp, keys.ip]];
  return [[rateLimits.passwordResetByIp, keys.ip], ...(email ? [[rateLimits.passwordResetByEmail, email] as [RateLimiter, string]] : [])];
}

/** Whether an attempt may go ahead under every key that applies (nothing recorded); the longest wait when not. */
export function checkAttempt(name: RateLimitName, keys: { ip: string; email?: string | undefined }): RateLimitDecision {
  const refused = limitersFor(name, keys)
    .map(([limiter, key]) => limiter.check(key))
    .filter((decision) => !decision.allowed);
  return refused.length > 0 ? { allowed: false, retryAfterSeconds: Math.max(...refused.map((d) => d.retryAfterSeconds)) } : { allowed: true, retryAfterSeconds: 0 };
}

/** Counts an attempt under every key that applies. */
export function recordAttempt(name: RateLimitName, keys: { ip: string; email?: string | undefined }): void {
  for (const [limiter, key] of limitersFor(name, keys)) limiter.hit(key);
}

/**
 * Checks and, when allowed, counts an attempt (signup and password reset count every attempt; login
 * counts only failures, through `recordAttempt`, so members logging in are never slowed down).
 * All keys are checked first so a refused attempt does not use up another key's allowance.
 */
export function limitAttempt(name: RateLimitName, keys: { ip: string; email?: string | undefined }): RateLimitDecision {
  const decision = checkAttempt(name, keys);
  if (decision.allowed) recordAttempt(name, keys);
  return decision;
}

export function resetRateLimits(): void {
  for (const limiter of Object.values(rateLimits)) limiter.reset();
}
