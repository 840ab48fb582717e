import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openSqlite, type Db, type Migration } from './sqlite';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function dbFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'twin-kit-'));
  dirs.push(dir);
  return join(dir, 'twin.db');
}

const versions = (db: Db) => (db.prepare('SELECT version FROM schema_version').all() as Array<{ version: number }>).map((r) => r.version);
const tables = (db: Db) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 't%' ORDER BY name").all() as Array<{ name: string }>).map((r) => r.name);

describe('openSqlite', () => {
  it('opens a file database in WAL mode with synchronous=NORMAL and the given pragmas', () => {
    const db = openSqlite(dbFile(), [], ['foreign_keys = ON', 'busy_timeout = 5000']);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
  });

  it('runs every migration once, in order, and records the last version', () => {
    const path = dbFile();
    const order: number[] = [];
    const steps: Migration[] = [
      'CREATE TABLE t1 (a INTEGER)',
      (db) => {
        order.push(2);
        db.exec('CREATE TABLE t2 (b INTEGER)');
      },
    ];
    const db = openSqlite(path, steps);
    expect(tables(db)).toEqual(['t1', 't2']);
    expect(versions(db)).toEqual([2]);
    db.close();
    const again = openSqlite(path, steps);
    expect(order).toEqual([2]);
    expect(versions(again)).toEqual([2]);
    again.close();
  });

  it('upgrades an older database with only the newer steps', () => {
    const path = dbFile();
    openSqlite(path, ['CREATE TABLE t1 (a INTEGER)']).close();
    const db = openSqlite(path, ['CREATE TABLE t1 (a INTEGER)', 'CREATE TABLE t2 (b INTEGER)']);
    expect(tables(db)).toEqual(['t1', 't2']);
    expect(versions(db)).toEqual([2]);
    db.close();
  });

  it('leaves a database newer than the list alone', () => {
    const path = dbFile();
    openSqlite(path, ['CREATE TABLE t1 (a INTEGER)', 'CREATE TABLE t2 (b INTEGER)']).close();
    const db = openSqlite(path, ['CREATE TABLE t1 (a INTEGER)']);
    expect(versions(db)).toEqual([2]);
    db.close();
  });
});

describe('migrate', () => {
  it('rolls a failing step back together with its version', () => {
    const db = openSqlite(':memory:', ['CREATE TABLE t1 (a INTEGER)']);
    expect(() => migrate(db, ['CREATE TABLE t1 (a INTEGER)', 'CREATE TABLE t2 (b INTEGER); INSERT INTO nowhere VALUES (1)'])).toThrow(/nowhere/);
    expect(tables(db)).toEqual(['t1']);
    expect(versions(db)).toEqual([1]);
    db.close();
  });

  it('reads the highest of several recorded versions and keeps one row', () => {
    const db = openSqlite(':memory:', []);
    db.exec('CREATE TABLE t1 (a INTEGER); INSERT INTO schema_version (version) VALUES (1), (0)');
    migrate(db, ['CREATE TABLE t1 (a INTEGER)', 'CREATE TABLE t2 (b INTEGER)']);
    expect(tables(db)).toEqual(['t1', 't2']);
    expect(versions(db)).toEqual([2]);
    db.close();
  });
});
