/**
 * The shared store of the site's guards when several site processes or machines run: one Redis
 * connection (ioredis) when REDIS_URL is set, none otherwise (every guard then keeps its state in
 * the process, which is exact for a single process).
 */
import { Redis } from 'ioredis';
import { serverEnv } from './env.server';

let client: Redis | null | undefined;

export function sharedRedis(): Redis | null {
  if (client === undefined) {
    const url = serverEnv().REDIS_URL;
    client = url ? new Redis(url, { maxRetriesPerRequest: 3, enableOfflineQueue: true, lazyConnect: false }) : null;
    client?.on('error', (error: Error) => console.error(`[web] redis: ${error.message}`));
  }
  return client;
}
