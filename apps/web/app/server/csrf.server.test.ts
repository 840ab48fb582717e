import { describe, expect, it } from 'vitest';
import { csrfCookie, csrfCookieName, isCrossSiteMutation, isGenuineCsrfToken, newCsrfToken, verifyCsrfToken } from './csrf.server';

const SECRET = 'test-session-secret-0123456789abcdef';

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
    const token = newCsrfToken(SECRET);
    expect(verifyCsrfToken(token, token)).toBe(true);
    expect(verifyCsrfToken(token, newCsrfToken(SECRET))).toBe(false);
    expect(verifyCsrfToken(token, '')).toBe(false);
    expect(verifyCsrfToken(undefined, token)).toBe(false);
    expect(verifyCsrfToken(token, undefined)).toBe(false);
  });

  it('recognises only tokens signed with the session secret', () => {
    const token = newCsrfToken(SECRET);
    expect(isGenuineCsrfToken(token, SECRET)).toBe(true);
    expect(isGenuineCsrfToken(token, `${SECRET}x`)).toBe(false);
    const [nonce] = token.split('.');
    expect(isGenuineCsrfToken(`${nonce}.forged`, SECRET)).toBe(false);
    expect(isGenuineCsrfToken(nonce, SECRET)).toBe(false);
    expect(isGenuineCsrfToken(undefined, SECRET)).toBe(false);
    expect(isGenuineCsrfToken(`${token}.more`, SECRET)).toBe(false);
  });

  it('names the cookie with the __Host- prefix over https only', () => {
    expect(csrfCookieName(false)).toBe('vg_csrf');
    expect(csrfCookieName(true)).toBe('__Host-vg_csrf');
    expect(csrfCookie('t', true)).toMatch(/^__Host-vg_csrf=t; Path=\/; /);
  });

  it('keeps the token cookie away from page scripts', () => {
    expect(csrfCookie('t', false)).toMatch(/HttpOnly; SameSite=Lax$/);
    expect(csrfCookie('t', true)).toMatch(/; Secure(;|$)/);
  });
});
