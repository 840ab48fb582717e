/** Image storage: originals (validated with sharp) in SQLite, variants rendered on demand and cached. */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { App } from './http-context';
import { ApiError } from './http-errors';
import { type ImageRow, MAX_VARIANT_PX, type VariantSpec } from './images-variants';

const ALLOWED_FORMATS: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

/** 400 image-invalid-content: the uploaded file is not a JPG, GIF or PNG (API reference: unsupported format). */
export const imageInvalidContent = () => new ApiError(400, 'image-invalid-content', 'The file is not a valid JPG, GIF or PNG image');
/** 409 image-invalid: an image referenced by a command is missing or belongs to someone else. */
export const imageInvalid = (id: string) => new ApiError(409, 'image-invalid', `Image ${id} is missing or not usable here`);

/** Stores an uploaded image after checking it decodes as JPG, GIF or PNG. */
export async function storeImage(app: App, data: Buffer, ownerId: string | null): Promise<ImageRow> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data, { failOn: 'error' }).metadata();
  } catch {
    throw imageInvalidContent();
  }
  const mime = meta.format ? ALLOWED_FORMATS[meta.format] : undefined;
  if (!mime || !meta.width || !meta.height) throw imageInvalidContent();
  const oriented = meta.orientation && meta.orientation >= 5;
  const width = oriented ? meta.height : meta.width;
  const height = oriented ? meta.width : meta.height;
  const id = randomUUID();
  app.db.prepare('INSERT INTO images (id, owner_id, mime, width, height, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(id, ownerId, mime, width, height, data, app.now());
  return { id, width, height };
}

export function getImage(app: App, id: string): ImageRow | undefined {
  return app.db.prepare('SELECT id, width, height FROM images WHERE id = ?').get(id) as ImageRow | undefined;
}

const PATH_RE = /^([0-9a-f-]{36})\/(\d+)x(\d+)-(crop|scale)\.jpg$/;

/** Serves `<imageId>/<w>x<h>-<fit>.jpg`, rendering and caching the variant on first request. */
export async function serveImage(app: App, path: string): Promise<{ contentType: string; data: Buffer } | undefined> {
  const m = PATH_RE.exec(path);
  if (!m) return undefined;
  const [, id, w, h, fit] = m as unknown as [string, string, string, string, string];
  const spec: VariantSpec = { width: Number(w), height: Number(h), fit: fit as VariantSpec['fit'] };
  if (spec.width < 1 || spec.height < 1 || spec.width > MAX_VARIANT_PX || spec.height > MAX_VARIANT_PX) return undefined;
  const key = `${spec.width}x${spec.height}-${spec.fit}`;
  const cached = app.db.prepare('SELECT data FROM image_variants WHERE image_id = ? AND spec = ?').get(id, key) as { data: Buffer } | undefined;
  if (cached) return { contentType: 'image/jpeg', data: cached.data };
  const orig = app.db.prepare('SELECT data FROM images WHERE id = ?').get(id) as { data: Buffer } | undefined;
  if (!orig) return undefined;
  const data = await sharp(orig.data)
    .rotate()
    .resize(spec.width, spec.height, spec.fit === 'crop' ? { fit: 'cover' } : { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer();
  app.db.prepare('INSERT OR REPLACE INTO image_variants (image_id, spec, data) VALUES (?, ?, ?)').run(id, key, data);
  return { contentType: 'image/jpeg', data };
}
