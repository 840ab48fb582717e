// Contract tests: the real @strapi/client against the Strapi twin with demo lives. Expected values
// come from the twin's own seed (hostLives), not from this package's code.
import { hostLives, type LiveHostSeed } from '@variegata/twin-strapi/lives-seed';
import { describe, expect, it } from 'vitest';
import { createEditorialClient } from './client';
import { LIVES_PAGE_SIZE, liveById, liveState, livesByHost } from './lives';
import { useSeededTwin } from './testing/twin';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const HOSTS: LiveHostSeed[] = [
  { userId: uuid(1), username: 'petraplants', listingIds: [uuid(11), uuid(12), uuid(13), uuid(14), uuid(15)], mutedUserIds: [uuid(92)], guest: { userId: uuid(3), name: 'Ivy Gold' } },
  { userId: uuid(2), username: 'stellasprouts', listingIds: [uuid(21)] },
];
const petra = hostLives(HOSTS[0]!, 0, NOW.getTime());

const ctx = useSeededTwin({ lives: { hosts: HOSTS, now: NOW } });

describe('livesByHost', () => {
  it("gives the host's lives newest first with page, pageSize, pageCount and total", async () => {
    const result = await livesByHost(ctx.client, uuid(1));
    if (!result.ok) throw new Error(result.message);
    const newest = [...petra].sort((a, b) => b.startsAt.localeCompare(a.startsAt));
    expect(result.value.lives.map((l) => l.liveId)).toEqual(newest.map((l) => l.liveId));
    expect(result.value.pagination).toEqual({ page: 1, pageSize: LIVES_PAGE_SIZE, pageCount: 1, total: 4 });
    expect(result.value.lives.every((l) => l.hostId === uuid(1))).toBe(true);
  });

  it('pages', async () => {
    const second = await livesByHost(ctx.client, uuid(1), { page: 2, pageSize: 3 });
    if (!second.ok) throw new Error(second.message);
    expect(second.value.lives).toHaveLength(1);
    expect(second.value.pagination).toEqual({ page: 2, pageSize: 3, pageCount: 2, total: 4 });
  });

  it('gives an empty list for a host without lives, and rejects a bad page as a developer error', async () => {
    const none = await livesByHost(ctx.client, uuid(77));
    expect(none).toMatchObject({ ok: true, value: { lives: [], pagination: { total: 0, pageCount: 0 } } });
    await expect(livesByHost(ctx.client, uuid(1), { page: 0 })).rejects.toThrow(RangeError);
  });

  it('is content-unavailable when the service cannot be reached', async () => {
    const down = createEditorialClient({ baseURL: 'http://127.0.0.1:9/api' });
    expect(await livesByHost(down, uuid(1))).toMatchObject({ ok: false, error: 'content-unavailable' });
  });
});

describe('liveById', () => {
  it('gives the typed live with chat, bids, pinned message, guest and muted users', async () => {
    const running = petra.find((l) => l.liveId === 'petraplants-live-3')!;
    const result = await liveById(ctx.client, 'petraplants-live-3');
    if (!result.ok) throw new Error(result.message);
    expect(result.value).toMatchObject({ ...running, documentId: expect.any(String), id: expect.any(Number) });
    expect(liveState(result.value, NOW.getTime())).toBe('running');
  });

  it('is not-found for an unknown liveId', async () => {
    expect(await liveById(ctx.client, 'no-such-live')).toMatchObject({ ok: false, error: 'not-found' });
  });
});

describe('liveState', () => {
  it('is upcoming before the start, running after it until it ends, then ended', () => {
    const at = NOW.getTime();
    expect(liveState({ startsAt: new Date(at + 1).toISOString(), endedAt: null }, at)).toBe('upcoming');
    expect(liveState({ startsAt: new Date(at).toISOString(), endedAt: null }, at)).toBe('running');
    expect(liveState({ startsAt: new Date(at - 5).toISOString(), endedAt: new Date(at - 1).toISOString() }, at)).toBe('ended');
  });
});
