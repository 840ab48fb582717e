// The `live` collection: the demo seed and the generic REST find (filters, sort, pagination) on it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strapi } from '@strapi/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostLives, maskBidder, seedStrapiLives, type LiveHostSeed } from './lives-seed';
import { startStrapiTwin, type RunningTwin } from './server';
import { failure, startHarness, type Cms } from './testing/harness';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const HOSTS: LiveHostSeed[] = [
  { userId: uuid(1), username: 'petraplants', listingIds: [uuid(11), uuid(12), uuid(13), uuid(14), uuid(15), uuid(16)], blockedUserIds: [uuid(91)], mutedUserIds: [uuid(92)], guest: { userId: uuid(3), name: 'Ivy Gold' } },
  { userId: uuid(2), username: 'stellasprouts', listingIds: [uuid(21), uuid(22)] },
];

let twin: RunningTwin;
let cms: Cms;
beforeAll(async () => {
  ({ twin, cms } = await startHarness({ lives: { hosts: HOSTS, now: NOW } }));
});
afterAll(() => twin.close());

type Live = { liveId: string; hostId: string; startsAt: string; endedAt: string | null; listings: string[]; soldListings: string[]; chat: unknown[]; bids: Array<{ bidder: string; listingId: string }> };

describe('the live collection', () => {
  it("filters by hostId, sorts newest first and pages with Strapi's count meta", async () => {
    const res = await cms.collection('lives').find({ filters: { hostId: { $eq: uuid(1) } }, sort: 'startsAt:desc', pagination: { page: 1, pageSize: 3 } });
    const lives = res.data as unknown as Live[];
    expect(lives.map((l) => l.liveId)).toEqual(['petraplants-live-4', 'petraplants-live-3', 'petraplants-live-2']);
    expect(lives.every((l) => l.hostId === uuid(1))).toBe(true);
    expect(res.meta.pagination).toEqual({ page: 1, pageSize: 3, pageCount: 2, total: 4 });
    const second = await cms.collection('lives').find({ filters: { hostId: { $eq: uuid(1) } }, sort: 'startsAt:desc', pagination: { page: 2, pageSize: 3 } });
    expect((second.data as unknown as Live[]).map((l) => l.liveId)).toEqual(['petraplants-live-1']);
  });

  it('sorts ascending too and counts every host', async () => {
    const res = await cms.collection('lives').find({ sort: 'startsAt:asc', pagination: { page: 1, pageSize: 100 } });
    const starts = (res.data as unknown as Live[]).map((l) => l.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(res.meta.pagination).toMatchObject({ total: 8 });
  });

  it('finds one live by liveId with its JSON attributes', async () => {
    const res = await cms.collection('lives').find({ filters: { liveId: { $eq: 'petraplants-live-3' } } });
    const [live] = res.data as unknown as Live[];
    expect(live).toMatchObject({ liveId: 'petraplants-live-3', endedAt: null, blockedUsers: [uuid(91)], mutedUsers: [uuid(92)], guest: { userId: uuid(3), name: 'Ivy Gold' } });
    expect(live!.chat.length).toBeGreaterThan(0);
    expect(live!.bids.every((b) => live!.listings.includes(b.listingId))).toBe(true);
    // Bids on one listing only go up.
    for (const id of live!.listings) {
      const amounts = live!.bids.filter((b) => b.listingId === id).map((b) => (b as unknown as { amount: number }).amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    }
    const none = await cms.collection('lives').find({ filters: { liveId: { $eq: 'nope' } } });
    expect(none.data).toEqual([]);
  });

  it('rejects unknown filter keys and writes like the rest of the twin', async () => {
    expect((await failure(cms.collection('lives').find({ filters: { host: { $eq: 'x' } } }))).status).toBe(400);
    expect((await failure(cms.collection('lives').create({ liveId: 'x' }))).status).toBe(403);
  });
});

describe('the lives seed', () => {
  it('gives every host an upcoming, a running and two ended lives around now', () => {
    const lives = hostLives(HOSTS[0]!, 0, NOW.getTime());
    const now = NOW.getTime();
    const upcoming = lives.filter((l) => Date.parse(l.startsAt) > now && l.endedAt === null);
    const running = lives.filter((l) => Date.parse(l.startsAt) <= now && l.endedAt === null);
    const ended = lives.filter((l) => l.endedAt !== null && Date.parse(l.endedAt) < now);
    expect([upcoming.length, running.length, ended.length]).toEqual([1, 1, 2]);
    expect(now - Date.parse(running[0]!.startsAt)).toBeLessThan(60 * 60_000);
    // What has happened in a live is in the past, for every host position.
    for (const index of [0, 1, 2, 3, 4]) {
      for (const l of hostLives(HOSTS[0]!, index, now).filter((x) => Date.parse(x.startsAt) <= now)) {
        expect(now - Date.parse(l.startsAt)).toBeGreaterThan(0);
        for (const item of [...l.chat, ...l.bids, ...(l.pinnedChat ? [l.pinnedChat] : [])]) expect(Date.parse(item.at)).toBeLessThanOrEqual(now);
      }
    }
    expect(running[0]!.pinnedChat).not.toBeNull();
    for (const l of lives) {
      expect(l.listings.every((id) => HOSTS[0]!.listingIds.includes(id))).toBe(true);
      expect(l.soldListings.every((id) => l.listings.includes(id))).toBe(true);
    }
  });

  it('is deterministic, and gives a host without listings lives without listings or bids', () => {
    expect(hostLives(HOSTS[1]!, 1, NOW.getTime())).toEqual(hostLives(HOSTS[1]!, 1, NOW.getTime()));
    const bare = hostLives({ userId: uuid(5), username: 'nobody', listingIds: [] }, 0, NOW.getTime());
    expect(bare.every((l) => l.listings.length === 0 && l.bids.length === 0)).toBe(true);
  });

  it('masks bidders', () => {
    expect(maskBidder('rosacollects')).toBe('r***s');
    expect(maskBidder('al')).toBe('a***');
  });

  it('seeds a database file that a twin then serves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'strapi-lives-'));
    try {
      const dbPath = join(dir, 'strapi.sqlite');
      expect(seedStrapiLives(dbPath, { hosts: HOSTS.slice(1), now: NOW })).toBe(4);
      expect(seedStrapiLives(dbPath, { hosts: HOSTS, now: NOW })).toBe(0);
      const served = await startStrapiTwin({ dbPath, port: 0, seedIfEmpty: true, lives: { hosts: HOSTS, now: NOW } });
      try {
        // The editorial seed still runs (no editorial content yet); the lives already there are kept.
        expect(served.status()).toMatchObject({ lives: 4 });
        expect(Number(served.status()['articles'])).toBeGreaterThan(0);
        const res = await strapi({ baseURL: `${served.url}/api` }).collection('lives').find();
        expect((res.data as unknown as Live[]).every((l) => l.hostId === uuid(2))).toBe(true);
      } finally {
        await served.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
