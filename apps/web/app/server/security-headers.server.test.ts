import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, origins, securityHeaders } from './security-headers.server';

const none = { images: [], formTargets: [], frames: [], scripts: [], connect: [] };

describe('security headers', () => {
  it('makes a fresh random nonce per call', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(createNonce()).not.toBe(a);
  });

  it('allows scripts only from self and the request nonce', () => {
    const csp = contentSecurityPolicy('abc', none);
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets images and form redirects reach the configured service origins only', () => {
    const csp = contentSecurityPolicy('n', { ...none, images: origins(['http://127.0.0.1:3500/v1', 'bad url', '']), formTargets: ['http://127.0.0.1:3510'] });
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:3500");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:3510");
  });

  it('allows a map provider stylesheet and blob workers only when asked', () => {
    expect(contentSecurityPolicy('n', none)).toContain("worker-src 'self';");
    const csp = contentSecurityPolicy('n', { ...none, styles: ['https://api.mapbox.com'], blobWorkers: true });
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://api.mapbox.com");
    expect(csp).toContain("worker-src 'self' blob:");
  });

  it('sends HSTS only over https', () => {
    expect(securityHeaders({ nonce: 'n', https: false, csp: none })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ nonce: 'n', https: true, csp: none })['Strict-Transport-Security']).toMatch(/max-age=31536000/);
  });
});
