import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random';

const take = (next: () => number, n: number) => Array.from({ length: n }, next);

describe('mulberry32', () => {
  it('gives the reference sequence of mulberry32 for seed 1', () => {
    expect(take(mulberry32(1), 3)).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  it('repeats the sequence for the same seed and differs for another', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        expect(take(mulberry32(seed), 5)).toEqual(take(mulberry32(seed), 5));
        expect(take(mulberry32(seed), 5)).not.toEqual(take(mulberry32(seed + 1), 5));
      }),
    );
  });

  it('stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const x of take(mulberry32(seed), 20)) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
        }
      }),
    );
  });
});
