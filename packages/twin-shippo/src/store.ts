// SQLite persistence for the Shippo twin: each object kind is a table of JSON bodies keyed by object_id.
import { openSqlite, type Db } from '@variegata/twin-kit/sqlite';
import { notFound } from './http';

export type Kind = 'addresses' | 'parcels' | 'shipments' | 'rates' | 'transactions' | 'refunds';
const KINDS: readonly Kind[] = ['addresses', 'parcels', 'shipments', 'rates', 'transactions'];

const MIGRATIONS = [
  (db: Db) => {
    for (const kind of KINDS) {
      db.exec(
        `CREATE TABLE IF NOT EXISTS ${kind} (
           seq INTEGER PRIMARY KEY AUTOINCREMENT,
           object_id TEXT NOT NULL UNIQUE,
           parent_id TEXT,
           body TEXT NOT NULL)`,
      );
      db.exec(`CREATE INDEX IF NOT EXISTS ${kind}_parent ON ${kind}(parent_id)`);
    }
    db.exec('CREATE TABLE IF NOT EXISTS labels (transaction_id TEXT PRIMARY KEY, info TEXT NOT NULL)');
  },
  (db: Db) => {
    db.exec('CREATE TABLE IF NOT EXISTS refunds (seq INTEGER PRIMARY KEY AUTOINCREMENT, object_id TEXT NOT NULL UNIQUE, parent_id TEXT, body TEXT NOT NULL)');
    db.exec('CREATE UNIQUE INDEX IF NOT EXISTS refunds_parent ON refunds(parent_id)');
  },
];

export interface Page<T> {
  results: T[];
  total: number;
}

export class ShippoStore {
  readonly db: Db;

  constructor(dbPath: string) {
    this.db = openSqlite(dbPath, MIGRATIONS);
  }

  put(kind: Kind, id: string, body: object, parentId?: string): void {
    this.db
      .prepare(`INSERT INTO ${kind} (object_id, parent_id, body) VALUES (?, ?, ?)
                ON CONFLICT(object_id) DO UPDATE SET body = excluded.body`)
      .run(id, parentId ?? null, JSON.stringify(body));
  }

  get<T>(kind: Kind, id: string): T | undefined {
    const row = this.db.prepare(`SELECT body FROM ${kind} WHERE object_id = ?`).get(id) as { body: string } | undefined;
    return row ? (JSON.parse(row.body) as T) : undefined;
  }

  /** Like `get`, for a request that names the object: Shippo's 404 when there is none. */
  getOrNotFound<T>(kind: Kind, id: string): T {
    const body = this.get<T>(kind, id);
    if (body === undefined) throw notFound();
    return body;
  }

  /** Newest first, like Shippo's list endpoints; children of a parent (a shipment's rates) in creation order. */
  list<T>(kind: Kind, page: number, size: number, parentId?: string): Page<T> {
    const where = parentId === undefined ? '' : 'WHERE parent_id = ?';
    const args = parentId === undefined ? [] : [parentId];
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM ${kind} ${where}`).get(...args) as { n: number }).n;
    const rows = this.db
      .prepare(`SELECT body FROM ${kind} ${where} ORDER BY seq ${parentId === undefined ? 'DESC' : 'ASC'} LIMIT ? OFFSET ?`)
      .all(...args, size, (page - 1) * size) as Array<{ body: string }>;
    return { results: rows.map((r) => JSON.parse(r.body) as T), total };
  }

  /** All children of a parent in insertion order (e.g. a shipment's rates). */
  children<T>(kind: Kind, parentId: string): T[] {
    const rows = this.db
      .prepare(`SELECT body FROM ${kind} WHERE parent_id = ? ORDER BY seq`)
      .all(parentId) as Array<{ body: string }>;
    return rows.map((r) => JSON.parse(r.body) as T);
  }

  putLabel(transactionId: string, info: object): void {
    this.db.prepare('INSERT OR REPLACE INTO labels (transaction_id, info) VALUES (?, ?)').run(transactionId, JSON.stringify(info));
  }

  getLabel<T>(transactionId: string): T | undefined {
    const row = this.db.prepare('SELECT info FROM labels WHERE transaction_id = ?').get(transactionId) as { info: string } | undefined;
    return row ? (JSON.parse(row.info) as T) : undefined;
  }

  /** The transaction that bought a label with this tracking number. */
  findByTracking<T>(trackingNumber: string): T | undefined {
    const row = this.db
      .prepare("SELECT body FROM transactions WHERE json_extract(body, '$.tracking_number') = ?")
      .get(trackingNumber) as { body: string } | undefined;
    return row ? (JSON.parse(row.body) as T) : undefined;
  }

  count(kind: Kind): number {
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM ${kind}`).get() as { n: number }).n;
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  close(): void {
    this.db.close();
  }
}
