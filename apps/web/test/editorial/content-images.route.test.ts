/**
 * /media/uploads/{name}: the content service's pictures in the format the browser takes (AVIF,
 * WebP, or the uploaded JPEG/PNG), against the Strapi twin and its seeded uploads, with real sharp.
 */
import type { RunningTwin } from '@variegata/twin-strapi/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { startEditorialTwin } from './harness';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SAFARI_ACCEPT = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5';

let twin: RunningTwin;
let route: typeof import('~/routes/media.uploads.$name');
let images: typeof import('~/editorial/content-images.server');
/** Names of seeded uploads, from the home page as the site reads it. */
let uploads: string[];

beforeAll(async () => {
  twin = await startEditorialTwin();
  route = await import('~/routes/media.uploads.$name');
  images = await import('~/editorial/content-images.server');
  const { homeEditorial } = await import('~/editorial/content.server');
  const home = await homeEditorial();
  const urls = JSON.stringify(home).match(/\/media\/uploads\/[\w.-]+/g) ?? [];
  uploads = [...new Set(urls.map((u) => u.slice('/media/uploads/'.length)))];
});
afterAll(async () => twin?.close());

async function get(name: string, accept?: string): Promise<Response> {
  const headers: Record<string, string> = accept ? { accept } : {};
  return route.loader({ request: new Request(`http://127.0.0.1:3000/media/uploads/${encodeURIComponent(name)}`, { headers }), params: { name }, context: {} } as never);
}

/** The answer for `name` once its conversion to `type` is done (the first requests start it). */
async function converted(name: string, accept: string, type: string): Promise<Response> {
  return vi.waitFor(async () => {
    const response = await get(name, accept);
    expect(response.headers.get('content-type')).toBe(type);
    return response;
  }, { timeout: 15_000, interval: 50 });
}

async function original(name: string): Promise<{ body: Buffer; type: string }> {
  const response = await fetch(`${twin.url}/uploads/${name}`);
  expect(response.status).toBe(200);
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' };
}

