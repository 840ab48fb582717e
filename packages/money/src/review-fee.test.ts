import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_FEE_CONFIG, parseReviewFeeConfig, reviewFee } from './review-fee';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const config = { firstTierFee: 111, secondTierFee: 222, initialFee: 10 };

describe('reviewFee', () => {
  it('uses the first tier above 10 and up to 100 major units', () => {
    expect(reviewFee(usd(1001), config)).toEqual({ skipped: false, tier: 'first', fee: usd(111) });
    expect(reviewFee(usd(5000), config)).toEqual({ skipped: false, tier: 'first', fee: usd(111) });
    expect(reviewFee(usd(10000), config)).toEqual({ skipped: false, tier: 'first', fee: usd(111) });
  });

  it('uses the second tier above 100 and up to 200 major units', () => {
    expect(reviewFee(usd(10001), config)).toEqual({ skipped: false, tier: 'second', fee: usd(222) });
    expect(reviewFee(usd(20000), config)).toEqual({ skipped: false, tier: 'second', fee: usd(222) });
  });

  it('takes initialFee percent of the amount at or below 10 and above 200', () => {
    expect(reviewFee(usd(1000), config)).toEqual({ skipped: false, tier: 'percentage', fee: usd(100) });
    expect(reviewFee(usd(0), config)).toEqual({ skipped: false, tier: 'percentage', fee: usd(0) });
    expect(reviewFee(usd(20001), config)).toEqual({ skipped: false, tier: 'percentage', fee: usd(2000) }); // 2000.1
    expect(reviewFee(usd(20005), config)).toEqual({ skipped: false, tier: 'percentage', fee: usd(2001) }); // 2000.5 half-up
  });

  it('compares in the currency own major units', () => {
    expect(reviewFee({ amount: 50, currency: 'JPY' }, config)).toEqual({ skipped: false, tier: 'first', fee: { amount: 111, currency: 'JPY' } });
    expect(reviewFee({ amount: 150, currency: 'JPY' }, config)).toMatchObject({ tier: 'second' });
    expect(reviewFee({ amount: 201, currency: 'JPY' }, config)).toMatchObject({ tier: 'percentage' });
  });

  it('is skipped when the flag is set or the configuration is empty', () => {
    expect(reviewFee(usd(5000), config, { skip: true })).toEqual({ skipped: true, reason: 'flag' });
    expect(reviewFee(usd(5000), null)).toEqual({ skipped: true, reason: 'no-config' });
    expect(reviewFee(usd(5000), undefined)).toEqual({ skipped: true, reason: 'no-config' });
    expect(reviewFee(usd(5000), {})).toEqual({ skipped: true, reason: 'no-config' });
    expect(reviewFee(usd(5000), config, { skip: false })).toMatchObject({ skipped: false });
  });

  it('treats a broken configuration or a negative price as a developer error', () => {
    expect(() => reviewFee(usd(5000), { firstTierFee: 1 } as never)).toThrow(/configuration/);
    expect(() => reviewFee(usd(-1), config)).toThrow(/non-negative/);
  });

  it('has default tiers', () => {
    expect(reviewFee(usd(5000), DEFAULT_REVIEW_FEE_CONFIG)).toEqual({ skipped: false, tier: 'first', fee: usd(300) });
    expect(reviewFee(usd(15000), DEFAULT_REVIEW_FEE_CONFIG)).toEqual({ skipped: false, tier: 'second', fee: usd(1000) });
    expect(reviewFee(usd(30000), DEFAULT_REVIEW_FEE_CONFIG)).toEqual({ skipped: false, tier: 'percentage', fee: usd(1500) });
  });

  it('picks the tier by the major-unit bounds for every price (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), (amount) => {
        const result = reviewFee(usd(amount), config);
        const major = amount / 100;
        const expected = major > 10 && major <= 100 ? 'first' : major > 10 && major <= 200 ? 'second' : 'percentage';
        expect(result).toMatchObject({ skipped: false, tier: expected });
      }),
    );
  });
});

describe('parseReviewFeeConfig', () => {
  it('reads a complete configuration and treats an empty one as none', () => {
    expect(parseReviewFeeConfig(config)).toEqual({ ok: true, value: config });
    expect(parseReviewFeeConfig({})).toEqual({ ok: true, value: null });
    expect(parseReviewFeeConfig(undefined)).toEqual({ ok: true, value: null });
  });

  it('rejects partial or invalid values', () => {
    for (const bad of [{ firstTierFee: 1 }, { ...config, initialFee: 101 }, { ...config, firstTierFee: 1.5 }, { ...config, secondTierFee: -1 }, 'x']) {
      expect(parseReviewFeeConfig(bad)).toEqual({ ok: false, error: 'review-fee-config-invalid' });
    }
  });
});
