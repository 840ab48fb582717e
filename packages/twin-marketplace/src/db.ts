/**
 * SQLite database: the versioned migrations, opened with @variegata/twin-kit/sqlite (WAL, synchronous=NORMAL).
 * Search columns for the configurable schema live in search-index.ts (rebuilt when the schema changes).
 */
import type Database from 'better-sqlite3';
import { openSqlite, type Migration } from '@variegata/twin-kit/sqlite';

export type Db = Database.Database;

const migrations: Migration[] = [
  // 1: core tables
  `
  CREATE TABLE users (
    rowid INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL COLLATE NOCASE,
    email_verified INTEGER NOT NULL DEFAULT 0,
    pending_email TEXT,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    display_name TEXT,
    bio TEXT,
    public_data TEXT NOT NULL DEFAULT '{}',
    protected_data TEXT NOT NULL DEFAULT '{}',
    private_data TEXT NOT NULL DEFAULT '{}',
    metadata TEXT NOT NULL DEFAULT '{}',
    profile_image_id TEXT,
    banned INTEGER NOT NULL DEFAULT 0,
    deleted INTEGER NOT NULL DEFAULT 0,
    stripe_connected INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX users_email ON users(email) WHERE deleted = 0;
  CREATE TABLE tokens (
    hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    user_id TEXT,
    client_id TEXT NOT NULL,
    scope TEXT NOT NULL,
    family TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX tokens_family ON tokens(family);
  CREATE INDEX tokens_user ON tokens(user_id);
  CREATE TABLE email_tokens (
    hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    user_id TEXT NOT NULL,
    email TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX email_tokens_user ON email_tokens(user_id, kind, created_at);
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    to_email TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    kind TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE images (
    rowid INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    owner_id TEXT,
    mime TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    data BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE image_variants (
    image_id TEXT NOT NULL,
    spec TEXT NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY (image_id, spec)
  );
  CREATE TABLE listings (
    rowid INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    author_id TEXT NOT NULL,
    state TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT,
    lat REAL,
    lng REAL,
    price_amount INTEGER,
    price_currency TEXT,
    public_data TEXT NOT NULL DEFAULT '{}',
    private_data TEXT NOT NULL DEFAULT '{}',
    metadata TEXT NOT NULL DEFAULT '{}',
    availability_plan TEXT,
    stock INTEGER,
    deleted INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX listings_author ON listings(author_id, state, created_at);
  CREATE INDEX listings_state_created ON listings(state, created_at);
  CREATE INDEX listings_price ON listings(state, price_amount);
  CREATE TABLE listing_images (
    listing_id TEXT NOT NULL,
    image_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (listing_id, image_id)
  );
  CREATE TABLE stock_adjustments (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    listing_id TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    total_after INTEGER NOT NULL,
    reservation_id TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX stock_adjustments_listing ON stock_adjustments(listing_id, seq);
  CREATE VIRTUAL TABLE listing_fts USING fts5(title, description, pubtext, tokenize = 'unicode61 remove_diacritics 2');
  CREATE TABLE transactions (
    rowid INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    process_name TEXT NOT NULL,
    process_version INTEGER NOT NULL,
    state TEXT NOT NULL,
    listing_id TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    provider_id TEXT NOT NULL,
    last_transition TEXT,
    last_transitioned_at INTEGER,
    last_message_at INTEGER,
    line_items TEXT NOT NULL DEFAULT '[]',
    payin_total_amount INTEGER,
    payout_total_amount INTEGER,
    currency TEXT,
    protected_data TEXT NOT NULL DEFAULT '{}',
    metadata TEXT NOT NULL DEFAULT '{}',
    version INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX transactions_customer ON transactions(customer_id, created_at);
  CREATE INDEX transactions_provider ON transactions(provider_id, created_at);
  CREATE TABLE transaction_transitions (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_id TEXT NOT NULL,
    transition TEXT NOT NULL,
    by_role TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX transaction_transitions_tx ON transaction_transitions(transaction_id, seq);
  CREATE TABLE stock_reservations (
    id TEXT PRIMARY KEY,
    listing_id TEXT NOT NULL,
    transaction_id TEXT NOT NULL UNIQUE,
    quantity INTEGER NOT NULL,
    state TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE timers (
    id INTEGER PRIMARY KEY,
    transaction_id TEXT NOT NULL,
    transition TEXT NOT NULL,
    from_state TEXT NOT NULL,
    due_at INTEGER NOT NULL,
    done INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX timers_due ON timers(done, due_at);
  CREATE TABLE messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    transaction_id TEXT NOT NULL,
    sender_id TEXT NOT NULL,
    content TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX messages_tx ON messages(transaction_id, created_at);
  CREATE TABLE reviews (
    id TEXT PRIMARY KEY,
    transaction_id TEXT NOT NULL,
    listing_id TEXT NOT NULL,
    author_id TEXT NOT NULL,
    subject_id TEXT NOT NULL,
    type TEXT NOT NULL,
    state TEXT NOT NULL,
    rating INTEGER,
    content TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (transaction_id, type)
  );
  CREATE INDEX reviews_subject ON reviews(subject_id, state);
  CREATE INDEX reviews_listing ON reviews(listing_id, state);
  CREATE TABLE events (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    event_type TEXT NOT NULL,
    resource_type TEXT NOT NULL,
    resource_id TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `,
  // 2: login throttling (consecutive failures lock the account for a while)
  `
  ALTER TABLE users ADD COLUMN failed_logins INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE users ADD COLUMN locked_until INTEGER;
  `,
  // 3: Stripe customers (saved cards) and connected accounts of users
  `
  CREATE TABLE stripe_customers (
    user_id TEXT PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    stripe_customer_id TEXT NOT NULL,
    default_payment_method TEXT
  );
  CREATE TABLE stripe_accounts (
    user_id TEXT PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    stripe_account_id TEXT NOT NULL,
    data TEXT NOT NULL DEFAULT '{}'
  );
  `,
  // 4: keyword index with reversed words too, so a keyword also matches word endings (the index is
  // derived data: search-index.ts refills it when its signature changes)
  `
  DROP TABLE listing_fts;
  CREATE VIRTUAL TABLE listing_fts USING fts5(title, description, pubtext, rtitle, rdescription, rpubtext, tokenize = 'unicode61 remove_diacritics 2');
  `,
  // 5: the stock ledger, transition history and event log are append-only
  `
  CREATE TRIGGER IF NOT EXISTS stock_adjustments_no_update BEFORE UPDATE ON stock_adjustments BEGIN SELECT RAISE(ABORT, 'stock_adjustments is append-only'); END;
  CREATE TRIGGER IF NOT EXISTS stock_adjustments_no_delete BEFORE DELETE ON stock_adjustments BEGIN SELECT RAISE(ABORT, 'stock_adjustments is append-only'); END;
  CREATE TRIGGER IF NOT EXISTS transaction_transitions_no_update BEFORE UPDATE ON transaction_transitions BEGIN SELECT RAISE(ABORT, 'transaction_transitions is append-only'); END;
  CREATE TRIGGER IF NOT EXISTS transaction_transitions_no_delete BEFORE DELETE ON transaction_transitions BEGIN SELECT RAISE(ABORT, 'transaction_transitions is append-only'); END;
  CREATE TRIGGER IF NOT EXISTS events_no_update BEFORE UPDATE ON events BEGIN SELECT RAISE(ABORT, 'events is append-only'); END;
  `,
  // 6: timers whose transition failed (e.g. a payment action) are retried a few times
  (db) => addColumnIfMissing(db, 'timers', 'attempts', 'INTEGER NOT NULL DEFAULT 0'),
  // 7: login failures per source and per email (auth-login-limits.ts replaces users.failed_logins /
  // locked_until), and when a refresh token was rotated (a later reuse revokes its family)
  (db) => {
    db.exec('CREATE TABLE IF NOT EXISTS login_failures (key TEXT PRIMARY KEY, failures INTEGER NOT NULL, last_failure_at INTEGER NOT NULL)');
    addColumnIfMissing(db, 'tokens', 'rotated_at', 'INTEGER');
  },
  // 8: hosted configuration assets: every version of the assets directory the twin has served
  `
  CREATE TABLE IF NOT EXISTS asset_versions (
    version TEXT PRIMARY KEY,
    assets TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    loaded_seq INTEGER NOT NULL
  );
  `,
  // 9: availability exceptions and bookings (time-based availability of listings with plans)
  `
  CREATE TABLE IF NOT EXISTS availability_exceptions (
    id TEXT PRIMARY KEY,
    listing_id TEXT NOT NULL,
    start_at INTEGER NOT NULL,
    end_at INTEGER NOT NULL,
    seats INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS availability_exceptions_listing ON availability_exceptions(listing_id, start_at);
  CREATE TABLE IF NOT EXISTS bookings (
    id TEXT PRIMARY KEY,
    transaction_id TEXT NOT NULL UNIQUE,
    listing_id TEXT NOT NULL,
    start_at INTEGER NOT NULL,
    end_at INTEGER NOT NULL,
    display_start INTEGER NOT NULL,
    display_end INTEGER NOT NULL,
    seats INTEGER NOT NULL,
    state TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS bookings_listing ON bookings(listing_id, start_at);
  `,
  // 10: accounts at identity providers linked to users (current_user/create_with_idp, auth/auth_with_idp)
  `
  CREATE TABLE IF NOT EXISTS idp_accounts (
    idp_id TEXT NOT NULL,
    subject TEXT NOT NULL,
    user_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (idp_id, subject)
  );
  CREATE INDEX IF NOT EXISTS idp_accounts_user ON idp_accounts(user_id);
  `,
];

function addColumnIfMissing(db: Db, table: string, column: string, decl: string): void {
  const cols = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
  if (!cols.some((c) => c.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${decl}`);
}

export function openDb(path: string): Db {
  return openSqlite(path, migrations, ['foreign_keys = OFF', 'busy_timeout = 5000']);
}

export function parseJson(s: string | null | undefined): Record<string, unknown> {
  if (!s) return {};
  try {
    const v = JSON.parse(s) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const statementCache = new WeakMap<Db, Map<string, Database.Statement>>();

/** A cached prepared statement for this database. */
export function stmt(db: Db, sql: string): Database.Statement {
  let m = statementCache.get(db);
  if (!m) { m = new Map(); statementCache.set(db, m); }
  let s = m.get(sql);
  if (!s) { s = db.prepare(sql); m.set(sql, s); }
  return s;
}
