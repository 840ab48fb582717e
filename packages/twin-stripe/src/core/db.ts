// SQLite storage: every Stripe object is one JSON row; idempotency records and webhook deliveries have tables.
import { openSqlite, type Db } from '@variegata/twin-kit/sqlite';
import { resourceMissing } from './errors';
import type { Obj } from './params';

const MIGRATIONS = [
  `
    CREATE TABLE objects (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      type TEXT NOT NULL,
      created INTEGER NOT NULL,
      data TEXT NOT NULL
    );
    CREATE INDEX objects_type ON objects(type, seq);
    CREATE TABLE idempotency (
      api_key TEXT NOT NULL,
      key TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      status INTEGER NOT NULL,
      body TEXT NOT NULL,
      created INTEGER NOT NULL,
      PRIMARY KEY (api_key, key)
    );
    CREATE TABLE deliveries (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      event_id TEXT NOT NULL,
      url TEXT NOT NULL,
      secret TEXT NOT NULL,
      status TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      last_status INTEGER,
      last_error TEXT
    );
    CREATE INDEX deliveries_due ON deliveries(status, next_attempt_at);
  `,
];

export function openDatabase(path: string): Db {
  return openSqlite(path, MIGRATIONS, ['foreign_keys = ON']);
}

/** Object store over the `objects` table. Objects keep internal fields prefixed with `_`. */
export class Store {
  private readonly getStmt;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly listStmt;
  private readonly countStmt;

  constructor(readonly db: Db) {
    this.getStmt = db.prepare('SELECT data FROM objects WHERE id = ?');
    this.insertStmt = db.prepare('INSERT INTO objects (id, type, created, data) VALUES (?, ?, ?, ?)');
    this.updateStmt = db.prepare('UPDATE objects SET data = ? WHERE id = ?');
    this.listStmt = db.prepare('SELECT data FROM objects WHERE type = ? ORDER BY seq DESC');
    this.countStmt = db.prepare('SELECT type, COUNT(*) AS n FROM objects GROUP BY type');
  }

  get(id: string): Obj | undefined {
    const row = this.getStmt.get(id) as { data: string } | undefined;
    return row === undefined ? undefined : (JSON.parse(row.data) as Obj);
  }

  /** Loads an object of the given type or throws Stripe's 404 resource_missing. */
  must(type: string, id: string, param = 'id'): Obj {
    const o = this.get(id);
    if (o === undefined || o['object'] !== type || o['_deleted'] === true) throw resourceMissing(type, id, param);
    return o;
  }

  insert(o: Obj): Obj {
    this.insertStmt.run(o['id'], o['object'], o['created'] ?? 0, JSON.stringify(o));
    return o;
  }

  save(o: Obj): Obj {
    this.updateStmt.run(JSON.stringify(o), o['id']);
    return o;
  }

  /** All objects of a type, newest first, that match every `filters` entry (top-level field equality). */
  list(type: string, filter: (o: Obj) => boolean = () => true): Obj[] {
    const rows = this.listStmt.all(type) as { data: string }[];
    const out: Obj[] = [];
    for (const r of rows) {
      const o = JSON.parse(r.data) as Obj;
      if (o['_deleted'] !== true && filter(o)) out.push(o);
    }
    return out;
  }

  counts(): Record<string, number> {
    const rows = this.countStmt.all() as { type: string; n: number }[];
    const out: Record<string, number> = {};
    for (const r of rows) out[r.type] = r.n;
    return out;
  }
}
