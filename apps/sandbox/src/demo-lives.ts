/**
 * Which demo sellers host the seeded live sales: the premium, starter and international sellers of
 * the marketplace demo seed, each with some of their own published listings, read from the
 * marketplace twin's database right after its seed.
 */
import type { Db } from '@variegata/twin-kit/sqlite';
import type { LiveHostSeed } from '@variegata/twin-strapi/lives-seed';

export interface DemoUser { email: string; id: string }

/** Host e-mail -> who joins as guest, who is blocked and who is muted in the host's running live. */
const HOSTS: ReadonlyArray<{ email: string; guest?: string; blocked?: string; muted?: string }> = [
  { email: 'premium.seller@variegata.test', guest: 'premium.two@variegata.test', blocked: 'buyer.two@variegata.test', muted: 'free.buyer@variegata.test' },
  { email: 'starter.seller@variegata.test' },
  { email: 'intl.seller@variegata.test' },
];

/** Listings a live shows at most. */
export const LIVE_LISTINGS_PER_HOST = 8;

export function demoLiveHosts(db: Db, users: readonly DemoUser[]): LiveHostSeed[] {
  const byEmail = (email: string | undefined) => (email === undefined ? undefined : users.find((u) => u.email === email)?.id);
  const userRow = db.prepare('SELECT first_name, last_name, metadata FROM users WHERE id = ?');
  const listings = db.prepare(`SELECT id FROM listings WHERE author_id = ? AND state = 'published' ORDER BY rowid LIMIT ?`);
  return HOSTS.flatMap((h) => {
    const userId = byEmail(h.email);
    if (!userId) return [];
    const row = userRow.get(userId) as { metadata: string } | undefined;
    const username = String((JSON.parse(row?.metadata ?? '{}') as { username?: unknown }).username ?? '');
    if (!username) return [];
    const guestId = byEmail(h.guest);
    const guestRow = guestId ? (userRow.get(guestId) as { first_name: string; last_name: string } | undefined) : undefined;
    const blocked = byEmail(h.blocked);
    const muted = byEmail(h.muted);
    return [{
      userId,
      username,
      listingIds: (listings.all(userId, LIVE_LISTINGS_PER_HOST) as Array<{ id: string }>).map((l) => l.id),
      ...(guestId && guestRow ? { guest: { userId: guestId, name: `${guestRow.first_name} ${guestRow.last_name}` } } : {}),
      ...(blocked ? { blockedUserIds: [blocked] } : {}),
      ...(muted ? { mutedUserIds: [muted] } : {}),
    }];
  });
}
