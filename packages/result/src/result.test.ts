import { describe, expect, it } from 'vitest';
import { err, map, ok, type Result } from './result';

describe('ok', () => {
  it('wraps a value as a success', () => {
    expect(ok(42)).toEqual({ ok: true, value: 42 });
  });
});

describe('err', () => {
  it('carries only the code when no details are given (no undefined keys)', () => {
    const failure = err('bid-too-low');
    expect(failure).toEqual({ ok: false, error: 'bid-too-low' });
    expect(Object.keys(failure)).toEqual(['ok', 'error']);
  });

  it('keeps a message and structured details', () => {
    expect(err('line-item-invalid', 'Quantity must be positive.', { index: 2 })).toEqual({
      ok: false,
      error: 'line-item-invalid',
      message: 'Quantity must be positive.',
      meta: { index: 2 },
    });
  });

  it('keeps details without a message', () => {
    const failure = err('content-unavailable', undefined, { status: 503 });
    expect(failure).toEqual({ ok: false, error: 'content-unavailable', meta: { status: 503 } });
    expect('message' in failure).toBe(false);
  });
});

describe('map', () => {
  it('transforms the value of a success', () => {
    expect(map(ok(2), (n) => n * 10)).toEqual({ ok: true, value: 20 });
  });

  it('passes a failure through without calling the transform', () => {
    const lookup = (): Result<number, 'not-found'> => err('not-found', 'no data');
    const failure = lookup();
    let called = false;
    const mapped = map(failure, (n) => {
      called = true;
      return n + 1;
    });
    expect(mapped).toBe(failure);
    expect(called).toBe(false);
  });
});

describe('narrowing', () => {
  it('lets callers switch on the code after checking ok', () => {
    const parse = (text: string): Result<number, 'empty' | 'not-a-number'> => {
      if (text === '') return err('empty');
      const n = Number(text);
      return Number.isNaN(n) ? err('not-a-number', `not a number: ${text}`) : ok(n);
    };
    const outcomes = ['', 'x', '7'].map((t) => {
      const r = parse(t);
      return r.ok ? r.value : r.error;
    });
    expect(outcomes).toEqual(['empty', 'not-a-number', 7]);
  });
});
