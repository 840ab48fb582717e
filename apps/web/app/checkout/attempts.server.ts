/**
 * Checkout attempts: the key a checkout page generates (hidden field) mapped to the transaction it
 * started, so a double click or a retried request finds the order it already placed instead of
 * placing a second one. Kept in Redis when REDIS_URL is set (every site process sees it), else in
 * this process; forgotten after ATTEMPT_TTL_SECONDS.
 */
import { createHash } from 'node:crypto';
import { sharedRedis } from '~/server/redis.server';
import { ATTEMPT_TTL_SECONDS } from './config';

export interface Attempt {
  readonly transactionId: string;
  /** What was ordered (listing, quantity, delivery, rate, address): a retry must be the same order. */
  readonly fingerprint: string;
}

const local = new Map<string, { attempt: Attempt; expiresAt: number }>();
const storeKey = (buyerId: string, attemptKey: string) => `vg:checkout:${buyerId}:${attemptKey}`;

/** A stable digest of the parts of an order request that define the order. */
export function orderFingerprint(order: unknown): string {
  const stable = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stable);
    if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, stable((value as Record<string, unknown>)[k])]));
    return value;
  };
  return createHash('sha256').update(JSON.stringify(stable(order))).digest('base64url');
}

export async function recallAttempt(buyerId: string, attemptKey: string, now = Date.now()): Promise<Attempt | null> {
  const key = storeKey(buyerId, attemptKey);
  const redis = sharedRedis();
  if (redis) {
    const raw = await redis.get(key);
    return raw ? (JSON.parse(raw) as Attempt) : null;
  }
  const found = local.get(key);
  if (!found) return null;
  if (found.expiresAt <= now) {
    local.delete(key);
    return null;
  }
  return found.attempt;
}

export async function rememberAttempt(buyerId: string, attemptKey: string, attempt: Attempt, now = Date.now()): Promise<void> {
  const key = storeKey(buyerId, attemptKey);
  const redis = sharedRedis();
  if (redis) {
    await redis.set(key, JSON.stringify(attempt), 'EX', ATTEMPT_TTL_SECONDS);
    return;
  }
  for (const [k, v] of local) if (v.expiresAt <= now) local.delete(k);
  local.set(key, { attempt, expiresAt: now + ATTEMPT_TTL_SECONDS * 1000 });
}
