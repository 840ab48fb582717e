import { describe, expect, it } from 'vitest';
import { parseEnv } from '~/server/env.server';
import { browserStripeMode, stripeModeOf } from './stripe-mode.server';

const REAL_KEY = 'pk_test_51AbCdEfGhIjKlMnOpQrStUvWx';

describe('stripeModeOf', () => {
  it('with no publishable key: missing key, whatever else is set', () => {
    expect(stripeModeOf(parseEnv({ STRIPE_PUBLISHABLE_KEY: '' }))).toEqual({ kind: 'missing-key' });
    expect(stripeModeOf(parseEnv({ STRIPE_PUBLISHABLE_KEY: '  ', STRIPE_API_URL: 'http://127.0.0.1:3510' }))).toEqual({ kind: 'missing-key' });
  });

  it('with the sandbox\'s key and a Stripe API URL: the twin stands in', () => {
    expect(stripeModeOf(parseEnv({ STRIPE_API_URL: 'http://127.0.0.1:3510' }))).toEqual({ kind: 'twin', twinUrl: 'http://127.0.0.1:3510' });
    // A real key against a local API still means the local API: Stripe.js would not know its intents.
    expect(stripeModeOf(parseEnv({ STRIPE_API_URL: 'http://127.0.0.1:3510', STRIPE_PUBLISHABLE_KEY: REAL_KEY })).kind).toBe('twin');
  });

  it('against Stripe itself: Stripe.js with a real key; the sandbox placeholder key is no key there', () => {
    expect(stripeModeOf(parseEnv({ STRIPE_PUBLISHABLE_KEY: REAL_KEY }))).toEqual({ kind: 'stripe-js', publishableKey: REAL_KEY });
    expect(stripeModeOf(parseEnv({}))).toEqual({ kind: 'missing-key' });
  });

  it('tells the browser the publishable key only for Stripe.js', () => {
    expect(browserStripeMode({ kind: 'twin', twinUrl: 'http://127.0.0.1:3510' })).toEqual({ kind: 'twin', publishableKey: '' });
    expect(browserStripeMode({ kind: 'stripe-js', publishableKey: REAL_KEY })).toEqual({ kind: 'stripe-js', publishableKey: REAL_KEY });
  });
});
