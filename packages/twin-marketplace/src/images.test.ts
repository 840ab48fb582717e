import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { errorCode, failure, newUser, startTestTwin } from './testing/harness';
import { DEFAULT_MAX_IMAGE_PIXELS, MAX_CUSTOM_VARIANTS_PER_IMAGE, variantFormat } from './images-store';
import type { RunningMarketplaceTwin } from './server';

let twin: RunningMarketplaceTwin;
let small: RunningMarketplaceTwin;
beforeAll(async () => {
  twin = await startTestTwin();
  small = await startTestTwin({ maxImagePixels: 1_000_000 });
});
afterAll(async () => { await Promise.all([twin.close(), small.close()]); });

const pngBuffer = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2e7d32' } }).png().toBuffer();
const blob = (buf: Buffer) => new Blob([new Uint8Array(buf)], { type: 'image/png' });
const imageCount = (t: RunningMarketplaceTwin) => (t.app.db.prepare('SELECT COUNT(*) AS n FROM images').get() as { n: number }).n;

/** A small PNG whose header (IHDR, with a valid CRC) claims other dimensions: a decompression bomb's shape. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngBuffer(16, 16));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('image upload limits', () => {
  it(`a PNG whose header says 12,000 x 12,000 is refused before decoding (400 image-invalid-content, at most ${DEFAULT_MAX_IMAGE_PIXELS} pixels)`, async () => {
    const u = await newUser(twin);
    const before = imageCount(twin);
    const e = await failure(u.sdk.images.upload({ image: blob(await pngClaiming(12_000, 12_000)) }));
    expect(e.status).toBe(400);
    expect(errorCode(e)).toBe('image-invalid-content');
    expect(e.data.errors[0].meta).toMatchObject({ width: 12_000, height: 12_000, maxPixels: DEFAULT_MAX_IMAGE_PIXELS });
    expect(imageCount(twin)).toBe(before);
  });

  it('the pixel limit is the maxImagePixels option: a real image over it is refused, one within it accepted', async () => {
    const u = await newUser(small);
    expect(errorCode(await failure(u.sdk.images.upload({ image: blob(await pngBuffer(1200, 900)) })))).toBe('image-invalid-content');
    const ok = await u.sdk.images.upload({ image: blob(await pngBuffer(1000, 1000)) }, { expand: true });
    expect(ok.data.data.type).toBe('image');
  });

  it('a truncated image (readable header, broken pixels) is a 400 image-invalid-content, never a 5xx later', async () => {
    const u = await newUser(twin);
    const noise = Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 256));
    const png = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } }).png().toBuffer();
    const e = await failure(u.sdk.images.upload({ image: blob(png.subarray(0, Math.floor(png.length * 0.6))) }));
    expect(e.status).toBe(400);
    expect(errorCode(e)).toBe('image-invalid-content');
  });

  it('a PNG with a bad checksum that decoders tolerate is accepted, and its variants render', async () => {
    const u = await newUser(twin);
    // 2 x 2 pixels; the IDAT chunk's CRC and zlib checksum are wrong
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4//8/AxMDAwPD//8MDAAX9AP9V0QKCQAAAABJRU5ErkJggg==', 'base64');
    const up = await u.sdk.images.upload({ image: blob(png) }, { expand: true, 'fields.image': ['variants.square-small'] });
    const res = await fetch(up.data.data.attributes.variants['square-small'].url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('image variants', () => {
  it(`keeps at most ${MAX_CUSTOM_VARIANTS_PER_IMAGE} custom sizes per image; further sizes are served but not stored; standard ones always are`, async () => {
    const u = await newUser(twin);
    const up = await u.sdk.images.upload({ image: blob(await pngBuffer(600, 600)) });
    const id = up.data.data.id.uuid as string;
    const stored = () => (twin.app.db.prepare('SELECT COUNT(*) AS n FROM image_variants WHERE image_id = ?').get(id) as { n: number }).n;
    const sizes = Array.from({ length: MAX_CUSTOM_VARIANTS_PER_IMAGE + 5 }, (_, i) => 101 + i);
    for (const size of sizes) {
      const res = await fetch(`${twin.url}/images/${id}/${size}x${size}-crop.jpg`);
      expect(res.status).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(size);
    }
    expect(stored()).toBe(MAX_CUSTOM_VARIANTS_PER_IMAGE);
    expect((await fetch(`${twin.url}/images/${id}/400x400-crop.jpg`)).status).toBe(200);
    expect(stored()).toBe(MAX_CUSTOM_VARIANTS_PER_IMAGE + 1);
    expect((await fetch(`${twin.url}/images/${id}/3073x100-crop.jpg`)).status).toBe(404);
  });

  it('an original stored before the upload checks (over the pixel limit) is not decoded: its variants are 404, not 5xx', async () => {
    const id = randomUUID();
    twin.app.db.prepare('INSERT INTO images (id, owner_id, mime, width, height, data, created_at) VALUES (?, NULL, ?, ?, ?, ?, ?)')
      .run(id, 'image/png', 12_000, 12_000, await pngClaiming(12_000, 12_000), Date.now());
    expect((await fetch(`${twin.url}/images/${id}/400x400-crop.jpg`)).status).toBe(404);
  });

  it('answers AVIF or WebP to a browser that accepts them and JPEG otherwise, at the same URL, varying by Accept and cached for a year', async () => {
    const u = await newUser(twin);
    const up = await u.sdk.images.upload({ image: blob(await pngBuffer(900, 600)) }, { expand: true, 'fields.image': ['variants.listing-card'] });
    const url = up.data.data.attributes.variants['listing-card'].url as string;
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (const [accept, mime, format] of [[chrome, 'image/avif', 'heif'], ['image/webp,*/*', 'image/webp', 'webp'], ['image/avif;q=0, image/webp', 'image/webp', 'webp'], ['*/*', 'image/jpeg', 'jpeg']] as const) {
      const res = await fetch(url, { headers: { accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(mime);
      expect(res.headers.get('vary')).toBe('Accept');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe(format);
      expect([meta.width, meta.height]).toEqual([400, 400]);
    }
  });

  it('a custom size stored in several formats counts once toward the per-image limit', async () => {
    const u = await newUser(twin);
    const up = await u.sdk.images.upload({ image: blob(await pngBuffer(600, 600)) });
    const id = up.data.data.id.uuid as string;
    const sizes = () => (twin.app.db.prepare("SELECT COUNT(DISTINCT substr(spec, 1, instr(spec || '.', '.') - 1)) AS n FROM image_variants WHERE image_id = ?").get(id) as { n: number }).n;
    for (let i = 0; i < MAX_CUSTOM_VARIANTS_PER_IMAGE; i += 1) {
      for (const accept of ['image/avif', 'image/webp', '*/*']) expect((await fetch(`${twin.url}/images/${id}/${201 + i}x${201 + i}-crop.jpg`, { headers: { accept } })).status).toBe(200);
    }
    expect(sizes()).toBe(MAX_CUSTOM_VARIANTS_PER_IMAGE);
    expect((twin.app.db.prepare('SELECT COUNT(*) AS n FROM image_variants WHERE image_id = ?').get(id) as { n: number }).n).toBe(3 * MAX_CUSTOM_VARIANTS_PER_IMAGE);
  });
});

describe('variantFormat', () => {
  it.each([
    [undefined, 'jpeg'],
    ['', 'jpeg'],
    ['image/png,image/*', 'jpeg'],
    ['image/webp', 'webp'],
    ['IMAGE/AVIF, image/webp', 'avif'],
    ['image/avif;q=0,image/webp;q=0.5', 'webp'],
    ['image/avif; q=0.0', 'jpeg'],
  ] as const)('%s -> %s', (accept, format) => {
    expect(variantFormat(accept)).toBe(format);
  });
});
