/**
 * Durable newsletter subscriptions (spec 1 §7 POST /api/newsletter, issue 17): one SQLite file,
 * `newsletter.sqlite` in SITE_DATA_DIR (a persistent volume in production, `.data/site` by default),
 * written with better-sqlite3. A subscriber is pending until they open the confirmation link
 * (double opt-in), then confirmed until they unsubscribe. Rows are keyed by the lower-cased email;
 * a new sign-up keeps a confirmed subscriber confirmed and only updates the names.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverEnv } from '~/server/env.server';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Subscriber {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly status: SubscriberStatus;
  readonly signedUpAt: Date;
  readonly confirmedAt: Date | null;
}

interface Row {
  email: string;
  first_name: string;
  last_name: string;
  status: SubscriberStatus;
  signed_up_at: number;
  confirmed_at: number | null;
}

let open: { path: string; db: Database.Database } | undefined;

/** The database of the configured data directory (opened, and created, on first use). */
function db(): Database.Database {
  const dir = resolve(serverEnv().SITE_DATA_DIR);
  const path = join(dir, 'newsletter.sqlite');
  if (open?.path === path) return open.db;
  open?.db.close();
  mkdirSync(dir, { recursive: true });
  const database = new Database(path);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.exec(`CREATE TABLE IF NOT EXISTS newsletter_subscribers (
    email TEXT PRIMARY KEY,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
    signed_up_at INTEGER NOT NULL,
    confirmed_at INTEGER,
    unsubscribed_at INTEGER
  )`);
  open = { path, db: database };
  return database;
}

const toSubscriber = (row: Row): Subscriber => ({
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  status: row.status,
  signedUpAt: new Date(row.signed_up_at),
  confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at),
});

const key = (email: string) => email.trim().toLowerCase();

export function findSubscriber(email: string): Subscriber | undefined {
  const row = db().prepare('SELECT * FROM newsletter_subscribers WHERE email = ?').get(key(email)) as Row | undefined;
  return row ? toSubscriber(row) : undefined;
}

/** Records a sign-up: new or unsubscribed addresses become pending; a confirmed one stays confirmed. */
export function recordSignUp(input: { email: string; firstName: string; lastName: string }, now: number): Subscriber {
  db()
    .prepare(
      `INSERT INTO newsletter_subscribers (email, first_name, last_name, status, signed_up_at) VALUES (?, ?, ?, 'pending', ?)
       ON CONFLICT (email) DO UPDATE SET
         first_name = CASE WHEN excluded.first_name <> '' THEN excluded.first_name ELSE first_name END,
         last_name = CASE WHEN excluded.last_name <> '' THEN excluded.last_name ELSE last_name END,
         status = CASE WHEN status = 'confirmed' THEN 'confirmed' ELSE 'pending' END,
         signed_up_at = CASE WHEN status = 'confirmed' THEN signed_up_at ELSE excluded.signed_up_at END`,
    )
    .run(key(input.email), input.firstName.trim(), input.lastName.trim(), now);
  return findSubscriber(input.email)!;
}

/**
 * Confirms a pending subscriber (`newly` when this call did it, false for an address confirmed
 * before); undefined when the address never signed up or has unsubscribed since.
 */
export function confirmSubscriber(email: string, now: number): { subscriber: Subscriber; newly: boolean } | undefined {
  const { changes } = db().prepare(`UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = ? WHERE email = ? AND status = 'pending'`).run(now, key(email));
  const subscriber = findSubscriber(email);
  return subscriber?.status === 'confirmed' ? { subscriber, newly: changes === 1 } : undefined;
}

/** Unsubscribes an address (a no-op for one that is not on the list). */
export function unsubscribe(email: string, now: number): void {
  db().prepare(`UPDATE newsletter_subscribers SET status = 'unsubscribed', unsubscribed_at = ? WHERE email = ?`).run(now, key(email));
}

/** Confirmed subscribers, oldest first (what a newsletter issue is sent to). */
export function confirmedSubscribers(): Subscriber[] {
  return (db().prepare(`SELECT * FROM newsletter_subscribers WHERE status = 'confirmed' ORDER BY confirmed_at, email`).all() as Row[]).map(toSubscriber);
}
