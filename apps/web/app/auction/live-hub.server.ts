/**
 * Fans an auction's updates out to every viewer's event stream. In one process by default; with
 * REDIS_URL set, every update is published on the Redis channel `vg:auction:<listingId>` and each
 * site process delivers what its one pattern subscription receives to its own viewers, so viewers
 * on every instance see every bid.
 */
import type { Redis } from 'ioredis';
import { sharedRedis } from '~/server/redis.server';
import { parseLiveUpdate, type LiveAuctionUpdate } from './live-update';

type Listener = (update: LiveAuctionUpdate) => void;

const CHANNEL = 'vg:auction:';
const listeners = new Map<string, Set<Listener>>();
let subscriber: Redis | null | undefined;

/** The newest update each listing's viewers got in this process (by `seq`, the history length). */
const delivered = new Map<string, number>();

/**
 * Hands an update to the listing's viewers in this process. Updates are published after their
 * write, outside the listing's lock, so two can arrive out of order: one older than what the viewers
 * already have is dropped, and viewers only ever see the auction move forward.
 */
function deliver(update: LiveAuctionUpdate): void {
  const viewers = listeners.get(update.listingId);
  if (!viewers) return;
  const last = delivered.get(update.listingId);
  if (last !== undefined && update.seq < last) return;
  delivered.set(update.listingId, update.seq);
  for (const listener of viewers) {
    try {
      listener(update);
    } catch (error) {
      console.error('[web] auction live listener failed', error);
    }
  }
}

/** The Redis subscription, opened once per process on the first viewer (null without Redis). */
function ensureSubscriber(): void {
  if (subscriber !== undefined) return;
  const shared = sharedRedis();
  if (!shared) {
    subscriber = null;
    return;
  }
  const connection = shared.duplicate();
  subscriber = connection;
  connection.on('error', (error: Error) => console.error(`[web] redis live updates: ${error.message}`));
  connection.on('pmessage', (_pattern: string, _channel: string, message: string) => {
    const update = parseLiveUpdate(message);
    if (update) deliver(update);
  });
  void connection.psubscribe(`${CHANNEL}*`).catch((error: unknown) => console.error('[web] redis psubscribe failed', error));
}

/** Starts listening (for a viewer's stream); the answer stops it. */
export function subscribeAuction(listingId: string, listener: Listener): () => void {
  ensureSubscriber();
  let set = listeners.get(listingId);
  if (!set) listeners.set(listingId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) {
      listeners.delete(listingId);
      delivered.delete(listingId);
    }
  };
}

/** Sends an update to every viewer of the listing, on every instance. */
export async function publishAuction(update: LiveAuctionUpdate): Promise<void> {
  const redis = sharedRedis();
  if (!redis) {
    deliver(update);
    return;
  }
  ensureSubscriber();
  await redis.publish(`${CHANNEL}${update.listingId}`, JSON.stringify(update));
}

/** How many viewers this process streams to (for tests and diagnostics). */
export function viewerCount(listingId: string): number {
  return listeners.get(listingId)?.size ?? 0;
}
