import { describe, expect, it } from 'vitest';
import { cardFromInput, luhnValid, magicCard, magicCardDetails } from './cards';
import { StripeApiError } from './core/errors';

const NOW = new Date(Date.UTC(2026, 10, 21));

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof StripeApiError) return e.body.code;
    throw e;
  }
  return undefined;
}

describe('test cards', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('maps magic ids and tokens to the documented cards', () => {
    expect(magicCard('pm_card_visa')?.number).toBe('4242424242424242');
    expect(magicCard('tok_mastercard')?.brand).toBe('mastercard');
    expect(magicCard('pm_card_chargeDeclinedInsufficientFunds')?.behaviour).toBe('decline:insufficient_funds');
    expect(magicCard('pm_card_authenticationRequired')?.behaviour).toBe('auth_always');
    expect(magicCard('pm_card_unknown')).toBeUndefined();
    expect(magicCardDetails('pm_card_amex', NOW)).toMatchObject({ brand: 'amex', last4: '0005', exp_year: 2028 });
  });

  it('accepts any future expiry, including the current month, and any CVC', () => {
    expect(cardFromInput({ number: '4242 4242 4242 4242', exp_month: 11, exp_year: 26, cvc: '000' }, NOW)).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 11,
      exp_year: 2026,
      behaviour: 'ok',
    });
    expect(codeOf(() => cardFromInput({ number: '4242424242424242', exp_month: 10, exp_year: 2026 }, NOW))).toBe('invalid_expiry_year');
    expect(codeOf(() => cardFromInput({ number: '4242424242424242', exp_month: 13, exp_year: 2030 }, NOW))).toBe('invalid_expiry_month');
    expect(codeOf(() => cardFromInput({ number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '12' }, NOW))).toBe('invalid_cvc');
  });

  it('rejects an incorrect number', () => {
    expect(codeOf(() => cardFromInput({ number: '4242424242424241', exp_month: 1, exp_year: 2030 }, NOW))).toBe('incorrect_number');
    expect(codeOf(() => cardFromInput({ number: '42', exp_month: 1, exp_year: 2030 }, NOW))).toBe('incorrect_number');
  });

  it('keeps only brand, last4, expiry and a fingerprint, never the number', () => {
    const d = cardFromInput({ number: '4000000000000002', exp_month: 1, exp_year: 2030 }, NOW);
    expect(JSON.stringify(d)).not.toContain('4000000000000002');
    expect(d.behaviour).toBe('decline:generic_decline');
    expect(d.fingerprint).toBe(cardFromInput({ number: '4000 0000 0000 0002', exp_month: 5, exp_year: 2031 }, NOW).fingerprint);
    expect(d.fingerprint).not.toBe(cardFromInput({ number: '4242424242424242', exp_month: 1, exp_year: 2030 }, NOW).fingerprint);
  });
});
