import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTALMENT_CURRENCIES, instalmentEligibility, instalmentSchedule, isInstalmentCurrency, isInstalmentEligible } from './instalments';

const seller = { capabilities: { klarna_payments: 'active', card_payments: 'active' }, default_currency: 'usd' };

describe('instalment eligibility', () => {
  it('lists the spec currencies', () => {
    expect([...INSTALMENT_CURRENCIES]).toEqual(['eur', 'dkk', 'gbp', 'nok', 'sek', 'usd', 'czk', 'aud', 'nzd', 'cad', 'pln', 'chf']);
    expect(isInstalmentCurrency('USD')).toBe(true);
    expect(isInstalmentCurrency('JPY')).toBe(false);
    expect(isInstalmentCurrency('HUF')).toBe(false);
  });

  it('offers four payments for a fixed-price listing of an eligible seller', () => {
    expect(instalmentEligibility({ listingCurrency: 'USD', isAuction: false, sellerAccount: seller })).toEqual({ ok: true, value: { payments: 4 } });
    expect(isInstalmentEligible({ listingCurrency: 'EUR', isAuction: false, sellerAccount: { ...seller, default_currency: 'eur' } })).toBe(true);
  });

  it('refuses an unsupported currency', () => {
    expect(instalmentEligibility({ listingCurrency: 'JPY', isAuction: false, sellerAccount: { ...seller, default_currency: 'jpy' } })).toEqual({ ok: false, error: 'instalment-currency-unsupported' });
  });

  it('refuses auctions', () => {
    expect(instalmentEligibility({ listingCurrency: 'USD', isAuction: true, sellerAccount: seller })).toEqual({ ok: false, error: 'instalment-auction' });
  });

  it('needs the klarna_payments capability active', () => {
    expect(instalmentEligibility({ listingCurrency: 'USD', isAuction: false, sellerAccount: null })).toEqual({ ok: false, error: 'instalment-no-seller-account' });
    for (const capabilities of [{ klarna_payments: 'pending' }, { klarna_payments: 'inactive' }, { card_payments: 'active' }, null]) {
      expect(instalmentEligibility({ listingCurrency: 'USD', isAuction: false, sellerAccount: { ...seller, capabilities } })).toEqual({ ok: false, error: 'instalment-capability-inactive' });
    }
  });

  it('needs the seller default currency to match the listing currency', () => {
    expect(instalmentEligibility({ listingCurrency: 'USD', isAuction: false, sellerAccount: { ...seller, default_currency: 'eur' } })).toEqual({ ok: false, error: 'instalment-currency-mismatch' });
    expect(instalmentEligibility({ listingCurrency: 'USD', isAuction: false, sellerAccount: { ...seller, default_currency: null } })).toEqual({ ok: false, error: 'instalment-currency-mismatch' });
  });
});

describe('instalmentSchedule', () => {
  it('splits into four payments with the remainder first', () => {
    expect(instalmentSchedule({ amount: 1001, currency: 'USD' }).map((m) => m.amount)).toEqual([251, 250, 250, 250]);
    expect(instalmentSchedule({ amount: 1003, currency: 'USD' }).map((m) => m.amount)).toEqual([251, 251, 251, 250]);
    expect(() => instalmentSchedule({ amount: 100, currency: 'USD' }, 0)).toThrow(/positive integer/);
    expect(() => instalmentSchedule({ amount: -1, currency: 'USD' })).toThrow(/non-negative/);
  });

  it('always sums to the total with parts at most one minor unit apart (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 1, max: 12 }), (amount, payments) => {
        const parts = instalmentSchedule({ amount, currency: 'USD' }, payments).map((m) => m.amount);
        expect(parts).toHaveLength(payments);
        expect(parts.reduce((a, b) => BigInt(a) + BigInt(b), 0n)).toBe(BigInt(amount));
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
