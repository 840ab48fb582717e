import { describe, expect, it } from 'vitest';
import { apiStatus, classifyError, hasErrorCode, providerMessage } from './errors';

const apiError = (status: number, code: string, meta?: Record<string, unknown>, statusText = '') => ({ status, statusText, data: { errors: [{ status, code, meta }] } });

describe('error classification (spec 3 §8)', () => {
  it('reads status, codes and the provider message from the first error', () => {
    const e = apiError(402, 'transaction-payment-failed', { stripeMessage: 'Your card was declined.' });
    expect(apiStatus(e)).toBe(402);
    expect(hasErrorCode(e, 'transaction-payment-failed')).toBe(true);
    expect(providerMessage(e)).toBe('Your card was declined.');
  });

  it('splits 402 payment failures by the provider message', () => {
    expect(classifyError(apiError(402, 'transaction-payment-failed', { stripeMessage: 'Amount must be at least $0.50 usd' }))).toBe('charge-amount-too-small');
    expect(classifyError(apiError(402, 'transaction-payment-failed', { stripeMessage: 'Amount must convert to at least 50 cents.' }))).toBe('charge-amount-too-small');
    expect(classifyError(apiError(402, 'transaction-payment-failed', { stripeMessage: 'Your account cannot currently make charges. Please verify.' }))).toBe('provider-account-cannot-charge');
    expect(classifyError(apiError(402, 'transaction-payment-failed', { stripeMessage: 'Your card was declined.' }))).toBe('payment-failed');
  });

  it('recognises conflicts, reviews, forbidden and the missing quantity', () => {
    expect(classifyError(apiError(409, 'transaction-invalid-transition'))).toBe('invalid-transition');
    expect(classifyError(apiError(409, 'transaction-already-reviewed-by-customer'))).toBe('already-reviewed');
    expect(classifyError(apiError(403, 'forbidden'))).toBe('forbidden');
    expect(classifyError(apiError(400, 'validation-invalid-params', undefined, 'Error: transition should contain quantity information'))).toBe('missing-quantity');
    expect(classifyError(apiError(409, 'email-taken'))).toBe('email-taken');
    expect(classifyError(new Error('network'))).toBe('unknown');
  });
});
