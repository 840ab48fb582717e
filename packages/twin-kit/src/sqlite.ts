// Opening a twin's SQLite database: WAL journal, synchronous=NORMAL, and versioned migrations.
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** One schema step: SQL to execute, or a function for steps that need code. */
export type Migration = string | ((db: Db) => void);

/**
 * Opens (or creates) the database at `path` (':memory:' works) in WAL mode with synchronous=NORMAL,
 * sets `pragmas` (e.g. 'foreign_keys = ON'), then migrates it (see `migrate`).
 */
export function openSqlite(path: string, migrations: readonly Migration[], pragmas: readonly string[] = []): Db {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  for (const pragma of pragmas) db.pragma(pragma);
  migrate(db, migrations);
  return db;
}

/**
 * Brings the schema up to date: `migrations[i]` is version i + 1 and runs once, in a transaction
 * with the update of `schema_version` (one row: the last version applied). A database newer than
 * the list is left alone.
 */
export function migrate(db: Db, migrations: readonly Migration[]): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_version').get() as { version: number | null };
  for (let version = (row.version ?? 0) + 1; version <= migrations.length; version++) {
    const step = migrations[version - 1]!;
    db.transaction(() => {
      if (typeof step === 'string') db.exec(step);
      else step(db);
      db.prepare('DELETE FROM schema_version').run();
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(version);
    })();
  }
}
