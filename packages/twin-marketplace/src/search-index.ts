/**
 * The search index: `listing_search` holds one row per published listing with typed columns for
 * the core attributes and for every search-schema field (s_pub_<key>, s_meta_<key>), multi-enum
 * values in `listing_search_multi`, keywords in the FTS5 table `listing_fts`. The table layout
 * follows the configured schema and is rebuilt when the schema changes.
 */
import { createHash } from 'node:crypto';
import type { App } from './http-context';
import type { Db } from './db';
import { parseJson, stmt } from './db';
import type { SearchField } from './config';

export function columnFor(f: Pick<SearchField, 'key' | 'scope'>): string {
  return `s_${f.scope === 'public' ? 'pub' : 'meta'}_${f.key}`;
}

/** Sort/filter key (pub_genus, meta_verified) to the schema field. */
export function fieldForParam(schema: SearchField[], param: string): SearchField | undefined {
  const m = /^(pub|meta)_(.+)$/.exec(param);
  if (!m) return undefined;
  const scope = m[1] === 'pub' ? 'public' : 'metadata';
  return schema.find((f) => f.scope === scope && f.key === m[2]);
}

function sqlType(f: SearchField): string {
  return f.type === 'long' || f.type === 'boolean' ? 'INTEGER' : 'TEXT';
}

const SAFE_KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * ORDER BY terms of one sort key over `col` (Sharetribe: descending by default, '-' ascending):
 * descending puts missing values last already; ascending does so with `col IS NULL` first, a form
 * an index can serve (SQLite indexes cannot be NULLS LAST).
 */
export function sortTerms(col: string, ascending: boolean): string[] {
  return ascending ? [`(${col} IS NULL) ASC`, `${col} ASC`] : [`${col} DESC`];
}

function reversedTerm(term: string): string {
  return term.endsWith(' ASC') ? `${term.slice(0, -4)} DESC` : `${term.slice(0, -5)} ASC`;
}

/** Creates or rebuilds the search tables for the schema. */
export function ensureSearchIndex(db: Db, schema: SearchField[], sortIndexes: string[][]): void {
  for (const f of schema) if (!SAFE_KEY.test(f.key)) throw new Error(`Invalid search schema key ${f.key}`);
  const signature = createHash('sha256').update(JSON.stringify({ schema, sortIndexes, v: 5 })).digest('hex');
  const current = stmt(db, "SELECT value FROM kv WHERE key = 'search_schema'").get() as { value: string } | undefined;
  if (current?.value === signature) return;
  const cols = schema.filter((f) => f.type !== 'multi-enum' && f.type !== 'text').map((f) => `${columnFor(f)} ${sqlType(f)}`);
  db.transaction(() => {
    db.exec('DROP TABLE IF EXISTS listing_search; DROP TABLE IF EXISTS listing_search_multi;');
    db.exec(`CREATE TABLE listing_search (
      rowid INTEGER PRIMARY KEY, id TEXT NOT NULL, author_id TEXT NOT NULL, created_at INTEGER NOT NULL,
      price_amount INTEGER, lat REAL, lng REAL, stock INTEGER${cols.length ? ', ' + cols.join(', ') : ''})`);
    db.exec('CREATE TABLE listing_search_multi (rowid INTEGER NOT NULL, field TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (field, value, rowid)) WITHOUT ROWID');
    db.exec('CREATE UNIQUE INDEX ls_id ON listing_search(id)');
    db.exec('CREATE INDEX ls_created ON listing_search(created_at)');
    db.exec('CREATE INDEX ls_price ON listing_search(price_amount)');
    db.exec('CREATE INDEX ls_author ON listing_search(author_id, created_at)');
    db.exec('CREATE INDEX ls_latlng ON listing_search(lat, lng)');
    for (const f of schema) {
      if (f.type === 'multi-enum' || f.type === 'text') continue;
      const c = columnFor(f);
      db.exec(`CREATE INDEX ls_${c} ON listing_search(${c}${f.type === 'enum' ? ', created_at' : ''})`);
    }
    // Each index is the reverse of its sort (see sortTerms): read backwards it ends in rowid DESC,
    // the tie-break every query adds, so a sorted page stops after its rows instead of sorting all.
    sortIndexes.forEach((keys, i) => {
      const parts = keys.flatMap((k) => {
        const name = k.replace(/^-/, '');
        const f = fieldForParam(schema, name);
        const col = f ? columnFor(f) : name === 'createdAt' ? 'created_at' : name === 'price' ? 'price_amount' : undefined;
        if (!col) throw new Error(`Unknown sort index key ${k}`);
        return sortTerms(col, k.startsWith('-')).map(reversedTerm);
      });
      db.exec(`CREATE INDEX ls_sort_${i} ON listing_search(${parts.join(', ')})`);
    });
    stmt(db, "INSERT OR REPLACE INTO kv (key, value) VALUES ('search_schema', ?)").run(signature);
  })();
  const rows = stmt(db, 'SELECT rowid FROM listings').all() as { rowid: number }[];
  const reindex = db.transaction(() => { for (const r of rows) indexListingRow(db, schema, r.rowid); });
  reindex();
}

