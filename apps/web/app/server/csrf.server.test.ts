import { describe, expect, it } from 'vitest';
import { csrfCookie, isCrossSiteMutation, newCsrfToken, verifyCsrfToken } from './csrf.server';

describe('csrf', () => {
  it('refuses a mutation from another origin and allows same-origin ones', () => {
    const host = '127.0.0.1:3000';
    expect(isCrossSiteMutation('POST', { origin: 'http://evil.test', host }, [])).toBe(true);
    expect(isCrossSiteMutation('POST', { origin: 'http://127.0.0.1:3000', host }, [])).toBe(false);
    expect(isCrossSiteMutation('POST', { secFetchSite: 'cross-site', origin: 'http://127.0.0.1:3000', host }, [])).toBe(true);
    expect(isCrossSiteMutation('POST', { origin: 'null', host }, [])).toBe(true);
    expect(isCrossSiteMutation('DELETE', { origin: 'http://127.0.0.1:3510', host }, ['http://127.0.0.1:3510'])).toBe(false);
  });

  it('never blocks safe methods', () => {
    expect(isCrossSiteMutation('GET', { origin: 'http://evil.test', host: 'a' }, [])).toBe(false);
  });

  it('accepts only the exact token of the cookie', () => {
    const token = newCsrfToken();
    expect(verifyCsrfToken(token, token)).toBe(true);
    expect(verifyCsrfToken(token, newCsrfToken())).toBe(false);
    expect(verifyCsrfToken(token, '')).toBe(false);
    expect(verifyCsrfToken(undefined, token)).toBe(false);
    expect(verifyCsrfToken(token, undefined)).toBe(false);
  });

  it('keeps the token cookie away from page scripts', () => {
    expect(csrfCookie('t', false)).toMatch(/HttpOnly; SameSite=Lax$/);
    expect(csrfCookie('t', true)).toMatch(/; Secure(;|$)/);
  });
});
