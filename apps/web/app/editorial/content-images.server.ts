/**
 * The content service's uploads as the site serves them, under /media/uploads/{name}: AVIF or WebP
 * when the browser takes them, the uploaded bytes otherwise. Strapi's local upload provider keeps
 * every size variant in the uploaded format only (JPEG or PNG), so without this a page's editorial
 * pictures are the heaviest format there is.
 *
 * Upload names are content hashes, so a converted picture never changes: it is cached by the browser
 * for a year and here in memory (bounded by bytes). Each picture is fetched and converted once, in
 * the background: requests that come before it is ready get the upload's own bytes at once.
 */
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { editorialClient } from './content.server';

/** The names the site converts: a Strapi upload of a raster format sharp reads and writes. */
const CONVERTIBLE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,200}\.(?:jpe?g|png|webp)$/i;
/** Any other upload name the service may hold (SVG, GIF, PDF): sent to the service as it is. */
const OTHER_UPLOAD = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,200}\.[A-Za-z0-9]{1,8}$/;

/** The largest upload read for conversion (Strapi's default upload limit is 200 MB; pictures on pages are far smaller). */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
/** The most pixels converted (a 40 MP picture); larger uploads are served as they are. */
const MAX_PIXELS = 40_000_000;

type Format = 'avif' | 'webp' | 'source';

interface Picture {
  readonly body: Buffer;
  readonly type: string;
}

export type ContentImage =
  /** `final`: the answer for this name and format from now on (false: the upload's bytes while converting). */
  | { readonly kind: 'image'; readonly body: Buffer; readonly type: string; readonly final: boolean }
  /** Not a picture the site converts: the browser goes to the service for it. */
  | { readonly kind: 'elsewhere'; readonly location: string }
  | { readonly kind: 'failed'; readonly status: 404 | 502 | 504 };

export interface ContentImagesOptions {
  /** The content service's server root, where `/uploads/{name}` lives. */
  readonly assetBase: string;
  /** Bytes of converted pictures kept in memory. */
  readonly maxBytes?: number;
}

class UploadError extends Error {
  constructor(readonly status: 404 | 502 | 504) {
    super(`upload answered ${status}`);
  }
}

/**
 * The format a browser gets, from its Accept header: AVIF or WebP when the header names it (the one
 * it prefers), else the upload's own. A bare `*\/*` or `image/*` is not enough: clients
 * that send only those (link previews, mail programs) may not read either.
 */
export function chosenFormat(accept: string | null): Format {
  if (!accept) return 'source';
  // Without a list, Negotiator gives the header's own types, most wanted first (q=0 left out).
  const best = new Negotiator({ headers: { accept } }).mediaTypes().find((type) => type === 'image/avif' || type === 'image/webp');
  return best === 'image/avif' ? 'avif' : best === 'image/webp' ? 'webp' : 'source';
}

export function createContentImages(options: ContentImagesOptions) {
  const base = options.assetBase.replace(/\/+$/, '');

  async function source(name: string): Promise<Picture> {
    let response: Response;
    try {
      response = await fetch(`${base}/uploads/${name}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch (error) {
      throw new UploadError(error instanceof DOMException && error.name === 'TimeoutError' ? 504 : 502);
    }
    if (response.status === 404) throw new UploadError(404);
    const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
    if (!response.ok || !type.startsWith('image/')) throw new UploadError(502);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_SOURCE_BYTES) throw new UploadError(502);
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > MAX_SOURCE_BYTES) throw new UploadError(502);
    return { body, type };
  }

  /** Conversions run one at a time (each takes a core for up to a few hundred milliseconds), after the pages. */
  let queue: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  async function convert(name: string, format: 'avif' | 'webp'): Promise<Picture> {
    const original = await uploaded(name);
    if (!original) throw new UploadError(502);
    return oneAtATime(async () => {
      try {
        // Loaded with the first conversion: a process that never converts does not load libvips.
        const { default: sharp } = await import('sharp');
        const image = sharp(original.body, { failOn: 'error', limitInputPixels: MAX_PIXELS });
        const body = await (format === 'avif' ? image.avif({ quality: 55, effort: 2 }) : image.webp({ quality: 75 })).toBuffer();
        // A small or already compact picture can come out larger: the upload's own bytes are then the better answer.
        return body.length < original.body.length ? { body, type: `image/${format}` } : original;
      } catch {
        // Not a picture sharp can convert (or too large to): the upload is served as it is.
        return original;
      }
    });
  }

  const cache = new LRUCache<string, Picture, { name: string; format: Format }>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (value) => Math.max(1, value.body.length),
    fetchMethod: (_key, _stale, { context }) => (context.format === 'source' ? source(context.name) : convert(context.name, context.format)),
  });

  /** The upload's own bytes, fetched once for every format. */
  const uploaded = (name: string) => cache.fetch(`source:${name}`, { context: { name, format: 'source' } });

  /**
   * The picture `name` for a browser sending `accept`. Until its conversion is done (a few hundred
   * milliseconds for a large picture, started by the first request), browsers get the upload's own
   * bytes, marked `final: false`, rather than wait for it.
   */
  async function image(name: string, accept: string | null): Promise<ContentImage> {
    if (!CONVERTIBLE.test(name)) {
      return OTHER_UPLOAD.test(name) ? { kind: 'elsewhere', location: `${base}/uploads/${name}` } : { kind: 'failed', status: 404 };
    }
    const format = chosenFormat(accept);
    try {
      if (format !== 'source') {
        const converted = cache.get(`${format}:${name}`);
        if (converted) return { kind: 'image', ...converted, final: true };
        cache.fetch(`${format}:${name}`, { context: { name, format } }).catch(() => undefined);
      }
      const original = await uploaded(name);
      return original ? { kind: 'image', ...original, final: format === 'source' } : { kind: 'failed', status: 502 };
    } catch (error) {
      if (error instanceof UploadError) return { kind: 'failed', status: error.status };
      throw error;
    }
  }

  return { image };
}

export type ContentImages = ReturnType<typeof createContentImages>;

let shared: ContentImages | undefined;

/** The site's converter of the content service's uploads (one per process: its cache is shared by every visitor). */
export function contentImages(): ContentImages {
  shared ??= createContentImages({ assetBase: editorialClient().assetBase });
  return shared;
}
