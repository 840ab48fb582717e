// Media library records shaped like Strapi's upload plugin (url, width, height, formats with Strapi's
// breakpoints) for generated images; the bytes are rendered on first request and cached.
import { createHash } from 'node:crypto';
import type { Art } from './artwork';
import type { FileRecord, ImagePath, StrapiStore } from './store';

export interface ImageSpec {
  art: Art;
  seed: string;
  width: number;
  height: number;
  name: string;
  alt?: string;
  caption?: string;
}

/** Strapi's default responsive breakpoints plus the thumbnail box. */
export const BREAKPOINTS: ReadonlyArray<readonly [string, number]> = [['large', 1000], ['medium', 750], ['small', 500]];
export const THUMBNAIL_BOX = { width: 245, height: 156 } as const;

export interface FormatSize {
  name: string;
  width: number;
  height: number;
}

/** Which responsive formats Strapi would generate for an image of this size. */
export function formatSizes(width: number, height: number): FormatSize[] {
  const out: FormatSize[] = [];
  if (width > THUMBNAIL_BOX.width || height > THUMBNAIL_BOX.height) {
    const s = Math.min(THUMBNAIL_BOX.width / width, THUMBNAIL_BOX.height / height);
    out.push({ name: 'thumbnail', width: Math.round(width * s), height: Math.round(height * s) });
  }
  for (const [name, bp] of BREAKPOINTS) {
    if (width > bp || height > bp) {
      const s = bp / Math.max(width, height);
      out.push({ name, width: Math.round(width * s), height: Math.round(height * s) });
    }
  }
  return out;
}

function slugify(s: string): string {
  return s.toLowerCase().replace(/\.[a-z]+$/, '').replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

/** Deterministic document ids (24 lowercase alphanumerics, like Strapi 5's) from a stable key. */
export function documentIdFor(key: string): string {
  const digest = createHash('sha256').update(key).digest();
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < 24; i += 1) id += alphabet[(digest[i] ?? 0) % alphabet.length];
  return id;
}

const estimateKb = (w: number, h: number): number => Math.round((w * h * 0.1) / 10) / 100;

export function createImage(store: StrapiStore, spec: ImageSpec, now: string): FileRecord {
  // The name identifies the bytes (what is drawn and at what size): uploads are served as immutable.
  const hash = `${slugify(spec.name)}_${createHash('sha1').update(`${spec.art}:${spec.seed}:${spec.width}x${spec.height}`).digest('hex').slice(0, 10)}`;
  const ext = '.jpg';
  const mime = 'image/jpeg';
  const fileName = `${slugify(spec.name)}${ext}`;
  const paths: Array<Omit<ImagePath, 'fileId'>> = [{ path: `${hash}${ext}`, width: spec.width, height: spec.height, mime }];
  const formats: Record<string, unknown> = {};
  for (const f of formatSizes(spec.width, spec.height)) {
    const fHash = `${f.name}_${hash}`;
    paths.push({ path: `${fHash}${ext}`, width: f.width, height: f.height, mime });
    const kb = estimateKb(f.width, f.height);
    formats[f.name] = {
      name: `${f.name}_${fileName}`, hash: fHash, ext, mime, path: null, width: f.width, height: f.height,
      size: kb, sizeInBytes: Math.round(kb * 1000), url: `/uploads/${fHash}${ext}`,
    };
  }
  return store.insertFile(
    {
      documentId: documentIdFor(`file:${hash}`), name: fileName, alternativeText: spec.alt ?? null, caption: spec.caption ?? null,
      width: spec.width, height: spec.height, formats, hash, ext, mime, size: estimateKb(spec.width, spec.height),
      url: `/uploads/${hash}${ext}`, previewUrl: null, provider: 'local', provider_metadata: null,
      createdAt: now, updatedAt: now, publishedAt: now,
    },
    { art: spec.art, seed: spec.seed },
    paths,
  );
}