describe('the site serves the content service pictures', () => {
  it('the home page points its pictures at /media/uploads, JPEG and PNG uploads of the seed among them', () => {
    expect(uploads.length).toBeGreaterThan(3);
    expect(uploads.some((n) => /\.jpe?g$/i.test(n))).toBe(true);
  });

  it('sends AVIF to a browser that takes it once converted (the upload at once before): same size, fewer bytes, cached for a year', async () => {
    const name = uploads.find((n) => /\.jpe?g$/i.test(n) && !n.startsWith('thumbnail_'))!;
    const source = await original(name);
    // The first browser does not wait for the conversion: it gets the upload, kept for a minute only.
    const first = await get(name, CHROME_ACCEPT);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe(source.type);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('vary')).toBe('Accept');
    expect(Buffer.from(await first.arrayBuffer()).equals(source.body)).toBe(true);
    const response = await converted(name, CHROME_ACCEPT, 'image/avif');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    const [avif, uploaded] = await Promise.all([sharp(body).metadata(), sharp(source.body).metadata()]);
    expect(avif.format).toBe('heif');
    expect(avif.compression).toBe('av1');
    expect([avif.width, avif.height]).toEqual([uploaded.width, uploaded.height]);
    expect(body.length).toBeLessThan(source.body.length);
  });

  it('sends WebP to a browser that takes WebP but not AVIF', async () => {
    const name = uploads.find((n) => /\.jpe?g$/i.test(n))!;
    const response = await converted(name, SAFARI_ACCEPT, 'image/webp');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('sends the uploaded bytes to a client that asks for neither (or sends no Accept)', async () => {
    const name = uploads[0]!;
    const source = await original(name);
    for (const accept of [undefined, '*/*', 'image/jpeg,image/png']) {
      const response = await get(name, accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(source.type);
      expect(Buffer.from(await response.arrayBuffer()).equals(source.body)).toBe(true);
    }
  });

  it('answers 404 for a name the service does not have, and for names that are not one upload', async () => {
    for (const name of ['no_such_picture_0000.jpg', '../api/articles.jpg', '..', '.env', 'a/b.jpg', 'x%2F..%2Fy.png', '']) {
      const response = await get(name, CHROME_ACCEPT);
      expect(response.status, name).toBe(404);
      expect(await response.text()).toBe('No such image.');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('sends the browser to the service for uploads it does not convert (SVG, GIF)', async () => {
    const response = await get('logo_abc123.svg', CHROME_ACCEPT);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${twin.url}/uploads/logo_abc123.svg`);
  });
});

describe('the format from the Accept header', () => {
  it('takes AVIF or WebP only when the header names it, the more wanted one first', () => {
    expect(images.chosenFormat(CHROME_ACCEPT)).toBe('avif');
    expect(images.chosenFormat(SAFARI_ACCEPT)).toBe('webp');
    expect(images.chosenFormat('image/webp;q=0.9,image/avif;q=0.5')).toBe('webp');
    expect(images.chosenFormat('image/avif;q=0,image/webp')).toBe('webp');
    expect(images.chosenFormat('image/avif;q=0,image/webp;q=0,*/*')).toBe('source');
    expect(images.chosenFormat('*/*')).toBe('source');
    expect(images.chosenFormat('image/*,*/*;q=0.8')).toBe('source');
    expect(images.chosenFormat('')).toBe('source');
    expect(images.chosenFormat(null)).toBe('source');
  });
});

describe('converting under load and when the service fails', () => {
  let proxy: FaultProxy;
  beforeAll(async () => {
    proxy = await startFaultProxy(twin.url);
  });
  afterAll(async () => proxy?.close());

  it('fifty browsers asking at once for a picture are answered from one fetch; once converted, fifty more get the same AVIF from memory', async () => {
    const converter = images.createContentImages({ assetBase: proxy.url });
    const name = uploads.find((n) => /\.jpe?g$/i.test(n))!;
    const fetches = () => proxy.seen.filter((line) => line === `GET /uploads/${name}`).length;
    const source = await original(name);
    const answers = await Promise.all(Array.from({ length: 50 }, () => converter.image(name, CHROME_ACCEPT)));
    expect(answers.every((a) => a.kind === 'image' && !a.final && a.body.equals(source.body))).toBe(true);
    expect(fetches()).toBe(1);
    const done = await vi.waitFor(async () => {
      const answer = await converter.image(name, CHROME_ACCEPT);
      if (answer.kind !== 'image' || !answer.final) throw new Error('still converting');
      return answer;
    }, { timeout: 15_000, interval: 20 });
    expect(done.type).toBe('image/avif');
    // Fifty more at once: all the same converted bytes, from memory.
    const later = await Promise.all(Array.from({ length: 50 }, () => converter.image(name, CHROME_ACCEPT)));
    expect(later.every((a) => a.kind === 'image' && a.final && a.body.equals(done.body))).toBe(true);
    expect(fetches()).toBe(1);
  });

  it('answers 502 when the service fails, and tries again on the next request', async () => {
    const converter = images.createContentImages({ assetBase: proxy.url });
    const name = uploads.find((n) => /\.png$/i.test(n)) ?? uploads[1]!;
    proxy.failNext(/^\/uploads\//, { status: 500 });
    expect(await converter.image(name, CHROME_ACCEPT)).toEqual({ kind: 'failed', status: 502 });
    const retried = await converter.image(name, CHROME_ACCEPT);
    expect(retried.kind).toBe('image');
  });

  it('answers 502 when the service is down', async () => {
    const down = await startFaultProxy(twin.url);
    const address = down.url;
    await down.close();
    const converter = images.createContentImages({ assetBase: address });
    expect(await converter.image(uploads[0]!, CHROME_ACCEPT)).toEqual({ kind: 'failed', status: 502 });
  });
});
