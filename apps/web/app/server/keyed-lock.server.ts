/**
 * Locks by key, so work on one thing (one browser's login, one listing's counter or bids) runs one
 * at a time: in the process by default, in Redis when REDIS_URL is set (every site process then
 * shares them). A Redis lock expires after its time to live, so a crashed process never holds it
 * for ever; only its holder can release it.
 */
import { randomUUID } from 'node:crypto';
import { sharedRedis } from './redis.server';

export interface HeldLock {
  release(): Promise<void>;
}

const held = new Map<string, Promise<void>>();
const RELEASE_IF_MINE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Takes the lock for `key` at once, or answers null when somebody holds it. */
export async function tryLock(key: string, ttlMs = 30_000): Promise<HeldLock | null> {
  const redis = sharedRedis();
  if (redis) {
    const token = randomUUID();
    const name = `vg:lock:${key}`;
    const ok = await redis.set(name, token, 'PX', ttlMs, 'NX');
    if (ok !== 'OK') return null;
    return { release: async () => void (await redis.eval(RELEASE_IF_MINE, 1, name, token)) };
  }
  if (held.has(key)) return null;
  let done!: () => void;
  held.set(key, new Promise<void>((resolve) => (done = resolve)));
  return {
    release: async () => {
      held.delete(key);
      done();
    },
  };
}

export class LockTimeoutError extends Error {
  constructor(key: string) {
    super(`Timed out waiting for the lock on ${key}`);
  }
}

/** Waits for the lock on `key` (at most `waitMs`), runs `task` holding it, then releases it. */
export async function withLock<T>(key: string, task: () => Promise<T>, { ttlMs = 30_000, waitMs = 10_000 } = {}): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pause = 2; ; pause = Math.min(pause * 2, 25)) {
    const lock = await tryLock(key, ttlMs);
    if (lock) {
      try {
        return await task();
      } finally {
        await lock.release();
      }
    }
    if (Date.now() > deadline) throw new LockTimeoutError(key);
    const current = sharedRedis() ? undefined : held.get(key);
    await (current ?? new Promise((resolve) => setTimeout(resolve, pause)));
  }
}
