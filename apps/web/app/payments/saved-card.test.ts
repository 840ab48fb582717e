import { describe, expect, it } from 'vitest';
import type { StripePaymentMethod } from '@variegata/marketplace-client/stripe-entity';
import { isCardExpired, savedCardView } from './saved-card';

const card = (brand: string, month: number, year: number): StripePaymentMethod => ({
  id: '6f1c4a52-3d1e-4b1a-9a55-0c2b6f1d2e3f',
  type: 'stripe-payment-method/card',
  stripePaymentMethodId: 'pm_123',
  card: { brand, last4Digits: '4242', expirationMonth: month, expirationYear: year },
});

describe('isCardExpired', () => {
  const may2026 = new Date(Date.UTC(2026, 4, 31, 23, 59));
  it('is valid through its own month and expired from the month after', () => {
    expect(isCardExpired(5, 2026, may2026)).toBe(false);
    expect(isCardExpired(4, 2026, may2026)).toBe(true);
    expect(isCardExpired(12, 2025, may2026)).toBe(true);
    expect(isCardExpired(1, 2027, may2026)).toBe(false);
  });

  it('reads the current month in UTC', () => {
    expect(isCardExpired(5, 2026, new Date(Date.UTC(2026, 5, 1, 0, 30)))).toBe(true);
  });
});

describe('savedCardView', () => {
  it('shows brand, last 4, a two-digit month and year, and the expiry flag', () => {
    expect(savedCardView(card('visa', 4, 2034), new Date(Date.UTC(2026, 0, 1)))).toEqual({ brand: 'visa', last4: '4242', expMonth: '04', expYear: '34', expired: false });
    expect(savedCardView(card('mastercard', 12, 2005), new Date(Date.UTC(2026, 0, 1)))).toMatchObject({ expMonth: '12', expYear: '05', expired: true });
  });

  it('is null without a card', () => {
    expect(savedCardView(null, new Date())).toBeNull();
    expect(savedCardView(undefined, new Date())).toBeNull();
  });
});
