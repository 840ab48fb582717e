/**
 * Hosted configuration assets (Sharetribe's Asset Delivery API) from a directory of JSON files in
 * the repository. Each distinct content of the directory is a version: its id is a hash of every
 * asset path and content, so an edit of the files makes a new version at the next start while the
 * versions seen before stay readable by `/v/{version}` (they are kept in SQLite). `latest` is the
 * newest version. Image references (`{"_ref": {"type": "imageAsset", "id": ...}}`) resolve
 * through `images.json` in the directory (`{ "<id>": "<file path>" }`).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import type { Db } from './db';
import { stmt } from './db';

export interface AssetImage { id: string; file: string; mime: string; width: number; height: number; data: Buffer }

export interface AssetSnapshot {
  version: string;
  /** Absolute asset path (`/content/translations.json`) -> parsed JSON. */
  assets: Map<string, unknown>;
}

export interface AssetLibrary {
  latest(): AssetSnapshot | undefined;
  byVersion(version: string): AssetSnapshot | undefined;
  image(id: string): AssetImage | undefined;
}

const IMAGES_MANIFEST = 'images.json';

function jsonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...jsonFiles(full));
    else if (name.endsWith('.json')) out.push(full);
  }
  return out;
}

function readDirectory(dir: string): { assets: Map<string, unknown>; images: Record<string, string> } {
  const assets = new Map<string, unknown>();
  let images: Record<string, string> = {};
  for (const file of jsonFiles(dir)) {
    const rel = relative(dir, file).split(sep).join('/');
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (rel === IMAGES_MANIFEST) images = data as Record<string, string>;
    else assets.set(`/${rel}`, data);
  }
  return { assets, images };
}

/** The version id of a set of assets: stable for the same paths and contents. */
export function assetVersionOf(assets: Map<string, unknown>): string {
  const h = createHash('sha256');
  for (const path of [...assets.keys()].sort()) h.update(path).update('\0').update(JSON.stringify(assets.get(path))).update('\0');
  return h.digest('base64url').slice(0, 16);
}

function snapshotOf(row: { version: string; assets: string } | undefined): AssetSnapshot | undefined {
  if (!row) return undefined;
  return { version: row.version, assets: new Map(Object.entries(JSON.parse(row.assets) as Record<string, unknown>)) };
}

/**
 * Reads `dir` (if given), records its content as a version when it is new, and answers from the
 * recorded versions. Without a directory only previously recorded versions exist.
 */
export async function loadAssetLibrary(db: Db, dir: string | undefined, now: number): Promise<AssetLibrary> {
  const images = new Map<string, AssetImage>();
  if (dir) {
    const read = readDirectory(dir);
    const version = assetVersionOf(read.assets);
    stmt(db, 'INSERT OR IGNORE INTO asset_versions (version, assets, created_at, loaded_seq) VALUES (?, ?, ?, 0)')
      .run(version, JSON.stringify(Object.fromEntries(read.assets)), now);
    // the directory's content is the latest, also when it returns to an earlier version
    stmt(db, 'UPDATE asset_versions SET loaded_seq = (SELECT MAX(loaded_seq) + 1 FROM asset_versions) WHERE version = ?').run(version);
    for (const [id, file] of Object.entries(read.images)) {
      const data = readFileSync(join(dir, file));
      const meta = await sharp(data).metadata();
      images.set(id, { id, file, mime: `image/${meta.format === 'svg' ? 'svg+xml' : meta.format ?? 'png'}`, width: meta.width ?? 0, height: meta.height ?? 0, data });
    }
  }
  return {
    latest: () => snapshotOf(stmt(db, 'SELECT version, assets FROM asset_versions ORDER BY loaded_seq DESC LIMIT 1').get() as { version: string; assets: string } | undefined),
    byVersion: (version) => snapshotOf(stmt(db, 'SELECT version, assets FROM asset_versions WHERE version = ?').get(version) as { version: string; assets: string } | undefined),
    image: (id) => images.get(id),
  };
}
