import { describe, expect, it } from 'vitest';
import { cardPageUrl } from '@variegata/twin-stripe/urls';
import { twinCardPageUrl } from './card-page-url';

describe('twinCardPageUrl', () => {
  it('is the address the Stripe twin serves its card page at', () => {
    const args = ['http://127.0.0.1:3510', 'seti_123_secret_abc', 'http://127.0.0.1:3000/account/payment-methods?x=1&y=2'] as const;
    expect(twinCardPageUrl(...args)).toBe(cardPageUrl(...args));
    expect(new URL(twinCardPageUrl(...args)).searchParams.get('return_url')).toBe(args[2]);
  });
});
