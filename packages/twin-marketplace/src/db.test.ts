import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { integrationSdkFor, newUser, sdkFor, startTestTwin, testClock } from './testing/harness';

describe('database', () => {
  it('runs migrations on start, keeps schema_version, and upgrades an older database (search index rebuilt)', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'twin-db-')), 'm.db');
    let twin = await startTestTwin({ dbPath });
    const u = await newUser(twin);
    await u.sdk.ownListings.create({ title: 'Scindapsus pictus Exotica' });
    await twin.close();
    // simulate a database written by migration 3 (keyword index without reversed words)
    const raw = new Database(dbPath);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    const version = (raw.prepare('SELECT version FROM schema_version').get() as { version: number }).version;
    expect(version).toBeGreaterThanOrEqual(4);
    raw.exec(`UPDATE schema_version SET version = 3; DROP TABLE listing_fts;
      CREATE VIRTUAL TABLE listing_fts USING fts5(title, description, pubtext); UPDATE kv SET value = 'old' WHERE key = 'search_schema';`);
    raw.close();
    twin = await startTestTwin({ dbPath });
    const res = await sdkFor(twin).listings.query({ keywords: 'otica' });
    expect(res.data.data.map((l: any) => l.attributes.title)).toEqual(['Scindapsus pictus Exotica']);
    await twin.close();
  });

  it('the stock ledger and the transition history are append-only', async () => {
    const twin = await startTestTwin();
    const u = await newUser(twin);
    const { publishedListing } = await import('./testing/harness');
    await publishedListing(u, { stock: 2 });
    expect(() => twin.app.db.prepare('UPDATE stock_adjustments SET quantity = 5').run()).toThrow(/append-only/);
    expect(() => twin.app.db.prepare('DELETE FROM stock_adjustments').run()).toThrow(/append-only/);
    await twin.close();
  });

  it('the Integration SDK refreshes its token after expiry', async () => {
    const clock = testClock();
    const twin = await startTestTwin({ now: clock.now, accessTokenTtlSeconds: 60 });
    const integ = integrationSdkFor(twin);
    await integ.marketplace.show();
    clock.advance(61_000);
    const res = await integ.marketplace.show();
    expect(res.status).toBe(200);
    const grants = twin.app.db.prepare("SELECT COUNT(*) AS n FROM tokens WHERE kind = 'refresh' AND scope = 'integ'").get() as { n: number };
    expect(grants.n).toBe(2);
    await twin.close();
  });
});
