/**
 * Login attempt limits of the password grant (the README's "Login limits"). Failures are counted in
 * SQLite per source, the (client address, email) pair, and per email across all sources. Before
 * the password hash runs, one attempt is checked and reserved as a failure in a single immediate
 * transaction, so concurrent attempts are limited exactly like sequential ones; a success gives its
 * reservation back. Emails with and without an account are counted alike, so a 429 reveals nothing.
 */
import type { App } from './http-context';
import { stmt } from './db';

/**
 * Failures from one source (address + email) that lock that source, the right password included.
 * Twice the site's own limit per (email, client address), 10 per 15 minutes: the site logs every
 * user in from its own address, so one client failing through the site never locks the others out.
 */
export const SOURCE_FAILURES_BEFORE_LOCK = 20;
/** A source's failures are forgotten, and its lock ends, this long after its last failure. */
export const SOURCE_LOCK_MS = 5 * 60 * 1000;
/** Failures for one email across all sources after which only sources without failures may try. */
export const ACCOUNT_FAILURES_BEFORE_LIMIT = 100;
/** The per-email count is forgotten this long after its last failure. */
export const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;

export type LoginSlot =
  | { refused: false; succeeded(): void }
  | { refused: true; retryAfterSeconds: number };

interface Count { failures: number; last: number }

function current(app: App, key: string, forgetBefore: number): Count {
  const row = stmt(app.db, 'SELECT failures, last_failure_at AS last FROM login_failures WHERE key = ?').get(key) as Count | undefined;
  return row && row.last > forgetBefore ? row : { failures: 0, last: 0 };
}

function countFailure(app: App, key: string, now: number, forgetBefore: number): void {
  stmt(app.db, `INSERT INTO login_failures (key, failures, last_failure_at) VALUES (?, 1, ?)
    ON CONFLICT(key) DO UPDATE SET failures = CASE WHEN last_failure_at <= ? THEN 1 ELSE failures + 1 END, last_failure_at = excluded.last_failure_at`)
    .run(key, now, forgetBefore);
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Checks the limits for one password attempt and, when allowed, reserves it as a failure. */
export function reserveLoginAttempt(app: App, email: string, address: string): LoginSlot {
  const normalised = email.trim().toLowerCase();
  const sourceKey = `source ${address} ${normalised}`;
  const accountKey = `account ${normalised}`;
  return app.db.transaction((): LoginSlot => {
    const now = app.now();
    const source = current(app, sourceKey, now - SOURCE_LOCK_MS);
    const account = current(app, accountKey, now - ACCOUNT_WINDOW_MS);
    const sourceClean = source.last + SOURCE_LOCK_MS - now;
    if (source.failures >= SOURCE_FAILURES_BEFORE_LOCK) return { refused: true, retryAfterSeconds: seconds(sourceClean) };
    if (account.failures >= ACCOUNT_FAILURES_BEFORE_LIMIT && source.failures > 0) {
      return { refused: true, retryAfterSeconds: seconds(Math.min(sourceClean, account.last + ACCOUNT_WINDOW_MS - now)) };
    }
    countFailure(app, sourceKey, now, now - SOURCE_LOCK_MS);
    countFailure(app, accountKey, now, now - ACCOUNT_WINDOW_MS);
    return {
      refused: false,
      succeeded: () => {
        stmt(app.db, 'DELETE FROM login_failures WHERE key = ?').run(sourceKey);
        stmt(app.db, 'UPDATE login_failures SET failures = MAX(failures - 1, 0) WHERE key = ?').run(accountKey);
      },
    };
  }).immediate();
}

/** Drops counts nobody remembers any more (called at start). */
export function purgeLoginFailures(app: App): void {
  stmt(app.db, 'DELETE FROM login_failures WHERE last_failure_at <= ?').run(app.now() - Math.max(SOURCE_LOCK_MS, ACCOUNT_WINDOW_MS));
}
