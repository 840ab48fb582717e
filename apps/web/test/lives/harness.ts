/**
 * Route tests of the live-sale pages: the marketplace twin with its demo seed and a Strapi twin
 * whose lives point at the demo sellers and their listings (as the sandbox seeds them), the site's
 * env pointed at both before it is first read.
 */
import type { RunningMarketplaceTwin } from '@variegata/twin-marketplace/server';
import type { LiveHostSeed } from '@variegata/twin-strapi/lives-seed';
import { startStrapiTwin, type RunningTwin } from '@variegata/twin-strapi/server';
import { startSeededMarketplace, type SeededMarketplace } from '../support/marketplace-twin';

export { as, dataOf, location, makeContext, run, signIn, statusOf, CSRF } from '../listing/harness';

export interface LivesSandbox extends SeededMarketplace {
  strapi: RunningTwin;
  idOf(email: string): string;
  hosts: LiveHostSeed[];
  /** The `now` the lives were seeded around. */
  seededAt: Date;
}

export function publishedListingIds(twin: RunningMarketplaceTwin, authorId: string, limit: number): string[] {
  return (twin.app.db.prepare(`SELECT id FROM listings WHERE author_id = ? AND state = 'published' ORDER BY rowid LIMIT ?`).all(authorId, limit) as Array<{ id: string }>).map((r) => r.id);
}

/**
 * Premium seller: four lives (blocks buyer.two, mutes free.buyer, Ivy Gold as guest).
 * Starter seller: 44 lives (eleven seed hosts with the same user), for paging.
 */
export async function startLivesSandbox(): Promise<LivesSandbox> {
  const market = await startSeededMarketplace(90);
  const idOf = (email: string) => market.seed.users.find((u) => u.email === email)!.id;
  const premium = idOf('premium.seller@variegata.test');
  const starter = idOf('starter.seller@variegata.test');
  const hosts: LiveHostSeed[] = [
    {
      userId: premium, username: 'petraplants', listingIds: publishedListingIds(market.twin, premium, 8),
      guest: { userId: idOf('premium.two@variegata.test'), name: 'Ivy Gold' },
      blockedUserIds: [idOf('buyer.two@variegata.test')], mutedUserIds: [idOf('free.buyer@variegata.test')],
    },
    ...Array.from({ length: 11 }, (_, i) => ({ userId: starter, username: `stellasprouts${i}`, listingIds: publishedListingIds(market.twin, starter, 4) })),
  ];
  const seededAt = new Date();
  const strapi = await startStrapiTwin({ dbPath: ':memory:', port: 0, lives: { hosts, now: seededAt } });
  process.env['STRAPI_URL'] = `${strapi.url}/api`;
  return { ...market, strapi, idOf, hosts, seededAt };
}