interface IndexSource {
  rowid: number; id: string; author_id: string; state: string; deleted: number; title: string; description: string | null;
  lat: number | null; lng: number | null; price_amount: number | null; public_data: string; metadata: string; stock: number | null;
  created_at: number; banned: number | null; udeleted: number | null;
}

function toColumnValue(f: SearchField, v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (f.type === 'boolean') return typeof v === 'boolean' ? (v ? 1 : 0) : null;
  if (f.type === 'long') return typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : null;
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;
}

/** Text of public data for keyword search: the values of the schema's `text` fields (as Sharetribe indexes them). */
function publicText(schema: SearchField[], pub: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const f of schema) {
    if (f.type !== 'text' || f.scope !== 'public') continue;
    const v = pub[f.key];
    if (typeof v === 'string') parts.push(v);
  }
  return parts.join(' ');
}

/** Each word reversed ("monstera" -> "aretsnom"), so a prefix query on it matches word endings. */
export function reversedWords(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => [...w].reverse().join('')).join(' ');
}

/** Re-derives the search rows of one listing from the listings table (removes them unless published). */
export function indexListingRow(db: Db, schema: SearchField[], rowid: number): void {
  const src = stmt(db, `SELECT l.*, u.banned AS banned, u.deleted AS udeleted FROM listings l LEFT JOIN users u ON u.id = l.author_id WHERE l.rowid = ?`)
    .get(rowid) as IndexSource | undefined;
  stmt(db, 'DELETE FROM listing_search WHERE rowid = ?').run(rowid);
  stmt(db, 'DELETE FROM listing_search_multi WHERE rowid = ?').run(rowid);
  stmt(db, 'DELETE FROM listing_fts WHERE rowid = ?').run(rowid);
  if (!src || src.state !== 'published' || src.deleted || src.banned || src.udeleted) return;
  insertSearchRows(db, schema, { ...src, pub: parseJson(src.public_data), meta: parseJson(src.metadata) });
}

export interface SearchSource {
  rowid: number; id: string; author_id: string; created_at: number; price_amount: number | null; lat: number | null; lng: number | null;
  stock: number | null; title: string; description: string | null; pub: Record<string, unknown>; meta: Record<string, unknown>;
}

/** Inserts the search rows of a published listing that has none yet (bulk seeding uses it directly). */
export function insertSearchRows(db: Db, schema: SearchField[], src: SearchSource): void {
  const { pub, meta } = src;
  const scalar = schema.filter((f) => f.type !== 'multi-enum' && f.type !== 'text');
  const cols = ['rowid', 'id', 'author_id', 'created_at', 'price_amount', 'lat', 'lng', 'stock', ...scalar.map(columnFor)];
  const values: unknown[] = [src.rowid, src.id, src.author_id, src.created_at, src.price_amount, src.lat, src.lng, src.stock,
    ...scalar.map((f) => toColumnValue(f, (f.scope === 'public' ? pub : meta)[f.key]))];
  stmt(db, `INSERT INTO listing_search (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`).run(...values);
  const multi = stmt(db, 'INSERT OR IGNORE INTO listing_search_multi (rowid, field, value) VALUES (?, ?, ?)');
  for (const f of schema) {
    if (f.type !== 'multi-enum') continue;
    const v = (f.scope === 'public' ? pub : meta)[f.key];
    if (Array.isArray(v)) for (const x of v) if (typeof x === 'string' || typeof x === 'number') multi.run(src.rowid, columnFor(f), String(x));
  }
  const text = publicText(schema, pub);
  stmt(db, 'INSERT INTO listing_fts (rowid, title, description, pubtext, rtitle, rdescription, rpubtext) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(src.rowid, src.title, src.description ?? '', text, reversedWords(src.title), reversedWords(src.description ?? ''), reversedWords(text));
}

export function indexListing(app: App, listingId: string): void {
  const row = stmt(app.db, 'SELECT rowid FROM listings WHERE id = ?').get(listingId) as { rowid: number } | undefined;
  if (row) indexListingRow(app.db, app.config.searchSchema, row.rowid);
}

export function reindexAuthor(app: App, authorId: string): void {
  const rows = stmt(app.db, 'SELECT rowid FROM listings WHERE author_id = ?').all(authorId) as { rowid: number }[];
  for (const r of rows) indexListingRow(app.db, app.config.searchSchema, r.rowid);
}
