// Demo live sales (the `live` collection): for each host one upcoming, one running and two ended
// lives with notes, chat, bids and a pinned message. Deterministic for a given `now` and hosts.
import { documentIdFor } from './media';
import { StrapiStore } from './store';

export const LIVE_UID = 'api::live.live';

export interface LiveHostSeed {
  /** The host's marketplace user uuid. */
  userId: string;
  /** The host's marketplace username (liveIds and the host's chat lines use it). */
  username: string;
  /** Published listing uuids of the host; each live shows a few of them. */
  listingIds: readonly string[];
  /** A co-host on the running live. */
  guest?: { userId: string; name: string };
  /** Users blocked from, and muted in, the host's running live. */
  blockedUserIds?: readonly string[];
  mutedUserIds?: readonly string[];
}

export interface LiveSeedOptions {
  hosts: readonly LiveHostSeed[];
  /** Defaults to the current time. */
  now?: Date;
}

export interface ChatLine { author: string; text: string; at: string }
export interface LiveBid { bidder: string; listingId: string; amount: number; currency: string; at: string }

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const VIEWERS = ['rosacollects', 'oliverleaf', 'mossymaria', 'aroid_ann', 'thaiconpete', 'basilbuys'];

const NOTES = {
  upcoming: [
    'Sunday restock: rooted Monstera cuttings and a few Hoya I have been saving. Set a reminder!',
    'First live of the month: fresh imports straight out of acclimation, all with new growth.',
    'Small-batch tissue culture plants, deflasked and hardened off. Beginners welcome.',
  ],
  running: [
    'Variegated Monstera cuttings tonight, every one rooted in sphagnum. Ask me anything about care.',
    'Evening auction: Philodendron and Anthurium, bidding opens on each plant as I show it.',
    'Greenhouse walk-through with a few plants for sale along the way. Shipping combines for the whole live.',
  ],
  ended: [
    'Clearance live: mature mother plants and a few odd cuttings. Thanks to everyone who joined.',
    'Hoya night: 12 species, from easy growers to rare collector plants.',
    'Aroid swap-style sale with quick auctions, 60 seconds a plant.',
    'Weekend special: rare Alocasia corms and pups, shipped the following Monday.',
  ],
};

const CHAT = [
  'Hi from Ohio! First time joining.',
  'Is that one rooted or just a node?',
  'Rooted, about 3 inches of roots in moss.',
  'The variegation on that leaf is unreal',
  'Do you ship to Canada?',
  'US only tonight, sorry!',
  'Can you show the back of the leaf?',
  'Sure, holding it up to the light now.',
  'Just won my first plant here, so happy',
  'How big is the pot on the next one?',
];

/** A bidder's name as viewers see it: first and last letter, three stars between. */
export function maskBidder(username: string): string {
  if (username.length <= 2) return `${username.slice(0, 1)}***`;
  return `${username[0]}***${username[username.length - 1]}`;
}

const iso = (ms: number) => new Date(ms).toISOString();
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

function slice(ids: readonly string[], from: number, count: number): string[] {
  if (ids.length === 0) return [];
  const out: string[] = [];
  for (let i = 0; i < Math.min(count, ids.length); i++) out.push(ids[(from + i) % ids.length]!);
  return out;
}

function chatLines(host: string, start: number, count: number, offset: number): ChatLine[] {
  return Array.from({ length: count }, (_, i) => {
    const text = pick(CHAT, i + offset);
    // Answers ("Rooted…", "US only…", "Sure…") come from the host.
    const author = /^(Rooted|US only|Sure)/.test(text) ? host : pick(VIEWERS, i + offset);
    return { author, text, at: iso(start + (i + 1) * 2 * MINUTE) };
  });
}

function bids(listingIds: readonly string[], start: number, count: number, offset: number): LiveBid[] {
  // Two bids per listing, the second higher than the first.
  return Array.from({ length: listingIds.length === 0 ? 0 : count }, (_, i) => ({
    bidder: maskBidder(pick(VIEWERS, i + offset + 1)),
    listingId: pick(listingIds, Math.floor(i / 2)),
    amount: 4500 + ((Math.floor(i / 2) + offset) % 4) * 750 + (i % 2) * 500,
    currency: 'USD',
    at: iso(start + (i + 1) * 3 * MINUTE),
  }));
}

