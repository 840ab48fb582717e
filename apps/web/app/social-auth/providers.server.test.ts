import { describe, expect, it } from 'vitest';
import { parseEnv } from '~/server/env.server';
import { callbackUrl, configuredProviders, providerNamed, socialButtons } from './providers.server';

describe('social sign-in providers', () => {
  it('offers a provider only with both its client id and secret', () => {
    expect(socialButtons(parseEnv({}))).toEqual({ google: false, facebook: false });
    expect(socialButtons(parseEnv({ GOOGLE_CLIENT_ID: 'id-only' }))).toEqual({ google: false, facebook: false });
    const env = parseEnv({ GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret', FACEBOOK_APP_ID: 'f-id', FACEBOOK_APP_SECRET: 'f-secret', FACEBOOK_ISSUER: 'http://127.0.0.1:3540' });
    expect(socialButtons(env)).toEqual({ google: true, facebook: true });
    expect(configuredProviders(env).map((p) => [p.name, p.idpId, p.issuer])).toEqual([
      ['facebook', 'facebook', 'http://127.0.0.1:3540'],
      ['google', 'google', 'https://accounts.google.com'],
    ]);
  });

  it('finds only configured providers by name, and builds the fixed callback address', () => {
    const env = parseEnv({ FACEBOOK_APP_ID: 'f-id', FACEBOOK_APP_SECRET: 'f-secret', PUBLIC_BASE_URL: 'https://variegata.example' });
    expect(providerNamed('google', env)).toBeUndefined();
    expect(providerNamed('constructor', env)).toBeUndefined();
    expect(callbackUrl(providerNamed('facebook', env)!, env)).toBe('https://variegata.example/api/auth/facebook/callback');
  });
});
