/**
 * Security headers for every response: a per-request nonce-based Content Security
 * Policy (no inline script runs without the nonce), framing and sniffing
 * protection, and HSTS when the site is served over https.
 */
import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface CspOrigins {
  /** Origins whose images the pages show (marketplace image host, content service media). */
  images: string[];
  /** Origins that forms may post or redirect to (hosted payment pages, the forum). */
  formTargets: string[];
  /** Origins the page may frame (Stripe.js with a real key). */
  frames: string[];
  /** Extra script origins (Stripe.js with a real key). */
  scripts: string[];
  /** Extra fetch/WebSocket origins (a map provider's API and tiles). */
  connect: string[];
  /** Extra stylesheet origins (a map provider's stylesheet). */
  styles?: string[];
  /** Whether blob: workers are needed (a WebGL map renders in workers). */
  blobWorkers?: boolean;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Unique origins of the given URLs, ignoring empty or invalid ones. */
export function origins(urls: readonly string[]): string[] {
  return [...new Set(urls.map(originOf).filter((o): o is string => o !== null && o !== 'null'))];
}

export function contentSecurityPolicy(nonce: string, extra: CspOrigins): string {
  const list = (...items: string[]) => items.filter(Boolean).join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list("'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...extra.scripts),
    'style-src': list("'self'", "'unsafe-inline'", ...(extra.styles ?? [])),
    'img-src': list("'self'", 'data:', 'blob:', ...extra.images),
    'font-src': "'self'",
    'connect-src': list("'self'", ...extra.connect),
    'frame-src': extra.frames.length ? list(...extra.frames) : "'none'",
    'form-action': list("'self'", ...extra.formTargets),
    'worker-src': extra.blobWorkers ? "'self' blob:" : "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives).map(([k, v]) => `${k} ${v}`).join('; ');
}

export function securityHeaders(options: { nonce: string; https: boolean; csp: CspOrigins }): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options.nonce, options.csp),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  };
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
