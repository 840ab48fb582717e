import { LRUCache } from 'lru-cache';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** Models whose tokens a grant owns: revoking the grant removes them. */
const GRANT_OWNED = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

type Stored = AdapterPayload | string | string[];

export interface MemoryStoreOptions {
  /** At most this many entries (the least recently used go first). */
  readonly max?: number;
  /** The clock expiries are measured on, in milliseconds (tests pass their own). */
  readonly clock?: { now(): number };
}

/**
 * Where one twin keeps the provider's sign-in state (interactions, sessions, grants, codes,
 * tokens): in its own memory, each entry until its expiry, at most `max` entries. The twin stands
 * in for a social network's sign-in on one machine: its state may go with a restart (a sign-in
 * under way is started again), and every twin has its own, so twins in one process never see each
 * other's sessions. Passed to oidc-provider as its `adapter`, in place of the shared quick-start
 * store it would otherwise use (and warn about at every start).
 */
export function memoryStore({ max = 5_000, clock = performance }: MemoryStoreOptions = {}): AdapterFactory {
  const entries = new LRUCache<string, Stored>({ max, perf: clock, ttlResolution: 0 });
  const put = (key: string, value: Stored, expiresIn: number) => entries.set(key, value, { ttl: expiresIn * 1000 });
  const payload = (key: string | undefined) => {
    const value = key === undefined ? undefined : entries.get(key);
    return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  };
  const pointer = (key: string) => {
    const value = entries.get(key);
    return typeof value === 'string' ? value : undefined;
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    const find = async (id: string) => payload(keyOf(id));
    return {
      async upsert(id, value, expiresIn) {
        const key = keyOf(id);
        if (model === 'Session' && value.uid) put(`sessionUid:${value.uid}`, id, expiresIn);
        if (GRANT_OWNED.has(model) && value.grantId) {
          const grantKey = `grant:${value.grantId}`;
          const owned = entries.get(grantKey);
          // The list lives as long as the longest-lived token on it.
          put(grantKey, [...(Array.isArray(owned) ? owned : []), key], Math.max(expiresIn, entries.getRemainingTTL(grantKey) / 1000));
        }
        if (value.userCode) put(`userCode:${value.userCode}`, id, expiresIn);
        put(key, value, expiresIn);
      },
      find,
      async findByUid(uid) {
        const id = pointer(`sessionUid:${uid}`);
        return id === undefined ? undefined : find(id);
      },
      async findByUserCode(userCode) {
        const id = pointer(`userCode:${userCode}`);
        return id === undefined ? undefined : find(id);
      },
      async consume(id) {
        const stored = payload(keyOf(id));
        if (stored) stored.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        const grantKey = `grant:${grantId}`;
        const owned = entries.get(grantKey);
        if (Array.isArray(owned)) for (const key of owned) entries.delete(key);
        entries.delete(grantKey);
      },
    };
  };
}
