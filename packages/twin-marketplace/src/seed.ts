/**
 * Demo and scale seeds. `seedMarketplaceDemo` fills a fresh twin with users on every membership plan
 * (logins in the README), a few hundred plant listings with generated images, fixed-price, quick-sale
 * and auction listings (auction dates spread from the past to next week, some with bids).
 * `seedMarketplaceScale` bulk-loads many listings (100,000 for benchmarks) reusing a few images.
 */
import { placementForPlan } from '@variegata/membership/placement';
import type { PlanId } from '@variegata/membership/plans';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { mulberry32 } from '@variegata/twin-kit/random';
import type { App } from './http-context';
import { stmt } from './db';
import { hashPassword } from './auth-passwords';
import { indexListingRow, insertSearchRows } from './search-index';
import { seedDemoTransactions, type DemoTransactionsResult } from './seed-transactions';
import { countries, DEMO_PASSWORD, demoUsers, genera, plantTypes, rootedValues, variegationValues, type GenusSeed } from './seed-data';

export { DEMO_PASSWORD, demoUsers };

const DAY = 86400000;

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

async function leafImage(colour: string, variant: number, label: string): Promise<Buffer> {
  const hue = ['#ffffff', '#f1f8e9', '#fffde7', '#fce4ec'][variant % 4]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <rect width="800" height="800" fill="${hue}"/>
    <g transform="translate(400 420) rotate(${variant * 23 - 30})">
      <path d="M0,-300 C220,-260 300,-40 0,300 C-300,-40 -220,-260 0,-300 Z" fill="${colour}"/>
      <path d="M0,-300 C80,-200 120,-60 0,300 C40,60 20,-150 0,-300 Z" fill="#ffffff" opacity="${0.25 + (variant % 3) * 0.2}"/>
      <path d="M0,-280 L0,290" stroke="#e8f5e9" stroke-width="8"/>
    </g>
    <text x="400" y="770" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#263238">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function insertImage(app: App, data: Buffer, ownerId: string | null): Promise<string> {
  const meta = await sharp(data).metadata();
  const id = randomUUID();
  stmt(app.db, 'INSERT INTO images (id, owner_id, mime, width, height, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(id, ownerId, 'image/jpeg', meta.width ?? 800, meta.height ?? 800, data, app.now());
  return id;
}

export interface DemoSeedOptions {
  /** Number of listings (default 300). */
  listings?: number;
  /** scrypt cost for the demo passwords (default: the twin's configured cost). */
  scryptLogN?: number;
  /** PRNG seed (default 42). */
  seed?: number;
  /** Runs after users and listings, before the demo transactions (seed-stripe gives sellers payout accounts and buyers cards here). */
  beforeTransactions?: (users: DemoSeedResult['users']) => Promise<void>;
}

export interface DemoSeedResult {
  users: { email: string; password: string; plan: string; id: string }[];
  listings: number;
  images: number;
  transactions: DemoTransactionsResult;
}

interface ListingSeed {
  id: string; authorId: string; title: string; description: string; price: number; stock: number; createdAt: number;
  publicData: Record<string, unknown>; metadata: Record<string, unknown>; lat: number; lng: number;
}

function makeListing(r: () => number, i: number, g: GenusSeed, author: { id: string; plan: string; country: string }, buyers: string[], now: number): ListingSeed {
  const species = pick(r, g.species);
  const tradeName = r() < 0.5 ? pick(r, g.tradeNames) : undefined;
  const variegation = r() < 0.6 ? 'yes' : pick(r, variegationValues);
  const hybrid = r() < 0.2 ? 'yes' : 'no';
  const kind = r();
  const isAuction = kind < 0.35;
  const isQuickSell = !isAuction && kind < 0.5;
  const price = Math.round((15 + r() * 985) / 5) * 500;
  const createdAt = now - Math.floor(r() * 60 * DAY) - i * 1000;
  const title = `${g.genus[0]!.toUpperCase()}${g.genus.slice(1)} ${species}${tradeName ? ` '${tradeName}'` : ''}${variegation === 'yes' ? ' variegated' : ''}`;
  const stock = isAuction ? 1 : 1 + Math.floor(r() * 4);
  const publicData: Record<string, unknown> = {
    transactionProcessAlias: 'default-purchase/release-1', listingType: isAuction ? 'auction' : 'sell', unitType: 'item',
    category: 'plants', genus: g.genus, species, type: isAuction ? 'auction' : 'sell', variegation, hybrid,
    plantType: pick(r, plantTypes), rooted: pick(r, rootedValues), importedRecently: r() < 0.15 ? 'yes' : 'no',
    isPrivate: false, isQuickSell, hasStockInt: stock > 0 ? 1 : 0, closedAuctionInt: 0,
    countryFrom: author.country, shippingEnabled: true, pickupEnabled: r() < 0.3, canMakeOffers: !isAuction,
    publishOrRestockTimestamp: createdAt, allowedShippingCountries: author.plan === 'internationalSellerPlan' ? countries : ['US'],
  };
  if (tradeName) publicData['tradeName'] = tradeName;
  if (hybrid === 'yes') {
    publicData['parentSpeciesA'] = pick(r, g.species);
    publicData['parentSpeciesB'] = pick(r, g.species);
  }
  const viewsByCurrentDay = Math.floor(r() * 80);
  const metadata: Record<string, unknown> = {
    totalViews: Math.floor(r() * 2000), viewsByCurrentDay,
    verified: author.plan === 'premiumPlan', starter: author.plan === 'starterPlan', international: author.plan === 'internationalSellerPlan',
    placementInt: placementForPlan(author.plan as PlanId, viewsByCurrentDay),
  };
  if (isAuction) {
    // auction dates spread from three days ago to next week
    const auctionAt = now + Math.floor((r() * 10 - 3) * DAY);
    publicData['auctionDate'] = new Date(auctionAt).toISOString();
    publicData['auctionDateTimestamp'] = auctionAt;
    publicData['closedAuctionInt'] = auctionAt < now ? 1 : 0;
    publicData['reservePrice'] = r() < 0.4 ? Math.round(price * 1.5) : null;
    if (r() < 0.6 && buyers.length > 0) {
      const bids: Record<string, unknown>[] = [];
      let amount = price;
      const count = 1 + Math.floor(r() * 6);
      // Rising bids, each from someone other than the leader: a history the site's bid engine
      // replays as it stands (bids seeded without hidden maximums count at their amounts).
      let leader: string | undefined;
      for (let b = 0; b < count; b += 1) {
        const others = buyers.filter((id) => id !== leader);
        if (others.length === 0) break;
        amount += 500 * (1 + Math.floor(r() * 4));
        leader = pick(r, others);
        bids.push({ amount, date: new Date(Math.min(auctionAt, now) - (count - b) * 3600000).toISOString(), bidderId: leader, type: r() < 0.3 ? 'auto' : 'manual' });
      }
      publicData['currentAmount'] = amount;
      metadata['bidHistory'] = bids;
    }
  }
  // What the card shows (the current bid, else the price): the site's price sorts order by it.
  publicData['displayPrice'] = publicData['currentAmount'] ?? price;
  const description = `${title}. ${variegation === 'yes' ? 'Stable variegation, ' : ''}${publicData['rooted'] === 'no' ? 'unrooted' : 'well rooted'} ${publicData['plantType']}. Ships from ${author.country}.`;
  return { id: randomUUID(), authorId: author.id, title, description, price, stock, createdAt, publicData: Object.fromEntries(Object.entries(publicData).filter(([, v]) => v !== null)), metadata,
    lat: 25 + r() * 24, lng: -122 + r() * 52 };
}

function insertListing(app: App, l: ListingSeed, imageIds: string[], withLedger: boolean): number {
  const info = stmt(app.db, `INSERT INTO listings (id, author_id, state, title, description, lat, lng, price_amount, price_currency, public_data, private_data, metadata, stock, created_at)
    VALUES (?, ?, 'published', ?, ?, ?, ?, ?, 'USD', ?, '{}', ?, ?, ?)`).run(l.id, l.authorId, l.title, l.description, l.lat, l.lng, l.price,
    JSON.stringify(l.publicData), JSON.stringify(l.metadata), l.stock, l.createdAt);
  imageIds.forEach((img, pos) => stmt(app.db, 'INSERT INTO listing_images (listing_id, image_id, position) VALUES (?, ?, ?)').run(l.id, img, pos));
  if (withLedger) {
    stmt(app.db, 'INSERT INTO stock_adjustments (id, listing_id, quantity, total_after, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(randomUUID(), l.id, l.stock, l.stock, l.createdAt);
  }
  return Number(info.lastInsertRowid);
}

/** Seeds a fresh twin with demo users and listings. Call it only on an empty database. */
export async function seedMarketplaceDemo(twin: { app: App }, options: DemoSeedOptions = {}): Promise<DemoSeedResult> {
  const app = twin.app;
  const r = mulberry32(options.seed ?? 42);
  const now = app.now();
  const logN = options.scryptLogN ?? app.config.scryptLogN;
  const users: DemoSeedResult['users'] = [];
  const hashes = await Promise.all(demoUsers.map(() => hashPassword(DEMO_PASSWORD, logN)));
  app.db.transaction(() => {
    demoUsers.forEach((u, i) => {
      const id = randomUUID();
      stmt(app.db, `INSERT INTO users (id, email, email_verified, password_hash, first_name, last_name, bio, public_data, protected_data, private_data, metadata, created_at)
        VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(id, u.email, hashes[i]!, u.firstName, u.lastName,
        `${u.firstName} grows rare aroids and hoyas.`, JSON.stringify({ userType: u.seller ? 'seller' : 'buyer' }),
        JSON.stringify({ country: u.country, address: { country: u.country }, myFavorites: [] }),
        JSON.stringify({ membershipPlanId: u.plan }),
        JSON.stringify({ username: u.username, ...(u.plan === 'premiumPlan' ? { verified: true } : {}) }), now - (30 - i) * DAY);
      users.push({ email: u.email, password: DEMO_PASSWORD, plan: u.plan, id });
    });
  })();
  const sellers = users.filter((_, i) => demoUsers[i]!.seller).map((u) => ({ id: u.id, plan: u.plan, country: demoUsers.find((d) => d.email === u.email)!.country }));
  const buyers = users.filter((_, i) => !demoUsers[i]!.seller).map((u) => u.id);
  const images = new Map<string, string[]>();
  let imageCount = 0;
  for (const g of genera) {
    const ids: string[] = [];
    for (let v = 0; v < 3; v += 1) {
      ids.push(await insertImage(app, await leafImage(g.colour, v, g.genus), null));
      imageCount += 1;
    }
    images.set(g.genus, ids);
  }
  const count = options.listings ?? 300;
  app.db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const g = genera[i % genera.length]!;
      const l = makeListing(r, i, g, pick(r, sellers), buyers, now);
      const imgs = images.get(g.genus)!;
      const start = i % imgs.length;
      const rowid = insertListing(app, l, [...imgs.slice(start), ...imgs.slice(0, start)], true);
      indexListingRow(app.db, app.config.searchSchema, rowid);
    }
  })();
  const byEmail = (email: string) => users.find((u) => u.email === email)!.id;
  await options.beforeTransactions?.(users);
  const transactions = await seedDemoTransactions(app, byEmail('premium.seller@variegata.test'), buyers, byEmail('starter.seller@variegata.test'));
  markSoldOut(app);
  return { users, listings: count, images: imageCount, transactions };
}

/** Listings the seeded orders sold out say so in `hasStockInt`, as the site writes it on a save, so the default order puts them after those in stock. */
function markSoldOut(app: App): void {
  const sold = stmt(app.db, `SELECT rowid, id FROM listings WHERE stock <= 0 AND json_extract(public_data, '$.hasStockInt') = 1`).all() as { rowid: number; id: string }[];
  for (const row of sold) {
    stmt(app.db, `UPDATE listings SET public_data = json_set(public_data, '$.hasStockInt', 0) WHERE id = ?`).run(row.id);
    indexListingRow(app.db, app.config.searchSchema, row.rowid);
  }
}

export interface ScaleSeedOptions { count?: number; seed?: number; batchSize?: number }

/**
 * Bulk-loads listings for benchmarks (default 100,000) with a few reused images and no ledger
 * entries. Creates (or reuses) one seller per plan; returns the number of listings inserted.
 */
export async function seedMarketplaceScale(twin: { app: App }, options: ScaleSeedOptions = {}): Promise<number> {
  const app = twin.app;
  const r = mulberry32(options.seed ?? 7);
  const now = app.now();
  const count = options.count ?? 100_000;
  const batch = options.batchSize ?? 5000;
  const hash = await hashPassword(DEMO_PASSWORD, 10);
  const sellers: { id: string; plan: string; country: string }[] = [];
  app.db.transaction(() => {
    for (const plan of ['freePlan', 'starterPlan', 'premiumPlan', 'internationalSellerPlan']) {
      const id = randomUUID();
      stmt(app.db, `INSERT INTO users (id, email, email_verified, password_hash, first_name, last_name, private_data, metadata, created_at) VALUES (?, ?, 1, ?, 'Scale', ?, ?, ?, ?)`)
        .run(id, `scale-${plan}-${id.slice(0, 8)}@variegata.test`, hash, plan, JSON.stringify({ membershipPlanId: plan }), JSON.stringify({ username: `scale${plan}` }), now);
      sellers.push({ id, plan, country: plan === 'internationalSellerPlan' ? 'TH' : 'US' });
    }
  })();
  const imgs: string[] = [];
  for (const g of genera.slice(0, 3)) imgs.push(await insertImage(app, await leafImage(g.colour, 0, g.genus), null));
  // bulk load: no syncs and a bigger page cache while loading (restored below)
  app.db.pragma('synchronous = OFF');
  app.db.pragma('cache_size = -65536');
  for (let done = 0; done < count; done += batch) {
    const n = Math.min(batch, count - done);
    app.db.transaction(() => {
      for (let i = 0; i < n; i += 1) {
        const idx = done + i;
        const l = makeListing(r, idx, genera[idx % genera.length]!, sellers[idx % sellers.length]!, [], now);
        const rowid = insertListing(app, l, [imgs[idx % imgs.length]!], false);
        insertSearchRows(app.db, app.config.searchSchema, {
          rowid, id: l.id, author_id: l.authorId, created_at: l.createdAt, price_amount: l.price, lat: l.lat, lng: l.lng, stock: l.stock,
          title: l.title, description: l.description, pub: l.publicData, meta: l.metadata,
        });
      }
    })();
    await new Promise((resolve) => setImmediate(resolve));
  }
  app.db.pragma('synchronous = NORMAL');
  app.db.pragma('wal_checkpoint(TRUNCATE)');
  app.db.exec('ANALYZE');
  return count;
}
