import type { AdapterPayload } from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import { memoryStore } from './memory-store';

/** A clock the test moves by hand. */
function handClock() {
  let ms = 1_000_000;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

describe("the OpenID Connect twin's memory store", () => {
  it('keeps an entry per model and id until it is destroyed', async () => {
    const store = memoryStore();
    const codes = store('AuthorizationCode');
    await codes.upsert('abc', { accountId: 'social-ada' }, 60);
    expect(await codes.find('abc')).toMatchObject({ accountId: 'social-ada' });
    expect(await store('AccessToken').find('abc')).toBeUndefined();
    await codes.destroy('abc');
    expect(await codes.find('abc')).toBeUndefined();
  });

  it('forgets an entry when it expires', async () => {
    const clock = handClock();
    const codes = memoryStore({ clock })('AuthorizationCode');
    await codes.upsert('abc', { accountId: 'social-ada' }, 120);
    clock.advance(119_000);
    expect(await codes.find('abc')).toBeDefined();
    clock.advance(2_000);
    expect(await codes.find('abc')).toBeUndefined();
  });

  it('marks a consumed code with the time it was consumed', async () => {
    const codes = memoryStore()('AuthorizationCode');
    await codes.upsert('abc', { accountId: 'social-ada' }, 60);
    const before = Math.floor(Date.now() / 1000);
    await codes.consume('abc');
    const consumed = ((await codes.find('abc')) as AdapterPayload).consumed as number;
    expect(consumed).toBeGreaterThanOrEqual(before);
    await expect(codes.consume('missing')).resolves.toBeUndefined();
  });

  it('finds a session by its uid', async () => {
    const sessions = memoryStore()('Session');
    await sessions.upsert('session-1', { uid: 'uid-1', accountId: 'social-ada' }, 3600);
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'social-ada' });
    expect(await sessions.findByUid('uid-2')).toBeUndefined();
  });

  it('revokes every token of a grant, also when a later token expires sooner', async () => {
    const clock = handClock();
    const store = memoryStore({ clock });
    const refresh = store('RefreshToken');
    const access = store('AccessToken');
    const grant = store('Grant');
    await refresh.upsert('r1', { grantId: 'g1' }, 3600);
    await access.upsert('a1', { grantId: 'g1' }, 60);
    await access.upsert('a2', { grantId: 'g2' }, 60);
    await grant.upsert('g1', { accountId: 'social-ada' }, 3600);
    clock.advance(120_000);
    await access.revokeByGrantId('g1');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await access.find('a1')).toBeUndefined();
    expect(await grant.find('g1')).toMatchObject({ accountId: 'social-ada' });
  });

  it('keeps separate stores apart: one twin never sees another twin’s entries', async () => {
    const first = memoryStore()('Session');
    const second = memoryStore()('Session');
    await first.upsert('session-1', { uid: 'uid-1' }, 3600);
    expect(await second.find('session-1')).toBeUndefined();
    expect(await second.findByUid('uid-1')).toBeUndefined();
  });

  it('holds at most its limit, dropping the least recently used', async () => {
    const codes = memoryStore({ max: 3 })('AuthorizationCode');
    for (const id of ['a', 'b', 'c', 'd']) await codes.upsert(id, {}, 60);
    expect(await codes.find('a')).toBeUndefined();
    expect(await codes.find('d')).toBeDefined();
  });
});
