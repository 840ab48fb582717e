// What every handler needs: the store, the advertised base URL, the caller's owner label and a clock.
import { randomBytes } from 'node:crypto';
import { fieldError } from './http';
import type { ShippoStore } from './store';

export interface Ctx {
  store: ShippoStore;
  publicUrl: string;
  /** object_owner of created objects (the sandbox has one account). */
  owner: string;
  /** true for test tokens (`shippo_test_...`), as Shippo marks test-mode objects. */
  test: boolean;
  now: () => Date;
}

/** Shippo object ids are 32 lowercase hex characters. */
export function objectId(): string {
  return randomBytes(16).toString('hex');
}

export function isoNow(ctx: Ctx): string {
  return ctx.now().toISOString();
}

/** Returns a string field, undefined when absent; throws a Shippo field error for non-strings. */
export function optString(body: Record<string, unknown>, field: string): string | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') throw fieldError(field, 'Not a valid string.');
  return v;
}
