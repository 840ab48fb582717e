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
    const env = parseEnv({ STRIPE_SECRET_KEY: 'sk_test_secret', SHARETRIBE_SDK_CLIENT_SECRET: 'top-secret', DISCOURSE_SSO_SECRET: 'sso' });
    const text = JSON.stringify(toPublicEnv(env));
    expect(text).not.toContain('sk_test_secret');
    expect(text).not.toContain('top-secret');
    expect(text).not.toContain(env.SESSION_SECRET);
  });

  it('loads Stripe.js only with a real publishable key', () => {
    expect(toPublicEnv(parseEnv({})).stripePublishableKey).toBe('');
    const real = 'pk_test_' + 'a'.repeat(30);
    expect(toPublicEnv(parseEnv({ STRIPE_PUBLISHABLE_KEY: real })).stripePublishableKey).toBe(real);
  });
});
