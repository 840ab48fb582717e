import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { documentEncoding, encodeDocument } from './document-encoding.server';

describe('documentEncoding', () => {
  it('prefers Brotli, then gzip, and sends identity when neither is accepted', () => {
    expect(documentEncoding('gzip, deflate, br')).toBe('br');
    expect(documentEncoding('gzip, deflate')).toBe('gzip');
    expect(documentEncoding('deflate')).toBeNull();
    expect(documentEncoding(null)).toBeNull();
    expect(documentEncoding('')).toBeNull();
  });

  it('honours q values, including q=0 and the wildcard', () => {
    expect(documentEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(documentEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(documentEncoding('*')).toBe('br');
    expect(documentEncoding('*, br;q=0')).toBe('gzip');
    expect(documentEncoding('identity')).toBeNull();
  });
});

describe('encodeDocument', () => {
  const html = Buffer.from(`<!DOCTYPE html><html><body>${'<p>Variegated Monstera</p>'.repeat(400)}</body></html>`);

  it('round-trips through Brotli and gzip and makes the page smaller', () => {
    const br = encodeDocument(html, 'br');
    const gz = encodeDocument(html, 'gzip');
    expect(brotliDecompressSync(br).equals(html)).toBe(true);
    expect(gunzipSync(gz).equals(html)).toBe(true);
    expect(br.length).toBeLessThan(html.length / 10);
    expect(gz.length).toBeLessThan(html.length / 10);
  });
});
