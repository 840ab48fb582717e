import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMoney, compareMoney, isSameMoney, multiplyMoney, percentageOf, subtractMoney, sumMoney } from './money-arithmetic';

const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('money arithmetic', () => {
  it('adds and subtracts in minor units', () => {
    expect(addMoney(usd(1999), usd(1))).toEqual(usd(2000));
    expect(subtractMoney(usd(100), usd(250))).toEqual(usd(-150));
    expect(sumMoney([usd(1), usd(2), usd(3)], 'USD')).toEqual(usd(6));
    expect(sumMoney([], 'usd')).toEqual(usd(0));
  });

  it('treats mixed currencies and unsafe results as developer errors', () => {
    expect(() => addMoney(usd(1), { amount: 1, currency: 'EUR' })).toThrow(/Currency mismatch/);
    expect(() => compareMoney(usd(1), { amount: 1, currency: 'EUR' })).toThrow(/Currency mismatch/);
    expect(() => addMoney(usd(Number.MAX_SAFE_INTEGER), usd(1))).toThrow(/safe integer/);
  });

  it('multiplies and takes percentages with half-up rounding', () => {
    expect(multiplyMoney(usd(1999), 3)).toEqual(usd(5997));
    expect(multiplyMoney(usd(3), 0.5)).toEqual(usd(2)); // 1.5
    expect(multiplyMoney(usd(-3), 0.5)).toEqual(usd(-2));
    expect(percentageOf(usd(1005), 10)).toEqual(usd(101));
    expect(percentageOf(usd(1004), 10)).toEqual(usd(100));
    expect(percentageOf(usd(2999), 12.5)).toEqual(usd(375)); // 374.875
  });

  it('compares', () => {
    expect(compareMoney(usd(1), usd(2))).toBe(-1);
    expect(compareMoney(usd(2), usd(2))).toBe(0);
    expect(compareMoney(usd(3), usd(2))).toBe(1);
    expect(isSameMoney(usd(2), { amount: 2, currency: 'usd' })).toBe(true);
    expect(isSameMoney(usd(2), usd(3))).toBe(false);
  });

  it('addition and subtraction are inverse and sums do not depend on order (property)', () => {
    const amount = fc.integer({ min: -(2 ** 50), max: 2 ** 50 });
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(subtractMoney(addMoney(usd(a), usd(b)), usd(b))).toEqual(usd(a));
        expect(addMoney(usd(a), usd(b))).toEqual(addMoney(usd(b), usd(a)));
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(10 ** 9), max: 10 ** 9 })), (amounts) => {
        const forward = sumMoney(amounts.map(usd), 'USD');
        const backward = sumMoney([...amounts].reverse().map(usd), 'USD');
        expect(forward).toEqual(backward);
      }),
    );
  });
});
