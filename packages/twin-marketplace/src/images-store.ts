/**
 * Image storage: originals in SQLite, checked before they are kept (JPG, GIF or PNG, at most
 * `maxImagePixels` by the header, then decoded once), variants rendered on demand and cached: the
 * standard ones always, custom sizes up to MAX_CUSTOM_VARIANTS_PER_IMAGE per image (further sizes are
 * rendered for the request but not kept, so requests for ever new sizes cannot fill the disk).
 * Like the hosted API's image CDN (automatic format), a variant URL answers AVIF or WebP to a
 * client whose Accept header takes it, else JPEG: the URLs stay the same, the answer varies by Accept.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { App } from './http-context';
import { ApiError } from './http-errors';
import { type ImageRow, MAX_VARIANT_PX, standardVariants, type VariantSpec } from './images-variants';

/** Default upload limit in pixels: 50 megapixels (a 48 MP camera photo is 8000 x 6000). */
export const DEFAULT_MAX_IMAGE_PIXELS = 50_000_000;
/** Distinct custom (non-standard) variant sizes kept per image. */
export const MAX_CUSTOM_VARIANTS_PER_IMAGE = 10;

/**
 * Pixels that cannot be decoded (a truncated file) fail; checksum errors that decoders tolerate, as
 * browsers show such files, do not. Uploads are checked and variants rendered with the same level.
 */
const DECODE_FAILS_ON = 'truncated';

const specKey = (spec: VariantSpec) => `${spec.width}x${spec.height}-${spec.fit}`;
const STANDARD_KEYS = new Set(Object.values(standardVariants).map(specKey));

/** The encodings a variant is served in, best first; JPEG for clients that name neither of the others. */
export type VariantFormat = 'avif' | 'webp' | 'jpeg';
const FORMAT_MIME: Readonly<Record<VariantFormat, string>> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** The format to serve for an Accept header: AVIF, then WebP when named, else JPEG (q-values of 0 refuse). */
export function variantFormat(accept: string | undefined): VariantFormat {
  const accepted = new Set((accept ?? '').split(',').map((part) => part.trim().toLowerCase()).filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part)).map((part) => part.split(';')[0]!.trim()));
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

/** The stored key of a rendered variant: its size, plus the format unless JPEG (rows before formats existed are JPEG). */
const storedKey = (key: string, format: VariantFormat) => (format === 'jpeg' ? key : `${key}.${format}`);

const ALLOWED_FORMATS: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

/** 400 image-invalid-content: the uploaded file is not a JPG, GIF or PNG (API reference: unsupported format). */
export const imageInvalidContent = () => new ApiError(400, 'image-invalid-content', 'The file is not a valid JPG, GIF or PNG image');
/** 409 image-invalid: an image referenced by a command is missing or belongs to someone else. */
export const imageInvalid = (id: string) => new ApiError(409, 'image-invalid', `Image ${id} is missing or not usable here`);

/** 400 image-invalid-content for an image with more pixels than the twin accepts. */
const imageTooManyPixels = (width: number, height: number, maxPixels: number) => new ApiError(400, 'image-invalid-content',
  `The image is ${width} x ${height} pixels; at most ${maxPixels} pixels are accepted`, undefined, { width, height, maxPixels });

/**
 * Stores an uploaded image: the header must name a JPG, GIF or PNG of at most `maxImagePixels`
 * (checked before any pixel is decoded), and the whole file must then decode.
 */
export async function storeImage(app: App, data: Buffer, ownerId: string | null): Promise<ImageRow> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data, { failOn: 'error', limitInputPixels: false }).metadata(); // the header only
  } catch {
    throw imageInvalidContent();
  }
  const mime = meta.format ? ALLOWED_FORMATS[meta.format] : undefined;
  if (!mime || !meta.width || !meta.height) throw imageInvalidContent();
  if (meta.width * meta.height > app.config.maxImagePixels) throw imageTooManyPixels(meta.width, meta.height, app.config.maxImagePixels);
  try {
    await sharp(data, { failOn: DECODE_FAILS_ON, limitInputPixels: app.config.maxImagePixels }).resize(8, 8, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw imageInvalidContent();
  }
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

/** Distinct custom sizes stored for an image (a size in several formats counts once). */
function customSizes(app: App, imageId: string): Set<string> {
  const rows = app.db.prepare('SELECT spec FROM image_variants WHERE image_id = ?').all(imageId) as { spec: string }[];
  return new Set(rows.map((row) => row.spec.split('.')[0]!).filter((key) => !STANDARD_KEYS.has(key)));
}

function encode(image: sharp.Sharp, format: VariantFormat): sharp.Sharp {
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 75 });
  return image.jpeg({ quality: 82 });
}

/**
 * Throws 409 image-invalid unless `imageId` is an image `userId` uploaded, or one in `kept` (already
 * on the listing or profile being written). Images without an uploader (seed data) are never usable.
 */
export function assertUsableImage(app: App, imageId: string, userId: string, kept: readonly string[] = []): void {
  if (kept.includes(imageId)) return;
  const img = app.db.prepare('SELECT owner_id FROM images WHERE id = ?').get(imageId) as { owner_id: string | null } | undefined;
  if (!img || img.owner_id !== userId) throw imageInvalid(imageId);
}

const PATH_RE = /^([0-9a-f-]{36})\/(\d+)x(\d+)-(crop|scale)\.jpg$/;

/**
 * Serves `<imageId>/<w>x<h>-<fit>.jpg` in `format` (see variantFormat), rendering and caching the
 * variant on first request.
 */
export async function serveImage(app: App, path: string, format: VariantFormat = 'jpeg'): Promise<{ contentType: string; data: Buffer } | undefined> {
  const m = PATH_RE.exec(path);
  if (!m) return undefined;
  const [, id, w, h, fit] = m as unknown as [string, string, string, string, string];
  const spec: VariantSpec = { width: Number(w), height: Number(h), fit: fit as VariantSpec['fit'] };
  if (spec.width < 1 || spec.height < 1 || spec.width > MAX_VARIANT_PX || spec.height > MAX_VARIANT_PX) return undefined;
  const key = specKey(spec);
  const contentType = FORMAT_MIME[format];
  const cached = app.db.prepare('SELECT data FROM image_variants WHERE image_id = ? AND spec = ?').get(id, storedKey(key, format)) as { data: Buffer } | undefined;
  if (cached) return { contentType, data: cached.data };
  const orig = app.db.prepare('SELECT data FROM images WHERE id = ?').get(id) as { data: Buffer } | undefined;
  if (!orig) return undefined;
  let data: Buffer;
  try {
    const resized = sharp(orig.data, { failOn: DECODE_FAILS_ON, limitInputPixels: app.config.maxImagePixels })
      .rotate()
      .resize(spec.width, spec.height, spec.fit === 'crop' ? { fit: 'cover' } : { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' });
    data = await encode(resized, format).toBuffer();
  } catch (e) {
    // Only an original stored before the upload checks (over the pixel limit, or broken) gets here.
    console.warn(`[twin-marketplace] image ${id} cannot be rendered: ${(e as Error).message}`);
    return undefined;
  }
  const custom = STANDARD_KEYS.has(key) ? undefined : customSizes(app, id);
  if (!custom || custom.has(key) || custom.size < MAX_CUSTOM_VARIANTS_PER_IMAGE) {
    app.db.prepare('INSERT OR REPLACE INTO image_variants (image_id, spec, data) VALUES (?, ?, ?)').run(id, storedKey(key, format), data);
  }
  return { contentType, data };
}
