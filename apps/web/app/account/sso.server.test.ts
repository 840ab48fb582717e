import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { forumLoginUrl, verifySsoRequest } from './sso.server';

const secret = 'shared-secret';
const sign = (payload: string, key = secret) => createHmac('sha256', key).update(payload).digest('hex');
const sso = Buffer.from('nonce=n1&return_sso_url=https%3A%2F%2Fforum.test%2Fsession%2Fsso_login').toString('base64');
const user = { id: 'u-1', email: 'a@example.com', emailVerified: true, username: 'ada', name: 'Ada Fern' };

describe('DiscourseConnect', () => {
  it('verifies the signature of the base64 string, not the decoded payload', () => {
    expect(verifySsoRequest(sso, sign(sso), secret)?.get('nonce')).toBe('n1');
    expect(verifySsoRequest(sso, sign(Buffer.from(sso, 'base64').toString()), secret)).toBeNull();
    expect(verifySsoRequest(sso, sign(sso, 'other'), secret)).toBeNull();
    expect(verifySsoRequest(sso, 'zz', secret)).toBeNull();
    expect(verifySsoRequest(sso, sign(sso), '')).toBeNull();
    const noNonce = Buffer.from('return_sso_url=x').toString('base64');
    expect(verifySsoRequest(noNonce, sign(noNonce), secret)).toBeNull();
  });

  it('is off without a forum configuration and answers at /session/sso_login with a signed payload', () => {
    expect(forumLoginUrl(null, { sso, sig: sign(sso) }, user)).toBeNull();
    const url = new URL(forumLoginUrl({ url: 'https://forum.test', secret }, { sso, sig: sign(sso) }, user)!);
    expect(url.origin + url.pathname).toBe('https://forum.test/session/sso_login');
    const payload = url.searchParams.get('sso')!;
    expect(url.searchParams.get('sig')).toBe(sign(payload));
    const fields = new URLSearchParams(Buffer.from(payload, 'base64').toString());
    expect(Object.fromEntries(fields)).toEqual({ nonce: 'n1', external_id: 'u-1', email: 'a@example.com', username: 'ada', name: 'Ada Fern' });
  });
});
