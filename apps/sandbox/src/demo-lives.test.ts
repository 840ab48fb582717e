import { seedMarketplaceDemo } from '@variegata/twin-marketplace/seed';
import { startMarketplaceTwin, type RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLiveHosts, LIVE_LISTINGS_PER_HOST } from './demo-lives';

let twin: RunningMarketplaceTwin;
let users: Array<{ email: string; id: string }>;
beforeAll(async () => {
  twin = await startMarketplaceTwin({ dbPath: ':memory:', port: 0, scryptLogN: 10, timerIntervalMs: 3_600_000 });
  users = (await seedMarketplaceDemo(twin, { listings: 60 })).users;
}, 60_000);
afterAll(() => twin.close());

const idOf = (email: string) => users.find((u) => u.email === email)!.id;

describe('demoLiveHosts', () => {
  it('picks the premium, starter and international sellers with their own published listings', () => {
    const hosts = demoLiveHosts(twin.app.db, users);
    expect(hosts.map((h) => h.username)).toEqual(['petraplants', 'stellasprouts', 'ingridintl']);
    for (const h of hosts) {
      expect(h.listingIds.length).toBeGreaterThan(0);
      expect(h.listingIds.length).toBeLessThanOrEqual(LIVE_LISTINGS_PER_HOST);
      for (const id of h.listingIds) {
        const row = twin.app.db.prepare('SELECT author_id, state FROM listings WHERE id = ?').get(id) as { author_id: string; state: string };
        expect(row).toEqual({ author_id: h.userId, state: 'published' });
      }
    }
  });

  it("gives the premium seller's running live a guest, a blocked and a muted buyer", () => {
    const [premium] = demoLiveHosts(twin.app.db, users);
    expect(premium).toMatchObject({
      userId: idOf('premium.seller@variegata.test'),
      guest: { userId: idOf('premium.two@variegata.test'), name: 'Ivy Gold' },
      blockedUserIds: [idOf('buyer.two@variegata.test')],
      mutedUserIds: [idOf('free.buyer@variegata.test')],
    });
  });

  it('skips hosts that are not in the seed', () => {
    expect(demoLiveHosts(twin.app.db, users.filter((u) => u.email !== 'starter.seller@variegata.test')).map((h) => h.username)).toEqual(['petraplants', 'ingridintl']);
  });
});
