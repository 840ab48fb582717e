import { describe, expect, it } from 'vitest';
import { parseCookieHeader, serializeCookie } from './cookies.server';

describe('cookies', () => {
  it('parses names and decoded values, first one wins', () => {
    expect(parseCookieHeader('a=1; b=%7Bx%7D; a=2; bad; =x')).toEqual({ a: '1', b: '{x}' });
  });

  it('serialises HttpOnly SameSite=Lax by default, Secure on request', () => {
    expect(serializeCookie('s', 'v w')).toBe('s=v%20w; Path=/; HttpOnly; SameSite=Lax');
    const tenYears = serializeCookie('euCookiesAccepted', '1', { maxAgeSeconds: 315360000, httpOnly: false, secure: true });
    expect(tenYears).toContain('Max-Age=315360000');
    expect(tenYears).not.toContain('HttpOnly');
    expect(tenYears).toMatch(/; Secure(;|$)/);
  });
});
