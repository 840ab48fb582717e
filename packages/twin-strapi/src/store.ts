// SQLite persistence: documents (every content type, attributes as JSON), media files, rendered image blobs.
import { openSqlite, type Db } from '@variegata/twin-kit/sqlite';

export type Row = Record<string, unknown>;

export interface StoredDoc {
  id: number;
  documentId: string;
  type: string;
  data: Row;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface FileRecord extends Row {
  id: number;
  documentId: string;
  url: string;
}

/** How to draw an image (kept out of the API response). */
export interface ImageSource {
  art: string;
  seed: string;
}

export interface ImagePath {
  path: string;
  fileId: number;
  width: number;
  height: number;
  mime: string;
}

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS documents (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     document_id TEXT NOT NULL UNIQUE,
     type TEXT NOT NULL,
     data TEXT NOT NULL,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     published_at TEXT);
   CREATE INDEX IF NOT EXISTS documents_type ON documents(type);
   CREATE TABLE IF NOT EXISTS files (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     document_id TEXT NOT NULL UNIQUE,
     data TEXT NOT NULL,
     source TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS image_paths (
     path TEXT PRIMARY KEY, file_id INTEGER NOT NULL, width INTEGER NOT NULL, height INTEGER NOT NULL, mime TEXT NOT NULL);
   CREATE TABLE IF NOT EXISTS image_blobs (path TEXT PRIMARY KEY, data BLOB NOT NULL);`,
];

export class StrapiStore {
  readonly db: Db;
  private cache = new Map<string, StoredDoc[]>();
  private fileCache: Map<number, FileRecord> | undefined;

  constructor(dbPath: string) {
    this.db = openSqlite(dbPath, MIGRATIONS);
  }

  insertDoc(doc: Omit<StoredDoc, 'id'>): number {
    this.cache.delete(doc.type);
    const info = this.db
      .prepare('INSERT INTO documents (document_id, type, data, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(doc.documentId, doc.type, JSON.stringify(doc.data), doc.createdAt, doc.updatedAt, doc.publishedAt);
    return Number(info.lastInsertRowid);
  }

  /** All documents of a type in id order (cached until the next write). */
  docs(type: string): StoredDoc[] {
    const cached = this.cache.get(type);
    if (cached) return cached;
    const rows = this.db
      .prepare('SELECT id, document_id, type, data, created_at, updated_at, published_at FROM documents WHERE type = ? ORDER BY id')
      .all(type) as Array<{ id: number; document_id: string; type: string; data: string; created_at: string; updated_at: string; published_at: string | null }>;
    const docs = rows.map((r) => ({
      id: r.id, documentId: r.document_id, type: r.type, data: JSON.parse(r.data) as Row,
      createdAt: r.created_at, updatedAt: r.updated_at, publishedAt: r.published_at,
    }));
    this.cache.set(type, docs);
    return docs;
  }

  /** Adds 1 to an integer attribute atomically; returns the new document or undefined when missing. */
  increment(type: string, idOrDocumentId: string, field: string): StoredDoc | undefined {
    const path = `$.${field}`;
    const numeric = /^\d+$/.test(idOrDocumentId) ? Number(idOrDocumentId) : -1;
    const info = this.db
      .prepare(`UPDATE documents SET data = json_set(data, ?, coalesce(json_extract(data, ?), 0) + 1)
                WHERE type = ? AND (document_id = ? OR id = ?)`)
      .run(path, path, type, idOrDocumentId, numeric);
    if (info.changes === 0) return undefined;
    this.cache.delete(type);
    return this.docs(type).find((d) => d.documentId === idOrDocumentId || d.id === numeric);
  }

  insertFile(data: Omit<FileRecord, 'id'>, source: ImageSource, paths: ReadonlyArray<Omit<ImagePath, 'fileId'>>): FileRecord {
    this.fileCache = undefined;
    const info = this.db
      .prepare('INSERT INTO files (document_id, data, source) VALUES (?, ?, ?)')
      .run(data.documentId, JSON.stringify(data), JSON.stringify(source));
    const id = Number(info.lastInsertRowid);
    const insertPath = this.db.prepare('INSERT OR REPLACE INTO image_paths (path, file_id, width, height, mime) VALUES (?, ?, ?, ?, ?)');
    for (const p of paths) insertPath.run(p.path, id, p.width, p.height, p.mime);
    return { ...data, id } as FileRecord;
  }

  files(): Map<number, FileRecord> {
    if (this.fileCache) return this.fileCache;
    const rows = this.db.prepare('SELECT id, data FROM files ORDER BY id').all() as Array<{ id: number; data: string }>;
    this.fileCache = new Map(rows.map((r) => [r.id, { ...(JSON.parse(r.data) as Row), id: r.id } as FileRecord]));
    return this.fileCache;
  }

  imagePath(path: string): (ImagePath & { source: ImageSource }) | undefined {
    const row = this.db
      .prepare(`SELECT p.path, p.file_id, p.width, p.height, p.mime, f.source FROM image_paths p JOIN files f ON f.id = p.file_id WHERE p.path = ?`)
      .get(path) as { path: string; file_id: number; width: number; height: number; mime: string; source: string } | undefined;
    if (!row) return undefined;
    return { path: row.path, fileId: row.file_id, width: row.width, height: row.height, mime: row.mime, source: JSON.parse(row.source) as ImageSource };
  }

  blob(path: string): Buffer | undefined {
    const row = this.db.prepare('SELECT data FROM image_blobs WHERE path = ?').get(path) as { data: Buffer } | undefined;
    return row?.data;
  }

  putBlob(path: string, data: Buffer): void {
    this.db.prepare('INSERT OR REPLACE INTO image_blobs (path, data) VALUES (?, ?)').run(path, data);
  }

  count(type: string): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM documents WHERE type = ?').get(type) as { n: number }).n;
  }

  fileCount(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM files').get() as { n: number }).n;
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  close(): void {
    this.db.close();
  }
}
