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

  it('adds Secure over https', () => {
    const written: string[] = [];
    createCookieTokenStore({ clientId: 'x', readCookie: () => undefined, writeCookie: (c) => written.push(c), secure: true }).setToken({});
    expect(written[0]).toMatch(/; Secure$/);
  });
});
