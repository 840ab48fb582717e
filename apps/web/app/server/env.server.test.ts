import { describe, expect, it } from 'vitest';
import { parseEnv, toPublicEnv } from './env.server';

describe('env.server', () => {
  it('defaults every provider to the local sandbox twins', () => {
    const env = parseEnv({});
    expect(env.SHARETRIBE_SDK_BASE_URL).toBe('http://127.0.0.1:3500');
    expect(env.STRAPI_URL).toBe('http://127.0.0.1:3530/api');
    expect(env.PORT).toBe(3000);
  });

  it('rejects bad values with a message naming the variable', () => {
    expect(() => parseEnv({ SHARETRIBE_SDK_BASE_URL: 'not a url' })).toThrow(/SHARETRIBE_SDK_BASE_URL/);
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('runs one server process unless WEB_WORKERS asks for more', () => {
    expect(parseEnv({}).WEB_WORKERS).toBe(1);
    expect(parseEnv({ WEB_WORKERS: '2' }).WEB_WORKERS).toBe(2);
    expect(() => parseEnv({ WEB_WORKERS: '0' })).toThrow(/WEB_WORKERS/);
  });

  it('chooses the search layout by configuration, map by default', () => {
    expect(toPublicEnv(parseEnv({})).searchLayout).toBe('map');
    expect(toPublicEnv(parseEnv({ SEARCH_LAYOUT: 'list' })).searchLayout).toBe('list');
    expect(() => parseEnv({ SEARCH_LAYOUT: 'grid' })).toThrow(/SEARCH_LAYOUT/);
  });

  it('chooses the listing page layout by configuration, default unless full-image', () => {
    expect(toPublicEnv(parseEnv({})).listingLayout).toBe('default');
    expect(toPublicEnv(parseEnv({ LISTING_LAYOUT: 'full-image' })).listingLayout).toBe('full-image');
    expect(() => parseEnv({ LISTING_LAYOUT: 'hero' })).toThrow(/LISTING_LAYOUT/);
  });

  it('exposes no secret to the browser', () => {
    const env = parseEnv({ STRIPE_SECRET_KEY: 'sk_test_secret', SHARETRIBE_SDK_CLIENT_SECRET: 'top-secret', DISCOURSE_SSO_SECRET: 'sso',
      GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'google-oidc-secret', FACEBOOK_APP_ID: 'f-id', FACEBOOK_APP_SECRET: 'facebook-oidc-secret' });
    const text = JSON.stringify(toPublicEnv(env));
    expect(text).not.toContain('google-oidc-secret');
    expect(text).not.toContain('facebook-oidc-secret');
    expect(text).not.toContain('sk_test_secret');
    expect(text).not.toContain('top-secret');
    expect(text).not.toContain(env.SESSION_SECRET);
  });

  it('refuses to start in production with a public default secret, except on the sandbox', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: must be set in production[\s\S]*STRIPE_SECRET_KEY/);
    expect(() => parseEnv({ NODE_ENV: 'production', VARIEGATA_SANDBOX: '1' })).not.toThrow();
    const own = {
      NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), SHARETRIBE_SDK_CLIENT_SECRET: 'a', SHARETRIBE_INTEGRATION_CLIENT_SECRET: 'b',
      STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', SHIPPO_API_KEY: 'shippo_live_x',
    };
    expect(parseEnv(own).SESSION_SECRET).toBe('s'.repeat(40));
    expect(() => parseEnv({ ...own, STRIPE_WEBHOOK_SECRET: 'whsec_variegata_sandbox' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('accepts a redis:// URL for the shared store and nothing else', () => {
    expect(parseEnv({}).REDIS_URL).toBe('');
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6380' }).REDIS_URL).toBe('redis://127.0.0.1:6380');
    expect(() => parseEnv({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it('loads Stripe.js only with a real publishable key', () => {
    expect(toPublicEnv(parseEnv({})).stripePublishableKey).toBe('');
    const real = 'pk_test_' + 'a'.repeat(30);
    expect(toPublicEnv(parseEnv({ STRIPE_PUBLISHABLE_KEY: real })).stripePublishableKey).toBe(real);
  });
});