export interface SeedLive {
  liveId: string;
  note: string;
  hostId: string;
  startsAt: string;
  endedAt: string | null;
  listings: string[];
  soldListings: string[];
  blockedUsers: string[];
  mutedUsers: string[];
  guest: { userId: string; name: string } | null;
  pinnedChat: ChatLine | null;
  chat: ChatLine[];
  bids: LiveBid[];
}

/** The four lives of one host (oldest first). */
export function hostLives(host: LiveHostSeed, index: number, now: number): SeedLive[] {
  const ids = host.listingIds;
  const base = { hostId: host.userId, blockedUsers: [] as string[], mutedUsers: [] as string[], guest: null };
  const endedOld = now - (9 + index) * DAY - 2 * HOUR;
  const endedRecent = now - (2 + index) * DAY - 5 * HOUR;
  // Started 25 to 60 minutes ago: long enough for its chat (2 minutes a line) and bids (3 minutes a bid) to be in the past.
  const running = now - Math.min(25 + index * 9, 59) * MINUTE;
  const upcoming = now + (1 + index) * DAY + 3 * HOUR;
  const soldOf = (listings: string[]) => listings.filter((_, i) => i % 2 === 0);
  const oldListings = slice(ids, 0, 5);
  const recentListings = slice(ids, 2, 6);
  const liveListings = slice(ids, 1, 4);
  const runningBids = bids(liveListings, running, 5, index);
  return [
    {
      ...base, liveId: `${host.username}-live-1`, note: pick(NOTES.ended, index * 2), startsAt: iso(endedOld), endedAt: iso(endedOld + 95 * MINUTE),
      listings: oldListings, soldListings: soldOf(oldListings), chat: chatLines(host.username, endedOld, 8, index), bids: bids(oldListings, endedOld, 6, index),
      pinnedChat: { author: host.username, text: 'Payment within 24 hours please, invoices go out after the live.', at: iso(endedOld + MINUTE) },
    },
    {
      ...base, liveId: `${host.username}-live-2`, note: pick(NOTES.ended, index * 2 + 1), startsAt: iso(endedRecent), endedAt: iso(endedRecent + 70 * MINUTE),
      listings: recentListings, soldListings: soldOf(recentListings).slice(0, 2), chat: chatLines(host.username, endedRecent, 6, index + 3), bids: bids(recentListings, endedRecent, 4, index + 2),
      pinnedChat: null,
    },
    {
      ...base, liveId: `${host.username}-live-3`, note: pick(NOTES.running, index), startsAt: iso(running), endedAt: null,
      listings: liveListings, soldListings: liveListings.slice(0, 1), chat: chatLines(host.username, running, Math.min(10, 4 + index * 2), index), bids: runningBids,
      pinnedChat: { author: host.username, text: 'Welcome! Shipping is combined for everything you win tonight.', at: iso(running + MINUTE) },
      blockedUsers: [...(host.blockedUserIds ?? [])], mutedUsers: [...(host.mutedUserIds ?? [])], guest: host.guest ?? null,
    },
    {
      ...base, liveId: `${host.username}-live-4`, note: pick(NOTES.upcoming, index), startsAt: iso(upcoming), endedAt: null,
      listings: slice(ids, 3, 3), soldListings: [], chat: [], bids: [],
      pinnedChat: { author: host.username, text: 'Plants are listed ahead of time: have a look before we go live.', at: iso(now - HOUR) },
    },
  ];
}

/** Writes the hosts' lives into an open store; returns how many were created. */
export function seedLivesIntoStore(store: StrapiStore, options: LiveSeedOptions): number {
  const now = (options.now ?? new Date()).getTime();
  const lives = options.hosts.flatMap((h, i) => hostLives(h, i, now)).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return store.transaction(() => {
    for (const live of lives) {
      const created = iso(Math.min(Date.parse(live.startsAt) - DAY, now));
      store.insertDoc({
        documentId: documentIdFor(`${LIVE_UID}:${live.liveId}`), type: LIVE_UID, data: { ...live },
        createdAt: created, updatedAt: created, publishedAt: created,
      });
    }
    return lives.length;
  });
}

/**
 * Seeds demo lives into a database file (the sandbox calls it after the marketplace seed) unless it
 * already holds lives; returns how many were created (0 when there were some).
 */
export function seedStrapiLives(dbPath: string, options: LiveSeedOptions): number {
  const store = new StrapiStore(dbPath);
  try {
    return store.count(LIVE_UID) === 0 ? seedLivesIntoStore(store, options) : 0;
  } finally {
    store.close();
  }
}
