import { describe, expect, it } from 'vitest';
import { authInfoOfToken, parseTokenCookie } from './auth-info';

describe('authInfoOfToken', () => {
  it('reads no token as anonymous without scopes', () => {
    expect(authInfoOfToken(null)).toEqual({ isAnonymous: true, scopes: [] });
    expect(authInfoOfToken('not a token')).toEqual({ isAnonymous: true, scopes: [] });
  });

  it('reads a public-read token as anonymous', () => {
    expect(authInfoOfToken({ access_token: 'a', scope: 'public-read' })).toEqual({ isAnonymous: true, scopes: ['public-read'] });
  });

  it('reads a user token as signed in with its scopes', () => {
    expect(authInfoOfToken({ access_token: 'a', refresh_token: 'r', scope: 'user' })).toEqual({ isAnonymous: false, scopes: ['user'] });
    expect(authInfoOfToken({ access_token: 'a', scope: 'user:limited public-read' })).toEqual({ isAnonymous: false, scopes: ['user:limited', 'public-read'] });
  });

  it('falls back to the refresh token for tokens stored without a scope', () => {
    expect(authInfoOfToken({ access_token: 'a', refresh_token: 'r' }).isAnonymous).toBe(false);
    expect(authInfoOfToken({ access_token: 'a' }).isAnonymous).toBe(true);
  });
});

describe('parseTokenCookie', () => {
  it('parses JSON and treats a missing or corrupt cookie as no token', () => {
    expect(parseTokenCookie('{"access_token":"a","token_type":"bearer"}')).toEqual({ access_token: 'a', token_type: 'bearer' });
    expect(parseTokenCookie(undefined)).toBeNull();
    expect(parseTokenCookie('{nope')).toBeNull();
  });

  it('treats a token the SDK could not use as no token (no token_type, wrong types, not an object)', () => {
    expect(parseTokenCookie('{"access_token":"a"}')).toBeNull();
    expect(parseTokenCookie('{"access_token":"a","token_type":"bearer","refresh_token":7}')).toBeNull();
    expect(parseTokenCookie('{"token_type":"bearer"}')).toBeNull();
    expect(parseTokenCookie('["a"]')).toBeNull();
    expect(parseTokenCookie('"text"')).toBeNull();
    expect(parseTokenCookie('null')).toBeNull();
  });
});
