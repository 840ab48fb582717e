/**
 * Rate limits (ASVS 6.1.1 / 6.3.1, NIST SP 800-63B §5.2.2) through `rate-limiter-flexible`: in the
 * process by default, in Redis when REDIS_URL is set (every site process then shares the counts).
 * Consuming a point is atomic in both stores, so fifty attempts at once are limited exactly like
 * fifty in a row. The limits and what happens at each are listed in SECURITY.md.
 *
 * Failed logins are limited per source (client address) and per (email, source), so somebody who
 * knows an email cannot lock its owner out from elsewhere; a generous per-email ceiling stops
 * guessing spread over many addresses. A login attempt reserves a failure point before the password
 * is checked and gives it back when the password was right.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedRedis } from './redis.server';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** points per window (seconds). */
export const LIMITS = {
  loginBySource: { points: 50, duration: 15 * MINUTE },
  loginByEmailAndSource: { points: 10, duration: 15 * MINUTE },
  loginByEmail: { points: 100, duration: 24 * HOUR },
  signupBySource: { points: 20, duration: HOUR },
  /** Social sign-in starts (each one sends the browser to the identity provider) per client address. */
  socialLoginBySource: { points: 30, duration: 15 * MINUTE },
  passwordResetBySource: { points: 10, duration: HOUR },
  passwordResetByEmail: { points: 5, duration: HOUR },
  /** A listing view counts once per 5 minutes per client address (spec 2 §9), besides the browser's cookie. */
  viewBySourceAndListing: { points: 1, duration: 5 * MINUTE },
  /** Newsletter sign-ups (each may send a confirmation email) per client address and per address signed up. */
  newsletterBySource: { points: 20, duration: HOUR },
  newsletterByEmail: { points: 3, duration: 24 * HOUR },
} as const;

type LimitName = keyof typeof LIMITS;

const limiters = new Map<LimitName, RateLimiterAbstract>();

function limiter(name: LimitName): RateLimiterAbstract {
  let found = limiters.get(name);
  if (!found) {
    const redis = sharedRedis();
    const options = { keyPrefix: `vg:rl:${name}`, ...LIMITS[name] };
    found = redis ? new RateLimiterRedis({ storeClient: redis, ...options }) : new RateLimiterMemory(options);
    limiters.set(name, found);
  }
  return found;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the attempt would be allowed again (0 when allowed). */
  retryAfterSeconds: number;
}

export type RateLimitName = 'login' | 'socialLogin' | 'signup' | 'passwordReset' | 'view' | 'newsletter';

export interface AttemptKeys {
  /** The client address (the attempt's source). */
  ip: string;
  email?: string | undefined;
  /** The listing a view is for. */
  listingId?: string | undefined;
}

function keysFor(name: RateLimitName, keys: AttemptKeys): [LimitName, string][] {
  const email = keys.email?.trim().toLowerCase();
  if (name === 'login') {
    return [['loginBySource', keys.ip], ...(email ? ([['loginByEmailAndSource', `${email}|${keys.ip}`], ['loginByEmail', email]] as [LimitName, string][]) : [])];
  }
  if (name === 'signup') return [['signupBySource', keys.ip]];
  if (name === 'socialLogin') return [['socialLoginBySource', keys.ip]];
  if (name === 'view') return [['viewBySourceAndListing', `${keys.ip}|${keys.listingId ?? ''}`]];
  if (name === 'newsletter') return [['newsletterBySource', keys.ip], ...(email ? ([['newsletterByEmail', email]] as [LimitName, string][]) : [])];
  return [['passwordResetBySource', keys.ip], ...(email ? ([['passwordResetByEmail', email]] as [LimitName, string][]) : [])];
}

/**
 * Takes one point under every key that applies, all or nothing: when one key is exhausted every
 * point is given back and the longest wait is returned.
 */
export async function limitAttempt(name: RateLimitName, keys: AttemptKeys): Promise<RateLimitDecision> {
  const all = keysFor(name, keys);
  let wait = 0;
  for (const [limit, key] of all) {
    try {
      await limiter(limit).consume(key);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      wait = Math.max(wait, Math.ceil(refusal.msBeforeNext / 1000));
    }
  }
  if (wait === 0) return { allowed: true, retryAfterSeconds: 0 };
  // A refused consume still counts in the store: give every key its point back.
  await Promise.all(all.map(([limit, key]) => limiter(limit).reward(key, 1)));
  return { allowed: false, retryAfterSeconds: Math.max(1, wait) };
}

/** Gives back the point an attempt took (a login whose password was right). */
export async function refundAttempt(name: RateLimitName, keys: AttemptKeys): Promise<void> {
  await Promise.all(keysFor(name, keys).map(([limit, key]) => limiter(limit).reward(key, 1)));
}

/** Forgets every count (tests). */
export function resetRateLimits(): void {
  limiters.clear();
}
