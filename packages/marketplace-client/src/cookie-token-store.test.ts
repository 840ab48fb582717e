import { describe, expect, it } from 'vitest';
import { createCookieTokenStore, tokenCookieName } from './cookie-token-store';

function setup(initial?: string) {
  const written: string[] = [];
  const store = createCookieTokenStore({
    clientId: 'abc',
    readCookie: (name) => (name === 'st-abc-token' ? initial : undefined),
    writeCookie: (c) => written.push(c),
    secure: false,
  });
  return { store, written };
}

describe('cookie token store', () => {
  it('names the cookie like the SDK does', () => {
    expect(tokenCookieName('abc')).toBe('st-abc-token');
  });

  it('reads the token from the request cookie', () => {
    const { store } = setup(JSON.stringify({ access_token: 'a', token_type: 'bearer' }));
    expect(store.getToken()).toEqual({ access_token: 'a', token_type: 'bearer' });
  });

  it('treats a corrupt cookie as no token', () => {
    expect(setup('{nope').store.getToken()).toBeNull();
  });

  it('writes an HttpOnly SameSite=Lax cookie and returns the new token afterwards', () => {
    const { store, written } = setup();
    store.setToken({ access_token: 'new' });
    expect(store.getToken()).toEqual({ access_token: 'new' });
    expect(written[0]).toMatch(/^st-abc-token=%7B.*; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax$/);
  });

  it('expires the cookie on removal', () => {
    const { store, written } = setup(JSON.stringify({ access_token: 'a' }));
    store.removeToken();
    expect(store.getToken()).toBeNull();
    expect(written[0]).toContain('Max-Age=0');
  });

  it('adds Secure and the __Host- prefix over https, and reads the token from that cookie only', () => {
    const written: string[] = [];
    const read: string[] = [];
    const store = createCookieTokenStore({
      clientId: 'x',
      readCookie: (name) => (read.push(name), name === '__Host-st-x-token' ? JSON.stringify({ access_token: 'h', token_type: 'bearer' }) : JSON.stringify({ access_token: 'plain', token_type: 'bearer' })),
      writeCookie: (c) => written.push(c),
      secure: true,
    });
    expect(tokenCookieName('x', true)).toBe('__Host-st-x-token');
    expect(store.getToken()).toEqual({ access_token: 'h', token_type: 'bearer' });
    expect(read).toEqual(['__Host-st-x-token']);
    store.setToken({});
    expect(written[0]).toMatch(/^__Host-st-x-token=.*; Path=\/; .*; Secure$/);
  });
});
